package org.beadbox.game.challenge;

import static org.beadbox.game.challenge.ChallengeRulesTest.play;
import static org.beadbox.game.challenge.ChallengeRulesTest.setup;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The expected-ownership table behind the evaluation. */
class OwnershipTest {

    @Nested
    @DisplayName("the table")
    class TheTable {

        @Test
        @DisplayName("reads the same for either colour: a case's share is minus that of its mirror image")
        void symmetric() {
            for (int lead = -3; lead <= 3; lead++) {
                for (int red = 0; red <= 4; red++) {
                    for (int blue = 0; blue <= 4; blue++) {
                        for (int mover = 0; mover <= 1; mover++) {
                            double share = Ownership.share(Ownership.index(lead, red, blue, mover));
                            double mirror = Ownership.share(Ownership.index(-lead, blue, red, 1 - mover));
                            assertEquals(-share, mirror, 1e-3, "lead " + lead + ", drops " + red + "/" + blue);
                            assertTrue(share >= -1 && share <= 1, "a share lies in [-1, 1]: " + share);
                        }
                    }
                }
            }
        }

        @Test
        @DisplayName("counts a square ringed by three beads as won, and one bead ahead with open squares round it as in doubt")
        void leads() {
            for (int mover = 0; mover <= 1; mover++) {
                assertTrue(Ownership.share(Ownership.index(3, 2, 2, mover)) > 0.95);
                assertTrue(Ownership.share(Ownership.index(5, 4, 4, mover)) > 0.95, "leads past 3 count as 3");
                double doubtful = Ownership.share(Ownership.index(1, 3, 3, mover));
                assertTrue(doubtful > 0 && doubtful < 0.8, "one bead ahead, three open squares each: " + doubtful);
                assertTrue(Ownership.share(Ownership.index(2, 3, 3, mover)) > doubtful, "two beads ahead hold better");
                assertTrue(Math.abs(Ownership.share(Ownership.index(0, 4, 4, mover))) < 0.3, "a tie is open");
            }
        }

        @Test
        @DisplayName("leads and drop counts past the table's edges share its edge cases")
        void clamps() {
            assertEquals(Ownership.index(3, 4, 4, 0), Ownership.index(8, 8, 8, 0));
            assertEquals(Ownership.index(-3, 0, 4, 1), Ownership.index(-6, 0, 7, 1));
            assertEquals(Ownership.SIZE - 1, Ownership.index(3, 4, 4, 1));
            assertEquals(0, Ownership.index(-3, 0, 0, 0));
        }
    }

    @Nested
    @DisplayName("the expected margin")
    class Margin {

        @Test
        @DisplayName("is the bead count plus each empty square's share, read square by square")
        void sumsTheSquares() {
            ChallengeState s = (ChallengeState) play(setup(), "f4 d6 f6 h8 c3 b9");
            double expected = s.beads(0) - s.beads(1);
            for (int cell = 0; cell < s.board.cells; cell++) {
                if (!s.occupied(cell)) {
                    expected += Ownership.share(OwnershipFit.caseOf(s, cell, false));
                }
            }
            assertEquals(expected, Ownership.redMargin(s), 1e-9);
        }

        @Test
        @DisplayName("read from the position before the drop, equals the margin read afresh, on every board")
        void incremental() {
            java.util.SplittableRandom random = new java.util.SplittableRandom(11);
            String[][] setups = {{"size", "10"}, {"size", "8"}, {"board", "hex"}, {"size", "11", "handicap", "2"},
                {"drop", "unowned"}};
            for (String[] options : setups) {
                org.beadbox.api.GameState s = ChallengeRulesTest.GAME.start(setup(options));
                org.beadbox.api.GameState other = s;
                while (!s.isOver()) {
                    for (org.beadbox.api.Move m : s.legalMoves()) {
                        ChallengeState child = (ChallengeState) s.play(m);
                        assertEquals(Ownership.redMarginAfresh(child), Ownership.redMargin(child), 1e-9,
                                String.join(" ", options) + ": " + child.position());
                        if (!other.isOver()) {
                            // judging a position of another line in between must not mix the two up
                            ChallengeState stray = (ChallengeState) other.play(other.randomMove(random));
                            assertEquals(Ownership.redMarginAfresh(stray), Ownership.redMargin(stray), 1e-9);
                        }
                    }
                    s = s.play(s.randomMove(random));
                    other = other.isOver() ? s : other.play(other.randomMove(random));
                }
            }
        }

        @Test
        @DisplayName("counts Blue's stakes for Blue")
        void stakes() {
            ChallengeState plain = (ChallengeState) play(setup("size", "11"), "f6");
            ChallengeState staked = (ChallengeState) play(setup("size", "11", "handicap", "1"), "a1 f6");
            assertTrue(Ownership.redMargin(staked) < Ownership.redMargin(plain) - 0.5,
                    Ownership.redMargin(staked) + " against " + Ownership.redMargin(plain));
        }

        @Test
        @DisplayName("favours a bead in the open over one in a corner")
        void openBoard() {
            ChallengeState s = (ChallengeState) play(setup(), "e5 a10");
            assertEquals(8, s.owned(0) - s.beads(0));
            assertEquals(3, s.owned(1) - s.beads(1));
            assertTrue(Ownership.redMargin(s) > 2, "Red's bead claims more: " + Ownership.redMargin(s));
        }
    }
}
