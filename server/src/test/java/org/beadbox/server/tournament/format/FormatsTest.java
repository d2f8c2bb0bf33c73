package org.beadbox.server.tournament.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Bad settings get a message that names the problem and the accepted values. */
class FormatsTest {

    private static String refused(String id, int seats, int rounds, String rule) {
        return assertThrows(IllegalArgumentException.class, () -> Formats.of(id, seats, rounds, rule)).getMessage();
    }

    @Test
    @DisplayName("each format has its id, seats and rounds")
    void formats() {
        assertEquals("swiss", Formats.of("swiss", 2, 6, null).id());
        assertEquals(6, Formats.of("swiss", 2, 6, null).rounds(64));
        assertEquals("double-round-robin", Formats.of("double-round-robin", 4, 0, null).id());
        assertEquals(4, Formats.of("double-round-robin", 4, 0, null).seats());
        assertEquals(6, Formats.of("knockout", 2, 0, "higher-seed").rounds(64));
        assertEquals(14, Formats.of("double-round-robin", 2, 0, null).rounds(7));
        assertEquals(2, Formats.of("knockout", 2, 0, null).minEntrants());
        assertEquals(3, Formats.of("round-robin", 3, 0, null).minEntrants());
    }

    @Test
    @DisplayName("bad settings are refused with a message naming what to give")
    void refusals() {
        assertTrue(refused("league", 2, 0, null).contains("round-robin, double-round-robin, swiss, knockout"));
        assertTrue(refused("round-robin", 5, 0, null).contains("2, 3 or 4 seats"));
        assertTrue(refused("swiss", 3, 5, null).contains("round-robin"));
        assertTrue(refused("swiss", 2, 0, null).contains("1 to 30 rounds"));
        assertTrue(refused("knockout", 2, 0, "coin").contains("tiebreak-game, higher-seed, second-seat"));
        assertTrue(refused("knockout", 2, 0, "tiebreak-game:0").contains("1 to 9"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Entrant(" ", 1500, false)).getMessage()
                .contains("name"));
    }
}
