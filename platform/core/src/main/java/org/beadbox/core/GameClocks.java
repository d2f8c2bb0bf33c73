package org.beadbox.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * The banks of a match with a {@link TimeControl}: one per seat, in nanoseconds, of which at most
 * one runs. The {@link Referee} starts a seat's clock when it asks the seat for a move and stops
 * it when the move comes (adding the increment) or the turn is cancelled (undo, pause, a new
 * player: no increment, the time used stays used). Time comes from an injected source of
 * nanoseconds, so that tests move it by hand. Thread-safe: readers are front-ends' threads.
 */
final class GameClocks {

    /** An AI plays a move in a thirtieth of its bank, plus most of the increment. */
    private static final int MOVES_AHEAD = 30;
    /** The least an AI is given, even when its bank is nearly gone. */
    private static final long LEAST_NANOS = 50_000_000L;

    private final TimeControl control;
    private final LongSupplier nanos;
    private final long[] bank;
    private int running = -1;
    private long since;

    /**
     * @param remaining each seat's bank to continue from (a resumed game), or null or empty for
     *     the control's initial time
     * @throws IllegalArgumentException when {@code remaining} does not have one entry per seat
     */
    GameClocks(TimeControl control, List<Duration> remaining, int seats, LongSupplier nanos) {
        this.control = control;
        this.nanos = nanos;
        this.bank = new long[seats];
        if (remaining != null && !remaining.isEmpty() && remaining.size() != seats) {
            throw new IllegalArgumentException("the clock has " + remaining.size() + " times for " + seats + " seats");
        }
        for (int i = 0; i < seats; i++) {
            Duration d = remaining == null || remaining.isEmpty() ? control.initial() : remaining.get(i);
            bank[i] = Math.max(0, d.toNanos());
        }
    }

    TimeControl control() {
        return control;
    }

    /** Starts {@code seat}'s clock (stopping any other without increment). */
    synchronized void start(int seat) {
        stop(false);
        running = seat;
        since = nanos.getAsLong();
    }

    /** Stops the running clock, charging the time since it started, and adds the increment if asked. */
    synchronized void stop(boolean increment) {
        if (running < 0) {
            return;
        }
        long used = nanos.getAsLong() - since;
        bank[running] = Math.max(0, bank[running] - Math.max(0, used));
        if (increment && bank[running] > 0) {
            bank[running] += control.increment().toNanos();
        }
        running = -1;
    }

    /** The seat whose clock runs, or -1. */
    synchronized int running() {
        return running;
    }

    /** Nanoseconds until the running seat's bank is empty (0 or less: it is); Long.MAX_VALUE when none runs. */
    synchronized long untilFlag() {
        return running < 0 ? Long.MAX_VALUE : bank[running] - (nanos.getAsLong() - since);
    }

    /** Whether the running seat's bank is empty. */
    synchronized boolean flagged() {
        return untilFlag() <= 0;
    }

    /** Empties the running seat's bank and stops its clock: it lost on time. */
    synchronized void flag() {
        if (running >= 0) {
            bank[running] = 0;
            running = -1;
        }
    }

    /**
     * How long an AI seat may think for its next move: a thirtieth of its bank plus four fifths of
     * the increment, never more than half its bank, and at least 50 ms.
     */
    synchronized Duration budget(int seat) {
        long b = bank[seat];
        long share = b / MOVES_AHEAD + control.increment().toNanos() * 4 / 5;
        return Duration.ofNanos(Math.max(LEAST_NANOS, Math.min(share, b / 2)));
    }

    /** Each seat's time left now, and which runs. */
    synchronized ClockReading read() {
        List<Duration> out = new ArrayList<>();
        long now = nanos.getAsLong();
        for (int i = 0; i < bank.length; i++) {
            long left = i == running ? bank[i] - (now - since) : bank[i];
            out.add(Duration.ofNanos(Math.max(0, left)));
        }
        return new ClockReading(control, out, running);
    }
}
