package org.beadbox.core;

import java.time.Duration;
import java.util.Objects;

/**
 * A game's chess-style clock: every seat starts with the same bank of time, its bank runs down
 * only while it is to move, and it gains the increment after each of its moves. A seat whose bank
 * runs out loses on time ({@link Match}). Written as {@code minutes+seconds}: {@code 5+3} is five
 * minutes each and three seconds more after each move.
 *
 * @param initial each seat's bank at the start; positive
 * @param increment added to a seat's bank after each of its moves; zero or more
 */
public record TimeControl(Duration initial, Duration increment) {

    /** The longest bank a control may give: a day. */
    static final Duration MOST = Duration.ofDays(1);

    /** Checks the bank is positive and at most a day, the increment not negative and at most an hour. */
    public TimeControl {
        Objects.requireNonNull(initial, "initial");
        Objects.requireNonNull(increment, "increment");
        if (initial.isNegative() || initial.isZero() || initial.compareTo(MOST) > 0) {
            throw new IllegalArgumentException("a clock's time must be more than 0 and at most 1440 minutes, not " + text(initial));
        }
        if (increment.isNegative() || increment.compareTo(Duration.ofHours(1)) > 0) {
            throw new IllegalArgumentException("a clock's increment must be 0 to 3600 seconds, not " + increment.toSeconds());
        }
    }

    /** {@code minutes} each and {@code seconds} more after each move. */
    public static TimeControl of(long minutes, long seconds) {
        return new TimeControl(Duration.ofMinutes(minutes), Duration.ofSeconds(seconds));
    }

    /**
     * Reads {@code minutes+seconds} ({@code 10+5}, {@code 0.5+2}, {@code 30}: no increment).
     *
     * @throws IllegalArgumentException naming the problem and the form wanted
     */
    public static TimeControl parse(String text) {
        String t = Objects.requireNonNull(text, "text").strip();
        int plus = t.indexOf('+');
        String m = plus < 0 ? t : t.substring(0, plus).strip();
        String s = plus < 0 ? "0" : t.substring(plus + 1).strip();
        try {
            double minutes = Double.parseDouble(m);
            long seconds = Long.parseLong(s);
            if (!(minutes > 0) || minutes > MOST.toMinutes()) {
                throw new IllegalArgumentException("a clock's time must be more than 0 and at most 1440 minutes, not " + m);
            }
            return new TimeControl(Duration.ofMillis(Math.round(minutes * 60_000)), Duration.ofSeconds(seconds));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + org.beadbox.api.Quote.excerpt(t)
                    + "' is not a time control: write minutes+seconds, such as 10+5 (10 minutes each, 5 seconds more a move)");
        }
    }

    /** {@code 10+5}; the form {@link #parse} reads. */
    @Override
    public String toString() {
        return text(initial) + "+" + increment.toSeconds();
    }

    private static String text(Duration d) {
        long ms = d.toMillis();
        return ms % 60_000 == 0 ? Long.toString(ms / 60_000) : Double.toString(ms / 60_000.0);
    }
}
