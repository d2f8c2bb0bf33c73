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
    private final int[] kinds = new int[7];
    private final byte[] order;
    private final Capture capture = new Capture();
    private final int[] taken = new int[32];
    private int lastCount;

    RandomPlay(int n) {
        this.n = n;
        this.order = new byte[4 * n + 1];
    }

    /** A random legal move of {@code start}, which is not over. */
    MancalaMove sample(Board start, RandomGenerator random) {
        Board b = start.copy();
        int p = sow(b, random, true);
        int c = start.count[p];
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

    /** Empties a random allowed pit of the mover on {@code b}, sows its beads in a random order and analyses the capture. */
    private int sow(Board b, RandomGenerator random, boolean full) {
        int mask = b.allowedPits();
        int pick = random.nextInt(Integer.bitCount(mask));
        for (int k = 0; k < pick; k++) {
            mask &= mask - 1;
        }
        int p = b.toMove * n + Integer.numberOfTrailingZeros(mask);
        int c = b.takeAll(p, kinds);
        shuffle(c, random);
        int[] dest = b.dest[p];
        int[] pits = b.pit;
        int[] counts = b.count;
        int south = 0;
        for (int i = 0; i < c; i++) {
            int d = dest[i];
            pits[d] += Board.UNIT[order[i]];
            counts[d]++;
            if (d < n) {
                south++;
            }
        }
        b.rowCount[0] += south;
        b.rowCount[1] += c - south;
        b.gemsInPits += c - kinds[0];
        lastCount = c;
        if (full) {
            capture.analyze(b, p, order, c);
        } else {
            capture.findRun(b, p, order, c);
        }
        return p;
    }

    /**
     * Fills {@code order[0..c-1]} with the beads of {@code kinds} in a random order (inside-out Fisher–Yates), drawing
     * two bounded numbers from each random long by multiply-shift; the bias is below 2^-26 and harmless for playouts.
     */
    private void shuffle(int c, RandomGenerator random) {
        int j = 0;
        long bits = 0;
        for (int k = 0; k <= n; k++) {
            for (int t = kinds[k]; t > 0; t--, j++) {
                if ((j & 1) == 0) {
                    bits = random.nextLong();
                }
                int r = (int) (((bits & 0xFFFFFFFFL) * (j + 1)) >>> 32);
                bits >>>= 32;
                order[j] = order[r];
                order[r] = (byte) k;
            }
        }
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
