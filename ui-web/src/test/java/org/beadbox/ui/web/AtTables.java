package org.beadbox.ui.web;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Setup;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tests at real tables of Take Away, without sockets: a fresh {@link WebTables} over a temporary
 * Beadbox folder for each test ({@link Fixture}), closed after it.
 */
abstract class AtTables {

    @TempDir
    Path home;

    WebTables tables;

    @BeforeEach
    void openTables() {
        tables = new Fixture(home).tables();
    }

    @AfterEach
    void closeTables() {
        tables.deactivate();
    }

    /** A 15-bead table with every seat invited, one seat a name. */
    WebTable invited(String... names) {
        List<SeatRequest> seats = Arrays.stream(names).map(SeatRequest::invite).toList();
        return tables.openTable(TakeAway.ID, new Setup(names.length, Map.of("beads", "15"), 1), seats);
    }
}
