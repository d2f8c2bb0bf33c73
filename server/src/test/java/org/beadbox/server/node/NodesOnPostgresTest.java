package org.beadbox.server.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The same tests on the distribution's PostgreSQL, and one that stops its own PostgreSQL under a node. */
@DisplayName("Nodes, leases and health on PostgreSQL")
class NodesOnPostgresTest extends NodesDatabaseTest {

    @Override
    String database(Path home) {
        return Postgres.shared().newDatabase();
    }

    @Test
    @DisplayName("PostgreSQL stopped under a serving node: its health turns 503 'unreachable', and it keeps running")
    void postgresStops() throws Exception {
        try (Postgres own = Postgres.start()) {
            String url = own.newDatabase();
            Database db = new Database(new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty()), home);
            Node node = new Node(db, "solo", "127.0.0.1:1", new Node.Timing(Duration.ofMillis(200), Duration.ofMillis(1000)), System::nanoTime);
            try {
                node.start();
                assertTrue(node.health().ready(), node.health().toString());
                own.close();
                long deadline = System.currentTimeMillis() + 30_000;
                while (node.health().ready() && System.currentTimeMillis() < deadline) {
                    Thread.sleep(100);
                }
                Health h = node.health();
                assertFalse(h.ready(), h.toString());
                assertEquals("unreachable", h.database());
                assertEquals(503, h.status());
                assertEquals("serving", h.state(), "it is not stopping: it waits for the database to come back");
            } finally {
                node.stop();
                db.close();
            }
        }
    }
}
