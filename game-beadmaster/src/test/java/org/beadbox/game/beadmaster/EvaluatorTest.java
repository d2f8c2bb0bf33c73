package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EvaluatorTest {

    private final BeadMasterEvaluator evaluator = new BeadMasterEvaluator();

    @Test
    @DisplayName("a bead one slide from falling counts less than a safe one")
    void safety() {
        GameState s = Script.at("bars=0000000/1111111 beads=c4/e1 move=0 place=0 last=- runs=-/- blocked=opponents repeat=limited", "");
        double[] v = evaluator.evaluate(s);
        assertEquals(1, v[0] + v[1], 1e-9);
        assertTrue(v[1] > v[0], v[0] + " " + v[1]);
    }

    @Test
    @DisplayName("equal seats at the start stand equal")
    void start() {
        double[] v = evaluator.evaluate(Script.start(4, "1111111/1111111", ""));
        assertArrayEquals(new double[] {0.25, 0.25, 0.25, 0.25}, v, 1e-9);
    }

    @Test
    @DisplayName("a finished game agrees with the outcome's rewards")
    void finished() {
        GameState end = Script.at("bars=0000000/1111111 beads=a4/d7/e4/g4 move=1 place=0 last=- runs=-/-/-/- blocked=opponents repeat=limited",
                "H7+ V6- V2+ H4+");
        Outcome outcome = end.outcome().orElseThrow();
        double[] v = evaluator.evaluate(end);
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(outcome.reward(seat), v[seat], 1e-9);
        }
    }

    @Test
    @DisplayName("another game's state is refused")
    void otherGame() {
        assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(new TakeAway().start(org.beadbox.api.Setup.of(2, 1))));
    }
}
