package org.beadbox.server.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The same tests on the distribution's PostgreSQL (LISTEN/NOTIFY), and the listening connection killed. */
@DisplayName("Events across nodes on PostgreSQL (LISTEN/NOTIFY)")
class EventsOnPostgresTest extends EventsTest {

    @Override
    String database(Path home) {
        return Postgres.shared().newDatabase();
    }

    @Test
    @DisplayName("the listening connection killed with pg_terminate_backend comes back, resyncs, and hears again")
    void listenerKilled() throws Exception {
        BlockingQueue<Events.Event> heard = new LinkedBlockingQueue<>();
        b.subscribe("seeks", heard::add);
        int killed = terminateListeners();
        assertTrue(killed >= 2, "both nodes' listening connections were found: " + killed);
        Events.Event resync = next(heard);
        assertEquals(new Events.Event("seeks", "", true), resync, "after the reconnect the listener is told to read again");
        assertTrue(b.connected());
        assertEquals(1, b.reconnects());
        a.publish("seeks", "after");
        assertEquals(new Events.Event("seeks", "after", false), next(heard));
    }

    private int terminateListeners() throws Exception {
        try (Connection c = dbA.dataSource().getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity"
                     + " WHERE datname = current_database() AND query = 'LISTEN " + Events.CHANNEL + "'")) {
            r.next();
            return r.getInt(1);
        }
    }
}
