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

    @Test
    @DisplayName("through a real nginx with the docs' files for several nodes: streams land on both nodes, and each hears a seek posted on A")
    void throughNginx() throws Exception {
        java.nio.file.Path folder = java.nio.file.Files.createDirectories(home.resolve("nginx"));
        try (NginxFront nginx = new NginxFront(folder, a.port, b.port);
             SiteNode.Stream one = new SiteNode.Stream(nginx.port, bobCookie);
             SiteNode.Stream two = new SiteNode.Stream(nginx.port, deeCookie)) {
            assertEquals("HTTP/1.1 200 OK", one.status);
            assertEquals("HTTP/1.1 200 OK", two.status);
            one.next("hello");
            two.next("hello");
            assertEquals(1, a.servlet.open(), "nginx sent one stream to each node");
            assertEquals(1, b.servlet.open());
            long id = a.lobby.post(ann, offer(), null);
            assertEquals("seeks " + id, one.next("seeks"));
            assertEquals("seeks " + id, two.next("seeks"));
        }
    }
}
