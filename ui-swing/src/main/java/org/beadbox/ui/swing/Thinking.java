package org.beadbox.ui.swing;

import org.beadbox.api.Analysis;

/**
 * Which computer seat of a {@link Table} is thinking, and the latest report of the one that
 * thought last (what the side panel's Computer part shows). Event thread, as the table.
 */
final class Thinking {

    private int seat = -1;
    private Analysis analysis;
    private int analysisSeat = -1;

    /** The seat thinking now, or -1. */
    int seat() {
        return seat;
    }

    /** The latest report of the thinking seat, or of the last computer seat that thought; or null. */
    Analysis analysis() {
        return analysis;
    }

    /** The seat whose report {@link #analysis()} is, or -1. */
    int analysisSeat() {
        return analysisSeat;
    }

    /** No seat thinks now (a person's turn, a move played, the match closed or stopped). */
    void none() {
        seat = -1;
    }

    /** The turn went to {@code seat}, a computer's when {@code computer}: its report starts empty. */
    void turn(int seat, boolean computer) {
        this.seat = computer ? seat : -1;
        if (computer) {
            analysis = null;
            analysisSeat = seat;
        }
    }

    /** The seat thinking reported {@code a} (null: nothing yet); whether it was taken. */
    boolean report(int seat, Analysis a) {
        if (seat == this.seat && a != null) {
            analysis = a;
            return true;
        }
        return false;
    }
}
