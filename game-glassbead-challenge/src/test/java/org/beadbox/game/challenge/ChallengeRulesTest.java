package org.beadbox.game.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.testkit.GameContract;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The checks from the rules page: Neto's diagram, Thompson's nine-move game, perft counts, random play. */
class ChallengeRulesTest {

    static final Challenge GAME = new Challenge();

    /** The state after playing {@code moves} (space separated) from the start of {@code setup}. */
    static ChallengeState play(Setup setup, String moves) {
        GameState s = GAME.start(setup);
        for (String m : GAME.readMoves(moves)) {
            s = s.play(s.parseMove(m));
        }
        return (ChallengeState) s;
    }

    static Setup setup(String... keyValues) {
        Setup s = Setup.of(2, 1);
        for (int i = 0; i < keyValues.length; i += 2) {
            s = s.with(keyValues[i], keyValues[i + 1]);
        }
        return s;
    }

    /** The names of the cells a colour owns, beads included, in board order. */
    static List<String> owned(ChallengeState s, int colour) {
        List<String> out = new ArrayList<>();
        for (int c = 0; c < s.board.cells; c++) {
            if (s.owner(c) == colour) {
                out.add(s.board.names[c]);
            }
        }
        return out;
    }

    @Nested
    @DisplayName("Neto's diagram: 10×10, Red f4, Blue d6")
    class NetoDiagram {

        final ChallengeState s = play(setup(), "f4 d6");

        @Test
        @DisplayName("Blue owns c5 d5 c6 e6 c7 d7 e7 and d6")
        void blueOwns() {
            assertEquals(List.of("c5", "d5", "c6", "d6", "e6", "c7", "d7", "e7"), owned(s, 1));
        }

        @Test
        @DisplayName("Red owns e3 f3 g3 e4 g4 f5 g5 and f4; e5 is nobody's")
        void redOwns() {
            assertEquals(List.of("e3", "f3", "g3", "e4", "f4", "g4", "f5", "g5"), owned(s, 0));
            assertEquals(-1, s.owner(s.board.cell("e5")));
            assertEquals(0, s.toMove(), "Red to move");
        }

        @Test
        @DisplayName("after Red f6, e5 is Red's, e6 and e7 are nobody's, and the score is 13–6")
        void afterF6() {
            ChallengeState after = (ChallengeState) s.play(s.parseMove("f6"));
            assertEquals(0, after.owner(after.board.cell("e5")));
            assertEquals(-1, after.owner(after.board.cell("e6")));
            assertEquals(-1, after.owner(after.board.cell("e7")));
            assertEquals(13, after.score()[0]);
            assertEquals(6, after.score()[1]);
        }
    }

    @Nested
    @DisplayName("Thompson's nine-move game on 9×9")
    class ThompsonGame {

        static final String MOVES = "b2 b5 b8 e2 e5 e8 h2 h5 h8";

        @Test
        @DisplayName("ends with every square owned and Red winning 45–36 under drop=not-opponent")
        void notOpponent() {
            check(play(setup("size", "9"), MOVES));
        }

        @Test
        @DisplayName("ends the same way under drop=unowned")
        void unowned() {
            check(play(setup("size", "9", "drop", "unowned"), MOVES));
        }

        private void check(ChallengeState end) {
            assertTrue(end.isOver());
            assertTrue(end.legalMoves().isEmpty());
            assertEquals(0, end.unownedCount());
            assertEquals(List.of(45.0, 36.0), end.outcome().orElseThrow().scores());
            assertEquals(List.of(0), end.outcome().orElseThrow().winners());
            assertEquals("Red wins 45–36", end.outcome().orElseThrow().summary());
        }

        @Test
        @DisplayName("one move short, the game goes on")
        void notYetOver() {
            ChallengeState s = play(setup("size", "9"), "b2 b5 b8 e2 e5 e8 h2 h5");
            assertFalse(s.isOver());
            assertTrue(s.legalNotations().contains("h8"));
        }
    }

    @Nested
    @DisplayName("perft from the empty board")
    class Perft {

        @Test
        @DisplayName("9×9 drop=not-opponent: 81, 5936, 431088")
        void notOpponent() {
            GameState s = GAME.start(setup("size", "9"));
            assertEquals(List.of(81L, 5936L, 431088L), List.of(s.perft(1), s.perft(2), s.perft(3)));
        }

        @Test
        @DisplayName("9×9 drop=unowned: 81, 5936, 393232")
        void unowned() {
            GameState s = GAME.start(setup("size", "9", "drop", "unowned"));
            assertEquals(List.of(81L, 5936L, 393232L), List.of(s.perft(1), s.perft(2), s.perft(3)));
        }

        @Test
        @DisplayName("10×10 depth 5: 5,978,123,952")
        void tenByTenDepthFive() {
            assertEquals(5_978_123_952L, GAME.start(setup()).perft(5));
        }

        @Test
        @DisplayName("the engine agrees with walking legalMoves and play, deep on small boards and mid-game")
        void engineAgreesWithTheWalk() {
            List<Setup> setups = List.of(setup("board", "hex", "size", "3"), setup("board", "hex", "size", "3", "drop", "unowned"),
                    setup("board", "hex", "size", "3", "handicap", "2", "swap", "on"),
                    setup("board", "hex", "size", "3", "swap", "on", "komi", "0.5"));
            for (Setup s : setups) {
                GameState start = GAME.start(s);
                assertEquals(GameContract.genericPerft(start, 4), start.perft(4), "perft 4 of " + s);
            }
            for (String drop : List.of("not-opponent", "unowned")) {
                GameState mid = GAME.start(setup("size", "8", "drop", drop)).playout(new SplittableRandom(3), 20);
                assertEquals(GameContract.genericPerft(mid, 3), mid.perft(3), "perft 3 mid-game, " + drop);
            }
        }

        @Test
        @DisplayName("near the end, sequences that finish the game early count 0")
        void endingSequences() {
            ChallengeState s = play(setup("size", "9"), "b2 b5 b8 e2 e5 e8 h2 h5");
            assertEquals(GameContract.genericPerft(s, 2), s.perft(2));
            assertEquals(GameContract.genericPerft(s, 3), s.perft(3));
            assertTrue(s.perft(2) < s.perft(1) * s.perft(1), "h8 ends the game, so it has no continuation");
        }
    }

    @Nested
    @DisplayName("random play")
    class RandomPlay {

        @Test
        @DisplayName("Red wins well over half of uniformly random games on 9×9")
        void firstPlayerAdvantage() {
            GameState start = GAME.start(setup("size", "9"));
            SplittableRandom random = new SplittableRandom(99);
            int games = 3000;
            int red = 0;
            for (int i = 0; i < games; i++) {
                red += start.playout(random, 1000).outcome().orElseThrow().winners().equals(List.of(0)) ? 1 : 0;
            }
            assertTrue(red > 0.54 * games, "Red won " + red + " of " + games);
        }

        @Test
        @DisplayName("a playout's end is a legal position reached by legal moves")
        void playoutEndIsConsistent() {
            GameState end = GAME.start(setup("size", "11")).playout(new SplittableRandom(5), 1000);
            GameState reparsed = GAME.parsePosition(end.position());
            assertEquals(end.position(), reparsed.position());
            assertEquals(((ChallengeState) end).owned(0), ((ChallengeState) reparsed).owned(0));
            assertEquals(((ChallengeState) end).owned(1), ((ChallengeState) reparsed).owned(1));
            assertTrue(end.isOver());
        }

        @Test
        @DisplayName("a playout cut short leaves the ownership that the beads give")
        void playoutOwnership() {
            for (Setup setup : List.of(setup("stakes", "c3,h8"), setup("board", "hex", "size", "7", "handicap", "2"),
                    setup("size", "11", "drop", "unowned"))) {
                for (int plies = 1; plies < 60; plies += 7) {
                    ChallengeState cut = (ChallengeState) GAME.start(setup).playout(new SplittableRandom(plies), plies);
                    ChallengeState fresh = (ChallengeState) GAME.parsePosition(cut.position());
                    for (int c = 0; c < cut.board.cells; c++) {
                        assertEquals(fresh.owner(c), cut.owner(c), cut.board.names[c] + " after " + plies + " plies of " + setup);
                    }
                    assertEquals(fresh.legalNotations(), cut.legalNotations());
                }
            }
        }

        @Test
        @DisplayName("a playout stops after maxPlies")
        void maxPlies() {
            ChallengeState s = (ChallengeState) GAME.start(setup()).playout(new SplittableRandom(5), 7);
            assertEquals(7, s.beads(0) + s.beads(1));
            assertEquals(1, s.toMove(), "Blue moves 8th");
        }

        @Test
        @DisplayName("randomMove reaches every legal move")
        void randomMoveCoversTheMoves() {
            GameState s = play(setup("size", "8", "swap", "on"), "d4");
            java.util.Set<Move> seen = new java.util.HashSet<>();
            SplittableRandom random = new SplittableRandom(1);
            for (int i = 0; i < 5000; i++) {
                seen.add(s.randomMove(random));
            }
            assertEquals(new java.util.HashSet<>(s.legalMoves()), seen);
        }
    }
}
