package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.beadbox.core.online.Table;
import org.junit.jupiter.api.Test;

/**
 * A hosted table whose host closes its window with the game going on (issue 37 §3.1): the table
 * keeps its file, and asking for it again reopens it at its position with the same links.
 */
class SuspendedTableTest extends AtTables {

    @Test
    void aSuspendedTableKeepsItsFileAndReopensWithTheSameLinks() throws Exception {
        WebTable t = invited("Ann", "Bob");
        String id = t.id();
        String bobsLink = t.seatLink(1).orElseThrow().toString();
        Fixture.Client ann = Fixture.connect(t, false, 0);
        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        Fixture.await("the move on file", () -> tables.store().unfinished().stream().anyMatch(u -> u.record().moves().size() == 1));

        t.suspend("the host closed the table for now");
        assertTrue(t.isClosed());
        assertTrue(Files.exists(SavedTable.file(tables.store().autosaves(), id)), "the table's file is kept");
        // Issue 46 §3: the page is told the table comes back, not that nothing more can be played.
        com.google.gson.JsonObject closed = ann.next("closed");
        assertTrue(closed.has("reopens") && closed.get("reopens").getAsBoolean(), closed.toString());

        Table again = tables.table(id).orElseThrow();
        assertFalse(((WebTable) again).isClosed(), "reopened");
        assertEquals(bobsLink, again.seatLink(1).orElseThrow().toString(), "the same link for Bob");
        assertEquals(1, again.match().moves().size(), "at the position it stood");
    }

    @Test
    void aTableClosedForGoodIsNotReopened() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        t.close("the host closed the game");
        assertFalse(ann.next("closed").has("reopens"), "closed for good: nothing comes back");
        assertTrue(tables.table(t.id()).isEmpty());
    }
}
