package org.beadbox.ui.web;

import java.time.Duration;
import org.beadbox.core.Match;

/**
 * The first move's window of the tables this front-end opens: {@link Match#DEFAULT_FIRST_MOVE_WINDOW}
 * (3 minutes), unless the framework property {@link #PROPERTY} (a {@code -D} of the launcher)
 * shortens it. That is for the browser tests only, which cannot wait 3 minutes for an abort
 * (docs/browser-tests.md, {@code ClockIT}).
 */
final class FirstMoveWindow {

    /** The window in milliseconds, a positive number. */
    static final String PROPERTY = "beadbox.web.first-move-window-ms";

    private FirstMoveWindow() {
    }

    /** The window {@code millis} names (a positive number of milliseconds), else the default, said on stderr if it was wrong. */
    static Duration of(String millis) {
        if (millis == null || millis.isBlank()) {
            return Match.DEFAULT_FIRST_MOVE_WINDOW;
        }
        try {
            long ms = Long.parseLong(millis.trim());
            if (ms > 0) {
                return Duration.ofMillis(ms);
            }
        } catch (NumberFormatException e) {
            // said below
        }
        System.err.println("Beadbox: " + PROPERTY + "=" + millis + " is not a positive number of milliseconds: the first move's window stays "
                + Match.DEFAULT_FIRST_MOVE_WINDOW.toMinutes() + " minutes");
        return Match.DEFAULT_FIRST_MOVE_WINDOW;
    }
}
