package org.beadbox.core;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * When a seat's clock starts, and when a game whose player never comes is aborted
 * (docs/clocks.md): as on lichess, a seat's clock runs only once that seat has made its first
 * move of the game; its first turn is bounded instead by a window ({@link
 * Match#DEFAULT_FIRST_MOVE_WINDOW} unless the builder says otherwise), and a seat that makes no
 * first move within it aborts the game (no result). After a resumed game reopens (a restart), no
 * clock runs until the first move of the new sitting, so nobody loses time while nobody is there;
 * unless the match is built with {@link MatchBuilder#clocksRunAtOnce()} (a server's table taken
 * over by another node: its players are there, and the time without a server was charged to nobody).
 * Used by the {@link Referee} on its thread only; {@link #untilAbort} may be read from any thread.
 */
final class ClockStart {

    private final Duration window;
    private final LongSupplier nanos;
    private boolean movedThisSitting;
    private volatile long abortAt;
    private volatile boolean armed;
    private int waitingSeat = -1;

    /**
     * @param sittingBegun whether the clocks of seats that have moved run from the first turn,
     *                     without waiting for a move of this sitting (a table taken over by another
     *                     server, whose players are still there)
     */
    ClockStart(Duration window, LongSupplier nanos, boolean sittingBegun) {
        this.window = window;
        this.nanos = nanos;
        this.movedThisSitting = sittingBegun;
    }

    /**
     * A turn of {@code seat} begins in {@code history}: whether its clock runs. When the seat has
     * not moved yet in this game the abort window opens instead.
     */
    boolean begin(int seat, History history) {
        armed = false;
        waitingSeat = -1;
        if (!hasMoved(seat, history)) {
            waitingSeat = seat;
            abortAt = nanos.getAsLong() + window.toNanos();
            armed = true;
            return false;
        }
        return movedThisSitting;
    }

    /** A move was played: the sitting has begun, and any abort window is closed. */
    void moved() {
        movedThisSitting = true;
        armed = false;
        waitingSeat = -1;
    }

    /** The turn was cancelled (undo, pause, a new player): its abort window closes with it. */
    void cancelled() {
        armed = false;
        waitingSeat = -1;
    }

    /** Nanoseconds until the open window ends (0 or less: it has), or Long.MAX_VALUE when none is open. */
    long untilAbort() {
        return armed ? abortAt - nanos.getAsLong() : Long.MAX_VALUE;
    }

    /** The seat whose first move is awaited within the window, or -1. */
    int waitingSeat() {
        return armed ? waitingSeat : -1;
    }

    /** The window a seat has for its first move. */
    Duration window() {
        return window;
    }

    /** The reason an aborted match gives: "aborted: Bob made no first move within 3 minutes (no result)". */
    String abortReason(String seatLabel) {
        return "aborted: " + seatLabel + " made no first move within " + words(window) + " (no result)";
    }

    private static boolean hasMoved(int seat, History history) {
        int plies = history.moves().size();
        for (int i = 0; i < plies; i++) {
            if (history.states().get(i).toMove() == seat) {
                return true;
            }
        }
        return false;
    }

    static String words(Duration d) {
        long s = d.toSeconds();
        if (s % 60 == 0 && s >= 60) {
            return s / 60 + (s == 60 ? " minute" : " minutes");
        }
        return s + (s == 1 ? " second" : " seconds");
    }
}
