package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.google.gson.JsonObject;
import java.net.URI;
import java.util.List;
import java.util.Random;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
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
import org.osgi.framework.BundleContext;

/**
 * Whole games of the Glass Bead Game (mancala) and BeadMaster played over the table's WebSocket
 * by two remote seats choosing random legal moves step by step; each finished record is filed
 * with its result and replays through the game.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebGamesIT {

    @Inject
    private OnlineTables online;

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(WebGamesIT.class);
    }

    @Test
    public void aWholeGlassBeadGameOverTheSocket() throws Exception {
        // Random play on the Glass Bead Game's board runs to several hundred plies (two minutes of
        // this suite's time): the natural end over the socket is HostAndGuestIT's, in the browser.
        // Here 120 plies, then Ann resigns: the ending, the record and its replay are what count.
        playWhole("glassbead-mancala", 11, 120);
    }

    @Test
    public void aWholeGameOfBeadMasterOverTheSocket() throws Exception {
        playWhole("beadmaster", 12, Integer.MAX_VALUE);
    }

    @Test
    public void theComputerThinksAloudMovesAreTakenBackAndEarlierPositionsViewedOverTheSocket() throws Exception {
        String game = "glassbead-challenge";
        Eventually.await("the game " + game, () -> games.find(game).isPresent(), games::ids);
        Table t = online.open(game, Setup.of(2, 31), List.of(SeatRequest.invite("Ann"), SeatRequest.ai("mcts:time=1.5")));
        try (WsClient ann = WsClient.connect(WebSeats.socket(t.seatLink(0).orElseThrow(), t.id()), null)) {
            JsonObject welcome = ann.next("welcome");
            JsonObject computer = welcome.getAsJsonArray("seats").get(1).getAsJsonObject();
            assertEquals("computer", computer.get("status").getAsString());
            assertTrue(computer.toString(), computer.get("computer").getAsString().endsWith("(computer)"));
            WebSeats.play(() -> t, new WsClient[] {ann, null}, new Random(31), 1);
            // While the computer thinks: progress, throttled to five a second at most.
            JsonObject first = ann.next("thinking");
            long from = System.nanoTime();
            assertEquals(1, first.get("seat").getAsInt());
            double done = first.get("done").getAsDouble();
            assertTrue(first.toString(), done >= 0 && done <= 1);
            Eventually.await("the computer's move", () -> t.match().moves().size() >= 2, () -> t.match().moves());
            double seconds = (System.nanoTime() - from) / 1e9;
            int more = ann.count("thinking");
            assertTrue(more + " thinking messages in " + seconds + " s", more <= 1 + 5 * seconds + 1);

            // Against the computer a take-back is immediate: back to Ann's turn, before her move.
            ann.send("{\"type\":\"undo\"}");
            Eventually.await("both moves taken back", () -> t.match().moves().isEmpty(), () -> t.match().moves());
            ann.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean()
                    && m.getAsJsonArray("moves").isEmpty(), "Ann to move again at the start");
        } finally {
            t.close("test over");
        }

        Table u = online.open(game, Setup.of(2, 32), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        try (WsClient ann = WsClient.connect(WebSeats.socket(u.seatLink(0).orElseThrow(), u.id()), null);
                WsClient bob = WsClient.connect(WebSeats.socket(u.seatLink(1).orElseThrow(), u.id()), null);
                WsClient watcher = WsClient.connect(WebSeats.socket(u.spectatorLink(), u.id()), null)) {
            WebSeats.play(() -> u, new WsClient[] {ann, bob}, new Random(32), 2);
            watcher.send("{\"type\":\"view\",\"ply\":1}");
            JsonObject viewed = watcher.next("viewed");
            assertEquals(u.match().moves().get(0).notation(), viewed.get("move").getAsString());
            assertEquals(2, viewed.get("plies").getAsInt());
            // Bob asks to take back his move; Ann accepts.
            bob.send("{\"type\":\"undo\"}");
            JsonObject asked = ann.next("undoRequest");
            assertEquals("asked", asked.get("status").getAsString());
            assertEquals(1, asked.get("seat").getAsInt());
            assertEquals("nothing is taken back before Ann answers", 2, u.match().moves().size());
            ann.send("{\"type\":\"undoReply\",\"accept\":true}");
            Eventually.await("Bob's move taken back", () -> u.match().moves().size() == 1, () -> u.match().moves());
        } finally {
            u.close("test over");
        }
    }

    /** Plays a whole game of random moves, or {@code resignAfter} plies and then Ann resigns. */
    private void playWhole(String game, long seed, int resignAfter) throws Exception {
        Eventually.await("the game " + game, () -> games.find(game).isPresent(), games::ids);
        Table t = online.open(game, Setup.of(2, seed), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        URI ann = t.seatLink(0).orElseThrow();
        URI bob = t.seatLink(1).orElseThrow();
        try (WsClient a = WsClient.connect(WebSeats.socket(ann, t.id()), null);
                WsClient b = WsClient.connect(WebSeats.socket(bob, t.id()), null)) {
            assertEquals(0, a.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            assertEquals(1, b.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            WebSeats.play(() -> t, new WsClient[] {a, b}, new Random(seed), resignAfter);
            boolean resigned = !t.match().isOver();
            if (resigned) {
                assertEquals(resignAfter, t.match().moves().size());
                a.send("{\"type\":\"resign\",\"seat\":0}");
                Eventually.await("Ann's resignation ends " + game, () -> t.match().isOver(), () -> t.match().moves());
            }
            assertTrue(game + " ended", t.match().isOver());
            int plies = t.match().moves().size();
            JsonObject last = b.next(x -> "state".equals(x.get("type").getAsString()) && x.get("over").getAsBoolean(), "the final state");
            assertEquals(plies, last.getAsJsonArray("moves").size());
            assertTrue(last.getAsJsonObject("result").get("summary").getAsString().length() > 0);

            RecordStore store = new RecordStore(RecordStore.home(context.getProperty("beadbox.home")));
            String identity = RecordStore.identity(t.match().record());
            Eventually.await("the finished " + game + " filed", () -> store.recent(50).stream().map(RecordStore::load)
                    .anyMatch(r -> RecordStore.identity(r).equals(identity)), () -> store.recent(50));
            GameRecord record = store.recent(50).stream().map(RecordStore::load)
                    .filter(r -> RecordStore.identity(r).equals(identity)).findFirst().orElseThrow();
            assertTrue("the record has its result", record.result().over());
            assertEquals(plies, record.moves().size());
            Replay replay = RecordStore.replay(record, games);
            if (resigned) {
                assertEquals("the moves replay to the position Ann resigned in", plies, replay.moves().size());
                assertFalse("the position Ann resigned in is not an end by the rules", replay.last().isOver());
                assertEquals("Bob wins by Ann's resignation", 0, t.match().outcome().orElseThrow().ranks().get(1).intValue());
            } else {
                assertTrue("the moves replay to the end", replay.last().isOver());
                assertEquals(t.match().outcome().orElseThrow().ranks(), replay.last().outcome().orElseThrow().ranks());
            }
        } finally {
            t.close("test over");
        }
    }
}
