package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.google.gson.JsonObject;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;

/**
 * Tables that outlive what happens to them: a seat that drops and comes back with its link (or is
 * handed to the computer by the host), the web front-end stopped and started again (the tables
 * reopen with the same links, at the same position), a game bundle uninstalled mid-game (its
 * tables lock with a clear message, and reopen when it is installed again), an unreadable
 * table file (the table is not reopened, its game stays to resume locally).
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebResumeIT {

    private static final String GAME = "glassbead-challenge";

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(WebResumeIT.class);
    }

    /** The tables service now (a new one after ui-web restarts). */
    private OnlineTables online() throws InterruptedException {
        Eventually.await("the online tables service", () -> context.getServiceReference(OnlineTables.class) != null, () -> "none");
        ServiceReference<OnlineTables> ref = context.getServiceReference(OnlineTables.class);
        return context.getService(ref);
    }

    private Optional<Table> table(String id) {
        ServiceReference<OnlineTables> ref = context.getServiceReference(OnlineTables.class);
        return ref == null ? Optional.empty() : Optional.ofNullable(context.getService(ref)).flatMap(o -> o.table(id));
    }

    private Table reopened(String id) throws InterruptedException {
        Eventually.await("table " + id + " reopened", () -> table(id).isPresent(), () -> "not open");
        return table(id).orElseThrow();
    }

    private Bundle bundle(String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return b;
            }
        }
        throw new AssertionError("no bundle " + symbolicName);
    }

    private RecordStore store() {
        return new RecordStore(RecordStore.home(context.getProperty("beadbox.home")));
    }

    /** Connects to a link, retrying while the web front-end is coming back. */
    private static WsClient connect(URI link, String tableId) throws Exception {
        return connect(link, tableId, null);
    }

    /** The same, with a Cookie header (the host's page: {@link WebOptions#HOST_COOKIE}). */
    private static WsClient connect(URI link, String tableId, String cookie) throws Exception {
        long end = System.currentTimeMillis() + 20_000;
        while (true) {
            try {
                return WsClient.connect(WebSeats.socket(link, tableId), null, cookie);
            } catch (Exception e) {
                if (System.currentTimeMillis() > end) {
                    throw e;
                }
                Thread.sleep(200);
            }
        }
    }

    private Table openInvited(String game) throws Exception {
        Eventually.await("the game " + game, () -> games.find(game).isPresent(), games::ids);
        return online().open(game, Setup.of(2, 21), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
    }

    private static String status(JsonObject m, int seat) {
        return m.getAsJsonArray("seats").get(seat).getAsJsonObject().get("status").getAsString();
    }

    @Test
    public void aSeatThatDropsComesBackWithItsLinkOrIsHandedToTheComputerByTheHost() throws Exception {
        Table t = openInvited(GAME);
        URI annLink = t.seatLink(0).orElseThrow();
        URI bobLink = t.seatLink(1).orElseThrow();
        try (WsClient ann = connect(annLink, t.id()); WsClient watcher = WsClient.connectAsHost(WebSeats.socket(t.spectatorLink(), t.id()))) {
            JsonObject w = watcher.next("welcome");
            assertTrue("a connection with the host's cookie is the host's", w.get("host").getAsBoolean());
            assertEquals("waiting", status(w, 1));
            WsClient bob = connect(bobLink, t.id());
            WebSeats.play(() -> t, new WsClient[] {ann, bob}, new Random(3), 3); // Bob is to move now
            bob.close();
            JsonObject gone = watcher.next(m -> "presence".equals(m.get("type").getAsString()) && "disconnected".equals(status(m, 1)), "Bob disconnected");
            assertFalse(gone.getAsJsonArray("seats").get(1).getAsJsonObject().get("connected").getAsBoolean());
            try (WsClient back = connect(bobLink, t.id())) {
                boolean his = t.match().state().toMove() == 1;
                // On his turn the seat is his again (once the match asks it, which may come just after he joins).
                JsonObject state = back.next(m -> "state".equals(m.get("type").getAsString())
                        && (!his || m.get("yourTurn").getAsBoolean()), his ? "state with his turn" : "state");
                assertEquals("nothing lost", 3, state.getAsJsonArray("moves").size());
                watcher.next(m -> "presence".equals(m.get("type").getAsString()) && "here".equals(status(m, 1)), "Bob here again");
                back.send("{\"type\":\"state\"}"); // the state again, for the moves below to start from
                WebSeats.play(() -> t, new WsClient[] {ann, back}, new Random(4), 4);
            }
            watcher.next(m -> "presence".equals(m.get("type").getAsString()) && "disconnected".equals(status(m, 1)), "Bob gone again");
            // The host hands Bob's seat to the computer; Ann plays on against it.
            JsonObject handover = new JsonObject();
            handover.addProperty("type", "handover");
            handover.addProperty("seat", 1);
            handover.addProperty("spec", "random");
            watcher.send(handover);
            JsonObject computer = watcher.next(m -> "presence".equals(m.get("type").getAsString()) && "computer".equals(status(m, 1)), "seat 1 to the computer");
            assertTrue(computer.toString(), computer.getAsJsonArray("seats").get(1).getAsJsonObject().get("computer").getAsString().endsWith("(computer)"));
            WebSeats.play(() -> t, new WsClient[] {ann, null}, new Random(5), 9);
            assertEquals("random", t.match().seatSpec(1));
            boolean computerMoved = false;
            for (int i = 4; i < 9; i++) {
                computerMoved |= t.match().states().get(i).toMove() == 1;
            }
            assertTrue("the computer played seat 1 after the handover", computerMoved);
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void aSeatHandedToTheComputerComesBackWhenItsPersonOpensTheLinkAgainOrTheHostGivesItBack() throws Exception {
        Table t = openInvited(GAME);
        URI bobLink = t.seatLink(1).orElseThrow();
        try (WsClient ann = connect(t.seatLink(0).orElseThrow(), t.id());
                WsClient host = WsClient.connectAsHost(WebSeats.socket(t.spectatorLink(), t.id()))) {
            host.next("welcome");
            WsClient bob = connect(bobLink, t.id());
            WebSeats.play(() -> t, new WsClient[] {ann, bob}, new Random(11), 3);
            annPlaysUntilBobIsToMove(t, ann);
            bob.close();
            host.next(m -> "presence".equals(m.get("type").getAsString()) && "disconnected".equals(status(m, 1)), "Bob gone");
            // A computer that would think for ten minutes takes Bob's seat, on his turn.
            handTheSeatToALongThinker(host);
            try (WsClient back = connect(bobLink, t.id())) {
                JsonObject w = back.next("welcome");
                assertEquals("the link still names Bob's seat", 1, w.getAsJsonArray("you").get(0).getAsInt());
                JsonObject here = host.next(m -> "presence".equals(m.get("type").getAsString()) && "here".equals(status(m, 1)), "Bob's again");
                assertFalse(here.getAsJsonArray("seats").get(1).getAsJsonObject().has("handedOver"));
                back.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Bob's turn again");
                assertEquals("the computer's thinking was dropped, nothing played for Bob", 3, t.match().moves().size());
                back.send("{\"type\":\"state\"}"); // the state again, for the moves below to start from
                WebSeats.play(() -> t, new WsClient[] {ann, back}, new Random(12), 5);
                assertEquals("human", t.match().seatSpec(1));
            }
            host.next(m -> "presence".equals(m.get("type").getAsString()) && "disconnected".equals(status(m, 1)), "Bob gone again");
            annPlaysUntilBobIsToMove(t, ann);
            handTheSeatToALongThinker(host);
            // The host gives the seat back while Bob is away: the table waits for him again.
            JsonObject giveBack = new JsonObject();
            giveBack.addProperty("type", "giveBack");
            giveBack.addProperty("seat", 1);
            // (only the host's connection may: this one has the host's cookie; WebTableTest tries a guest)
            int before = t.match().moves().size();
            host.send(giveBack);
            host.next(m -> "presence".equals(m.get("type").getAsString()) && "disconnected".equals(status(m, 1)), "Bob's seat waits for him");
            try (WsClient back = connect(bobLink, t.id())) {
                back.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Bob's turn");
                assertEquals(before, t.match().moves().size());
                back.send("{\"type\":\"state\"}");
                WebSeats.play(() -> t, new WsClient[] {ann, back}, new Random(14), before + 2);
            }
            String identity = RecordStore.identity(t.match().record());
            int plies = t.match().moves().size();
            Eventually.await("autosaved, every move once", () -> store().unfinished().stream().anyMatch(u ->
                    RecordStore.identity(u.record()).equals(identity) && u.record().moves().size() == plies), () -> store().unfinished());
            assertEquals(t.match().moves().stream().map(m -> m.notation()).toList(), store().unfinished().stream()
                    .filter(u -> RecordStore.identity(u.record()).equals(identity)).findFirst().orElseThrow().record().moves());
        } finally {
            t.close("test over");
        }
    }

    private static void annPlaysUntilBobIsToMove(Table t, WsClient ann) throws Exception {
        while (t.match().state().toMove() == 0) {
            WebSeats.play(() -> t, new WsClient[] {ann, null}, new Random(13), t.match().moves().size() + 1);
        }
    }

    /** The host hands seat 1 (on its turn) to an MCTS player that would think for ten minutes, and sees it thinking. */
    private static void handTheSeatToALongThinker(WsClient host) throws Exception {
        JsonObject handover = new JsonObject();
        handover.addProperty("type", "handover");
        handover.addProperty("seat", 1);
        handover.addProperty("spec", "mcts:time=600:threads=1");
        host.send(handover);
        JsonObject p = host.next(m -> "presence".equals(m.get("type").getAsString()) && "computer".equals(status(m, 1)), "seat 1 to the computer");
        assertTrue(p.getAsJsonArray("seats").get(1).getAsJsonObject().get("handedOver").getAsBoolean());
        host.next(m -> "thinking".equals(m.get("type").getAsString()) && m.get("seat").getAsInt() == 1, "the computer thinking for seat 1");
    }

    @Test
    public void aTableHostedWithASeatAtTheHostsScreenReopensWithTheSameLinks() throws Exception {
        Eventually.await("the game " + GAME, () -> games.find(GAME).isPresent(), games::ids);
        org.beadbox.core.HumanPlayer atHost = new org.beadbox.core.HumanPlayer();
        Table t = online().open(GAME, Setup.of(2, 23), List.of(SeatRequest.player("Hostess", atHost, "human"), SeatRequest.invite("Bob")));
        String id = t.id();
        URI bobLink = t.seatLink(1).orElseThrow();
        Path file = store().autosaves().resolve("online-" + id + ".tokens");
        assertTrue("Swing's Invite (online) keeps the table's file too", Files.exists(file));
        assertTrue(t.seatLink(0).isEmpty());
        try (WsClient bob = connect(bobLink, id)) {
            for (int ply = 0; ply < 4; ply++) {
                int played = ply;
                if (t.match().state().toMove() == 0) {
                    Eventually.await("the host's turn", atHost::isWaiting, () -> "not waiting");
                    assertTrue(atHost.offer(t.match().state().legalMoves().get(0)));
                } else {
                    WebSeats.play(() -> t, new WsClient[] {null, bob}, new Random(15), played + 1);
                }
                Eventually.await("move " + (played + 1), () -> t.match().moves().size() > played, () -> t.match().moves());
            }
            Eventually.await("autosaved after 4 moves", () -> store().unfinished().stream()
                    .anyMatch(u -> u.record().moves().size() == 4), () -> store().unfinished());
            Bundle web = bundle("org.beadbox.ui.web");
            web.stop();
            bob.closed.get(20, java.util.concurrent.TimeUnit.SECONDS);
            web.start();
        }
        Table again = reopened(id);
        try {
            assertEquals("the invited link works again", bobLink, again.seatLink(1).orElseThrow());
            assertEquals(4, again.match().moves().size());
            URI hostLink = again.seatLink(0).orElseThrow(() -> new AssertionError("the host's seat has its own link now"));
            try (WsClient host = connect(hostLink, id, WebOptions.HOST_COOKIE); WsClient bob = connect(bobLink, id)) {
                JsonObject w = host.next("welcome");
                assertEquals(0, w.getAsJsonArray("you").get(0).getAsInt());
                assertEquals(bobLink.toString(), w.getAsJsonArray("links").get(1).getAsString());
                WebSeats.play(() -> reopenedNow(id), new WsClient[] {host, bob}, new Random(16), 8);
                assertEquals(8, again.match().moves().size());
            }
        } finally {
            again.close("test over");
        }
    }

    @Test
    public void theTablesReopenWithTheSameLinksWhenTheWebFrontEndStartsAgain() throws Exception {
        Table t = openInvited(GAME);
        String id = t.id();
        URI annLink = t.seatLink(0).orElseThrow();
        URI bobLink = t.seatLink(1).orElseThrow();
        try (WsClient ann = connect(annLink, id); WsClient bob = connect(bobLink, id)) {
            WebSeats.play(() -> t, new WsClient[] {ann, bob}, new Random(5), 6);
            Eventually.await("autosaved after 6 moves", () -> store().unfinished().stream()
                    .anyMatch(u -> u.record().moves().size() == 6), () -> store().unfinished());
            Bundle web = bundle("org.beadbox.ui.web");
            web.stop();
            ann.closed.get(20, java.util.concurrent.TimeUnit.SECONDS); // the table page says "disconnected"
            assertTrue(t.match().isClosed());
            web.start();
        }
        Table again = reopened(id);
        assertEquals(annLink, again.seatLink(0).orElseThrow());
        assertEquals(bobLink, again.seatLink(1).orElseThrow());
        assertEquals(6, again.match().moves().size());
        try (WsClient ann = connect(annLink, id); WsClient bob = connect(bobLink, id)) {
            assertEquals(0, ann.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            WebSeats.play(() -> reopenedNow(id), new WsClient[] {ann, bob}, new Random(6), Integer.MAX_VALUE);
            assertTrue(again.match().isOver());
            String identity = RecordStore.identity(again.match().record());
            Eventually.await("the finished game filed", () -> store().recent(50).stream().map(RecordStore::load)
                    .anyMatch(r -> RecordStore.identity(r).equals(identity) && r.result().over()), () -> store().recent(50));
            GameRecord r = store().recent(50).stream().map(RecordStore::load)
                    .filter(x -> RecordStore.identity(x).equals(identity)).findFirst().orElseThrow();
            assertEquals(again.match().moves().size(), r.moves().size());
            assertTrue(RecordStore.replay(r, games).last().isOver());
            // the record is filed on the last move, the table's file deleted once the table hears the end
            Path tokens = store().autosaves().resolve("online-" + id + ".tokens");
            Eventually.await("the table's file goes with the game", () -> !Files.exists(tokens), () -> tokens);
        } finally {
            again.close("test over");
        }
    }

    private Table reopenedNow(String id) {
        return table(id).orElseThrow(() -> new AssertionError("table " + id + " went away"));
    }

    @Test
    public void aGameUninstalledMidGameLocksItsTablesWhichReopenWhenItIsBack() throws Exception {
        Table t = openInvited("glassbead-mancala");
        String id = t.id();
        URI annLink = t.seatLink(0).orElseThrow();
        Bundle mancala = bundle("org.beadbox.game.mancala");
        String location = mancala.getLocation();
        try (WsClient ann = connect(annLink, id); WsClient bob = connect(t.seatLink(1).orElseThrow(), id)) {
            WebSeats.play(() -> t, new WsClient[] {ann, bob}, new Random(7), 2);
            Eventually.await("autosaved", () -> store().unfinished().stream().anyMatch(u -> u.record().moves().size() == 2),
                    () -> store().unfinished());
            mancala.uninstall();
            for (WsClient c : new WsClient[] {ann, bob}) {
                JsonObject closed = c.next("closed");
                assertTrue(closed.toString(), closed.get("reason").getAsString().contains("uninstalled"));
            }
            assertTrue(t.match().isClosed());
            assertTrue(table(id).isEmpty());
            // No move gets through to the locked table.
            assertEquals(2, t.match().moves().size());
        }
        Bundle back = context.installBundle(location);
        back.start();
        Table again = reopened(id);
        try (WsClient ann = connect(annLink, id)) {
            JsonObject state = ann.next("state");
            assertEquals(2, state.getAsJsonArray("moves").size());
        } finally {
            again.close("test over");
        }
    }

    @Test
    public void anUnreadableTableFileLeavesTheGameToResumeLocally() throws Exception {
        Table t = openInvited(GAME);
        String id = t.id();
        try (WsClient ann = connect(t.seatLink(0).orElseThrow(), id); WsClient bob = connect(t.seatLink(1).orElseThrow(), id)) {
            WebSeats.play(() -> t, new WsClient[] {ann, bob}, new Random(8), 2);
        }
        String identity = RecordStore.identity(t.match().record());
        Eventually.await("autosaved", () -> store().unfinished().stream().anyMatch(u -> RecordStore.identity(u.record()).equals(identity)
                && u.record().moves().size() == 2), () -> store().unfinished());
        Bundle web = bundle("org.beadbox.ui.web");
        web.stop();
        Path file = store().autosaves().resolve("online-" + id + ".tokens");
        assertTrue(Files.exists(file));
        Files.writeString(file, "{\"format\":1,\"table\":");
        web.start();
        online();
        Eventually.await("the unreadable file set aside", () -> Files.exists(file.resolveSibling(file.getFileName() + ".unreadable")),
                () -> "not yet");
        assertTrue(table(id).isEmpty());
        assertTrue("the game is still there to resume", store().unfinished().stream()
                .anyMatch(u -> RecordStore.identity(u.record()).equals(identity) && u.record().moves().size() == 2));
    }
}
