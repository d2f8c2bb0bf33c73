package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.core.remote.RemoteTable;
import org.beadbox.core.remote.TableLink;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.BundleContext;

/**
 * Rematches over the real WebSocket in a real Felix: Java clients finish a game, offer and accept
 * a rematch, and each takes its new seat at the new table with the token it alone was sent;
 * four seats rotate, computer seats accept by themselves; core's RemoteTable (Swing's Join)
 * hears the new messages and goes on.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class RematchIT {

    @Inject
    private OnlineTables online;

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(RematchIT.class);
    }

    private URI ws(String tableId, String tokens) {
        return URI.create("ws://127.0.0.1:" + context.getProperty("org.osgi.service.http.port") + "/ws/table?id=" + tableId + "&t=" + tokens);
    }

    private Table open(String game, int players, SeatRequest... seats) throws InterruptedException {
        Eventually.await("the game " + game, () -> games.find(game).isPresent(), games::ids);
        return online.open(game, Setup.of(players, 5), List.of(seats));
    }

    private WsClient seat(Table t, int seat) throws Exception {
        return seat(t, seat, null);
    }

    /** Seat {@code seat}'s page, with the Cookie header {@code cookie} (the host's: {@link WebOptions#HOST_COOKIE}). */
    private WsClient seat(Table t, int seat, String cookie) throws Exception {
        WsClient c = WsClient.connect(WebSeats.socket(t.seatLink(seat).orElseThrow(), t.id()), null, cookie);
        c.next("welcome");
        return c;
    }

    private static void send(WsClient c, String json) throws Exception {
        c.send(json);
    }

    private static JsonObject rematch(WsClient c, String status) throws InterruptedException {
        return c.next(m -> "rematch".equals(m.get("type").getAsString()) && status.equals(m.get("status").getAsString()), "rematch " + status);
    }

    private static void awaitOver(WsClient c) throws InterruptedException {
        c.next(m -> "state".equals(m.get("type").getAsString()) && m.get("over").getAsBoolean(), "the game over");
    }

    private static String tokens(JsonObject started) {
        JsonArray a = started.getAsJsonArray("tokens");
        StringBuilder b = new StringBuilder();
        a.forEach(t -> b.append(b.length() == 0 ? "" : ",").append(t.getAsString()));
        return b.toString();
    }

    @Test
    public void twoPeopleFinishAcceptAndEachTakesTheOtherColourWithTheTokenSentToThemAlone() throws Exception {
        Table t = open("glassbead-challenge", 2, SeatRequest.invite("Ann"), SeatRequest.invite("Bob"));
        try (WsClient ann = seat(t, 0); WsClient bob = seat(t, 1, WebOptions.HOST_COOKIE)) {
            send(ann, "{\"type\":\"rematch\"}");
            assertEquals("the game is not over yet", ann.next("error").get("reason").getAsString());
            send(ann, "{\"type\":\"resign\",\"seat\":0}");
            awaitOver(ann);
            awaitOver(bob);
            send(ann, "{\"type\":\"rematch\"}");
            JsonObject offered = rematch(bob, "offered");
            assertEquals("[0]", offered.get("seats").toString());
            assertEquals("[1]", offered.get("waiting").toString());
            send(bob, "{\"type\":\"rematch\"}");
            JsonObject forAnn = rematch(ann, "started");
            JsonObject forBob = rematch(bob, "started");
            String id = forAnn.get("table").getAsString();
            assertEquals(id, forBob.get("table").getAsString());
            // Bob's page holds the host's cookie: it hears every new link besides its own tokens. Ann's,
            // from this same machine without it, is a guest's and hears only its own (issue 46, item 2).
            assertFalse("each is given its own seat's token", tokens(forBob).contains(tokens(forAnn)));
            assertFalse("a guest's page on this machine gets no seat's link: " + forAnn, forAnn.has("links") || forAnn.has("watch"));
            assertEquals("the host's page lists the new links", 2, forBob.getAsJsonArray("links").size());
            assertTrue(forBob.getAsJsonArray("links").get(1).getAsString().endsWith("." + tokens(forAnn)));
            assertEquals("[1]", forAnn.get("seats").toString());

            try (WsClient ann2 = WsClient.connect(ws(id, tokens(forAnn)), null); WsClient bob2 = WsClient.connect(ws(id, tokens(forBob)), null)) {
                assertEquals("Ann sits at the second seat", "[1]", ann2.next("welcome").get("you").toString());
                JsonObject welcome = bob2.next("welcome");
                assertEquals("[0]", welcome.get("you").toString());
                assertEquals("Bob", welcome.getAsJsonArray("seats").get(0).getAsJsonObject().get("name").getAsString());
                assertEquals("the same game and options", t.match().setup().options(), welcome.getAsJsonObject("setup").getAsJsonObject("options")
                        .entrySet().stream().collect(java.util.stream.Collectors.toMap(e -> e.getKey(), e -> e.getValue().getAsString())));
                Table next = online.table(id).orElseThrow();
                assertFalse(next.match().isOver());
                assertTrue("the old table's game stays over", t.match().isOver());
            }
            // The old table's record is filed among the finished games.
            RecordStore store = new RecordStore(Path.of(context.getProperty("beadbox.home")));
            String identity = "glassbead-challenge@" + t.match().started();
            Eventually.await("the old game filed as finished", () -> store.saved(Integer.MAX_VALUE, Set.of()).stream()
                    .anyMatch(s -> RecordStore.identity(s.record()).equals(identity) && s.record().result().over()),
                    () -> store.saved(Integer.MAX_VALUE, Set.of()).size());
        }
    }

    @Test
    public void fourSeatsRotateAndComputersAcceptByThemselves() throws Exception {
        Table t = open("beadmaster", 4, SeatRequest.invite("Ann"), SeatRequest.ai("random"), SeatRequest.invite("Cy"), SeatRequest.ai("random"));
        try (WsClient ann = seat(t, 0); WsClient cy = seat(t, 2)) {
            send(ann, "{\"type\":\"resign\",\"seat\":0}");
            awaitOver(cy);
            send(cy, "{\"type\":\"rematch\"}");
            JsonObject offered = rematch(ann, "offered");
            assertEquals("only the other person is asked", "[0]", offered.get("waiting").toString());
            send(ann, "{\"type\":\"rematch\"}");
            JsonObject forCy = rematch(cy, "started");
            assertEquals("seat 2 moves to seat 3", "[3]", forCy.get("seats").toString());
            assertEquals("[1]", rematch(ann, "started").get("seats").toString());
            Table next = online.table(forCy.get("table").getAsString()).orElseThrow();
            assertEquals("the computers moved round too", "random", next.match().seatSpec(0));
            assertEquals("random", next.match().seatSpec(2));
            assertEquals("Cy", next.match().seatName(3));
            assertEquals(4, next.match().seats());
        }
    }

    @Test
    public void coreRemoteTableHearsChatAndRematchMessagesAndGoesOn() throws Exception {
        Table t = open("glassbead-challenge", 2, SeatRequest.invite("Ann"), SeatRequest.invite("Guest"));
        List<String> trouble = new CopyOnWriteArrayList<>();
        List<RemoteTable.State> states = new CopyOnWriteArrayList<>();
        List<List<RemoteTable.Seat>> presences = new CopyOnWriteArrayList<>();
        RemoteTable.Listener listener = new RemoteTable.Listener() {
            @Override
            public void state(RemoteTable.State s) {
                states.add(s);
            }

            @Override
            public void presence(List<RemoteTable.Seat> seats) {
                presences.add(seats);
            }

            @Override
            public void refused(String reason) {
                trouble.add("refused: " + reason);
            }

            @Override
            public void dropped(String reason) {
                trouble.add("dropped: " + reason);
            }

            @Override
            public void closed(String reason) {
                trouble.add("closed: " + reason);
            }
        };
        // Ann's page is the host's (its cookie): only the host may start a rematch without waiting.
        try (WsClient ann = seat(t, 0, WebOptions.HOST_COOKIE);
                RemoteTable guest = RemoteTable.connect(TableLink.parse(t.seatLink(1).orElseThrow().toString()), listener, Duration.ofSeconds(10))
                        .get(20, TimeUnit.SECONDS)) {
            Eventually.await("the guest seated", () -> t.connected(1), () -> t.connected(1));
            for (int i = 0; i < 3; i++) {
                send(ann, "{\"type\":\"chat\",\"text\":\"hello " + i + "\"}");
            }
            ann.next(m -> "chat".equals(m.get("type").getAsString()) && m.toString().contains("hello 2"), "Ann's third line");
            guest.resign(1);
            Eventually.await("the guest hears the end after the chat", () -> states.stream().anyMatch(RemoteTable.State::over), () -> states);
            awaitOver(ann);
            send(ann, "{\"type\":\"rematch\"}");
            rematch(ann, "offered");
            send(ann, "{\"type\":\"rematch\",\"start\":true}");
            rematch(ann, "started");
            int heard = presences.size();
            ann.close();
            Eventually.await("the guest still hears the table (Ann gone)", () -> presences.size() > heard
                    && !presences.get(presences.size() - 1).get(0).connected(), () -> presences);
            assertEquals("the guest's client took the new messages quietly", List.of(), trouble);
            assertFalse(guest.isGone());
        }
    }
}
