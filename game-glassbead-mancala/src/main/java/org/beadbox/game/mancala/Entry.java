package org.beadbox.game.mancala;

import java.util.ArrayList;
import java.util.List;

/**
 * A move being entered step by step — the pit, the kind of each bead in turn, the gems an
 * indirect capture takes — checked at every step against the rules without listing the legal
 * moves. It knows the board as sown so far, the beads still in the hand and the next steps that
 * can still lead to a legal move. Used for {@code nextSteps}, {@code moveOf}, {@code draw},
 * {@code parseMove} and {@code play}.
 */
final class Entry {

    final Board start;
    final int n;
    /** The board with the pit emptied and the beads placed so far. */
    final Board work;
    final Capture capture = new Capture();
    /** The beads still in the hand, by kind. */
    final int[] hand = new int[7];
    int pit = -1;
    int beads;
    byte[] order = new byte[0];
    int placed;
    final int[] taken = new int[32];
    int frontier = -1;
    int picked;
    /** Why the steps so far start no legal move, or null. */
    String problem;

    Entry(Board b) {
        start = b;
        n = b.n;
        work = b.copy();
        if (b.over()) {
            problem = "the game is over: " + Pits.side(b.toMove) + " has no beads to sow";
        }
    }

    /** An entry walked through {@code steps}; check {@link #problem}. */
    static Entry of(Board b, List<String> steps) {
        Entry e = new Entry(b);
        for (String s : steps) {
            if (!e.step(s)) {
                break;
            }
        }
        return e;
    }

    /** Enters one step; false (and {@link #problem} set) if it leads to no legal move. */
    boolean step(String s) {
        if (problem != null) {
            return false;
        }
        if (pit < 0) {
            choosePit(s);
        } else if (placed < beads) {
            drop(s);
        } else {
            take(s);
        }
        return problem == null;
    }

    private void choosePit(String s) {
        int p = s.length() == 1 ? Pits.index(n, s.charAt(0)) : -1;
        int mover = start.toMove;
        if (p < 0) {
            problem = "'" + s + "' is not a pit: the pits are " + Pits.letters(n, 0) + " (South) and " + Pits.letters(n, 1) + " (North)";
        } else if (start.owner(p) != mover) {
            problem = s + " is " + Pits.side(1 - mover) + "'s pit, and " + Pits.side(mover) + " is to move";
        } else if (start.count[p] == 0) {
            problem = "pit " + s + " is empty";
        } else if ((start.allowedPits() & 1 << (p % n)) == 0) {
            problem = Pits.side(1 - mover) + " has no beads left, so " + Pits.side(mover)
                    + " must feed him: sow from a pit whose beads reach his row (" + String.join(", ", pitSteps()) + ")";
        } else {
            pit = p;
            beads = work.takeAll(p, hand);
            order = new byte[beads];
        }
    }

    private void drop(String s) {
        int kind = s.length() == 1 ? s.charAt(0) - '0' : -1;
        if (kind < 0 || kind > n) {
            problem = "'" + s + "' is not a bead: 0 is a stone, 1–" + n + " the gem of that value";
        } else if (hand[kind] == 0) {
            problem = "the hand holds no " + Pits.kind(kind) + " to sow into " + Pits.name(n, work.dest[pit][placed]);
        } else {
            hand[kind]--;
            order[placed] = (byte) kind;
            work.add(work.dest[pit][placed], kind);
            placed++;
            if (placed == beads) {
                capture.analyze(work, pit, order, beads);
            }
        }
    }

    private void take(String s) {
        if (capture.type != Capture.INDIRECT || picked == capture.required) {
            problem = "the move is complete: there is nothing more to take than " + (picked == 0 ? "that" : "the gems chosen");
            return;
        }
        int slot = capture.slotOf(s, n);
        if (slot < 0 || !capture.canExtend(taken, frontier, picked, slot)) {
            problem = "'" + s + "' is not a gem that can be taken here; choose one of " + String.join(" ", nextSteps());
            return;
        }
        taken[slot]++;
        frontier = slot;
        picked++;
    }

    /** Whether the steps make a complete legal move. */
    boolean complete() {
        return problem == null && pit >= 0 && placed == beads && (capture.type != Capture.INDIRECT || picked == capture.required);
    }

    /** The distinct next steps, in the order of the legal moves. */
    List<String> nextSteps() {
        List<String> out = new ArrayList<>();
        if (problem != null) {
            return out;
        }
        if (pit < 0) {
            return pitSteps();
        }
        if (placed < beads) {
            for (int k = 0; k <= n; k++) {
                if (hand[k] > 0) {
                    out.add(Integer.toString(k));
                }
            }
        } else if (capture.type == Capture.INDIRECT && picked < capture.required) {
            for (int s = Math.max(frontier, 0); s < capture.slots; s++) {
                if (capture.canExtend(taken, frontier, picked, s)) {
                    out.add(capture.stepName(s, n));
                }
            }
        }
        return out;
    }

    private List<String> pitSteps() {
        List<String> out = new ArrayList<>();
        int mask = start.allowedPits();
        for (int i = 0; i < n; i++) {
            if ((mask & 1 << i) != 0) {
                out.add(Pits.name(n, start.toMove * n + i));
            }
        }
        return out;
    }

    /** The complete move entered. */
    MancalaMove move() {
        return MancalaMove.of(n, pit, order, capture, capture.type == Capture.INDIRECT ? taken : null);
    }

    /** The board after the complete move, the other side to move. */
    Board after() {
        Board b = work.copy();
        if (capture.type == Capture.DIRECT) {
            capture.takeDirect(b, pit, beads);
        } else if (capture.type == Capture.INDIRECT) {
            capture.takeChosen(b, taken);
        }
        b.toMove ^= 1;
        return b;
    }
}
