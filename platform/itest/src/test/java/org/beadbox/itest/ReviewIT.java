package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.util.List;
import javax.inject.Inject;
import org.beadbox.api.Game;
import org.beadbox.api.Scene;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.Replay;
import org.beadbox.core.review.Ghost;
import org.beadbox.core.review.MoveReview;
import org.beadbox.core.review.Review;
import org.beadbox.core.review.ReviewRecord;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;

/**
 * A blunder planted in a known position of each game is marked as one by the review, searched
 * by the strongest installed player (MCTS from its bundle, with the games' evaluators) at the
 * quick budget. Each position was found by a search of random games over the games' own rules
 * (kept in docs/review.md): in it the mover has a good move, and the planted move hands the game
 * (or, in the Glass Bead Game, the purple gem) to the next seat.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class ReviewIT {

    @Inject
    private GameCatalog games;

    @Inject
    private PlayerCatalog players;

    /** The platform, the games and the AI players. */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(ReviewIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(RuntimeOptions.PLAYERS));
    }

    /** Red fills g2 and wins at once; i2 lets Blue win with the next drop. */
    @Test
    public void aChallengeBlunder() throws Exception {
        planted("glassbead-challenge", 2, "1rrr5r/5r1r2/1r1b2r1r1/r1bbb3rr/1bb3bbr1/b1b1bb2r1/6brrr/8r1/b1bbbb1r2/bb1b4rr red"
                + " board=square size=10 drop=not-opponent komi=0 handicap=0 swap=off", "i2");
    }

    /** South's A50 leaves the purple gem alone in B, where North's e10 captures it; D200 gives nothing away. */
    @Test
    public void aGlassBeadGameBlunder() throws Exception {
        planted("glassbead-mancala", 2, "50/-/430/200/10/-/540/300/20/10 - - S", "A50");
    }

    /** With two seats, the second slides V4- and wins at once; H3+ lets the first win with its next slide. */
    @Test
    public void aBeadMasterBlunder() throws Exception {
        planted("beadmaster", 2, "bars=2202000/0201011 beads=d3/a3e3a7 move=1 place=0 last=0H2,1V2,0V1 runs=H2:1/V2:1"
                + " blocked=opponents repeat=limited quiet=100 calm=1", "H3+");
    }

    /** With three seats, the second seat wins at once with H4+; V1- lets the next seat win. */
    @Test
    public void aThreeSeatBeadMasterBlunder() throws Exception {
        MoveReview m = planted("beadmaster", 3, "bars=1210021/2110001 beads=g4/a4/x1 move=1 place=0 last=0H7,2V5,1H2"
                + " runs=H7:1/H2:1/V5:1 blocked=opponents repeat=limited quiet=100 calm=0", "V1-");
        assertEquals("a chance per seat", 3, m.chances().size());
        assertEquals("the chances sum to one", 1.0, m.chances().stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
    }

    private MoveReview planted(String gameId, int seats, String position, String blunder) throws Exception {
        Eventually.await("the game and the MCTS player", () -> games.find(gameId).isPresent()
                && players.find("mcts").isPresent(), games::ids);
        Game game = games.require(gameId);
        Replay replay = Replay.of(game, Setup.of(seats, 1), position, List.of(blunder));
        Review review = Review.of(replay, players, null, Review.QUICK);
        assertEquals("the strongest installed player searches, at the quick budget", "mcts:time=0.2", review.player().toString());
        ReviewRecord done = review.run(null, move -> { });
        MoveReview m = done.moves().get(0);
        assertEquals(gameId + ": " + m, "blunder", m.mark());
        assertNotEquals(gameId + ": the computer prefers another move", blunder, m.best());
        assertTrue(gameId + ": it lost at least 30 points of winning chance: " + m, m.before() - m.after() >= 0.30);
        Scene ghost = Ghost.of(replay.start(), m.best());
        assertTrue(gameId + ": the preferred move " + m.best() + " is drawn over the position",
                ghost.shapes().stream().anyMatch(s -> s.id().startsWith("ghost-")));
        assertTrue(gameId + ": nothing on the review's board is clickable", ghost.steps().isEmpty());
        return m;
    }
}
