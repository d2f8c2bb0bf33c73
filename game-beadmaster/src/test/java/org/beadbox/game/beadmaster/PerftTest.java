package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.beadbox.api.GameState;
import org.beadbox.testkit.GameContract;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class PerftTest {

    private static GameState rulesPagePosition() {
        return Script.start(2, "1111111/1111111", Script.PERFT_MOVES);
    }

    @Nested
    @DisplayName("from the rules page's position (bars 1111111/1111111, ten placements)")
    class RulesPage {

        @Test
        @DisplayName("the counts are 28, 728 and 18200")
        void testVectors() {
            GameState s = rulesPagePosition();
            assertEquals(28, s.perft(1));
            assertEquals(728, s.perft(2));
            assertEquals(18200, s.perft(3));
        }

        @Test
        @DisplayName("the engine's count agrees with walking legalMoves and play at depth 3")
        void engineAgreesWithTheApi() {
            GameState s = rulesPagePosition();
            assertEquals(GameContract.genericPerft(s, 3), s.perft(3));
        }

        @Test
        @DisplayName("depths 4 and 5 count 437,528 and 10,098,816")
        void deeper() {
            GameState s = rulesPagePosition();
            assertEquals(437_528, s.perft(4));
            assertEquals(10_098_816, s.perft(5));
        }
    }

    @Test
    @DisplayName("with three and four players and every blocking rule, the engine agrees with the API walk")
    void manySeatsAgree() {
        for (String blocked : new String[] {"opponents", "previous", "since-mine"}) {
            GameState three = Script.start(3, "0120120/2101021", placements(3), Variant.BLOCKED, blocked);
            GameState four = Script.start(4, "0120120/2101021", placements(4), Variant.BLOCKED, blocked);
            assertEquals(GameContract.genericPerft(three, 3), three.perft(3), blocked);
            assertEquals(GameContract.genericPerft(four, 3), four.perft(3), blocked);
        }
    }

    @Test
    @DisplayName("perft during placement counts placements, and a finished game counts 0")
    void placementAndEnd() {
        GameState start = Script.start(2, "1111111/1111111", "");
        assertEquals(GameContract.genericPerft(start, 2), start.perft(2));
        GameState end = Script.at("bars=0000000/1111111 beads=x1/e1 move=0 place=0 last=0H7 runs=H7:1/- blocked=opponents repeat=limited", "");
        assertEquals(0, end.perft(1));
        assertEquals(1, end.perft(0));
    }

    /** Placements for every bead of {@code players} seats on 0120120/2101021: each the middle legal hole. */
    private static String placements(int players) {
        GameState s = Script.start(players, "0120120/2101021", "");
        StringBuilder sb = new StringBuilder();
        while (!s.legalMoves().isEmpty() && s.legalMoves().get(0).notation().length() == 2) {
            String hole = s.legalMoves().get(s.legalMoves().size() / 2).notation();
            sb.append(hole).append(' ');
            s = s.play(s.parseMove(hole));
        }
        return sb.toString();
    }
}
