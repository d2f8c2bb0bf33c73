package org.beadbox.ui.swing;

import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;

/**
 * Taking moves back and playing them again at a {@link Table}: whether it may, and to which
 * person's turn (the last position where a person was to move, or one move when all are people).
 * Never online. Event thread, as the table.
 */
final class TakeBack {

    private final Match match;
    private final HumanPlayer[] humans; // the table's own array: a seat taken over shows here
    private final History history;
    private final OnlineState online;

    TakeBack(Match match, HumanPlayer[] humans, History history, OnlineState online) {
        this.match = match;
        this.humans = humans;
        this.history = history;
        this.online = online;
    }

    /** Whether a move can be taken back now. */
    boolean canUndo(boolean closed) {
        return !closed && !online.isOnline() && match.canUndo() && !TableEnding.resigned(history)
                && Seats.undoSeat(humans, history.states(), history.moves()) != Integer.MIN_VALUE;
    }

    /** Whether a taken-back move can be played again now. */
    boolean canRedo(boolean closed) {
        return !closed && !online.isOnline() && match.canRedo();
    }

    /** The seat {@link #undo} takes back to (negative: one move), or {@link Integer#MIN_VALUE} when it may not. */
    int undoSeat(boolean closed) {
        int seat = Seats.undoSeat(humans, history.states(), history.moves());
        return closed || online.isOnline() ? Integer.MIN_VALUE : seat;
    }

    /** Takes back moves to {@code seat}'s turn, as {@link #undoSeat} said. */
    void undo(int seat) {
        if (seat < 0) {
            match.undo();
        } else {
            match.undo(seat);
        }
    }

    /** Whether moves may be played again (checked before {@link #redo}). */
    boolean mayRedo(boolean closed) {
        return !closed && !online.isOnline();
    }

    /** Plays taken-back moves again, up to the next time a person is to move. */
    void redo() {
        int seat = Seats.soleHuman(humans);
        if (seat >= 0) {
            match.redo(seat);
        } else {
            match.redo();
        }
    }
}
