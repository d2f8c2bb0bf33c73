package org.beadbox.game.beadmaster;

import static org.beadbox.game.beadmaster.Bars.SIDE;

import java.util.random.RandomGenerator;

/**
 * Random moves and random playouts on an {@link Engine}, the hot path of the Monte Carlo players:
 * the placement is played through the engine, the sliding with the board held in local variables
 * (the same rules as {@link Engine#slideMask()} and {@link Engine#play(int)}, checked against them
 * by ScenarioTest and PlayoutTest).
 */
final class Playouts {

    private Playouts() {}

    /** A uniformly random legal move code of {@code e}; the game is not over. */
    static int randomMove(Engine e, RandomGenerator random) {
        if (e.toPlace > 0) {
            return Engine.PLACE + nthBit(e.placeable(), random);
        }
        int legal = e.slideMask();
        int k = random.nextInt(Integer.bitCount(legal));
        for (int i = 0; i < k; i++) {
            legal &= legal - 1;
        }
        return Integer.numberOfTrailingZeros(legal);
    }

    private static int nthBit(long mask, RandomGenerator random) {
        int k = random.nextInt(Long.bitCount(mask));
        for (int i = 0; i < k; i++) {
            mask &= mask - 1;
        }
        return Long.numberOfTrailingZeros(mask);
    }

    /**
     * A uniformly random set bit of the non-empty {@code mask}, without a loop over the bits: the
     * count of set bits scaled by 32 random bits of one long (Lemire's multiply-and-reject), then
     * a broadword select. For the playouts; {@link #randomMove} keeps {@link #nthBit}.
     */
    private static int randomBit(long mask, RandomGenerator random) {
        return select(mask, below(random.nextLong() >>> 32, Long.bitCount(mask), random));
    }

    /**
     * A uniform number from 0 to {@code n - 1} (n from 1 to 64) from the 32 random bits {@code
     * draw}, drawing again from {@code random} in the rare case Lemire's multiply-and-reject
     * rejects it.
     */
    private static int below(long draw, int n, RandomGenerator random) {
        long m = draw * n;
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
        long byteSums = x - ((x & 0xa * ONES_4) >>> 1);
        byteSums = (byteSums & 3 * ONES_4) + ((byteSums >>> 2) & 3 * ONES_4);
        byteSums = (byteSums + (byteSums >>> 4)) & 0x0f * ONES_8;
        byteSums *= ONES_8;
        long kStep = k * ONES_8;
        int byteOffset = Long.bitCount(((kStep | MSBS_8) - byteSums) & MSBS_8) << 3;
        int byteRank = (int) (k - (((byteSums << 8) >>> byteOffset) & 0xFF));
        return byteOffset + SELECT_IN_BYTE[(int) (x >>> byteOffset & 0xFF) | byteRank << 8];
    }

    /**
     * Plays uniformly random legal moves on {@code e} until the game is over or {@code maxPlies}
     * moves are played; returns the number played.
     */
    static int playout(Engine e, RandomGenerator random, int maxPlies) {
        int plies = 0;
        while (plies < maxPlies && e.toPlace > 0) {
            e.place(randomBit(e.placeable(), random));
            plies++;
        }
        return e.over() || plies >= maxPlies ? plies : plies + slideOut(e, random, maxPlies - plies);
    }

    /**
     * The sliding part of {@link #playout}: the same rules as {@link Engine#slideMask()} and
     * {@link Engine#slide(int)}, with the board held in local variables (written back before a
     * fall and at the end). Once three slides have passed without anyone going out, the blocked
     * bars are simply those of the last {@code in - 1} slides, kept as rolling masks. Slides are
     * drawn five random bits at a time, rejecting codes that are not legal, so every legal slide
     * is equally likely. Ends, like {@link Engine#slide}, in a draw after {@link Variant#quiet}
     * slides without a fall.
     */
    private static int slideOut(Engine e, RandomGenerator random, int maxPlies) {
        int pos = e.positions;
        int mov = e.movable;
        int mover = e.toMove;
        int hist = e.recent;
        long red = e.redCover;
        long blue = e.blueCover;
        long beadsOn = e.occupied;
        int in = e.alive;
        boolean repeatLimited = e.repeatLimited;
        boolean limit = repeatLimited && e.aliveCount == 2;
        int[] streaks = e.streak;
        int nextBase = e.nextBase;
        int last0 = 0;
        int last1 = 0;
        int last2 = 0;
        int settle = 3;
        int window = window(e, e.aliveCount);
        int quiet = e.variant.quiet();
        int still = e.calm;
        int plies = 0;
        long bits = 0;
        int unused = 0;
        while (plies < maxPlies) {
            int legal = mov & ~(settle > 0 ? e.blocked(hist, mover, in) : last0 | last1 & window << 31 >> 31 | last2 & window << 30 >> 31);
            int st = streaks[mover];
            if (limit && (st & 3) == 2) {
                legal &= ~(3 << 2 * (st >>> 2));
            }
            int code;
            do {
                if (unused == 0) {
                    bits = random.nextLong();
                    unused = 12;
                }
                code = (int) bits & 31;
                bits >>>= 5;
                unused--;
            } while ((legal >>> code & 1) == 0);
            int bar = code >>> 1;
            int shift = 2 * bar;
            int p = pos >>> shift & 3;
            long change = Bars.SLIDE_XOR[code * 3 + p];
            if (bar < SIDE) {
                red ^= change;
            } else {
                blue ^= change;
            }
            int np = p + 1 - 2 * (code & 1);
            pos += (np - p) << shift;
            mov = mov & ~(3 << shift) | Engine.dirs(np) << shift;
            streaks[mover] = st >>> 2 == bar && st != 0 ? (st & 3) == 2 ? st : st + 1 : bar << 2 | 1;
            hist = (hist << 8 | 0x80 | mover << 4 | bar) & 0xffffff;
            last2 = last1;
            last1 = last0;
            last0 = 3 << shift;
            if (settle > 0) {
                settle--;
            }
            plies++;
            long cover = red | blue;
            if ((beadsOn & ~cover) == 0) {
                if (++still == quiet) {
                    store(e, pos, mov, hist, red, blue, mover, still);
                    return plies;
                }
            } else {
                still = 0;
                store(e, pos, mov, hist, red, blue, mover, still);
                e.fall(cover, mover);
                if (e.winner >= 0) {
                    return plies;
                }
                beadsOn = e.occupied;
                in = e.alive;
                limit = repeatLimited && e.aliveCount == 2;
                window = window(e, e.aliveCount);
                settle = 3;
            }
            mover = Engine.NEXT[nextBase | in << 2 | mover];
        }
        store(e, pos, mov, hist, red, blue, mover, still);
        return plies;
    }

    /** Writes the board that {@link #slideOut} holds in local variables back into {@code e}. */
    private static void store(Engine e, int pos, int mov, int hist, long red, long blue, int mover, int still) {
        e.positions = pos;
        e.movable = mov;
        e.recent = hist;
        e.redCover = red;
        e.blueCover = blue;
        e.toMove = mover;
        e.calm = still;
    }

    /**
     * Which of the second and third most recent slides the blocked-bars rule counts (bits 0
     * and 1) when no one went out during the last three slides: with {@code in} players in, the
     * turns since the mover's own are the last {@code in - 1}.
     */
    private static int window(Engine e, int in) {
        return e.previousOnly ? 0 : in >= 4 ? 3 : in == 3 ? 1 : 0;
    }
}
