package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.beadbox.api.Setup;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Rematches at real tables of Take Away, with connections that keep what they are sent. */
class RematchTest extends AtTables {

    private WebTable table(SeatRequest... seats) {
        return tables.openTable(TakeAway.ID, new Setup(seats.length, Map.of("beads", "15"), 1), List.of(seats));
    }

    /** Seat {@code seat} resigns through {@code c}; returns once {@code c} has seen the game over. */
    private static void resign(Fixture.Client c, int seat) throws InterruptedException {
        c.ask("{\"type\":\"resign\",\"seat\":" + seat + "}");
        c.next(m -> "state".equals(type(m)) && m.get("over").getAsBoolean(), "the game over");
    }

    private static String type(JsonObject m) {
        return m.get("type").getAsString();
    }

    private static JsonObject rematch(Fixture.Client c, String status) throws InterruptedException {
        return c.next(m -> "rematch".equals(type(m)) && status.equals(m.get("status").getAsString()), "rematch " + status);
    }

    private static List<String> strings(JsonArray a) {
        List<String> out = new ArrayList<>();
        a.forEach(e -> out.add(e.getAsString()));
        return out;
    }

    private WebTable next(JsonObject started) {
        return tables.webTable(started.get("table").getAsString()).orElseThrow();
    }

    @Nested
    @DisplayName("when two people played")
    class TwoPeople {

        WebTable t;
        Fixture.Client ann;
        Fixture.Client bob;

        @BeforeEach
        void play() throws InterruptedException {
            t = table(SeatRequest.invite("Ann"), SeatRequest.invite("Bob"));
            ann = Fixture.connect(t, false, 0);
            bob = Fixture.connect(t, false, 1);
            resign(ann, 0);
            bob.next(m -> "state".equals(type(m)) && m.get("over").getAsBoolean(), "the game over");
        }

        @Test
        @DisplayName("an offer both accept starts a new table with the colours swapped, each told only their own token")
        void acceptedOfferStartsSwapped() throws InterruptedException {
            ann.ask("{\"type\":\"rematch\"}");
            JsonObject offered = rematch(bob, "offered");
            assertEquals("[0]", offered.get("seats").toString(), "Ann offered");
            assertEquals("[1]", offered.get("waiting").toString(), "Bob is asked");
            bob.ask("{\"type\":\"rematch\"}");
            JsonObject forAnn = rematch(ann, "started");
            JsonObject forBob = rematch(bob, "started");
            assertEquals(forAnn.get("table").getAsString(), forBob.get("table").getAsString());
            WebTable t2 = next(forAnn);
            assertEquals(Set.of(1), t2.access(strings(forAnn.getAsJsonArray("tokens"))).orElseThrow(), "Ann plays the other colour");
            assertEquals(Set.of(0), t2.access(strings(forBob.getAsJsonArray("tokens"))).orElseThrow());
            assertFalse(forBob.toString().contains(forAnn.getAsJsonArray("tokens").get(0).getAsString()), "Ann's token never reaches Bob");
            assertFalse(forAnn.has("links"), "links go to the host only");
            assertEquals("Bob", t2.match().seatName(0));
            assertEquals("Ann", t2.match().seatName(1));
            assertEquals("15", t2.match().setup().options().get("beads"), "the same options");
            assertFalse(t2.match().isOver());
            assertTrue(t.match().isOver(), "the old table stays finished");
        }

        @Test
        @DisplayName("a declined offer is shown, and a withdrawn one too")
        void declinedAndWithdrawn() throws InterruptedException {
            ann.ask("{\"type\":\"rematch\"}");
            rematch(bob, "offered");
            bob.ask("{\"type\":\"rematchDecline\"}");
            assertEquals("[1]", rematch(ann, "declined").get("seats").toString());
            bob.ask("{\"type\":\"rematch\"}");
            rematch(ann, "offered");
            bob.ask("{\"type\":\"rematchDecline\"}");
            assertEquals("withdrawn", rematch(ann, "cancelled").get("reason").getAsString());
            ann.ask("{\"type\":\"rematchDecline\"}");
            assertEquals("no rematch is offered", ann.next("error").get("reason").getAsString());
        }

        @Test
        @DisplayName("an offer from someone who leaves is withdrawn")
        void leaverWithdraws() throws InterruptedException {
            ann.ask("{\"type\":\"rematch\"}");
            rematch(bob, "offered");
            ann.closed();
            JsonObject gone = rematch(bob, "cancelled");
            assertEquals("left", gone.get("reason").getAsString());
            assertEquals("[0]", gone.get("seats").toString());
        }

        @Test
        @DisplayName("a spectator can neither offer nor answer, and follows to the new table")
        void spectatorFollows() throws InterruptedException {
            Fixture.Client watcher = Fixture.connect(t, false);
            watcher.ask("{\"type\":\"rematch\"}");
            assertEquals("spectators cannot offer a rematch", watcher.next("error").get("reason").getAsString());
            ann.ask("{\"type\":\"rematch\"}");
            rematch(watcher, "offered");
            watcher.ask("{\"type\":\"rematchDecline\"}");
            assertEquals("spectators cannot answer a rematch", watcher.next("error").get("reason").getAsString());
            bob.ask("{\"type\":\"rematch\"}");
            JsonObject started = rematch(watcher, "started");
            assertEquals(Set.of(), next(started).access(strings(started.getAsJsonArray("tokens"))).orElseThrow(), "a spectator's token");
        }

        @Test
        @DisplayName("the host starts it without waiting; someone coming back to the old link is sent on")
        void hostStartsAndLateComerIsSentOn() throws InterruptedException {
            bob.ask("{\"type\":\"rematch\",\"start\":true}");
            assertEquals("only the host can start a rematch without waiting", bob.next("error").get("reason").getAsString());
            bob.closed();
            Fixture.Client host = Fixture.connect(t, true);
            host.ask("{\"type\":\"rematch\"}");
            JsonObject forHost = rematch(host, "started");
            assertEquals(2, forHost.getAsJsonArray("links").size(), "the host's page lists the new links");
            Fixture.Client back = Fixture.connect(t, false, 1);
            JsonObject forBob = rematch(back, "started");
            assertEquals(Set.of(0), next(forBob).access(strings(forBob.getAsJsonArray("tokens"))).orElseThrow());
            assertTrue(forHost.getAsJsonArray("links").get(0).getAsString().endsWith(forBob.getAsJsonArray("tokens").get(0).getAsString()));
            assertTrue(forBob.get("earlier").getAsBoolean(), "its page offers to go rather than going");
            back.ask("{\"type\":\"rematch\"}");
            JsonObject again = rematch(back, "started");
            assertFalse(again.has("earlier"), "asked for, it goes");
            assertEquals(forBob.get("table").getAsString(), again.get("table").getAsString(), "the same rematch, not another");
            host.ask("{\"type\":\"chat\",\"text\":\"sync\"}");
            JsonObject following = host.next(m -> ("chat".equals(type(m)) && !m.get("log").getAsBoolean()) || "rematch".equals(type(m)),
                    "the host's next line or rematch");
            assertEquals("chat", type(following), "nobody else is sent on again");
        }
    }

    @Test
    @DisplayName("an offer before the end is refused")
    void notBeforeTheEnd() throws InterruptedException {
        WebTable t = table(SeatRequest.invite("Ann"), SeatRequest.invite("Bob"));
        Fixture.Client ann = Fixture.connect(t, false, 0);
        ann.ask("{\"type\":\"rematch\"}");
        assertEquals("the game is not over yet", ann.next("error").get("reason").getAsString());
    }

    @Test
    @DisplayName("a computer seat accepts by itself, and a seat handed to the computer stays the computer's")
    void computersAccept() throws InterruptedException {
        WebTable t = table(SeatRequest.invite("Ann"), SeatRequest.invite("Bob"), SeatRequest.ai("first"));
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client host = Fixture.connect(t, true);
        host.ask("{\"type\":\"handover\",\"seat\":1,\"spec\":\"first\"}");
        host.next(m -> "presence".equals(type(m)) && m.toString().contains("handedOver"), "Bob's seat handed over");
        resign(ann, 0);
        ann.ask("{\"type\":\"rematch\"}");
        JsonObject started = rematch(ann, "started");
        WebTable t2 = next(started);
        assertEquals(Set.of(1), t2.access(strings(started.getAsJsonArray("tokens"))).orElseThrow(), "seat 0 moves to seat 1");
        assertTrue(t2.seats().handedOver(2), "Bob's seat, now the third, stays the computer's");
        assertEquals(TableSeats.Kind.COMPUTER, t2.seats().kind(0), "the computer seat moved round to the first");
        assertEquals("first", t2.match().seatSpec(0));
        assertEquals("Player 1", t2.match().seatName(0), "a colour's name stays with its seat");
    }
}
