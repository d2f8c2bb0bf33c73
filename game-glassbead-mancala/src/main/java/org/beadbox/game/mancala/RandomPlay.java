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
        int p = sow(b, random);
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
            int p = sow(b, random);
            if (capture.type == Capture.DIRECT) {
                capture.takeDirect(b, p, lastCount);
            } else if (capture.type == Capture.INDIRECT) {
                choose(random);
                capture.takeChosen(b, taken);
            }
            b.toMove ^= 1;
            plies++;
        }
        return plies;
    }

    /** Empties a random allowed pit of the mover on {@code b}, sows its beads in a random order and analyses the capture. */
    private int sow(Board b, RandomGenerator random) {
        int mask = b.allowedPits();
        int pick = random.nextInt(Integer.bitCount(mask));
        for (int k = 0; k < pick; k++) {
            mask &= mask - 1;
        }
        int p = b.toMove * n + Integer.numberOfTrailingZeros(mask);
        int c = b.takeAll(p, kinds);
        int j = 0;
        for (int k = 0; k <= n; k++) {
            for (int t = kinds[k]; t > 0; t--) {
                order[j++] = (byte) k;
            }
        }
        for (int i = c - 1; i > 0; i--) {
            int r = random.nextInt(i + 1);
            byte tmp = order[i];
            order[i] = order[r];
            order[r] = tmp;
        }
        int[] dest = b.dest[p];
        for (int i = 0; i < c; i++) {
            b.add(dest[i], order[i]);
        }
        lastCount = c;
        capture.analyze(b, p, order, c);
        return p;
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
