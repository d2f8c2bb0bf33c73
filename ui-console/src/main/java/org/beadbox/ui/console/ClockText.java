package org.beadbox.ui.console;

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
            b.append(i == 0 ? " " : "  ").append(seat.apply(i)).append(' ').append(ClockReading.face(clocks.remaining().get(i)));
            if (i == clocks.running()) {
                b.append(" ◀");
            }
        }
        return b.toString();
    }
}
