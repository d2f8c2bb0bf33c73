package org.beadbox.game.challenge;

import static org.beadbox.game.challenge.ChallengeRulesTest.GAME;
import static org.beadbox.game.challenge.ChallengeRulesTest.play;
import static org.beadbox.game.challenge.ChallengeRulesTest.setup;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Move notation, the position string, and the input they refuse. */
class ChallengeNotationTest {

    @Nested
    @DisplayName("squares")
    class Squares {

        final GameState start = GAME.start(setup());

        @Test
        @DisplayName("a1 is the lower-left square, j10 the upper-right on 10×10; upper case is read too")
        void names() {
            Board b = Board.square(10);
            assertEquals(0, b.cell("a1"));
            assertEquals(99, b.cell("j10"));
            assertEquals(b.cell("e5"), 4 * 10 + 4);
            assertEquals("e5", start.parseMove("E5").notation());
            assertEquals(List.of("e5"), start.parseMove(" e5 ").steps());
        }

        @Test
        @DisplayName("moves are equal exactly when their notations are")
        void equality() {
            Move a = start.parseMove("e5");
            assertEquals(a, new Drop(44, "e5"));
            assertEquals(a.hashCode(), new Drop(44, "e5").hashCode());
            assertEquals(a, GAME.start(setup("size", "11")).parseMove("e5"), "the same name on another board");
            assertNotEquals(a, start.parseMove("e6"));
            assertEquals(Swap.SWAP, new Swap());
        }

        @ParameterizedTest
        @ValueSource(strings = {"", "e", "5e", "e55x", "ee5", "-1", "e5 e6", "swapp"})
        @DisplayName("malformed squares are refused as not squares")
        void malformed(String bad) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> start.parseMove(bad));
            assertTrue(e.getMessage().contains("is not a square: write a file letter and a rank number"), e.getMessage());
        }

        @ParameterizedTest
        @ValueSource(strings = {"k4", "a11", "a0", "z1", "j99"})
        @DisplayName("squares off the board name the board")
        void offBoard(String bad) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> start.parseMove(bad));
            assertTrue(e.getMessage().startsWith(bad + " is not a square of the 10×10 board"), e.getMessage());
        }

        @Test
        @DisplayName("k4 is refused on 10×10 but is a square of 11×11")
        void k4() {
            assertEquals("k4", GAME.start(setup("size", "11")).parseMove("k4").notation());
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> start.play(new Drop(120, "k11")));
            assertTrue(e.getMessage().contains("not a square"), e.getMessage());
        }

        @Test
        @DisplayName("a taken square is refused with the bead that stands there")
        void taken() {
            GameState s = play(setup(), "e5");
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("e5"));
            assertEquals("e5 is taken: a Red bead stands there", e.getMessage());
            assertThrows(IllegalMoveException.class, () -> s.play(new Drop(44, "e5")));
        }

        @Test
        @DisplayName("after the end no move is read or played")
        void afterTheEnd() {
            ChallengeState end = play(setup("size", "9"), ChallengeRulesTest.ThompsonGame.MOVES);
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> end.parseMove("a1"));
            assertTrue(e.getMessage().contains("the game is over (Red wins 45–36)"), e.getMessage());
            assertThrows(IllegalMoveException.class, () -> end.play(new Drop(0, "a1")));
            assertThrows(IllegalMoveException.class, () -> end.parseMove("swap"));
            assertThrows(IllegalStateException.class, () -> end.randomMove(new java.util.SplittableRandom(1)));
            assertEquals(0, end.perft(1));
            assertEquals(1, end.perft(0));
        }

        @Test
        @DisplayName("hex cells are named by file and rank; cells outside the hexagon are refused")
        void hexNames() {
            GameState hex = GAME.start(setup("board", "hex"));
            assertEquals("k11", hex.parseMove("k11").notation());
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> hex.parseMove("a11"));
            assertTrue(e.getMessage().contains("hex board of side 6"), e.getMessage());
        }

        @Test
        @DisplayName("records may carry move numbers and comments")
        void records() {
            assertEquals(List.of("b2", "b5", "b8"), GAME.readMoves("# Thompson\n1. b2 b5\n2. b8 # and so on\n"));
        }
    }

    @Nested
    @DisplayName("the position string")
    class PositionString {

        @Test
        @DisplayName("the documented example reads back to itself, Neto's diagram")
        void example() {
            GameState s = GAME.parsePosition(Challenge.EXAMPLE_POSITION);
            assertEquals(Challenge.EXAMPLE_POSITION, s.position());
            assertEquals(play(setup(), "f4 d6"), s);
            assertEquals(0, s.toMove());
        }

        @Test
        @DisplayName("carries the whole variant, so parsePosition alone rebuilds the game")
        void variant() {
            ChallengeState s = play(setup("board", "hex", "size", "5", "drop", "unowned", "komi", "3.5", "swap", "on",
                    "handicap", "2"), "a1 e5 c3 swap");
            String p = s.position();
            assertEquals("5/6/7/8/4s4/8/2r4/6/s4 blue board=hex size=5 drop=unowned komi=3.5 handicap=2 swap=done", p);
            ChallengeState back = (ChallengeState) GAME.parsePosition(p);
            assertEquals(s, back);
            assertEquals(s.legalNotations(), back.legalNotations());
            assertEquals(s.toMove(), back.toMove());
            assertEquals(List.of(s.score()[0], s.score()[1]), List.of(back.score()[0], back.score()[1]));
            assertTrue(back.variant.unowned());
            assertEquals(3.5, back.variant.komi());
        }

        @Test
        @DisplayName("a handicap game between stakes, and a pending swap, read back with the same moves")
        void phases() {
            for (ChallengeState s : List.of(play(setup("handicap", "2"), "c3"), play(setup("swap", "on"), "e5"))) {
                GameState back = GAME.parsePosition(s.position());
                assertEquals(s.legalNotations(), back.legalNotations(), s.position());
                assertEquals(s.toMove(), back.toMove());
            }
        }

        @Test
        @DisplayName("missing variant words take their defaults, and the last move is not part of it")
        void defaults() {
            assertEquals(GAME.start(setup()), GAME.parsePosition("10/10/10/10/10/10/10/10/10/10 red"));
            assertEquals(play(setup(), "e5"), GAME.parsePosition(play(setup(), "e5").position()));
        }

        @ParameterizedTest
        @ValueSource(strings = {
            "10/10/10 red",
            "10/10/10/10/10/10/10/10/10/10 green",
            "10/10/10/10/10/10/10/10/10/9 red",
            "10/10/10/10/10/10/10/10/10/11 red",
            "10/10/10/10/10/10/10/10/10/9x red",
            "10/10/10/10/10/10/10/10/10/10 red size=12",
            "10/10/10/10/10/10/10/10/10/10 red colour=red",
            "10/10/10/10/10/10/10/10/10/10 red komi=x",
            "10/10/10/10/10/10/10/10/10/10 red komi=0.3",
            "10/10/10/10/10/10/10/10/10/10 red drop=all",
            "10/10/10/10/10/10/10/10/10/10 red swap=maybe",
            "10/10/10/10/10/10/10/10/10/10 red handicap=9",
            "10/10/10/10/10/10/10/10/10/10 red board=round",
            "10/10/10/10/10/10/10/10/10/10 red size=10 size=10",
            "10/10/10/10/10/10/10/10/10/10 red komi",
            "10/10/10/10/10/10/10/10/10/ss8 blue handicap=1",
            "10/10/10/10/10/10/10/10/10/s8r red handicap=2",
            "10/10/10/10/10/10/10/10/10/10 red handicap=2",
            "10/10/10/10/10/10/10/10/10/10000000000 red",
            "red 10/10/10/10/10/10/10/10/10/10"})
        @DisplayName("bad position strings are refused with the reason")
        void bad(String bad) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.parsePosition(bad));
            assertTrue(e.getMessage().startsWith("position '"), e.getMessage());
            assertFalse(e.getMessage().endsWith(": "), e.getMessage());
        }
    }
}
