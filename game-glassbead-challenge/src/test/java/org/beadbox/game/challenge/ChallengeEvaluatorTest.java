package org.beadbox.game.challenge;

import static org.beadbox.game.challenge.ChallengeRulesTest.GAME;
import static org.beadbox.game.challenge.ChallengeRulesTest.play;
import static org.beadbox.game.challenge.ChallengeRulesTest.setup;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.api.GameState;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The evaluator service. */
class ChallengeEvaluatorTest {

    final ChallengeEvaluator evaluator = new ChallengeEvaluator();

    @Test
    @DisplayName("a finished game scores as its outcome's rewards")
    void finished() {
        GameState end = play(setup("size", "9"), ChallengeRulesTest.ThompsonGame.MOVES);
        assertArrayEquals(new double[] {1, 0}, evaluator.evaluate(end));
        GameState draw = play(setup("size", "9", "komi", "9"), ChallengeRulesTest.ThompsonGame.MOVES);
        assertArrayEquals(new double[] {0.5, 0.5}, evaluator.evaluate(draw));
    }

    @Test
    @DisplayName("in play, the estimates lie in [0, 1], sum to 1 and favour the side with more territory")
    void inPlay() {
        double[] even = evaluator.evaluate(GAME.start(setup()));
        assertEquals(1, even[0] + even[1], 1e-12);
        assertTrue(even[0] > 0.6 && even[0] < 0.8, "Red moves first: an edge of some squares " + even[0]);
        double[] ahead = evaluator.evaluate(play(setup(), "f4 d6 f6"));
        double[] corner = evaluator.evaluate(play(setup(), "f4 d6 j10"));
        assertTrue(ahead[0] > 0.5 && ahead[0] > corner[0] + 0.05 && ahead[0] < 1,
                "Red leads 13–6 after f6, 13–9 after j10: " + ahead[0] + " against " + corner[0]);
    }

    @Test
    @DisplayName("komi moves the estimate towards Blue")
    void komi() {
        double plain = evaluator.evaluate(play(setup(), "f4 d6 f6"))[0];
        double komi = evaluator.evaluate(play(setup("komi", "5.5"), "f4 d6 f6"))[0];
        assertTrue(komi < plain - 0.1, komi + " against " + plain);
    }

    @Test
    @DisplayName("follows the seats after a swap")
    void swapped() {
        double[] v = evaluator.evaluate(play(setup("swap", "on"), "e5 swap"));
        assertTrue(v[1] > v[0], "seat 1 now holds the red bead");
    }

    @Test
    @DisplayName("a one-ply search guided by it beats random play on 8×8")
    void guidesPlay() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(4);
        int wins = 0;
        for (int game = 0; game < 20; game++) {
            int seat = game % 2;
            GameState s = GAME.start(setup("size", "8"));
            while (!s.isOver()) {
                s = s.toMove() == seat ? best(s, seat) : s.play(s.randomMove(random));
            }
            wins += s.outcome().orElseThrow().winners().equals(java.util.List.of(seat)) ? 1 : 0;
        }
        assertTrue(wins >= 18, "won " + wins + " of 20");
    }

    private GameState best(GameState s, int seat) {
        GameState best = null;
        double value = -1;
        for (org.beadbox.api.Move m : s.legalMoves()) {
            GameState next = s.play(m);
            double v = evaluator.evaluate(next)[seat];
            if (v > value) {
                value = v;
                best = next;
            }
        }
        return best;
    }

    @Test
    @DisplayName("refuses positions of other games")
    void foreign() {
        GameState other = new TakeAway().start(org.beadbox.api.Setup.of(2, 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(other));
        assertTrue(e.getMessage().contains(Challenge.ID), e.getMessage());
    }
}
