package org.beadbox.ai.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Balancing the rewards of a seat far behind (dynamic komi)")
class BalanceTest {

    @Test
    @DisplayName("is off unless the seat to move stands below the threshold")
    void threshold() {
        assertSame(Balance.NONE, Balance.at(0, 0.3, 0.25));
        assertSame(Balance.NONE, Balance.at(0, 0.25, 0.25));
        assertSame(Balance.NONE, Balance.at(1, 0.1, 0));
        assertSame(Balance.NONE, Balance.at(1, Double.NaN, 0.25));
        assertEquals(1, Balance.at(1, 0.1, 0.25).seat);
        double[] rewards = {0.1, 0.9};
        assertSame(rewards, Balance.NONE.apply(rewards));
        assertEquals(0.3, Balance.NONE.undo(0.3, 0));
    }

    @Test
    @DisplayName("counts the root's chance as even, keeps the order of rewards, and keeps a won or lost game as it is")
    void centres() {
        Balance b = Balance.at(1, 0.08, 0.25);
        assertArrayEquals(new double[] {0.5, 0.5}, b.apply(new double[] {0.92, 0.08}), 1e-12);
        double[] better = b.apply(new double[] {0.88, 0.12});
        double[] worse = b.apply(new double[] {0.96, 0.04});
        assertTrue(better[1] > 0.6 && worse[1] < 0.4, better[1] + " and " + worse[1]);
        assertEquals(1, better[0] + better[1], 1e-12);
        assertArrayEquals(new double[] {1, 0}, b.apply(new double[] {1, 0}));
        assertArrayEquals(new double[] {0, 1}, b.apply(new double[] {0, 1}));
        double[] draw = b.apply(new double[] {0.5, 0.5});
        assertTrue(draw[1] > 0.9, "a draw is worth much more than the loss expected at the root: " + draw[1]);
    }

    @Test
    @DisplayName("turns a balanced mean back into the game's own chance, for either seat")
    void undoes() {
        Balance b = Balance.at(0, 0.15, 0.25);
        for (double v : new double[] {0.01, 0.15, 0.4, 0.77}) {
            double[] counted = b.apply(new double[] {v, 1 - v});
            assertEquals(v, b.undo(counted[0], 0), 1e-12);
            assertEquals(1 - v, b.undo(counted[1], 1), 1e-12);
        }
        assertTrue(Double.isNaN(b.undo(Double.NaN, 0)));
    }

    @Test
    @DisplayName("lets a tree be reused only while the shift stays within half a logit")
    void near() {
        Balance a = Balance.at(0, 0.10, 0.25);
        assertTrue(a.near(Balance.at(0, 0.11, 0.25)));
        assertFalse(a.near(Balance.at(0, 0.03, 0.25)));
        assertFalse(a.near(Balance.at(1, 0.10, 0.25)));
        assertFalse(a.near(Balance.NONE));
        assertTrue(Balance.NONE.near(Balance.at(0, 0.5, 0.25)));
    }
}
