package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.beadbox.server.events.Events;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The lobby across two nodes on PostgreSQL")
class LobbyAcrossNodesOnPostgresTest extends LobbyAcrossNodesTest {

    @Override
    String database(Path home) {
        return Postgres.shared().newDatabase();
    }

    @Test
    @DisplayName("node B's listening connection killed: its pages are told to resync, and hear A's next seek")
    void listenerKilled() throws Exception {
        try (SiteNode.Stream bobs = b.stream(bobCookie)) {
            bobs.next("hello");
            try (Connection c = a.db.dataSource().getConnection(); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity"
                         + " WHERE datname = current_database() AND query = 'LISTEN " + Events.CHANNEL + "'")) {
                r.next();
                assertTrue(r.getInt(1) >= 1);
            }
            assertEquals("resync ", bobs.next("resync"));
            long id = a.lobby.post(ann, offer(), null);
            assertEquals("seeks " + id, bobs.next("seeks"));
        }
    }
}
