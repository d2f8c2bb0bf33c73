package org.beadbox.game.challenge;

import java.util.Objects;

/**
 * The rules a game is played under, fixed for its whole length.
 *
 * @param board the board (square 8–11 or hex 3–7)
 * @param unowned {@code drop=unowned}: beads go only on squares nobody owns; otherwise ({@code
 *     drop=not-opponent}) on any empty square the opponent does not own
 * @param komi points added to Blue's score, a whole or half number
 * @param swapRule {@code swap=on}: Blue may answer Red's first drop with {@code swap}
 * @param handicap how many stakes Blue places before Red's first drop, 0 to 3
 */
record Variant(Board board, boolean unowned, double komi, boolean swapRule, int handicap) {

    /** Checks the values. */
    Variant {
        Objects.requireNonNull(board, "board");
        if (!(Math.abs(komi) <= Challenge.MAX_KOMI) || komi * 2 != Math.rint(komi * 2)) {
            throw new IllegalArgumentException("komi " + komi + " must be a whole or half number from -"
                    + (int) Challenge.MAX_KOMI + " to " + (int) Challenge.MAX_KOMI);
        }
        if (handicap < 0 || handicap > Challenge.MAX_HANDICAP) {
            throw new IllegalArgumentException("handicap " + handicap + " must be 0 to " + Challenge.MAX_HANDICAP);
        }
    }

    /** The option value of the drop rule. */
    String dropName() {
        return unowned ? "unowned" : "not-opponent";
    }

    /** The komi as written in options and positions: {@code 0}, {@code 2.5}, {@code -1}. */
    String komiText() {
        return formatKomi(komi);
    }

    /** A komi as text without a trailing {@code .0}. */
    static String formatKomi(double komi) {
        return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
    }
}
