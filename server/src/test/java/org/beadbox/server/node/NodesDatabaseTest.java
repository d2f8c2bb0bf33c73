package org.beadbox.server.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nodes on one real database, migrated by Flyway as the server does: each "node" opens the
 * database through its own pool (as two processes would), and they race for tables, renew, stop
 * renewing, hand over. H2 ({@link NodesOnH2Test}) and PostgreSQL ({@link NodesOnPostgresTest})
 * run the same tests.
 */
abstract class NodesDatabaseTest {

    /** The JDBC address both nodes open. */
    abstract String database(Path home) throws Exception;

    /** Short, so that the tests wait for a lease to run out in about a second. */
    static final Duration LEASE = Duration.ofMillis(800);

    @TempDir
    Path home;
    Database dbA;
    Database dbB;

    @BeforeEach
    void open() throws Exception {
        String url = database(home);
        dbA = open(url);
        dbB = open(url);
    }

    private Database open(String url) {
        return new Database(new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty()), home);
    }

    @AfterEach
    void close() {
        dbA.close();
        dbB.close();
    }

    @Test
    @DisplayName("two nodes racing for the same tables: exactly one wins each, and both agree who")
    void race() throws Exception {
        TableLeases a = new TableLeases(dbA, Duration.ofSeconds(30));
        TableLeases b = new TableLeases(dbB, Duration.ofSeconds(30));
        int tables = 40;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<TableLeases.Claim>> claims = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                String id = "t" + t;
                // Two claims by each node for every table, all let go at once.
                for (int k = 0; k < 2; k++) {
                    claims.add(pool.submit(() -> { go.await(); return a.claim(id, "node-a"); }));
                    claims.add(pool.submit(() -> { go.await(); return b.claim(id, "node-b"); }));
                }
            }
            go.countDown();
            List<TableLeases.Claim> done = new ArrayList<>();
            for (Future<TableLeases.Claim> f : claims) {
                done.add(f.get());
            }
            for (int t = 0; t < tables; t++) {
                String owner = a.owner("t" + t).orElseThrow().node();
                List<TableLeases.Claim> four = done.subList(t * 4, t * 4 + 4);
                for (int k = 0; k < 4; k++) {
                    String claimant = k % 2 == 0 ? "node-a" : "node-b";
                    TableLeases.Claim c = four.get(k);
                    assertEquals(claimant.equals(owner), c.won(), "table t" + t + ": " + claimant + " got " + c + ", owner " + owner);
                    if (!c.owner().isEmpty()) {
                        assertEquals(owner, c.owner(), "table t" + t + ": every claim names the one owner");
                    }
                }
                assertEquals(1, a.owner("t" + t).orElseThrow().epoch(), "one owner since the start, no change of hands");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    @DisplayName("the loser wins once the winner stops renewing past the lease, and the epoch grows")
    void leaseRunsOut() throws Exception {
        TableLeases a = new TableLeases(dbA, LEASE);
        TableLeases b = new TableLeases(dbB, LEASE);
        assertTrue(a.claim("t1", "node-a").won());
        assertFalse(b.claim("t1", "node-b").won());
        // A keeps renewing past the first lease's end: B still loses.
        for (int i = 0; i < 4; i++) {
            Thread.sleep(LEASE.toMillis() / 2);
            assertEquals(1, a.renew("node-a"));
        }
        TableLeases.Claim lost = b.claim("t1", "node-b");
        assertFalse(lost.won(), "renewed leases hold");
        assertEquals("node-a", lost.owner());
        // A stops renewing (killed): after the lease, B wins.
        Thread.sleep(LEASE.toMillis() + 300);
        assertFalse(a.owner("t1").orElseThrow().running());
        TableLeases.Claim won = b.claim("t1", "node-b");
        assertTrue(won.won(), won.toString());
        assertEquals(2, won.epoch(), "a new owner, a new epoch");
        assertEquals(0, a.renew("node-a"), "A's renewal no longer touches the table it lost");
        assertFalse(a.claim("t1", "node-a").won(), "and A cannot take it back while B renews");
        assertEquals(1, b.renew("node-b"));
        assertEquals(2, b.claim("t1", "node-b").epoch(), "claiming a table it holds renews it, same epoch");
    }

    @Test
    @DisplayName("a clean release hands the table over at once")
    void release() {
        TableLeases a = new TableLeases(dbA, Duration.ofSeconds(30));
        TableLeases b = new TableLeases(dbB, Duration.ofSeconds(30));
        TableLeases.Claim first = a.claim("t1", "node-a");
        assertTrue(first.won() && !first.takenOver(), "a new table's first owner takes nothing over: " + first);
        assertTrue(a.claim("t2", "node-a").won());
        assertFalse(b.claim("t1", "node-b").won());
        assertFalse(b.release("t1", "node-b"), "B cannot release what A holds");
        assertTrue(a.release("t1", "node-a"));
        TableLeases.Claim handed = b.claim("t1", "node-b");
        assertTrue(handed.won() && handed.takenOver(), "no wait for the 30 s lease: " + handed);
        assertEquals(2, handed.epoch(), "a new owner, a new epoch, released or not");
        assertEquals(1, a.releaseAll("node-a"));
        assertEquals(0, a.renew("node-a"), "released leases are not renewed");
        assertTrue(b.claim("t2", "node-b").won());
        assertEquals(2, b.renew("node-b"));
        assertEquals(Optional.empty(), a.owner("t3"));
        assertEquals(0, a.purge(Duration.ZERO), "running leases are kept");
        assertTrue(b.release("t2", "node-b"));
        assertFalse(a.owner("t2").orElseThrow().running());
        assertEquals(1, a.purge(Duration.ZERO), "a lease that ran out is deleted once it is older than asked");
        assertEquals(Optional.empty(), a.owner("t2"));

        // node-b restarts: the new process forgets the old one's leases, and its own next claim is a change of hands.
        TableLeases.Claim before = b.claim("t1", "node-b");
        assertFalse(before.takenOver(), "node-b held t1 already");
        assertEquals(1, b.forget("node-b"));
        assertEquals(0, b.renew("node-b"), "a stray process of the old name renews nothing");
        TableLeases.Claim again = b.claim("t1", "node-b");
        assertTrue(again.won() && again.takenOver(), again.toString());
        assertEquals(before.epoch() + 1, again.epoch());
    }

    @Test
    @DisplayName("the registry: a node is alive while it beats, dead past the deadline, gone at once when it leaves")
    void registry() throws Exception {
        NodeRegistry a = new NodeRegistry(dbA, LEASE);
        NodeRegistry b = new NodeRegistry(dbB, LEASE);
        assertFalse(a.enter("node-a", "127.0.0.1:9001", "i1"));
        assertFalse(b.enter("node-b", "127.0.0.1:9002", "i2"));
        assertEquals(List.of(new NodeRegistry.Entry("node-a", "127.0.0.1:9001", true), new NodeRegistry.Entry("node-b", "127.0.0.1:9002", true)),
                b.all());
        for (int i = 0; i < 3; i++) {
            Thread.sleep(LEASE.toMillis() / 2);
            assertTrue(beats(dbA, a, "node-a", "i1"));
        }
        assertTrue(b.find("node-a").orElseThrow().alive(), "beating");
        assertFalse(b.find("node-b").orElseThrow().alive(), "node-b did not beat for longer than the deadline");
        a.leave("node-a", "i1");
        assertFalse(b.find("node-a").orElseThrow().alive(), "gone at once");
        assertFalse(beats(dbA, a, "node-a", "i1"), "a node that left does not beat");
        // A restart (or a second process) under the same name replaces the first; the first finds out at its next beat.
        assertFalse(b.enter("node-a", "127.0.0.1:9003", "i3"), "node-a had left: nothing to replace");
        assertTrue(a.enter("node-a", "127.0.0.1:9001", "i4"), "i3 was alive: replaced");
        assertFalse(beats(dbB, b, "node-a", "i3"));
        assertEquals("127.0.0.1:9001", b.find("node-a").orElseThrow().address());
        assertEquals(Optional.empty(), b.find("node-c"));
    }

    private static boolean beats(Database db, NodeRegistry registry, String name, String instance) {
        Boolean beat = db.inTransaction(c -> registry.heartbeat(c, name, instance));
        return beat;
    }

    @Test
    @DisplayName("a node's health: ready with its table count; stopping hands its tables over at once and says 503")
    void nodeStops() throws Exception {
        Node.Timing timing = new Node.Timing(Duration.ofMillis(200), Duration.ofMillis(1000));
        Node a = new Node(dbA, "node-a", "127.0.0.1:9001", timing, System::nanoTime);
        Node b = new Node(dbB, "node-b", "127.0.0.1:9002", new Node.Timing(Duration.ofSeconds(10), Duration.ofSeconds(30)), System::nanoTime);
        try {
            a.start();
            b.start();
            assertTrue(a.leases().claim("t1", "node-a").won());
            assertTrue(a.leases().claim("t2", "node-a").won());
            a.beat();
            Health h = a.health();
            assertEquals(new Health("node-a", true, "serving", 2, "ok", h.heartbeatAgeMs(), h.uptimeSeconds()), h);
            assertEquals(200, h.status());
            String json = HealthServlet.json(h);
            assertTrue(json.contains("\"node\":\"node-a\"") && json.contains("\"ready\":true") && json.contains("\"tables\":2")
                    && json.contains("\"database\":\"ok\""), json);
            assertFalse(json.contains("jdbc") || json.contains("t1") || json.contains("instance"), "nothing secret: " + json);
            // Past several of A's beats, its 1 s leases still hold: B cannot take them.
            Thread.sleep(1500);
            assertFalse(b.leases().claim("t1", "node-b").won());
            assertTrue(b.registry().find("node-a").orElseThrow().alive());

            a.stop();
            Health stopping = a.health();
            assertFalse(stopping.ready());
            assertEquals("stopping", stopping.state());
            assertEquals(503, stopping.status());
            assertFalse(b.registry().find("node-a").orElseThrow().alive(), "gone at once, not after the deadline");
            assertTrue(b.leases().claim("t1", "node-b").won(), "handed over at once");
            assertTrue(b.leases().claim("t2", "node-b").won());
        } finally {
            a.stop();
            b.stop();
        }
    }

    @Test
    @DisplayName("the database closed under a node: 503, 'unreachable', and the node keeps running")
    void databaseGone() throws Exception {
        Node a = new Node(dbA, "node-a", "127.0.0.1:9001", new Node.Timing(Duration.ofSeconds(10), Duration.ofSeconds(30)), System::nanoTime);
        try {
            a.start();
            assertTrue(a.health().ready());
            dbA.close();
            a.beat();
            Health h = a.health();
            assertFalse(h.ready(), h.toString());
            assertEquals("unreachable", h.database());
            assertEquals("serving", h.state());
            assertEquals(503, h.status());
        } finally {
            a.stop();
        }
    }

    @Test
    @DisplayName("a node whose heartbeat stalls past the deadline says 'unreachable' though its last beat succeeded")
    void stalled() {
        long[] now = {0};
        Node a = new Node(dbA, "node-a", "127.0.0.1:9001", new Node.Timing(Duration.ofSeconds(100), Duration.ofSeconds(300)), () -> now[0]);
        try {
            a.start();
            assertTrue(a.health().ready());
            now[0] += Duration.ofSeconds(299).toNanos();
            assertTrue(a.health().ready());
            now[0] += Duration.ofSeconds(2).toNanos();
            assertEquals("unreachable", a.health().database());
            assertFalse(a.health().ready());
        } finally {
            a.stop();
        }
    }

    /** A lobby table in {@code state}, as the lobby writes it (only the columns routing reads matter). */
    private void table(String id, String state) {
        dbA.inTransaction(c -> {
            try (java.sql.PreparedStatement s = c.prepareStatement("INSERT INTO lobby_table (id, game, options, seats, seed, rated,"
                    + " state, to_move, turn_started, record, created_at) VALUES (?, 'glassbead-challenge', '{}', 2, 1, FALSE, ?, 0,"
                    + " CURRENT_TIMESTAMP, '{}', CURRENT_TIMESTAMP)")) {
                s.setString(1, id);
                s.setString(2, state);
                return s.executeUpdate();
            }
        });
    }

    @Test
    @DisplayName("routing a table's connection: served by its owner, sent on to a live owner, claimed once its owner is gone")
    void routing() throws Exception {
        table("live1", "playing");
        table("live2", "playing");
        table("done1", "finished");
        Node.Timing timing = new Node.Timing(Duration.ofSeconds(10), Duration.ofSeconds(30));
        Node a = new Node(dbA, "node-a", "127.0.0.1:9001", timing, System::nanoTime);
        Node b = new Node(dbB, "node-b", "127.0.0.1:9002", timing, System::nanoTime);
        try {
            a.start();
            b.start();
            TableRouting atA = new TableRouting(a, dbA);
            TableRouting atB = new TableRouting(b, dbB);
            assertEquals(new TableRouting.Route.Serve(1, false), atA.route("live1"), "the first node to get it claims it");
            assertEquals(new TableRouting.Route.Serve(1, false), atA.route("live1"), "and keeps it");
            assertEquals(new TableRouting.Route.Elsewhere("node-a"), atB.route("live1"));
            assertEquals(new TableRouting.Route.NotLive(), atB.route("done1"), "a finished table is served anywhere, no lease");
            assertEquals(new TableRouting.Route.NotLive(), atB.route("no-such-table"));
            assertEquals(new TableRouting.Route.NotLive(), atB.route("x".repeat(5000)));
            assertEquals(new TableRouting.Route.NotLive(), atB.route(null));
            assertEquals(Optional.empty(), a.leases().owner("done1"));
            assertEquals(Optional.empty(), a.leases().owner("no-such-table"));

            TableRouting lacking = new TableRouting(b, dbB, game -> !game.equals("glassbead-challenge"));
            assertEquals(new TableRouting.Route.Elsewhere("node-a"), lacking.route("live1"), "a node without the game sends it on");

            // live2's owner died (a process that never entered the registry stands for it): no one serves it until its lease runs out.
            TableLeases dead = new TableLeases(dbA, LEASE);
            assertTrue(dead.claim("live2", "node-dead").won());
            TableRouting.Route waiting = atB.route("live2");
            assertEquals(new TableRouting.Route.Unavailable(TableRouting.OWNER_GONE), waiting);
            Thread.sleep(LEASE.toMillis() + 300);
            assertEquals(new TableRouting.Route.Unavailable(TableRouting.NO_GAME), lacking.route("live2"),
                    "a node without the table's game never claims it");
            assertEquals("node-dead", b.leases().owner("live2").orElseThrow().node());
            assertEquals(new TableRouting.Route.Serve(2, true), atB.route("live2"), "the node that got the connection takes it over");
            assertEquals(new TableRouting.Route.Serve(2, false), atB.route("live2"), "once");

            a.stop();
            assertEquals(new TableRouting.Route.Serve(2, true), atB.route("live1"), "a clean stop hands over at once");
            assertTrue(atA.route("live1") instanceof TableRouting.Route.Unavailable, "a stopping node serves nothing new");
            assertEquals("/@node/node-b/ws/table?id=live1&t=abc", TableRouting.redirect("node-b", "/ws/table?id=live1&t=abc"));
        } finally {
            a.stop();
            b.stop();
        }
    }
}
