package org.beadbox.game.mancala;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The Glass Bead Game evaluator")
class MancalaEvaluatorTest {

    private final MancalaEvaluator evaluator = new MancalaEvaluator();

    @Test
    @DisplayName("calls the start even and favours the side with more points")
    void favoursPoints() {
        double[] start = evaluator.evaluate(new GlassBeadGame().start(Setup.of(2, 1)));
        assertEquals(1.0, start[0] + start[1], 1e-9);
        assertTrue(Math.abs(start[0] - 0.5) < 0.15, "start " + start[0]);
        double[] ahead = evaluator.evaluate(new GlassBeadGame().parsePosition("50/40/30/20/10/0/0/0/0/0 - 54321 S"));
        assertTrue(ahead[1] > 0.7, "North with 15 points: " + ahead[1]);
    }

    @Test
    @DisplayName("agrees with the outcome of a finished game")
    void finished() {
        GameState end = new GlassBeadGame().parsePosition("00/-/-/-/-/-/-/-/-/- 54321 5432 N");
        Outcome o = end.outcome().orElseThrow();
        assertArrayEquals(new double[] {o.reward(0), o.reward(1)}, evaluator.evaluate(end));
    }

    @Test
    @DisplayName("refuses a state of another game")
    void otherGame() {
        assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(new TakeAway().start(Setup.of(2, 1))));
    }
}
