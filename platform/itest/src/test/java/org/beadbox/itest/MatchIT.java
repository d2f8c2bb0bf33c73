package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.inject.Inject;
import org.beadbox.api.Game;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;

/**
 * Whole matches inside the framework: AI players from their bundles play a game from its
 * bundle through the core's match runner, and the record is saved and loaded by the core's
 * record store (Gson, from its own bundle) and replays to the same end.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class MatchIT {

    private static final List<String> GAME_IDS = List.of("glassbead-challenge", "glassbead-mancala", "beadmaster");
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @Inject
    private GameCatalog games;

    @Inject
    private PlayerCatalog players;

    /** The platform, the games and the AI players. */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(MatchIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(RuntimeOptions.PLAYERS));
    }

    @Test
    public void randomPlayersFinishAGameOfEachKindAndItsRecordRoundTripsThroughJson() throws Exception {
        Eventually.await("the games and the random player", () -> games.ids().containsAll(GAME_IDS)
                && players.find("random").isPresent(), games::ids);
        for (String id : GAME_IDS) {
            GameRecord record = play(id, "random", "random", 7);
            assertTrue(id + " ended: " + record.result(), record.result().over());
            roundTrip(id, record);
        }
    }

    @Test
    public void searchingPlayersFinishAMatchAndItsRecordReplaysToTheSameResult() throws Exception {
        Eventually.await("the greedy and MCTS players", () -> players.find("greedy").isPresent()
                && players.find("mcts").isPresent() && games.find("glassbead-challenge").isPresent(), games::ids);
        GameRecord record = play("glassbead-challenge", "greedy", "mcts:iterations=50:threads=1:seed=3", 11);
        assertTrue("the match ended: " + record.result(), record.result().over());
        roundTrip("glassbead-challenge", record);
    }

    private GameRecord play(String gameId, String first, String second, long seed) throws InterruptedException {
        Game game = games.require(gameId);
        PlayerSpec a = PlayerSpec.parse(first);
        PlayerSpec b = PlayerSpec.parse(second);
        try (Match match = Match.builder(game)
                .setup(Setup.of(game.info().minPlayers(), seed))
                .seat(0, players.create(a, game.info()), a.toString())
                .seat(1, players.create(b, game.info()), b.toString())
                .build()) {
            match.start();
            Optional<Outcome> outcome = match.awaitEnd(LIMIT);
            assertTrue(gameId + ": " + first + " against " + second + " ended within " + LIMIT.toSeconds() + " s",
                    outcome.isPresent());
            return match.record();
        }
    }

    private void roundTrip(String gameId, GameRecord record) throws Exception {
        Path file = RuntimeOptions.work("MatchIT/" + gameId + ".json");
        Files.createDirectories(file.getParent());
        RecordStore.save(record, file);
        GameRecord loaded = RecordStore.load(file);
        assertEquals(gameId + ": the loaded record equals the saved one", record, loaded);
        Replay replay = RecordStore.replay(loaded, games);
        assertEquals(gameId + ": the replay plays every move", record.moves().size(), replay.moves().size());
        assertTrue(gameId + ": the replay ends the game", replay.last().outcome().isPresent());
        assertEquals(gameId + ": the replay's winners", record.result().winners(), replay.last().outcome().get().winners());
    }
}
