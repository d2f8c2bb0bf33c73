package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SendBudgetTest {

    @Test
    void framesAreTakenUpToTheLimitAndWrittenOnesGiveRoomBack() {
        SendBudget b = new SendBudget(100);
        assertTrue(b.take(60));
        assertTrue(b.take(40));
        assertFalse(b.take(1), "a frame past the limit is refused");
        assertEquals(100, b.queued(), "a refused frame takes nothing");
        b.written(60);
        assertTrue(b.take(50));
        assertEquals(90, b.queued());
    }

    @Test
    void theDefaultHoldsFiftyOfTheLargestStates() {
        assertTrue(SendBudget.LIMIT >= 50 * 80_000L, "a Challenge state is about 75 000 characters");
    }
}
