package org.beadbox.game.mancala;

/**
 * What a sowing captures, and the mover's choices: reusable scratch for the engine. After {@link
 * #analyze} it knows the capture's type and run length and, for an indirect capture, the gems
 * that may be taken as "slots" in canonical order — the opponent's pits in sowing order (values
 * high to low), then his cup (values high to low) — each with the least and most that must or may
 * be taken, and the number of distinct choices. Choices are ranked in the lexicographic order of
 * their step paths: taking more of an earlier slot comes first.
 */
final class Capture {

    static final int NONE = 0;
    static final int DIRECT = 1;
    static final int INDIRECT = 2;

    private static final int MAX_SLOTS = 32;
    private static final int MAX_REQUIRED = 16;

    int type;
    /** The number of pits in the capturing run. */
    int run;
    /** The number of slots of an indirect capture. */
    int slots;
    final int[] slotPit = new int[MAX_SLOTS];
    final int[] slotValue = new int[MAX_SLOTS];
    final int[] min = new int[MAX_SLOTS];
    final int[] max = new int[MAX_SLOTS];
    /** How many gems an indirect capture takes in all. */
    int required;
    /** The counts of completions per slot and gems still to take, made by the first indirect capture's {@link #ways}. */
    private long[][] suffix;

    /**
     * Works out the capture of the sowing of {@code seq[0..c-1]} from pit {@code p}, on a board that
     * already holds the sown beads. Returns the number of distinct capture choices (1 when there is
     * no choice).
     */
    long analyze(Board b, int p, byte[] seq, int c) {
        if (findRun(b, p, seq, c) != INDIRECT) {
            return 1;
        }
        collectSlots(b, 1 - b.owner(p));
        return ways();
    }

    /** Sets {@link #type} and {@link #run} only, without the choices of an indirect capture; returns the type. */
    int findRun(Board b, int p, byte[] seq, int c) {
        type = NONE;
        slots = 0;
        required = 0;
        run = 0;
        if (c == 0 || seq[c - 1] != 0) {
            return NONE;
        }
        int mover = b.owner(p);
        int[] dest = b.dest[p];
        int last = dest[c - 1];
        if (b.owner(last) == mover || b.count[last] != 2) {
            return NONE;
        }
        boolean indirect = Board.stones(b.pit[last]) == 2;
        run = 1;
        for (int j = c - 2; j >= 0; j--) {
            int e = dest[j];
            if (seq[j] != 0 || b.owner(e) == mover || b.count[e] != 2 || (Board.stones(b.pit[e]) == 2) != indirect) {
                break;
            }
            run++;
        }
        type = indirect ? INDIRECT : DIRECT;
        return type;
    }

    private void collectSlots(Board b, int opponent) {
        int n = b.n;
        int inPits = b.gemsInRow(opponent);
        boolean takeAllPits = inPits < run;
        for (int i = opponent * n, end = i + n; i < end; i++) {
            for (int v = n; v >= 1; v--) {
                int g = Board.gems(b.pit[i], v);
                if (g > 0) {
                    addSlot(i, v, takeAllPits ? g : 0, g);
                }
            }
        }
        if (!takeAllPits) {
            required = run;
            return;
        }
        int inCup = b.cupGems(opponent);
        int fromCup = Math.min(run - inPits, inCup);
        required = inPits + fromCup;
        for (int v = n; v >= 1; v--) {
            int g = Board.gems(b.cup[opponent], v);
            if (g > 0) {
                addSlot(-1, v, fromCup == inCup ? g : 0, g);
            }
        }
    }

    private void addSlot(int pit, int value, int least, int most) {
        slotPit[slots] = pit;
        slotValue[slots] = value;
        min[slots] = least;
        max[slots] = most;
        slots++;
    }

    private long ways() {
        if (suffix == null) {
            suffix = new long[MAX_SLOTS + 1][MAX_REQUIRED + 1];
        }
        long[] tail = suffix[slots];
        java.util.Arrays.fill(tail, 0, required + 1, 0);
        tail[0] = 1;
        for (int s = slots - 1; s >= 0; s--) {
            long[] next = suffix[s + 1];
            long[] here = suffix[s];
            for (int r = 0; r <= required; r++) {
                long sum = 0;
                for (int t = min[s], top = Math.min(max[s], r); t <= top; t++) {
                    sum += next[r - t];
                }
                here[r] = sum;
            }
        }
        return suffix[0][required];
    }

    /** The choice of rank {@code rank}, as a count per slot in {@code taken}. */
    void unrank(long rank, int[] taken) {
        int r = required;
        for (int s = 0; s < slots; s++) {
            for (int t = Math.min(max[s], r); t >= min[s]; t--) {
                long w = suffix[s + 1][r - t];
                if (rank < w) {
                    taken[s] = t;
                    r -= t;
                    break;
                }
                rank -= w;
            }
        }
    }

    /** The rank of a complete, valid choice. */
    long rank(int[] taken) {
        long rank = 0;
        int r = required;
        for (int s = 0; s < slots; s++) {
            for (int t = Math.min(max[s], r); t > taken[s]; t--) {
                rank += suffix[s + 1][r - t];
            }
            r -= taken[s];
        }
        return rank;
    }

    /**
     * Whether a choice entered in slot order, holding {@code taken[s]} of each slot up to {@code
     * frontier} (the slot of the last gem picked, -1 for none) with {@code picked} gems in all, can
     * take one gem of slot {@code s} next and still be completed.
     */
    boolean canExtend(int[] taken, int frontier, int picked, int s) {
        if (s < frontier || s >= slots) {
            return false;
        }
        if (frontier >= 0 && s > frontier && taken[frontier] < min[frontier]) {
            return false;
        }
        for (int q = Math.max(frontier + 1, 0); q < s; q++) {
            if (min[q] > 0) {
                return false;
            }
        }
        int have = (s == frontier ? taken[s] : 0) + 1;
        if (have > max[s]) {
            return false;
        }
        int rest = required - picked - 1;
        for (int extra = Math.max(0, min[s] - have); extra <= max[s] - have && extra <= rest; extra++) {
            if (suffix[s + 1][rest - extra] > 0) {
                return true;
            }
        }
        return false;
    }

    /** Takes the gems of a direct capture: the single gem of each pit of the run. */
    void takeDirect(Board b, int p, int c) {
        int[] dest = b.dest[p];
        for (int j = c - run; j < c; j++) {
            int e = dest[j];
            for (int v = 1; v <= b.n; v++) {
                if (Board.gems(b.pit[e], v) != 0) {
                    b.capture(e, v);
                    break;
                }
            }
        }
    }

    /** Takes the chosen gems of an indirect capture. */
    void takeChosen(Board b, int[] taken) {
        for (int s = 0; s < slots; s++) {
            for (int t = 0; t < taken[s]; t++) {
                b.capture(slotPit[s], slotValue[s]);
            }
        }
    }

    /** The slot a capture step ({@code xa5}, {@code x5}) names, or -1. */
    int slotOf(String step, int n) {
        for (int s = 0; s < slots; s++) {
            if (step.equals(stepName(s, n))) {
                return s;
            }
        }
        return -1;
    }

    /** The step that takes one gem of slot {@code s}: {@code xa5} from a pit, {@code x5} from the cup. */
    String stepName(int s, int n) {
        return slotPit[s] < 0 ? "x" + slotValue[s] : "x" + Pits.name(n, slotPit[s]) + slotValue[s];
    }
}
