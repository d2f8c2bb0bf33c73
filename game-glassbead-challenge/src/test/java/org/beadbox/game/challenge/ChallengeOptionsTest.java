package org.beadbox.game.challenge;

import static org.beadbox.game.challenge.ChallengeRulesTest.GAME;
import static org.beadbox.game.challenge.ChallengeRulesTest.play;
import static org.beadbox.game.challenge.ChallengeRulesTest.setup;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every option of the game, and the set-ups it refuses. */
class ChallengeOptionsTest {

    @Nested
    @DisplayName("board size")
    class Size {

        @ParameterizedTest
        @ValueSource(ints = {8, 9, 10, 11})
        @DisplayName("each square size gives that many squares, all legal for Red's first drop")
        void squareSizes(int n) {
            GameState s = GAME.start(setup("size", Integer.toString(n)));
            assertEquals(n * n, s.legalMoves().size());
            assertTrue(s.legalNotations().contains((char) ('a' + n - 1) + Integer.toString(n)));
        }

        @Test
        @DisplayName("the default is 10×10")
        void defaultSize() {
            assertEquals(100, GAME.start(setup()).legalMoves().size());
            assertEquals("10", GAME.resolve(setup()).options().get("size"));
        }

        @ParameterizedTest
        @ValueSource(strings = {"3", "7", "12", "0", "-1", "ten"})
        @DisplayName("sizes that make no square board are refused with the sizes it takes")
        void badSquareSizes(String size) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("size", size)));
            assertTrue(e.getMessage().contains("size"), e.getMessage());
        }

        @Test
        @DisplayName("size 3 names the square sizes in its refusal")
        void sizeThree() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.resolve(setup("size", "3")));
            assertEquals("option size: the square board has 8, 9, 10 or 11 squares a side, not 3", e.getMessage());
        }
    }

    @Nested
    @DisplayName("the hex board")
    class Hex {

        @Test
        @DisplayName("defaults to side 6: 91 cells, a1 to k11, six neighbours inside")
        void sideSix() {
            Setup resolved = GAME.resolve(setup("board", "hex"));
            assertEquals("6", resolved.options().get("size"));
            GameState s = GAME.start(resolved);
            assertEquals(91, s.legalMoves().size());
            Board b = Board.hex(6);
            for (String corner : List.of("a1", "f1", "k6", "k11", "f11", "a6")) {
                assertTrue(b.cell(corner) >= 0, corner);
                assertEquals(3, b.nbrStart[b.cell(corner) + 1] - b.nbrStart[b.cell(corner)], corner + " is a corner");
            }
            int centre = b.cell("f6");
            assertEquals(6, b.nbrStart[centre + 1] - b.nbrStart[centre]);
            assertEquals(-1, b.cell("a7"), "a7 lies outside the hexagon");
            assertEquals(-1, b.cell("g1"));
        }

        @Test
        @DisplayName("a bead owns its six neighbours")
        void sixNeighbours() {
            ChallengeState s = play(setup("board", "hex"), "f6");
            assertEquals(List.of("e5", "f5", "e6", "f6", "g6", "f7", "g7"), ChallengeRulesTest.owned(s, 0));
        }

        @ParameterizedTest
        @ValueSource(ints = {3, 4, 5, 7})
        @DisplayName("other sides have 3s(s-1)+1 cells")
        void otherSides(int side) {
            assertEquals(3 * side * (side - 1) + 1,
                    GAME.start(setup("board", "hex", "size", Integer.toString(side))).legalMoves().size());
        }

        @ParameterizedTest
        @ValueSource(strings = {"2", "8", "11"})
        @DisplayName("sides outside 3..7 are refused")
        void badSides(String side) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> GAME.resolve(setup("board", "hex", "size", side)));
            assertTrue(e.getMessage().startsWith("option size"), e.getMessage());
        }

        @Test
        @DisplayName("an unknown board shape is refused")
        void badShape() {
            assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("board", "triangle")));
        }
    }

    @Nested
    @DisplayName("drop rule")
    class DropRule {

        @Test
        @DisplayName("not-opponent lets Red drop on his own squares but not on Blue's")
        void notOpponent() {
            ChallengeState s = play(setup(), "f4 d6");
            assertTrue(s.legalNotations().contains("e4"), "Red's own square");
            assertTrue(s.legalNotations().contains("e5"), "nobody's square");
            assertFalse(s.legalNotations().contains("e6"), "Blue's square");
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("e6"));
            assertEquals("e6 is Blue's square: Red may drop only on a square Blue does not own", e.getMessage());
        }

        @Test
        @DisplayName("unowned forbids Red's own squares too")
        void unowned() {
            ChallengeState s = play(setup("drop", "unowned"), "f4 d6");
            assertFalse(s.legalNotations().contains("e4"));
            assertTrue(s.legalNotations().contains("e5"));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("e4"));
            assertTrue(e.getMessage().contains("drop=unowned"), e.getMessage());
        }

        @Test
        @DisplayName("a value other than the two readings is refused")
        void badDrop() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("drop", "anywhere")));
            assertTrue(e.getMessage().contains("not-opponent"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("komi")
    class Komi {

        @Test
        @DisplayName("adds to Blue's score and can turn the result")
        void addsToBlue() {
            ChallengeState s = play(setup("size", "9", "komi", "9.5"), ChallengeRulesTest.ThompsonGame.MOVES);
            assertEquals(45.0, s.score()[0]);
            assertEquals(45.5, s.score()[1]);
            assertEquals(List.of(1), s.outcome().orElseThrow().winners());
        }

        @Test
        @DisplayName("komi 9 on 9×9 makes Thompson's game a draw")
        void draw() {
            ChallengeState s = play(setup("size", "9", "komi", "9"), ChallengeRulesTest.ThompsonGame.MOVES);
            assertTrue(s.outcome().orElseThrow().isDraw());
            assertEquals("Draw at 45–45", s.outcome().orElseThrow().summary());
        }

        @ParameterizedTest
        @ValueSource(strings = {"2.3", "abc", "51", "-60"})
        @DisplayName("komi that is not a whole or half number within ±50 is refused")
        void badKomi(String komi) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("komi", komi)));
            assertTrue(e.getMessage().contains("komi"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("handicap")
    class Handicap {

        final GameState start = GAME.start(setup("size", "11", "handicap", "3"));

        @Test
        @DisplayName("Blue places the stakes, one per move, then Red drops")
        void blueStakesFirst() {
            assertEquals(1, start.toMove());
            GameState s = start.play(start.parseMove("c3"));
            assertEquals(1, s.toMove());
            s = s.play(s.parseMove("f6"));
            assertEquals(1, s.toMove());
            s = s.play(s.parseMove("i9"));
            assertEquals(0, s.toMove(), "Red drops after the third stake");
            assertEquals(List.of(0.0, 3.0), List.of(s.score()[0], s.score()[1]));
            assertEquals(118, s.legalMoves().size(), "stakes never take a bead");
        }

        @Test
        @DisplayName("a stake does not influence its neighbours and never takes a bead")
        void stakesAreInert() {
            ChallengeState s = play(setup("size", "11", "handicap", "1"), "f6 e5");
            assertEquals(0, s.owner(s.board.cell("f5")), "f5 touches the stake f6 and the red bead e5: the stake does not count");
            ChallengeState t = play(setup("size", "11", "handicap", "1"), "f6");
            assertEquals(-1, t.owner(t.board.cell("f5")), "a stake alone owns no neighbour");
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("f6"));
            assertEquals("f6 is a stake: stakes belong to Blue and never take a bead", e.getMessage());
        }

        @ParameterizedTest
        @ValueSource(strings = {"7", "-1", "4"})
        @DisplayName("a handicap outside 0..3 is refused")
        void badHandicap(String h) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("handicap", h)));
            assertTrue(e.getMessage().contains("handicap"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("fixed stakes")
    class Stakes {

        @Test
        @DisplayName("stand on the board from the start, Blue's, and Red moves first")
        void fixedStakes() {
            ChallengeState s = (ChallengeState) GAME.start(setup("stakes", "D4, f6,h8"));
            assertEquals(0, s.toMove());
            assertEquals(97, s.legalMoves().size());
            assertEquals(3.0, s.score()[1]);
            assertTrue(s.stake(s.board.cell("d4")));
            assertEquals("d4,f6,h8", GAME.resolve(setup("stakes", "h8 f6 D4")).options().get("stakes"));
        }

        @ParameterizedTest
        @ValueSource(strings = {"k4", "d4,d4", "z9", "d", "d4,a0"})
        @DisplayName("a stake off the board or listed twice is refused")
        void badStakes(String stakes) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("stakes", stakes)));
            assertTrue(e.getMessage().startsWith("option stakes"), e.getMessage());
        }

        @Test
        @DisplayName("cannot be combined with a handicap")
        void notWithHandicap() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> GAME.start(setup("stakes", "d4", "handicap", "1")));
            assertTrue(e.getMessage().contains("cannot be combined"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("swap")
    class SwapRule {

        @Test
        @DisplayName("is offered to Blue only right after Red's first drop")
        void offeredOnce() {
            GameState start = GAME.start(setup("swap", "on"));
            assertFalse(start.legalNotations().contains("swap"));
            GameState s = start.play(start.parseMove("e5"));
            assertTrue(s.legalNotations().contains("swap"));
            assertEquals("swap", s.legalNotations().get(s.legalNotations().size() - 1));
            GameState declined = s.play(s.parseMove("c3"));
            assertFalse(declined.legalNotations().contains("swap"));
            assertThrows(IllegalMoveException.class, () -> declined.parseMove("swap"));
        }

        @Test
        @DisplayName("exchanges the colours: seat 0 now plays Blue and is to move, the board stays")
        void exchangesColours() {
            ChallengeState s = play(setup("swap", "on"), "e5 swap");
            assertEquals(0, s.toMove(), "the first player moves again, as Blue");
            assertEquals(1, s.colour);
            assertEquals(9.0, s.score()[1], "seat 1 now owns the red bead and its squares");
            assertEquals(0.0, s.score()[0]);
            assertTrue(s.position().contains("swap=done"));
            ChallengeState next = (ChallengeState) s.play(s.parseMove("b2"));
            assertEquals(1, next.toMove(), "then seat 1 plays Red");
            assertTrue(next.bead(1, next.board.cell("b2")));
        }

        @Test
        @DisplayName("is not offered without swap=on")
        void offRule() {
            GameState s = play(setup(), "e5");
            assertFalse(s.legalNotations().contains("swap"));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("swap"));
            assertTrue(e.getMessage().contains("swap=off"), e.getMessage());
        }

        @Test
        @DisplayName("under a handicap, comes after the stakes and Red's first drop")
        void afterStakes() {
            GameState s = play(setup("swap", "on", "handicap", "1"), "c3");
            assertFalse(s.legalNotations().contains("swap"));
            assertTrue(play(setup("swap", "on", "handicap", "1"), "c3 e5").legalNotations().contains("swap"));
        }
    }

    @Test
    @DisplayName("seats, unknown options and seat counts")
    void seatsAndUnknowns() {
        assertEquals(List.of("Red", "Blue"), GAME.seats(2).stream().map(org.beadbox.api.SeatInfo::name).toList());
        assertThrows(IllegalArgumentException.class, () -> GAME.seats(3));
        assertThrows(IllegalArgumentException.class, () -> GAME.start(Setup.of(3, 1)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.start(setup("colour", "green")));
        assertTrue(e.getMessage().contains("unknown option"), e.getMessage());
    }

    @Test
    @DisplayName("resolving is idempotent and starts the same game")
    void resolveIdempotent() {
        Setup raw = setup("board", "hex", "komi", "2.50", "swap", "on");
        Setup once = GAME.resolve(raw);
        assertEquals(once, GAME.resolve(once));
        assertEquals(GAME.start(raw), GAME.start(once));
        assertEquals("2.5", once.options().get("komi"));
    }
}
