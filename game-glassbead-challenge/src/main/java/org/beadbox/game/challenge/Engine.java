package org.beadbox.game.challenge;

import java.util.random.RandomGenerator;

/**
 * The fast, mutable engine behind {@link ChallengeState}: bitboards of beads, stakes and
 * ownership (two {@code long}s per set, up to 128 cells) and, per cell, the difference between
 * its red and blue neighbours, updated incrementally as beads drop. Random playouts and move
 * counting (perft) run here; the immutable state only copies words in and out.
 *
 * <p>The word layout, shared with {@link ChallengeState}: a set is two words at {@code slot}
 * and {@code slot + 1}; slots {@link #RED} and {@link #BLUE} hold beads, {@link #STAKE} the
 * stakes, {@link #OWN} + 2·colour the cells each colour owns (beads, stakes and won empty
 * cells), {@link #OCC} the cells that hold a bead or a stake. Colour 0 is Red, 1 is Blue.
 *
 * <p>Perft counts the last ply without playing it, and the one before it without playing the
 * last: after a drop on m by colour c only m and its neighbours change owner, so the opponent's
 * number of legal drops afterwards follows from the unowned cells next to m and the empty cells
 * where the opponent leads by exactly one bead.
 */
final class Engine {

    static final int RED = 0;
    static final int BLUE = 2;
    static final int STAKE = 4;
    static final int OWN = 6;
    static final int OCC = 10;
    static final int WORDS = 12;

    private final int cells;
    private final int[] nbrStart;
    private final int[] nbr;
    private final long[] nbrMask;
    private final long all0;
    private final long all1;
    private final boolean unowned;
    /** The words, in the layout above. */
    final long[] w;
    /** Red neighbours minus blue neighbours, per cell, for perft. */
    private final byte[] d;
    /** The colour to move. */
    int colour;
    /** The last cell dropped on by {@link #playout}, or -1. */
    int last = -1;

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
        d = new byte[cells];
        this.colour = colour;
    }

    /** Fills in the per-cell red-minus-blue neighbour counts that perft keeps up to date. */
    private void counts() {
        java.util.Arrays.fill(d, (byte) 0);
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

    // ---- the static rules used by the immutable state ----

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

    // ---- the fast engine ----

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

    /**
     * Plays uniformly random drops until the game is over or {@code maxPlies} have been played;
     * returns the plies played. Each cell's red-minus-blue neighbour count lives here bit-sliced:
     * five planes of two words (a 5-bit two's-complement number per cell, -8..8), so a drop adds
     * or subtracts its cell's neighbour mask to all cells at once, and ownership is read off the
     * sign plane and the zero test. A drop is drawn by trying random 7-bit cell numbers (uniform
     * over the legal drops) while at least a quarter of the cells are legal, else by counting.
     */
    int playout(RandomGenerator random, int maxPlies) {
        final long[] w = this.w;
        final long[] masks = this.nbrMask;
        final long all0 = this.all0;
        final long all1 = this.all1;
        final int cells = this.cells;
        final boolean unownedRule = this.unowned;
        long[] planes = planes();
        long a0 = planes[0];
        long a1 = planes[1];
        long a2 = planes[2];
        long a3 = planes[3];
        long a4 = planes[4];
        long b0 = planes[5];
        long b1 = planes[6];
        long b2 = planes[7];
        long b3 = planes[8];
        long b4 = planes[9];
        long red0 = w[RED];
        long red1 = w[RED + 1];
        long occ0 = w[OCC];
        long occ1 = w[OCC + 1];
        int c = colour;
        int plies = 0;
        int lastCell = last;
        while (plies < maxPlies) {
            long e0 = all0 & ~occ0;
            long e1 = all1 & ~occ1;
            long z0 = ~(a0 | a1 | a2 | a3 | a4);
            long z1 = ~(b0 | b1 | b2 | b3 | b4);
            long u0 = e0 & z0;
            long u1 = e1 & z1;
            if ((u0 | u1) == 0) {
                break;
            }
            long l0;
            long l1;
            if (unownedRule) {
                l0 = u0;
                l1 = u1;
            } else if (c == 0) {
                l0 = e0 & ~a4;
                l1 = e1 & ~b4;
            } else {
                l0 = e0 & (a4 | z0);
                l1 = e1 & (b4 | z1);
            }
            int cell = pick(random, l0, l1, cells);
            long bit = 1L << cell;
            if (cell < 64) {
                occ0 |= bit;
                red0 |= c == 0 ? bit : 0;
            } else {
                occ1 |= bit;
                red1 |= c == 0 ? bit : 0;
            }
            long flip = -c;
            long m = masks[2 * cell];
            long t = (a0 ^ flip) & m;
            a0 ^= m;
            m = t;
            t = (a1 ^ flip) & m;
            a1 ^= m;
            m = t;
            t = (a2 ^ flip) & m;
            a2 ^= m;
            m = t;
            t = (a3 ^ flip) & m;
            a3 ^= m;
            a4 ^= t;
            m = masks[2 * cell + 1];
            t = (b0 ^ flip) & m;
            b0 ^= m;
            m = t;
            t = (b1 ^ flip) & m;
            b1 ^= m;
            m = t;
            t = (b2 ^ flip) & m;
            b2 ^= m;
            m = t;
            t = (b3 ^ flip) & m;
            b3 ^= m;
            b4 ^= t;
            lastCell = cell;
            c = 1 - c;
            plies++;
        }
        long e0 = all0 & ~occ0;
        long e1 = all1 & ~occ1;
        w[BLUE] = occ0 & ~red0 & ~w[STAKE];
        w[BLUE + 1] = occ1 & ~red1 & ~w[STAKE + 1];
        w[RED] = red0;
        w[RED + 1] = red1;
        w[OCC] = occ0;
        w[OCC + 1] = occ1;
        w[OWN] = red0 | (e0 & ~a4 & (a0 | a1 | a2 | a3));
        w[OWN + 1] = red1 | (e1 & ~b4 & (b0 | b1 | b2 | b3));
        w[OWN + 2] = w[BLUE] | w[STAKE] | (e0 & a4);
        w[OWN + 3] = w[BLUE + 1] | w[STAKE + 1] | (e1 & b4);
        colour = c;
        last = lastCell;
        return plies;
    }

    /** The bit-sliced red-minus-blue neighbour counts of the beads on the board: plane p of word wd at {@code 5 * wd + p}. */
    private long[] planes() {
        long[] planes = new long[10];
        for (int slot = RED; slot <= BLUE; slot += 2) {
            long flip = slot == RED ? 0 : -1;
            for (int wd = 0; wd < 2; wd++) {
                for (long set = w[slot + wd]; set != 0; set &= set - 1) {
                    int cell = Long.numberOfTrailingZeros(set) + 64 * wd;
                    for (int v = 0; v < 2; v++) {
                        long m = nbrMask[2 * cell + v];
                        for (int p = 0; p < 4; p++) {
                            long t = (planes[5 * v + p] ^ flip) & m;
                            planes[5 * v + p] ^= m;
                            m = t;
                        }
                        planes[5 * v + 4] ^= m;
                    }
                }
            }
        }
        return planes;
    }

    /** A uniformly random cell of the non-empty set (l0, l1). */
    private static int pick(RandomGenerator random, long l0, long l1, int cells) {
        int n0 = Long.bitCount(l0);
        int n = n0 + Long.bitCount(l1);
        if (4 * n >= cells) {
            while (true) {
                long r = random.nextLong();
                for (int field = 0; field < 9; field++, r >>>= 7) {
                    int candidate = (int) r & 127;
                    if (candidate < cells && ((candidate < 64 ? l0 >>> candidate : l1 >>> candidate) & 1) != 0) {
                        return candidate;
                    }
                }
            }
        }
        int k = below(random, n);
        return k < n0 ? select(l0, k) : 64 + select(l1, k - n0);
    }

    /** A uniform random number from 0 to n - 1 (Lemire's multiply-and-reject, which rarely divides). */
    static int below(RandomGenerator random, int n) {
        long m = (random.nextInt() & 0xFFFFFFFFL) * n;
        if ((m & 0xFFFFFFFFL) < n) {
            long threshold = (0x100000000L - n) % n;
            while ((m & 0xFFFFFFFFL) < threshold) {
                m = (random.nextInt() & 0xFFFFFFFFL) * n;
            }
        }
        return (int) (m >>> 32);
    }

    /** The index of the k-th (from 0) set bit of x. */
    static int select(long x, int k) {
        int low = Long.bitCount(x & 0xFFFFFFFFL);
        if (k >= low) {
            x >>>= 32;
            k -= low;
            for (int i = 0; i < k; i++) {
                x &= x - 1;
            }
            return 32 + Long.numberOfTrailingZeros(x);
        }
        for (int i = 0; i < k; i++) {
            x &= x - 1;
        }
        return Long.numberOfTrailingZeros(x);
    }
}
