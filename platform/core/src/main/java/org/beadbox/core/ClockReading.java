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
}
