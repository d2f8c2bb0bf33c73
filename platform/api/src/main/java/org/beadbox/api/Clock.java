package org.beadbox.api;

import java.time.Duration;

/**
 * When a move is due: a deadline on {@link System#nanoTime()}. A player may answer sooner, and
 * one with its own time setting uses the smaller of the two.
 *
 * @param deadlineNanos the {@code System.nanoTime()} by which the move is due
 */
public record Clock(long deadlineNanos) {

    /** A clock that runs out {@code budget} from now. */
    public static Clock of(Duration budget) {
        return new Clock(System.nanoTime() + budget.toNanos());
    }

    /** A clock that runs out {@code millis} milliseconds from now. */
    public static Clock ofMillis(long millis) {
        return of(Duration.ofMillis(millis));
    }

    /** A clock that never runs out (in practice: in a year). */
    public static Clock unlimited() {
        return of(Duration.ofDays(365));
    }

    /** Milliseconds left, 0 once past the deadline. */
    public long remainingMillis() {
        return Math.max(0, (deadlineNanos - System.nanoTime()) / 1_000_000);
    }

    /** Whether the deadline has passed. */
    public boolean expired() {
        return System.nanoTime() - deadlineNanos >= 0;
    }

    /**
     * The {@code System.nanoTime()} by which to stop when one also wants to spend at most {@code
     * millis} milliseconds from now: the earlier of the two.
     */
    public long deadlineWithin(long millis) {
        long own = System.nanoTime() + millis * 1_000_000L;
        return own - deadlineNanos < 0 ? own : deadlineNanos;
    }
}
