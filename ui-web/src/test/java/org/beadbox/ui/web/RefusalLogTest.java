package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A flood of over-long requests cannot flood the console. */
class RefusalLogTest {

    @Test
    @DisplayName("1,000 refusals of 9 KB addresses give 3 lines, each cut to a short one with the control characters escaped")
    void flood() {
        List<String> lines = new ArrayList<>();
        RefusalLog log = new RefusalLog(lines::add);
        String request = "GET /\u001b[2J" + "a".repeat(9 * 1024);
        for (int i = 0; i < 1_000; i++) {
            log.refused("192.0.2.7", request, request.length() - 4);
        }
        assertEquals(RefusalLog.BURST, lines.size(), lines.toString());
        for (String l : lines) {
            assertTrue(l.length() < 200, l.length() + ": " + l);
            assertTrue(l.startsWith("beadbox web: refused a " + (request.length() - 4) + "-character address from 192.0.2.7: GET /\\u001b[2Jaaa"), l);
            assertTrue(l.endsWith("a…"), l);
            assertTrue(l.chars().noneMatch(c -> c < 0x20), "no control character: " + l);
        }
    }
}
