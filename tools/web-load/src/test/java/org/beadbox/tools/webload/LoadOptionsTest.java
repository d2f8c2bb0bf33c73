package org.beadbox.tools.webload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LoadOptionsTest {

    @Test
    void defaultsAreTwoHundredTablesOfTheThreeGamesOnLoopback() {
        LoadOptions o = LoadOptions.parse(new String[0]);
        assertEquals(200, o.tables());
        assertEquals(List.of("glassbead-challenge", "glassbead-mancala", "beadmaster"), o.games());
        assertEquals("127.0.0.1", o.host());
        assertEquals("1g", o.serverHeap());
        assertEquals(30, o.warmupSeconds());
        assertEquals(8, o.clients());
        assertEquals(0, o.staggerSeconds());
    }

    @Test
    void warmUpClientsAndStaggerAreTaken() {
        LoadOptions o = LoadOptions.parse(new String[] {"--warmup", "0", "--clients", "1", "--stagger", "20"});
        assertEquals(0, o.warmupSeconds());
        assertEquals(1, o.clients());
        assertEquals(20, o.staggerSeconds());
        assertThrows(IllegalArgumentException.class, () -> LoadOptions.parse(new String[] {"--clients", "0"}));
    }

    @Test
    void shortGameNamesAndLoopbackHostsAreTaken() {
        LoadOptions o = LoadOptions.parse(new String[] {"--games", "mancala, beadmaster", "--host", "::1", "--tables", "4"});
        assertEquals(List.of("glassbead-mancala", "beadmaster"), o.games());
        assertEquals(4, o.tables());
        assertTrue(o.host().contains(":"), o.host());
    }

    @Test
    void anotherMachineIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LoadOptions.parse(new String[] {"--host", "192.0.2.7"}));
        assertTrue(e.getMessage().contains("not a loopback address"), e.getMessage());
    }

    @Test
    void badNumbersAreNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LoadOptions.parse(new String[] {"--tables", "many"}));
        assertEquals("--tables many: give a whole number from 1 to 10000", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> LoadOptions.parse(new String[] {"--timeout"}));
        assertThrows(IllegalArgumentException.class, () -> LoadOptions.parse(new String[] {"--server-heap", "lots"}));
        assertEquals("512m", LoadOptions.parse(new String[] {"--server-heap", "512m"}).serverHeap());
    }
}
