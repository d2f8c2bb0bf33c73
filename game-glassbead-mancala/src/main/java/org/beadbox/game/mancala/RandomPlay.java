package org.beadbox.game.mancala;

import java.util.random.RandomGenerator;

/**
 * The cheap random-move sampler and the fast playout. A random move picks one of the allowed pits
 * uniformly, shuffles the pit's beads as if each bead were distinct (so orders with many identical
 * stones are more likely than rarer orders), and for an indirect capture picks the gems one by one
 * uniformly among the gems that may still be taken. Neither step enumerates the moves; the result
 * is not uniform over the distinct legal moves. Not thread-safe: one per caller.
 */
final class RandomPlay {

    private final int n;
    private final byte[] order;
    /** The places of a sowing not yet given a gem, for {@link #placeGems}. */
    private final int[] places;
    /** 32 random bits not used yet, when {@link #spare}. */
    private long bits;
    private boolean spare;
    private final Capture capture = new Capture();
    private final int[] taken = new int[32];
    private int lastCount;

    RandomPlay(int n) {
        this.n = n;
        this.order = new byte[4 * n + 1];
        this.places = new int[4 * n + 1];
    }

    /** A random legal move of {@code start}, which is not over. */
    MancalaMove sample(Board start, RandomGenerator random) {
        Board b = start.copy();
        int p = sow(b, random, true);
        int c = lastCount;
        byte[] beads = java.util.Arrays.copyOf(order, c);
        if (capture.type == Capture.INDIRECT) {
            choose(random);
            return MancalaMove.of(n, p, beads, capture, taken);
        }
        return MancalaMove.of(n, p, beads, capture, null);
    }

    /** Plays random moves on {@code b} until the game is over or {@code maxPlies} are played; returns the plies played. */
    int playout(Board b, RandomGenerator random, int maxPlies) {
        int plies = 0;
        while (plies < maxPlies && !b.over()) {
            int p = sow(b, random, false);
            if (capture.type == Capture.DIRECT) {
                capture.takeDirect(b, p, lastCount);
            } else if (capture.type == Capture.INDIRECT) {
                takeRandom(b, capture.run, random);
            }
            b.toMove ^= 1;
            plies++;
        }
        return plies;
    }

    /**
     * Empties a random allowed pit of the mover on {@code b}, sows its beads in a random order and analyses the capture.
     * The order is drawn as the shuffle of distinct beads would draw it: the pit's gems go to a uniformly random ordered
     * choice of the sowing's places (a partial Fisher–Yates over the places, one bounded number per gem), the stones to
     * the rest. So a pit of stones alone draws nothing, and the sowing adds a stone to every place, then turns the
     * gems' places' stones into their gems.
     */
    private int sow(Board b, RandomGenerator random, boolean full) {
        int mask = b.allowedPits();
        int pick = below(random, Integer.bitCount(mask));
        for (int k = 0; k < pick; k++) {
            mask &= mask - 1;
        }
        int p = b.toMove * n + Integer.numberOfTrailingZeros(mask);
        int[] pits = b.pit;
        int[] counts = b.count;
        int packed = pits[p];
        int c = counts[p];
        int gems = c - Board.stones(packed);
        pits[p] = 0;
        counts[p] = 0;
        b.rowCount[p < n ? 0 : 1] -= c;
        int[] dest = b.dest[p];
        byte[] seq = order;
        int south = 0;
        for (int i = 0; i < c; i++) {
            int d = dest[i];
            pits[d]++;
            counts[d]++;
            south += (d - n) >>> 31;
            seq[i] = 0;
        }
        b.rowCount[0] += south;
        b.rowCount[1] += c - south;
        if (gems > 0) {
            placeGems(packed >>> 5, c, dest, pits, random);
        }
        lastCount = c;
        if (full) {
            capture.analyze(b, p, seq, c);
        } else {
            capture.findRun(b, p, seq, c);
        }
        return p;
    }

    /**
     * Puts the gems of a pit's packed gem counts ({@code gemBits}: two bits a value, value 1 lowest) at uniformly
     * random distinct places among the {@code c} sown: each gem takes a random place of those left, and the stone
     * sown there becomes the gem.
     */
    private void placeGems(int gemBits, int c, int[] dest, int[] pits, RandomGenerator random) {
        int[] free = places;
        for (int i = 0; i < c; i++) {
            free[i] = i;
        }
        int t = 0;
        for (int v = 1; gemBits != 0; v++, gemBits >>>= 2) {
            for (int k = gemBits & 3; k > 0; k--, t++) {
                int left = c - t;
                int r = left > 1 ? t + below(random, left) : t;
                int at = free[r];
                free[r] = free[t];
                free[t] = at;
                order[at] = (byte) v;
                pits[dest[at]] += Board.UNIT[v] - 1;
            }
        }
    }

    /**
     * A random number from 0 to {@code bound - 1} (at most 2^31) from 32 bits of a random long kept between calls,
     * by multiply-shift: the bias is below 2^-26, harmless for playouts.
     */
    private int below(RandomGenerator random, int bound) {
        long chunk;
        if (spare) {
            chunk = bits;
            spare = false;
        } else {
            long r = random.nextLong();
            chunk = r >>> 32;
            bits = r & 0xFFFFFFFFL;
            spare = true;
        }
        return (int) ((chunk * bound) >>> 32);
    }

    /** Takes an indirect capture's gems at random, as {@link #choose} would, without working out the choices. */
    private void takeRandom(Board b, int run, RandomGenerator random) {
        int opponent = 1 - b.toMove;
        int inPits = b.gemsInRow(opponent);
        int base = opponent * n;
        if (inPits >= run) {
            for (int t = 0; t < run; t++, inPits--) {
                int r = random.nextInt(inPits);
                for (int i = base; r >= 0; i++) {
                    for (int v = 1; v <= n && r >= 0; v++) {
                        int g = Board.gems(b.pit[i], v);
                        if (r < g) {
                            b.capture(i, v);
                        }
                        r -= g;
                    }
                }
            }
            return;
        }
        for (int i = base; i < base + n; i++) {
            for (int v = 1; v <= n; v++) {
                for (int g = Board.gems(b.pit[i], v); g > 0; g--) {
                    b.capture(i, v);
                }
            }
        }
        int inCup = b.cupGems(opponent);
        for (int t = Math.min(run - inPits, inCup); t > 0; t--, inCup--) {
            int r = random.nextInt(inCup);
            for (int v = 1; v <= n && r >= 0; v++) {
                int g = Board.gems(b.cup[opponent], v);
                if (r < g) {
                    b.capture(-1, v);
                }
                r -= g;
            }
        }
    }

    /** Picks the gems of an indirect capture: every forced gem, then the rest one by one among those left. */
    private void choose(RandomGenerator random) {
        int left = capture.required;
        int free = 0;
        for (int s = 0; s < capture.slots; s++) {
            taken[s] = capture.min[s];
            left -= taken[s];
            free += capture.max[s] - taken[s];
        }
        for (; left > 0; left--) {
            int r = random.nextInt(free);
            for (int s = 0; s < capture.slots; s++) {
                int room = capture.max[s] - taken[s];
                if (r < room) {
                    taken[s]++;
                    break;
                }
                r -= room;
            }
            free--;
        }
    }
}
