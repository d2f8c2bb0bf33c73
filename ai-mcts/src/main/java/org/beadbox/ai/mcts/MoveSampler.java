package org.beadbox.ai.mcts;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.beadbox.api.Move;

/**
 * Draws the moves of a (possibly lazy) move list in random order without repeats, one at a time:
 * a Fisher–Yates shuffle done step by step. Short lists keep a permutation array; long ones (a
 * mancala position may have 10^5 moves) keep only the positions swapped so far, so the list is
 * never copied and memory grows with the moves drawn, not the moves there are.
 */
final class MoveSampler {

    private static final int ARRAY_LIMIT = 1024;

    private final List<Move> moves;
    private int remaining;
    private int[] order;
    private Map<Integer, Integer> swapped;

    MoveSampler(List<Move> moves) {
        this.moves = moves;
        this.remaining = moves.size();
        if (remaining <= ARRAY_LIMIT) {
            order = new int[remaining];
            for (int i = 0; i < remaining; i++) {
                order[i] = i;
            }
        } else {
            swapped = new HashMap<>();
        }
    }

    /** How many moves have not been drawn yet. */
    int remaining() {
        return remaining;
    }

    /** The total number of moves. */
    int size() {
        return moves.size();
    }

    /** A move not drawn before, uniformly among those left. Requires {@code remaining() > 0}. */
    Move next(RandomGenerator random) {
        int i = random.nextInt(remaining);
        int last = --remaining;
        int pick = at(i);
        put(i, at(last));
        return moves.get(pick);
    }

    /** Every move not drawn yet, in no particular order; afterwards none are left. */
    List<Move> drain() {
        List<Move> out = new java.util.ArrayList<>(remaining);
        for (int i = 0; i < remaining; i++) {
            out.add(moves.get(at(i)));
        }
        remaining = 0;
        return out;
    }

    private int at(int i) {
        return order != null ? order[i] : swapped.getOrDefault(i, i);
    }

    private void put(int i, int value) {
        if (order != null) {
            order[i] = value;
        } else {
            swapped.put(i, value);
        }
    }
}
