package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("Faults")
class FaultsTest {

    private static final GameState START = new TakeAway().start(Setup.of(2, 1).with("beads", "10"));

    @Nested
    @DisplayName("stand in for a seat that faulted")
    class StandIn {

        @Test
        @DisplayName("with the fallback player's move when it answers a legal one")
        void fallbacksMove() {
            Faults faults = new Faults((state, clock, progress) -> TestPlayers.notation("2"), 1);
            assertEquals("2", faults.standIn(START).notation());
        }

        @Test
        @DisplayName("with a random legal move, the same for the same seed, without a fallback")
        void randomWithoutFallback() {
            Faults one = new Faults(null, 42);
            Faults again = new Faults(null, 42);
            for (int i = 0; i < 5; i++) {
                String move = one.standIn(START).notation();
                assertTrue(START.legalMoves().stream().anyMatch(m -> m.notation().equals(move)), move);
                assertEquals(move, again.standIn(START).notation(), "move " + i);
            }
        }

        @Test
        @DisplayName("with a random legal move when the fallback throws or answers an illegal move")
        void randomWhenFallbackFails() {
            Faults throwing = new Faults(TestPlayers.throwing(), 42);
            Faults illegal = new Faults(TestPlayers.illegal(), 42);
            Faults none = new Faults(null, 42);
            String expected = none.standIn(START).notation();
            assertEquals(expected, throwing.standIn(START).notation());
            assertEquals(expected, illegal.standIn(START).notation());
        }
    }

    @Nested
    @DisplayName("name what went wrong")
    class Lines {

        @Test
        @DisplayName("a player that threw, by its message or else its exception's name")
        void failed() {
            assertEquals("Red (x) failed: the engine crashed", Faults.failed("Red (x)", new IllegalStateException("the engine crashed")));
            assertEquals("Red failed: NullPointerException", Faults.failed("Red", new NullPointerException()));
        }

        @Test
        @DisplayName("no move, and an illegal move with the game's reason")
        void noMoveAndIllegal() {
            assertEquals("Red returned no move", Faults.noMove("Red"));
            assertEquals("Red answered an illegal move 9: no such take",
                    Faults.illegal("Red", TestPlayers.notation("9"), new IllegalArgumentException("no such take")));
        }

        @Test
        @DisplayName("an overrun clock in whole seconds when it is whole, else with the fraction")
        void overran() {
            assertEquals("Blue overran its clock of 2 s", Faults.overran("Blue", Duration.ofSeconds(2)));
            assertEquals("Blue overran its clock of 1.5 s", Faults.overran("Blue", Duration.ofMillis(1500)));
        }

        @Test
        @DisplayName("a game that failed, by its id, or 'in play' when even its facts fail")
        void gameFailed() {
            assertEquals("the game take-away failed: bad state", Faults.gameFailed(new TakeAway(), new IllegalStateException("bad state")));
            assertEquals("the game take-away failed: an unexpected ArithmeticException in its code",
                    Faults.gameFailed(new TakeAway(), new ArithmeticException(" ")));
            assertEquals("the game in play failed: x", Faults.gameFailed(BrokenGames.withoutInfo(), new RuntimeException("x")));
        }
    }
}
