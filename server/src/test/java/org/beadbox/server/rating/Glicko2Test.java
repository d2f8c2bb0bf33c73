package org.beadbox.server.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    @Nested
    @DisplayName("Glickman's worked example")
    class Paper {
        @Test
        @DisplayName("1500/200/0.06 against 1400/30 (won), 1550/100 and 1700/300 (lost) becomes 1464.06 / 151.52 / 0.05999")
        void example() {
            Rating after = Glicko2.rate(new Rating(1500, 200, 0.06), List.of(
                    new Glicko2.Result(new Rating(1400, 30, 0.06), 1),
                    new Glicko2.Result(new Rating(1550, 100, 0.06), 0),
                    new Glicko2.Result(new Rating(1700, 300, 0.06), 0)));
            assertEquals(1464.06, after.rating(), 0.01);
            assertEquals(151.52, after.deviation(), 0.01);
            assertEquals(0.05999, after.volatility(), 0.00001);
        }
    }

    @Nested
    @DisplayName("one game a period")
    class OneGame {
        @Test
        void newcomersWinnerGainsWhatTheLoserLoses() {
            Rating win = Glicko2.rate(Rating.NEWCOMER, List.of(new Glicko2.Result(Rating.NEWCOMER, 1)));
            Rating loss = Glicko2.rate(Rating.NEWCOMER, List.of(new Glicko2.Result(Rating.NEWCOMER, 0)));
            assertTrue(win.rating() > 1600, "a newcomer beating a newcomer gains much: " + win);
            assertEquals(1500 - loss.rating(), win.rating() - 1500, 1e-6);
            assertTrue(win.deviation() < 350);
        }

        @Test
        void aDrawBetweenEqualsMovesNoRating() {
            Rating draw = Glicko2.rate(Rating.NEWCOMER, List.of(new Glicko2.Result(Rating.NEWCOMER, 0.5)));
            assertEquals(1500, draw.rating(), 1e-9);
        }

        @Test
        void idlePeriodsOnlyWidenTheDeviationUpTo350() {
            Rating r = new Rating(1700, 60, 0.06);
            Rating later = Glicko2.idle(r, 30);
            assertEquals(1700, later.rating());
            assertTrue(later.deviation() > 60 && later.deviation() <= 350, later.toString());
            assertEquals(350, Glicko2.idle(r, 100_000).deviation(), 1e-9);
        }
    }

    @Test
    void provisionalWhileTheDeviationIsAbove110() {
        assertTrue(Rating.NEWCOMER.provisional());
        assertEquals("1500?", Rating.NEWCOMER.shown());
        Rating settled = new Rating(1623.4, 80, 0.06);
        assertFalse(settled.provisional());
        assertEquals("1623", settled.shown());
    }

    @Test
    void refusesScoresOutsideZeroToOne() {
        assertThrows(IllegalArgumentException.class, () -> new Glicko2.Result(Rating.NEWCOMER, 2));
        assertThrows(IllegalArgumentException.class, () -> new Rating(1500, 0, 0.06));
    }
}
