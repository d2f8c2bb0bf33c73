package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.beadbox.core.Match;
import org.junit.jupiter.api.Test;

/** The tests' knob for the first move's window: a positive number of milliseconds, else the 3 minutes. */
class FirstMoveWindowTest {

    @Test
    void aPositiveNumberOfMillisecondsElseTheDefault() {
        assertEquals(Duration.ofMillis(15_000), FirstMoveWindow.of("15000"));
        assertEquals(Duration.ofMillis(400), FirstMoveWindow.of(" 400 "));
        for (String wrong : new String[] {null, "", "0", "-5", "15s", "99999999999999999999"}) {
            assertEquals(Match.DEFAULT_FIRST_MOVE_WINDOW, FirstMoveWindow.of(wrong), String.valueOf(wrong));
        }
    }
}
