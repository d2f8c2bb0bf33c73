package org.beadbox.ui.web;

import java.util.Set;
import java.util.TreeSet;

/**
 * A request to take back moves that other seats must accept: who asked (the seat to play again),
 * at which move, and the seats whose answer is still awaited. One at a time per table; a move
 * played meanwhile cancels it.
 */
final class UndoVote {

    private int seat = -1;
    private int ply;
    private final Set<Integer> waiting = new TreeSet<>();

    /** Whether a request is open. */
    synchronized boolean open() {
        return seat >= 0;
    }

    /** Opens a request by {@code seat} at move {@code ply}, awaiting {@code others}. False when one is open. */
    synchronized boolean ask(int seat, int ply, Set<Integer> others) {
        if (this.seat >= 0) {
            return false;
        }
        this.seat = seat;
        this.ply = ply;
        waiting.clear();
        waiting.addAll(others);
        return true;
    }

    synchronized int seat() {
        return seat;
    }

    synchronized Set<Integer> waiting() {
        return Set.copyOf(waiting);
    }

    /** The seats among {@code held} whose answer is awaited. */
    synchronized Set<Integer> asked(Set<Integer> held) {
        Set<Integer> s = new TreeSet<>(waiting);
        s.retainAll(held);
        return s;
    }

    /**
     * Records that {@code seats} accept.
     *
     * @return the seat to undo to when every seat has now accepted and the game is still at the
     *     move the request was made at; -1 otherwise (the request stays open while answers are awaited)
     */
    synchronized int accept(Set<Integer> seats, int plyNow) {
        waiting.removeAll(seats);
        if (!waiting.isEmpty()) {
            return -1;
        }
        int s = plyNow == ply ? seat : -1;
        clear();
        return s;
    }

    /** Closes the request; returns the seat that had asked, or -1 when none was open. */
    synchronized int clear() {
        int s = seat;
        seat = -1;
        waiting.clear();
        return s;
    }
}
