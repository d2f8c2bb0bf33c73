package org.beadbox.game.mancala;

import java.util.List;
import org.beadbox.api.IllegalMoveException;

/**
 * Checks the capture part of a move's notation against what the sowing captures, and enters the
 * named gems into the {@link Entry} in canonical order. Its messages say what the capture is and
 * why the named gems do not fit it.
 */
final class Captures {

    private Captures() {
    }

    /**
     * Completes {@code e} (all beads sown) with the gems {@code named}.
     *
     * @throws IllegalMoveException when the named gems do not fit the capture
     */
    static void check(Entry e, boolean marked, List<int[]> named, String quoted) {
        Capture cap = e.capture;
        int n = e.n;
        String mover = Pits.side(e.start.toMove);
        String opponent = Pits.side(1 - e.start.toMove);
        switch (cap.type) {
            case Capture.NONE -> {
                if (marked) {
                    throw new IllegalMoveException(quoted + ": this sowing captures nothing (a capture needs the last bead to be a stone"
                            + " falling into an opponent's pit that held exactly one bead)");
                }
            }
            case Capture.DIRECT -> checkDirect(e, named, quoted);
            default -> {
                if (cap.required == 0) {
                    if (!named.isEmpty()) {
                        throw new IllegalMoveException(quoted + ": there is no gem to take: " + opponent
                                + "'s pits and cup are empty");
                    }
                    return;
                }
                if (named.isEmpty()) {
                    throw new IllegalMoveException(quoted + ": the last stone makes an indirect capture, so " + mover + " must name the "
                            + gems(cap.required) + " to take, e.g. " + e.move().notation().replaceAll("x.*", "") + example(e));
                }
                checkIndirect(e, named, quoted, opponent);
            }
        }
    }

    private static void checkDirect(Entry e, List<int[]> named, String quoted) {
        if (named.isEmpty()) {
            return;
        }
        int n = e.n;
        int[] forced = new int[2 * n * 8];
        StringBuilder what = new StringBuilder();
        int[] dest = e.work.dest[e.pit];
        for (int j = e.beads - e.capture.run; j < e.beads; j++) {
            int p = dest[j];
            for (int v = 1; v <= n; v++) {
                if (Board.gems(e.work.pit[p], v) != 0) {
                    forced[p * 8 + v]++;
                    what.append(what.length() == 0 ? "" : ", ").append(Pits.name(n, p)).append(v);
                }
            }
        }
        for (int[] g : named) {
            if (g[0] < 0 || --forced[g[0] * 8 + g[1]] < 0) {
                throw new IllegalMoveException(quoted + ": a direct capture takes exactly the gem the last stone"
                        + (e.capture.run > 1 ? "s" : "") + " fell on (" + what + "); it has no choice");
            }
        }
        for (int f : forced) {
            if (f != 0) {
                throw new IllegalMoveException(quoted + ": a direct capture takes all of " + what);
            }
        }
    }

    private static void checkIndirect(Entry e, List<int[]> named, String quoted, String opponent) {
        Capture cap = e.capture;
        int n = e.n;
        int[] taken = new int[cap.slots];
        for (int[] g : named) {
            int slot = -1;
            for (int s = 0; s < cap.slots; s++) {
                if (cap.slotPit[s] == g[0] && cap.slotValue[s] == g[1]) {
                    slot = s;
                }
            }
            if (slot < 0) {
                throw new IllegalMoveException(quoted + ": " + missing(e, g, opponent));
            }
            if (++taken[slot] > cap.max[slot]) {
                throw new IllegalMoveException(quoted + ": " + where(n, g[0], opponent) + " holds only " + cap.max[slot]
                        + " " + Pits.kind(g[1]) + " gem" + (cap.max[slot] > 1 ? "s" : ""));
            }
        }
        if (named.size() != cap.required) {
            throw new IllegalMoveException(quoted + ": this capture takes " + gems(cap.required) + ", not " + named.size());
        }
        for (int s = 0; s < cap.slots; s++) {
            if (taken[s] < cap.min[s]) {
                throw new IllegalMoveException(quoted + ": " + opponent + "'s pits hold fewer gems than the capture takes, so it"
                        + " takes every gem in them" + (cap.slotPit[s] < 0 ? " and every gem in his cup" : "")
                        + "; e.g. " + e.move().notation().replaceAll("x.*", "") + example(e));
            }
        }
        for (int s = 0; s < cap.slots; s++) {
            for (int t = 0; t < taken[s]; t++) {
                e.step(cap.stepName(s, n));
            }
        }
        if (!e.complete()) {
            throw new IllegalStateException("a checked capture did not complete " + quoted + ": " + e.problem);
        }
    }

    private static String missing(Entry e, int[] g, String opponent) {
        int n = e.n;
        Capture cap = e.capture;
        boolean pitsSuffice = true;
        for (int s = 0; s < cap.slots; s++) {
            pitsSuffice &= cap.slotPit[s] >= 0 && cap.min[s] == 0;
        }
        if (g[0] >= 0 && e.start.owner(g[0]) == e.start.toMove) {
            return Pits.name(n, g[0]) + " is " + Pits.side(e.start.toMove) + "'s own pit: gems are taken from " + opponent + "'s pits";
        }
        if (g[0] < 0 && pitsSuffice) {
            return "gems come from " + opponent + "'s cup only when his pits hold too few; here they hold enough";
        }
        return where(n, g[0], opponent) + " holds no " + Pits.kind(g[1]) + " gem" + (g[0] >= 0 ? " after the sowing" : "");
    }

    private static String where(int n, int pit, String opponent) {
        return pit < 0 ? opponent + "'s cup" : "pit " + Pits.name(n, pit);
    }

    private static String gems(int k) {
        return k == 1 ? "1 gem" : k + " gems";
    }

    /** A valid capture suffix for the entry's sowing: the first choice in order. */
    private static String example(Entry e) {
        Capture cap = e.capture;
        int[] taken = new int[32];
        cap.unrank(0, taken);
        return MancalaMove.of(e.n, e.pit, e.order, cap, taken).notation().replaceAll("^[^x]*", "");
    }
}
