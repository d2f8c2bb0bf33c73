package org.beadbox.game.challenge;

/**
 * The word layout of a Challenge position, shared by {@link ChallengeState}, {@link Engine} and
 * {@link Playout}, and the plain rules on it. A set of cells is two {@code long}s at {@code slot}
 * and {@code slot + 1} (cell c in word {@code c >>> 6}, bit {@code c & 63}); slots {@link #RED}
 * and {@link #BLUE} hold beads, {@link #STAKE} the stakes, {@link #OWN} + 2·colour the cells each
 * colour owns (its beads, Blue's stakes, and the empty cells it leads around), {@link #OCC} the
 * cells holding a bead or a stake. Colour 0 is Red, 1 is Blue.
 */
final class Words {

    static final int RED = 0;
    static final int BLUE = 2;
    static final int STAKE = 4;
    static final int OWN = 6;
    static final int OCC = 10;
    /** The length of a position's word array. */
    static final int SIZE = 12;

    private Words() {
    }

    /** Fills in the ownership words from the beads and stakes. */
    static void ownership(Board b, long[] w) {
        w[OCC] = w[RED] | w[BLUE] | w[STAKE];
        w[OCC + 1] = w[RED + 1] | w[BLUE + 1] | w[STAKE + 1];
        w[OWN] = w[RED];
        w[OWN + 1] = w[RED + 1];
        w[OWN + 2] = w[BLUE] | w[STAKE];
        w[OWN + 3] = w[BLUE + 1] | w[STAKE + 1];
        for (int c = 0; c < b.cells; c++) {
            if (!Board.has(w[OCC], w[OCC + 1], c)) {
                settle(b, w, c);
            }
        }
    }

    /** Drops a bead of {@code colour} on the empty cell {@code cell}, updating ownership around it. */
    static void drop(Board b, long[] w, int cell, int colour) {
        int wd = cell >>> 6;
        long bit = 1L << cell;
        w[2 * colour + wd] |= bit;
        w[OCC + wd] |= bit;
        w[OWN + 2 * colour + wd] |= bit;
        w[OWN + 2 * (1 - colour) + wd] &= ~bit;
        for (int k = b.nbrStart[cell]; k < b.nbrStart[cell + 1]; k++) {
            int j = b.nbr[k];
            if (!Board.has(w[OCC], w[OCC + 1], j)) {
                settle(b, w, j);
            }
        }
    }

    /** Places a Blue stake on the empty cell {@code cell}. */
    static void stake(long[] w, int cell) {
        int wd = cell >>> 6;
        long bit = 1L << cell;
        w[STAKE + wd] |= bit;
        w[OCC + wd] |= bit;
        w[OWN + 2 + wd] |= bit;
        w[OWN + wd] &= ~bit;
    }

    private static void settle(Board b, long[] w, int c) {
        long m0 = b.nbrMask[2 * c];
        long m1 = b.nbrMask[2 * c + 1];
        int diff = Long.bitCount(m0 & w[RED]) + Long.bitCount(m1 & w[RED + 1])
                - Long.bitCount(m0 & w[BLUE]) - Long.bitCount(m1 & w[BLUE + 1]);
        int wd = c >>> 6;
        long bit = 1L << c;
        w[OWN + wd] = diff > 0 ? w[OWN + wd] | bit : w[OWN + wd] & ~bit;
        w[OWN + 2 + wd] = diff < 0 ? w[OWN + 2 + wd] | bit : w[OWN + 2 + wd] & ~bit;
    }
}
