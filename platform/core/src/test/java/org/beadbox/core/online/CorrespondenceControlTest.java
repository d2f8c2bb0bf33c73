package org.beadbox.core.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class CorrespondenceControlTest {

    private static final Instant TURN = Instant.parse("2026-11-27T08:00:00Z");

    @Test
    void aMoveIsDueTheGivenDaysAfterTheTurnBegan() {
        CorrespondenceControl three = CorrespondenceControl.parse("3d");
        assertEquals(Instant.parse("2026-11-30T08:00:00Z"), three.due(TURN));
        assertFalse(three.overdue(TURN, TURN.plus(Duration.ofDays(3)).minusSeconds(1)));
        assertTrue(three.overdue(TURN, TURN.plus(Duration.ofDays(3))));
        assertEquals(Duration.ofHours(1), three.left(TURN, three.due(TURN).minus(Duration.ofHours(1))));
        assertEquals(Duration.ZERO, three.left(TURN, TURN.plus(Duration.ofDays(30))));
    }

    @Test
    void readsWhatItWrites() {
        for (int d : new int[] {1, 2, 3, 7, 14}) {
            CorrespondenceControl c = new CorrespondenceControl(d);
            assertEquals(c, CorrespondenceControl.parse(c.toString()));
        }
        assertEquals(new CorrespondenceControl(7), CorrespondenceControl.parse(" 7 "));
    }

    @Test
    void refusesDaysOutsideOneToFourteenWithTheRangeNamed() {
        for (String bad : new String[] {"0d", "15d", "-1"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CorrespondenceControl.parse(bad));
            assertTrue(e.getMessage().contains("1 to 14 days"), e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CorrespondenceControl.parse("soon"));
        assertTrue(e.getMessage().contains("write the days a move, 1 to 14"), e.getMessage());
    }
}
