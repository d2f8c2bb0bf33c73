package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;

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
        return options(
                RuntimeOptions.base(WebGamesIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(RuntimeOptions.PLAYERS),
                WebOptions.web(WebOptions.freePort()));
    }

    @Test
    public void aWholeGlassBeadGameOverTheSocket() throws Exception {
        playWhole("glassbead-mancala", 11);
    }

    @Test
    public void aWholeGameOfBeadMasterOverTheSocket() throws Exception {
        playWhole("beadmaster", 12);
    }

    private void playWhole(String game, long seed) throws Exception {
        Eventually.await("the game " + game, () -> games.find(game).isPresent(), games::ids);
        Table t = online.open(game, Setup.of(2, seed), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        URI ann = t.seatLink(0).orElseThrow();
        URI bob = t.seatLink(1).orElseThrow();
        try (WsClient a = WsClient.connect(WebSeats.socket(ann, t.id()), null);
                WsClient b = WsClient.connect(WebSeats.socket(bob, t.id()), null)) {
            assertEquals(0, a.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            assertEquals(1, b.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            WebSeats.play(() -> t, new WsClient[] {a, b}, new Random(seed), Integer.MAX_VALUE);
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
            assertTrue("the moves replay to the end", replay.last().isOver());
            assertEquals(t.match().outcome().orElseThrow().ranks(), replay.last().outcome().orElseThrow().ranks());
        } finally {
            t.close("test over");
        }
    }
}
