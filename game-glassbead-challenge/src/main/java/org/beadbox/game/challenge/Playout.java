package org.beadbox.game.challenge;

import java.util.random.RandomGenerator;

/**
 * Fast random playouts for {@link ChallengeState#playout}: each cell's red-minus-blue neighbour
 * count lives bit-sliced in five planes of two words, so a drop updates every cell's count with
 * a few word operations, and a random drop is drawn without data-dependent branches. Works on a
 * copy of a position's words ({@link Words} layout) and leaves the final position in {@link #w}.
 */
final class Playout {

    private static final int RED = Words.RED;
    private static final int BLUE = Words.BLUE;
    private static final int STAKE = Words.STAKE;
    private static final int OWN = Words.OWN;
    private static final int OCC = Words.OCC;

    private final long[] nbrMask;
    private final long all0;
    private final long all1;
    private final boolean unowned;
    /** The words, in the {@link Words} layout. */
    final long[] w;
    /** The colour to move. */
    int colour;
    /** The last cell dropped on, or -1. */
    int last = -1;

    Playout(Variant variant, long[] words, int colour) {
        Board b = variant.board();
        nbrMask = b.nbrMask;
        all0 = b.all0;
        all1 = b.all1;
        unowned = variant.unowned();
        w = words.clone();
        this.colour = colour;
    }

    /**
     * Plays uniformly random drops until the game is over or {@code maxPlies} have been played;
     * returns the plies played. Each cell's red-minus-blue neighbour count lives here bit-sliced:
     * five planes of two words (a 5-bit two's-complement number per cell, -8..8), so a drop adds
     * or subtracts its cell's neighbour mask to all cells at once, and ownership is read off the
     * sign plane and the zero test. A drop is drawn uniformly over the legal drops by {@link #pick}.
     */
    int playout(RandomGenerator random, int maxPlies) {
        final long[] w = this.w;
        final long[] masks = this.nbrMask;
        final long all0 = this.all0;
        final long all1 = this.all1;
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
            int cell = pick(random, l0, l1);
            long bit = 1L << cell; // shifts take the cell mod 64: the bit in its word
            long low = (cell - 64) >> 31; // all ones when the cell is in word 0: no branch to mispredict
            long red = c - 1L; // all ones for Red
            occ0 |= bit & low;
            occ1 |= bit & ~low;
            red0 |= bit & low & red;
            red1 |= bit & ~low & red;
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

    /**
     * A uniformly random cell of the non-empty set (l0, l1), without data-dependent branches:
     * one random word scaled to the set's size (Lemire), then a broadword select. The byte
     * counts of both words are made while the random number is scaled, so that only the last
     * steps of the select wait for it.
     */
    private static int pick(RandomGenerator random, long l0, long l1) {
        int n0 = Long.bitCount(l0);
        long sums0 = byteSums(l0);
        long sums1 = byteSums(l1);
        int k = below(random, n0 + Long.bitCount(l1));
        long high = (n0 - 1 - k) >> 31; // all ones when the k-th cell is in word 1
        return ((int) high & 64) + select(l0 ^ (l0 ^ l1) & high, sums0 ^ (sums0 ^ sums1) & high, k - (n0 & (int) high));
    }

    /** A uniform random number from 0 to n - 1 (Lemire's multiply-and-reject, which rarely divides). */
    static int below(RandomGenerator random, int n) {
        long m = (random.nextLong() >>> 32) * n;
        if ((m & 0xFFFFFFFFL) < n) {
            long threshold = (0x100000000L - n) % n;
            while ((m & 0xFFFFFFFFL) < threshold) {
                m = (random.nextLong() >>> 32) * n;
            }
        }
        return (int) (m >>> 32);
    }

    private static final long ONES_4 = 0x1111111111111111L;
    private static final long ONES_8 = 0x0101010101010101L;
    private static final long MSBS_8 = 0x80L * ONES_8;
    /** Position of the r-th set bit of byte b at {@code b | r << 8}. */
    private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

    static {
        for (int b = 0; b < 256; b++) {
            for (int r = 0, seen = 0; r < 8; r++) {
                if ((b >>> r & 1) != 0) {
                    SELECT_IN_BYTE[b | seen++ << 8] = (byte) r;
                }
            }
        }
    }

    /** The index of the k-th (from 0) set bit of x, which has more than k set bits (Vigna's broadword select). */
    static int select(long x, int k) {
        return select(x, byteSums(x), k);
    }

    /** Byte i of the result: the set bits of x's bytes 0 to i. */
    private static long byteSums(long x) {
        long byteSums = x - ((x & 0xa * ONES_4) >>> 1);
        byteSums = (byteSums & 3 * ONES_4) + ((byteSums >>> 2) & 3 * ONES_4);
        byteSums = (byteSums + (byteSums >>> 4)) & 0x0f * ONES_8;
        return byteSums * ONES_8;
    }

    /** {@link #select(long, int)} given {@link #byteSums} of x: the bytes whose running count is at most k are counted with one bit count. */
    private static int select(long x, long byteSums, int k) {
        long kStep = k * ONES_8;
        int byteOffset = Long.bitCount(((kStep | MSBS_8) - byteSums) & MSBS_8) << 3;
        int byteRank = (int) (k - (((byteSums << 8) >>> byteOffset) & 0xFF));
        return byteOffset + SELECT_IN_BYTE[(int) (x >>> byteOffset & 0xFF) | byteRank << 8];
    }
}
