package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Scripted games on the bars {@code 0000000/1111111} (red bars inner, blue bars central), where
 * H4+ opens a4 c4 e4 g4, H1+ opens a1 c1 g1 and H7+ opens d7. Slides of H2, H3, V2 and V3 are
 * the quiet moves: no bead of these scripts lies in their rows or columns.
 */
class ScenarioTest {

    private static final String BARS = "bars=0000000/1111111";

    private static String position(String beads, int move, String runs, String blocked) {
        return BARS + " beads=" + beads + " move=" + move + " place=0 last=- runs=" + runs + " blocked=" + blocked + " repeat=limited";
    }

    @Nested
    @DisplayName("when the last beads all fall at once")
    class AllAtOnce {

        @Test
        @DisplayName("with two players, the slider wins")
        void twoPlayers() {
            GameState s = Script.at(position("a1/c1g1", 0, "-/-", "opponents"), "V6- H1+");
            assertWinner(s, 1, List.of(1, 0));
            assertEquals(List.of(0, 0), Script.beads(s));
            assertTrue(s.outcome().orElseThrow().summary().contains("White's own slide"), s.outcome().orElseThrow().summary());
        }

        @Test
        @DisplayName("with three players, the slider wins and the others share second place")
        void threePlayers() {
            GameState s = Script.at(position("a4/c4e4/g4", 0, "-/-/-", "opponents"), "V6- H4+");
            assertWinner(s, 1, List.of(1, 0, 1));
        }

        @Test
        @DisplayName("with four players, the slider wins even though it is not seat 0")
        void fourPlayers() {
            GameState s = Script.at(position("a4/c4/e4/g4", 0, "-/-/-/-", "opponents"), "V2+ V6- H4+");
            assertWinner(s, 2, List.of(1, 1, 0, 1));
            assertTrue(s.legalMoves().isEmpty());
            assertThrows(IllegalMoveException.class, () -> s.parseMove("H4-"));
        }

        @Test
        @DisplayName("a player knocked out earlier ranks below those who fell at the end")
        void earlierLosersRankLower() {
            GameState s = Script.at(position("a4/d7/e4/g4", 1, "-/-/-/-", "opponents"), "H7+ V6- V2+ H4+");
            assertWinner(s, 0, List.of(0, 3, 1, 1));
        }
    }

    @Nested
    @DisplayName("when a slider knocks himself out")
    class SelfKnockOut {

        @Test
        @DisplayName("with three players the game goes on without him, and turns skip him")
        void threePlayers() {
            GameState s = Script.at(position("d7/e1a5/a6f7", 0, "-/-/-", "opponents"), "H7+");
            assertFalse(s.isOver());
            assertEquals(List.of(0, 2, 2), Script.beads(s));
            assertEquals(1, s.toMove());
            s = Script.play(s, "V2+ V3+");
            assertEquals(1, s.toMove(), "seat 0 is skipped");
            assertTrue(s.position().contains("beads=x1/"), s.position());
        }

        @Test
        @DisplayName("with two players his opponent wins")
        void twoPlayers() {
            GameState s = Script.at(position("d7/e1", 0, "-/-", "opponents"), "H7+");
            assertWinner(s, 1, List.of(1, 0));
            assertEquals("White wins with 1 bead left", s.outcome().orElseThrow().summary());
        }
    }

    @Nested
    @DisplayName("with four players and the opponents rule")
    class Blocking {

        @Test
        @DisplayName("the fourth player finds the three bars his opponents slid blocked")
        void threeBarsBlocked() {
            GameState s = Script.at(position("e1/a5/a6/f7", 0, "-/-/-/-", "opponents"), "H2+ H3+ V2+");
            assertEquals(List.of(1, 1, 1, 1), Script.beads(s), "nothing fell");
            assertEquals(3, s.toMove());
            List<String> bars = Script.slidableBars(s);
            assertFalse(bars.contains("H2") || bars.contains("H3") || bars.contains("V2"), bars.toString());
            assertEquals(11, bars.size());
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("H3-"));
            assertTrue(e.getMessage().contains("blocked") && e.getMessage().contains("White"), e.getMessage());
        }

        @Test
        @DisplayName("his own last bar is free again for him, the three others' are not")
        void ownBarIsFree() {
            GameState s = Script.at(position("e1/a5/a6/f7", 0, "-/-/-/-", "opponents"), "H2+ H3+ V2+ V3+");
            List<String> bars = Script.slidableBars(s);
            assertTrue(bars.contains("H2"), bars.toString());
            assertFalse(bars.contains("H3") || bars.contains("V2") || bars.contains("V3"), bars.toString());
        }

        @Test
        @DisplayName("a bar slid by a player who went out is free under opponents, blocked under since-mine")
        void knockedOutPlayersBar() {
            String moves = "H2+ H7+ V2+";
            String beads = "e1a5/d7/a6/f7";
            GameState opponents = Script.at(position(beads, 0, "-/-/-/-", "opponents"), moves);
            GameState sinceMine = Script.at(position(beads, 0, "-/-/-/-", "since-mine"), moves);
            GameState previous = Script.at(position(beads, 0, "-/-/-/-", "previous"), moves);
            assertEquals(List.of(2, 0, 1, 1), Script.beads(opponents));
            assertBlocked(opponents, List.of("H2", "V2"), List.of("H7"));
            assertBlocked(sinceMine, List.of("H2", "H7", "V2"), List.of());
            assertBlocked(previous, List.of("V2"), List.of("H2", "H7"));
        }

        private void assertBlocked(GameState s, List<String> blocked, List<String> free) {
            List<String> bars = Script.slidableBars(s);
            for (String b : blocked) {
                assertFalse(bars.contains(b), b + " should be blocked: " + bars);
            }
            for (String b : free) {
                assertTrue(bars.contains(b), b + " should be free: " + bars);
            }
        }
    }

    @Nested
    @DisplayName("when two players are left")
    class TwoPlayersLeft {

        @Test
        @DisplayName("nobody slides the same bar on a third turn in a row, unless repeat=free")
        void repeatLimited() {
            String moves = "V2+ V3+ V2- V3-";
            GameState limited = Script.at(position("e1a5/a6f7", 0, "-/-", "opponents"), moves);
            assertEquals(List.of(2, 2), Script.beads(limited), "nothing fell");
            assertFalse(Script.slidableBars(limited).contains("V2"));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> limited.parseMove("V2+"));
            assertTrue(e.getMessage().contains("two turns in a row"), e.getMessage());
            GameState free = Script.at(position("e1a5/a6f7", 0, "-/-", "opponents").replace("repeat=limited", "repeat=free"), moves);
            assertTrue(Script.slidableBars(free).contains("V2"));
        }

        @Test
        @DisplayName("turns from before it came down to two count")
        void runFromBefore() {
            String start = position("e1a5/a6f7/d7", 0, "-/-/-", "opponents");
            GameState three = Script.at(start, "V2+ V3+ H3+ V2- V3- H4+");
            assertTrue(Script.slidableBars(three).contains("V2"), "three players are in: no limit yet");
            GameState s = Script.at(start, "V2+ V3+ H3+ V2- V3- H7+");
            assertEquals(List.of(2, 2, 0), Script.beads(s));
            List<String> bars = Script.slidableBars(s);
            assertFalse(bars.contains("V2"), "Yellow slid V2 on his last two turns: " + bars);
            assertFalse(bars.contains("V3"), "White slid V3 last: " + bars);
            assertTrue(bars.contains("H7"), "Green is out, his bar is free: " + bars);
        }
    }

    @Nested
    @DisplayName("after quiet slides")
    class Quiet {

        private String quiet(String beads, int quiet) {
            return position(beads, 0, beads.replaceAll("[^/]+", "-"), "opponents") + " quiet=" + quiet + " calm=0";
        }

        @Test
        @DisplayName("with two players, the game is drawn once quiet slides in a row have passed without a fall")
        void twoPlayers() {
            String start = quiet("e1a5/a6f7", 4);
            GameState three = Script.at(start, "V2+ V3+ H2+");
            assertFalse(three.isOver());
            assertTrue(three.position().endsWith("calm=3"), three.position());
            assertTrue(three.toText().contains("a draw after the next slide unless a bead falls"), three.toText());
            assertTrue(Script.at(start, "V2+").toText().contains("a draw in 3 slides unless a bead falls"));
            GameState s = Script.play(three, "V2-");
            assertTrue(s.isOver(), s.toText());
            Outcome outcome = s.outcome().orElseThrow();
            assertEquals(List.of(0, 1), outcome.winners());
            assertEquals(List.of(0, 0), outcome.ranks());
            assertEquals("Draw between Yellow and White: 4 slides without a bead falling", outcome.summary());
            assertTrue(s.legalMoves().isEmpty());
            assertTrue(s.toText().contains("Yellow 2 beads  draws"), s.toText());
            assertEquals(s.position(), Script.GAME.parsePosition(s.position()).position());
            assertTrue(Script.GAME.parsePosition(s.position()).isOver(), "a drawn position reads back as drawn");
        }

        @Test
        @DisplayName("a fall starts the count again, and a player already out does not share the draw")
        void fallResets() {
            GameState s = Script.at(quiet("a4/d7/e1a5/a6f7", 3), "V2+ V3+ H7+ H2+ V2-");
            assertEquals(List.of(1, 0, 2, 2), Script.beads(s), "d7 fell on the third slide, a4 is still on");
            assertFalse(s.isOver(), "two quiet slides since d7 fell");
            s = Script.play(s, "V3-");
            assertTrue(s.isOver(), s.toText());
            Outcome outcome = s.outcome().orElseThrow();
            assertEquals(List.of(0, 2, 3), outcome.winners());
            assertEquals(List.of(0, 3, 0, 0), outcome.ranks());
        }

        @Test
        @DisplayName("quiet=0 never draws, and random playouts end in the same draw as slide by slide")
        void playoutsAgree() {
            GameState never = Script.at(quiet("e1a5/a6f7", 0), "V2+ V3+ H2+ V2- V3- H2- V2+ V3+ H2+");
            assertFalse(never.isOver());
            for (long seed = 0; seed < 200; seed++) {
                GameState start = Script.GAME.start(new Setup(2, Map.of(Variant.QUIET, "5"), seed));
                GameState fast = start.playout(new SplittableRandom(seed), 10_000);
                GameState slow = start;
                SplittableRandom random = new SplittableRandom(seed + 1000);
                while (!slow.isOver()) {
                    slow = slow.play(slow.randomMove(random));
                }
                assertTrue(fast.isOver() && slow.isOver());
                assertEquals(fast.position(), Script.GAME.parsePosition(fast.position()).position());
                if (fast.outcome().orElseThrow().winners().size() > 1) {
                    assertTrue(fast.position().endsWith("calm=5"), fast.position());
                }
            }
        }
    }

    private static void assertWinner(GameState s, int winner, List<Integer> ranks) {
        assertTrue(s.isOver(), s.toText());
        Outcome outcome = s.outcome().orElseThrow();
        assertEquals(List.of(winner), outcome.winners());
        assertEquals(ranks, outcome.ranks());
        assertEquals(s.position(), Script.GAME.parsePosition(s.position()).position());
    }
}
