package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class NotationTest {

    @Test
    @DisplayName("holes are named a–g from the left and 1–7 from the top: e3 lies over H3 and V5")
    void holeNames() {
        int e3 = Bars.holeOf("e3");
        assertEquals(2 * 7 + 4, e3);
        assertEquals("H3", Bars.barName(Bars.hBar(e3)));
        assertEquals("V5", Bars.barName(Bars.vBar(e3)));
        assertEquals("a1", Bars.holeName(0));
        assertEquals("g7", Bars.holeName(48));
    }

    @Test
    @DisplayName("a slide + moves a bar towards outer, so hole (r, c) sees the next slot: H1 central covers a1 with slot 2")
    void slideGeometry() {
        GameState s = Script.start(2, "1111111/1111111", Script.PERFT_MOVES);
        Engine e = ((BeadMasterState) s).view();
        assertEquals(1, Bars.position(e.positions, 0));
        GameState after = s.play(s.parseMove("H1+"));
        assertEquals(2, Bars.position(((BeadMasterState) after).view().positions, 0));
        assertTrue(after.position().startsWith("bars=2111111/1111111 "), after.position());
    }

    @Test
    @DisplayName("moves read in any case and write canonically; a move's one step is its notation")
    void canonical() {
        GameState placing = Script.start(2, "1111111/1111111", "");
        assertEquals("e1", placing.parseMove(" E1 ").notation());
        GameState sliding = Script.start(2, "1111111/1111111", Script.PERFT_MOVES);
        Move m = sliding.parseMove("v5\u2212");
        assertEquals("V5-", m.notation());
        assertEquals(List.of("V5-"), m.steps());
        assertEquals(sliding.parseMove("V5-"), m);
    }

    @Nested
    @DisplayName("bad input is refused with a reason")
    class BadInput {

        private final GameState placing = Script.start(2, "1111111/1111111", "e1");
        private final GameState sliding = Script.start(2, "1111111/1111111", Script.PERFT_MOVES + " H1+");

        @Test
        @DisplayName("malformed notation names the forms a move takes")
        void malformed() {
            for (String bad : new String[] {"", "h", "H8+", "H3", "H3*", "e0", "i3", "e33", "X1+", "H3++", "\t"}) {
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> sliding.parseMove(bad), bad);
                assertTrue(e.getMessage().contains("a placement names a hole"), e.getMessage());
            }
            assertThrows(IllegalMoveException.class, () -> sliding.parseMove(null));
        }

        @Test
        @DisplayName("a placement on a taken or an open hole, or after placing is over")
        void placements() {
            assertMessage(placing, "e1", "already holds Yellow's bead");
            assertMessage(placing, "a1", "neither bar covers it");
            assertMessage(sliding, "a1", "every bead is placed");
            assertMessage(placing, "H1+", "must place a bead");
        }

        @Test
        @DisplayName("a slide past the end of the bar, or of a blocked bar")
        void slides() {
            assertMessage(sliding, "V1+", "");
            assertMessage(sliding, "H1-", "blocked");
            GameState after = sliding.play(sliding.parseMove("V1+"));
            assertMessage(after, "V1+", "already outer");
        }

        @Test
        @DisplayName("any move once the game is over")
        void afterTheEnd() {
            GameState over = Script.at("bars=0000000/1111111 beads=x1/e1 move=0 place=0 last=0H7 runs=H7:1/- blocked=opponents repeat=limited", "");
            assertMessage(over, "H2+", "the game is over");
            assertThrows(IllegalMoveException.class, () -> over.play(BeadMove.of(4)));
            assertThrows(IllegalStateException.class, () -> over.randomMove(new java.util.SplittableRandom(1)));
        }

        private void assertMessage(GameState s, String move, String part) {
            if (part.isEmpty()) {
                assertEquals(move, s.parseMove(move).notation());
                return;
            }
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove(move), move);
            assertTrue(e.getMessage().contains(part), e.getMessage());
            IllegalMoveException p = assertThrows(IllegalMoveException.class, () -> s.play(BeadMove.of(codeOf(move))), move);
            assertEquals(e.getMessage(), p.getMessage());
        }

        private int codeOf(String move) {
            return move.length() == 2 ? Engine.PLACE + Bars.holeOf(move) : Bars.barOf(move.substring(0, 2)) * 2 + (move.endsWith("+") ? 0 : 1);
        }
    }
}
