package org.beadbox.server.node;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.zip.CRC32;
import org.beadbox.server.Database;

/**
 * Hears a node's death before its leases run out (PostgreSQL only). Each node holds a session
 * advisory lock keyed by its name, on a connection of its own outside the pool, for as long as
 * its process lives ({@link #hold}). PostgreSQL lets the lock go the moment that connection
 * closes, and the kernel closes it when the process dies, {@code kill -9} included. Every
 * {@link #LOOK_EVERY_MS}, each node looks at the other nodes that hold running leases and whose
 * heartbeat is late (older than 1.25 beats: at least one beat missed); one whose lock it can take
 * for the length of a transaction ({@code pg_try_advisory_xact_lock}) has no process behind it,
 * and its leases are ended at once, in that same transaction, so that the next sweep takes its
 * tables over: about a second after the death instead of the lease's 5 to 6.
 *
 * <p>Both signs are needed. A late heartbeat alone is a node frozen for a moment, or slow to reach
 * the database, which the lease waits out; a free lock alone is a node whose own connection
 * dropped while it beats on through its pool. A node wrongly judged dead (both at once) loses
 * its tables as it would at the end of their leases: the fencing of each move
 * ({@link TableOwnership#check}) stops its copies from committing, and its players reconnect to
 * the new owner. A machine that loses its power closes nothing: its connection stays open on
 * the database until TCP gives up, so its lock stays held, and its leases run out as before.
 *
 * <p>The key is the name's CRC-32 in a namespace of Beadbox's own ({@link #NAMESPACE}): two names
 * with the same CRC share a lock, so the second node never gets its own and is heard dead only
 * by its leases, as without this class.
 */
final class NodeLiveness {

    /** The first key of every node's lock: "bead" in ASCII. */
    static final int NAMESPACE = 0x62656164;
    /** How often a node looks for dead nodes, and tries again to take its own lock when it has not. */
    static final long LOOK_EVERY_MS = 250;

    private final Database db;
    private final String name;
    private final Duration late;
    private final ScheduledExecutorService thread;
    private final List<Consumer<String>> deaths = new CopyOnWriteArrayList<>();
    /** The connection holding this node's lock, or null while it has none (the holder thread's own). */
    private Connection holding;
    private volatile boolean held;
    private boolean toldTaken;
    private boolean toldFailure;

    /**
     * @param late how old another node's heartbeat must be before its free lock counts as its
     *             death
     */
    NodeLiveness(Database db, String name, Duration late) {
        this.db = db;
        this.name = name;
        this.late = late;
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-node-liveness");
            t.setDaemon(true);
            return t;
        });
    }

    /** The lock's second key for {@code node}: its name's CRC-32. */
    static int key(String node) {
        CRC32 crc = new CRC32();
        crc.update(node.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return (int) crc.getValue();
    }

    /** Calls {@code listener} with a node's name each time this node ends the leases of a dead one. */
    void onDeath(Consumer<String> listener) {
        deaths.add(listener);
    }

    /** Takes this node's lock and looks for dead nodes every {@link #LOOK_EVERY_MS}, until {@link #stop}. */
    void start() {
        thread.scheduleWithFixedDelay(() -> {
            try {
                hold();
                look();
                toldFailure = false;
            } catch (RuntimeException e) {
                if (!toldFailure) { // the database unreachable: the heartbeat says so too; one line until it answers again
                    toldFailure = true;
                    System.err.println("Beadbox server: node " + name + " could not look for dead nodes: " + e.getMessage());
                }
            }
        }, 0, LOOK_EVERY_MS, TimeUnit.MILLISECONDS);
    }

    /** Whether this node holds its own lock now (other nodes can hear its death at once). */
    boolean held() {
        return held;
    }

    /** Takes this node's lock on a connection of its own if it has none, or checks the one it has. */
    private void hold() {
        if (holding != null) {
            try (PreparedStatement s = holding.prepareStatement("SELECT 1")) {
                s.execute();
                return;
            } catch (SQLException e) {
                drop();
            }
        }
        Connection c = null;
        try {
            c = db.connectOwn();
            try (PreparedStatement s = c.prepareStatement("SELECT pg_try_advisory_lock(?, ?)")) {
                s.setInt(1, NAMESPACE);
                s.setInt(2, key(name));
                try (ResultSet r = s.executeQuery()) {
                    if (r.next() && r.getBoolean(1)) {
                        holding = c;
                        held = true;
                        toldTaken = false;
                        c = null;
                    } else if (!toldTaken) {
                        toldTaken = true;
                        System.err.println("Beadbox server: node " + name + "'s liveness lock is held by another connection (a process of"
                                + " the same name still connected, or a name whose CRC another node's shares); other nodes hear of this"
                                + " node's death by its leases only until it is free");
                    }
                }
            }
        } catch (SQLException e) {
            // The database unreachable: the heartbeat says so; the next look tries again.
        } finally {
            close(c);
        }
    }

    private void drop() {
        close(holding);
        holding = null;
        held = false;
    }

    private static void close(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                // gone already
            }
        }
    }

    /**
     * One look: ends the leases of every other node that holds running leases, whose heartbeat
     * is late and whose lock is free; the names of those whose leases it ended.
     */
    List<String> look() {
        List<String> dead = db.inTransaction(c -> {
            List<String> candidates = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT n.name FROM server_node n WHERE n.state = 'serving' AND n.name <> ?"
                    + " AND n.heartbeat_at < CURRENT_TIMESTAMP - CAST(? AS DOUBLE PRECISION) * INTERVAL '1' SECOND"
                    + " AND EXISTS (SELECT 1 FROM table_owner o WHERE o.node = n.name AND o.lease_until >= CURRENT_TIMESTAMP)")) {
                s.setString(1, name);
                s.setDouble(2, late.toMillis() / 1000.0);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        candidates.add(r.getString(1));
                    }
                }
            }
            List<String> ended = new ArrayList<>();
            for (String node : candidates) {
                boolean free;
                try (PreparedStatement s = c.prepareStatement("SELECT pg_try_advisory_xact_lock(?, ?)")) {
                    s.setInt(1, NAMESPACE);
                    s.setInt(2, key(node));
                    try (ResultSet r = s.executeQuery()) {
                        free = r.next() && r.getBoolean(1);
                    }
                }
                if (!free) {
                    continue;
                }
                try (PreparedStatement s = c.prepareStatement("UPDATE table_owner SET lease_until = CURRENT_TIMESTAMP - INTERVAL '1' SECOND"
                        + " WHERE node = ? AND lease_until >= CURRENT_TIMESTAMP")) {
                    s.setString(1, node);
                    int n = s.executeUpdate();
                    if (n > 0) {
                        ended.add(node);
                        System.err.println("Beadbox server: node " + node + " is dead (its connection to the database closed, its heartbeat"
                                + " late): node " + name + " ended its " + n + " leases without waiting for them to run out");
                    }
                }
            }
            return ended;
        });
        for (String node : dead) {
            for (Consumer<String> l : deaths) {
                try {
                    l.accept(node);
                } catch (RuntimeException e) {
                    System.err.println("Beadbox server: a listener of node deaths failed: " + e);
                }
            }
        }
        return dead;
    }

    /** Stops looking and lets this node's lock go. */
    void stop() {
        thread.shutdownNow();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        drop();
    }

}
