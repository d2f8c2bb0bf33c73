package org.beadbox.game.challenge;

/**
 * The perft counter behind {@link ChallengeState#perft}: the position's bitboards ({@link Words}
 * layout) and, per cell, the difference between its red and blue neighbours, updated
 * incrementally as beads drop and taken back as the search unwinds.
 *
 * <p>It counts the last ply without playing it, and the one before it without playing the
 * last: after a drop on m by colour c only m and its neighbours change owner, so the opponent's
 * number of legal drops afterwards follows from the unowned cells next to m and the empty cells
 * where the opponent leads by exactly one bead.
 */
final class Engine {

    private static final int RED = Words.RED;
    private static final int BLUE = Words.BLUE;
    private static final int OWN = Words.OWN;
    private static final int OCC = Words.OCC;

    private final int cells;
    private final int[] nbrStart;
    private final int[] nbr;
    private final long[] nbrMask;
    private final long all0;
    private final long all1;
    private final boolean unowned;
    /** The words, in the {@link Words} layout. */
    final long[] w;
    /** Red neighbours minus blue neighbours, per cell, for perft. */
    private byte[] d;
    /** The colour to move. */
    int colour;

    Engine(Variant variant, long[] words, int colour) {
        Board b = variant.board();
        cells = b.cells;
        nbrStart = b.nbrStart;
        nbr = b.nbr;
        nbrMask = b.nbrMask;
        all0 = b.all0;
        all1 = b.all1;
        unowned = variant.unowned();
        w = words.clone();
        this.colour = colour;
    }

    /** Fills in the per-cell red-minus-blue neighbour counts that perft keeps up to date. */
    private void counts() {
        d = new byte[cells];
        for (int slot = RED; slot <= BLUE; slot += 2) {
            int sign = slot == RED ? 1 : -1;
            for (int wd = 0; wd < 2; wd++) {
                for (long set = w[slot + wd]; set != 0; set &= set - 1) {
                    int c = Long.numberOfTrailingZeros(set) + 64 * wd;
                    for (int k = nbrStart[c]; k < nbrStart[c + 1]; k++) {
                        d[nbr[k]] += sign;
                    }
                }
            }
        }
    }

    /** Drops a bead of the colour to move on {@code cell}; the caller restores ownership on undo. */
    private void make(int cell, int c) {
        final long[] w = this.w;
        int wd = cell >>> 6;
        long bit = 1L << cell;
        w[2 * c + wd] |= bit;
        w[OCC + wd] |= bit;
        w[OWN + 2 * c + wd] |= bit;
        w[OWN + 2 - 2 * c + wd] &= ~bit;
        int sign = 1 - 2 * c;
        int gain = OWN + 2 * c;
        int lose = OWN + 2 - 2 * c;
        for (int k = nbrStart[cell], end = nbrStart[cell + 1]; k < end; k++) {
            int j = nbr[k];
            int dj = d[j] + sign;
            d[j] = (byte) dj;
            int jw = j >>> 6;
            long jb = 1L << j;
            if ((w[OCC + jw] & jb) == 0) {
                if (dj == sign) {
                    w[gain + jw] |= jb;
                } else if (dj == 0) {
                    w[lose + jw] &= ~jb;
                }
            }
        }
    }

    private void unmakeCounts(int cell, int c) {
        int sign = 1 - 2 * c;
        for (int k = nbrStart[cell], end = nbrStart[cell + 1]; k < end; k++) {
            d[nbr[k]] -= sign;
        }
        int wd = cell >>> 6;
        long bit = ~(1L << cell);
        w[2 * c + wd] &= bit;
        w[OCC + wd] &= bit;
    }

    /** Whether every cell is owned: the game is over. */
    boolean over() {
        return ((all0 & ~w[OWN] & ~w[OWN + 2]) | (all1 & ~w[OWN + 1] & ~w[OWN + 3])) == 0;
    }

    /** Word {@code wd} of the drops legal for colour {@code c} (no stake phase, game not over). */
    private long legal(int c, int wd) {
        long all = wd == 0 ? all0 : all1;
        long empty = all & ~w[OCC + wd];
        return unowned ? empty & ~w[OWN + wd] & ~w[OWN + 2 + wd] : empty & ~w[OWN + 2 - 2 * c + wd];
    }

    /** Move sequences of exactly {@code depth} plies from here, the colour to move dropping first. */
    long perft(int depth) {
        counts();
        return depth == 0 ? 1 : perft(depth, colour);
    }

    private long perft(int depth, int c) {
        if (over()) {
            return 0;
        }
        long l0 = legal(c, 0);
        long l1 = legal(c, 1);
        if (depth == 1) {
            return Long.bitCount(l0) + Long.bitCount(l1);
        }
        if (depth == 2) {
            return frontier(c, l0, l1);
        }
        long[] w = this.w;
        long o0 = w[OWN];
        long o1 = w[OWN + 1];
        long o2 = w[OWN + 2];
        long o3 = w[OWN + 3];
        long sum = 0;
        for (int wd = 0; wd < 2; wd++) {
            long set = wd == 0 ? l0 : l1;
            while (set != 0) {
                int cell = Long.numberOfTrailingZeros(set) + 64 * wd;
                set &= set - 1;
                make(cell, c);
                sum += perft(depth - 1, 1 - c);
                unmakeCounts(cell, c);
                w[OWN] = o0;
                w[OWN + 1] = o1;
                w[OWN + 2] = o2;
                w[OWN + 3] = o3;
            }
        }
        return sum;
    }

    /** Sum over the drops m of colour c of the opponent's legal drops after m (0 where m ends the game). */
    private long frontier(int c, long l0, long l1) {
        long[] w = this.w;
        long e0 = all0 & ~w[OCC];
        long e1 = all1 & ~w[OCC + 1];
        long u0 = e0 & ~w[OWN] & ~w[OWN + 2];
        long u1 = e1 & ~w[OWN + 1] & ~w[OWN + 3];
        // empty cells where the opponent leads by exactly one: they become unowned after a drop next to them
        int lead = 2 * c - 1;
        long t0 = 0;
        long t1 = 0;
        for (long s = e0 & w[OWN + 2 - 2 * c]; s != 0; s &= s - 1) {
            int j = Long.numberOfTrailingZeros(s);
            t0 |= d[j] == lead ? 1L << j : 0;
        }
        for (long s = e1 & w[OWN + 3 - 2 * c]; s != 0; s &= s - 1) {
            int j = Long.numberOfTrailingZeros(s) + 64;
            t1 |= d[j] == lead ? 1L << j : 0;
        }
        int base = Long.bitCount(e0 & ~w[OWN + 2 * c]) + Long.bitCount(e1 & ~w[OWN + 2 * c + 1]);
        long[] masks = nbrMask;
        long sum = 0;
        for (int wd = 0; wd < 2; wd++) {
            long set = wd == 0 ? l0 : l1;
            while (set != 0) {
                int cell = Long.numberOfTrailingZeros(set) + 64 * wd;
                long low = set & -set;
                set ^= low;
                long n0 = masks[2 * cell];
                long n1 = masks[2 * cell + 1];
                long h0 = wd == 0 ? n0 | low : n0;
                long h1 = wd == 1 ? n1 | low : n1;
                long r0 = (u0 & ~h0) | (n0 & t0);
                long r1 = (u1 & ~h1) | (n1 & t1);
                if ((r0 | r1) == 0) {
                    continue;
                }
                sum += unowned ? Long.bitCount(r0) + Long.bitCount(r1)
                        : base - Long.bitCount(h0 & u0) - Long.bitCount(h1 & u1);
            }
        }
        return sum;
    }

}
