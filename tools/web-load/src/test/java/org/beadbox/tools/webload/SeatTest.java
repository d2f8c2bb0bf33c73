package org.beadbox.tools.webload;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class SeatTest {

    @Test
    void thePauseBeforeAMoveVariesFromHalfToOneAndAHalfTimesTheThinkTime() {
        Seat seat = new Seat(3, 1, 7, new Figures(new String[] {"g", "g", "g", "g"}), null, 300);
        TreeSet<Long> pauses = new TreeSet<>();
        for (int i = 0; i < 1000; i++) {
            pauses.add(seat.pause());
        }
        assertTrue(pauses.first() >= 150 && pauses.last() <= 450, pauses.first() + " to " + pauses.last());
        assertTrue(pauses.first() < 200 && pauses.last() > 400, "spread over the range: " + pauses.first() + " to " + pauses.last());
    }
}
