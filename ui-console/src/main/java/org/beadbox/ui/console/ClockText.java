package org.beadbox.ui.console;

import java.time.Duration;
import java.util.Locale;
import java.util.function.IntFunction;
import org.beadbox.core.ClockReading;

/**
 * The clocks as the terminal shows them at a person's prompt: each seat's time left, the running
 * one marked, as the other front-ends show them (docs/clocks.md): {@code 4:31}, {@code 1:02:03}
 * over an hour, tenths under ten seconds ({@code 0:09.4}).
 */
final class ClockText {

    private ClockText() {
    }

    /** {@code Clocks (5+3): Red 4:31 ◀  Blue 5:12}, each seat named by {@code seat}. */
    static String line(ClockReading clocks, IntFunction<String> seat) {
        StringBuilder b = new StringBuilder("Clocks (").append(clocks.control()).append("):");
        for (int i = 0; i < clocks.remaining().size(); i++) {
            b.append(i == 0 ? " " : "  ").append(seat.apply(i)).append(' ').append(face(clocks.remaining().get(i)));
            if (i == clocks.running()) {
                b.append(" ◀");
            }
        }
        return b.toString();
    }

    /** A time left: {@code 4:31}, {@code 1:02:03}, {@code 0:09.4}; never negative. */
    static String face(Duration left) {
        long ms = Math.max(0, left.toMillis());
        if (ms < 10_000) {
            return String.format(Locale.ROOT, "0:%02d.%d", ms / 1000, ms % 1000 / 100);
        }
        long s = ms / 1000;
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
