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

    @Test
    @DisplayName("a node killed (its connection closed, its heart stopped) loses its leases at once, long before they would run out")
    void deathHeardAtOnce() throws Exception {
        Node a = slowLeases(dbA, "node-a");
        Node b = slowLeases(dbB, "node-b");
        java.util.List<String> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
        b.onNodeDeath(heard::add);
        try {
            a.start();
            b.start();
            assertTrue(a.leases().claim("t1", "node-a").won());
            await("node-a holds its liveness lock", () -> a.liveness().held());
            Thread.sleep(1500); // node-a beats on: a living node is never judged dead
            assertTrue(a.leases().owner("t1").orElseThrow().running(), "node-a lost its lease while alive");
            a.halt(); // kill -9: the heart stops and the process's connections close
            await("node-b ended node-a's lease", () -> !b.leases().owner("t1").orElseThrow().running());
            assertEquals(java.util.List.of("node-a"), heard);
            assertTrue(b.leases().claim("t1", "node-b").takenOver(), "node-b takes the table over with a new epoch");
        } finally {
            a.stop();
            b.stop();
        }
    }

    @Test
    @DisplayName("a living node whose own liveness connection dropped keeps its leases: its heartbeat says it lives")
    void lockLostWhileBeating() throws Exception {
        Node a = slowLeases(dbA, "node-a");
        Node b = slowLeases(dbB, "node-b");
        try {
            a.start();
            b.start();
            assertTrue(a.leases().claim("t1", "node-a").won());
            await("node-a holds its liveness lock", () -> a.liveness().held());
            a.liveness().stop(); // its lock goes, its heart beats on
            Thread.sleep(2500); // five looks of node-b's
            assertTrue(a.leases().owner("t1").orElseThrow().running(), "node-a lost its lease while beating");
            assertEquals("node-a", a.leases().owner("t1").orElseThrow().node());
        } finally {
            a.stop();
            b.stop();
        }
    }

    /**
     * A node beating every 300 ms whose leases last 30 s: only the liveness lock can end them
     * before a test's 20 s are up.
     */
    private static Node slowLeases(Database db, String name) {
        return new Node(db, name, "127.0.0.1:1", new Node.Timing(Duration.ofMillis(300), Duration.ofSeconds(30)), System::nanoTime);
    }

    private static void await(String what, java.util.function.BooleanSupplier done) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 20_000;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within 20 s: " + what);
            }
            Thread.sleep(50);
        }
    }
}
