package org.beadbox.core;

import java.time.Duration;
import java.util.List;

/**
 * A match's clocks at one moment ({@link Match#clocks()}).
 *
 * @param control the game's time control
 * @param remaining each seat's time left at the moment of reading, in seat order; never negative
 * @param running the seat whose clock runs (the seat to move, while it is asked), or -1 when
 *     none runs (the game is over, paused, or between turns)
 */
public record ClockReading(TimeControl control, List<Duration> remaining, int running) {

    /** Copies the list. */
    public ClockReading {
        remaining = List.copyOf(remaining);
    }

    /**
     * A time left as every front-end shows it (the web page's clock.js writes the same):
     * {@code 4:31}, {@code 1:02:03} past an hour, tenths under ten seconds ({@code 0:09.4});
     * never negative.
     *
     * @since 1.7
     */
    public static String face(Duration left) {
        long ms = Math.max(0, left.toMillis());
        if (ms < 10_000) {
            return String.format(java.util.Locale.ROOT, "0:%02d.%d", ms / 1000, ms % 1000 / 100);
        }
        long s = ms / 1000;
        return s >= 3600 ? String.format(java.util.Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(java.util.Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
