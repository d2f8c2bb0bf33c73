package org.beadbox.server.node;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.beadbox.server.Database;
import org.beadbox.server.DatabaseException;

/**
 * Which node owns each live table: a lease row in {@code table_owner} (migration V5) with a
 * deadline on the database's clock. A node serves a table only while it holds the table's
 * lease; it renews all of its leases with its heartbeat ({@link #renew}), and lets them go when it
 * stops cleanly ({@link #releaseAll}), so that another node can {@link #claim} them at once
 * instead of after the lease runs out.
 *
 * <p><b>Why a lease row and not a PostgreSQL advisory lock.</b> An advisory lock belongs to one
 * database session: the owner would have to keep one connection open per node for as long as it
 * owns tables, outside the pool (HikariCP retires and replaces connections, and a lock taken on a
 * pooled connection stays with whoever borrows it next, or goes when the connection is
 * recycled). A lost connection silently drops the lock while the node still believes it owns the
 * table, and nothing in the database says which node holds it (nginx and other nodes need the
 * owner's name to route to it). H2, the embedded database, has no advisory locks. A lease row
 * works the same on H2 and PostgreSQL, through the pool; it names its owner for routing; its
 * deadline is the database's clock, so nodes with skewed clocks agree; and the owner finds out
 * it lost a table because renewing no longer touches that row. Its costs: a dead node's tables
 * wait for its leases to run out (the deadline, 6 s by default), and one UPDATE a heartbeat per
 * node (not per table).
 *
 * <p><b>Why two nodes cannot both win.</b> A claim is one conditional UPDATE
 * ({@code WHERE lease_until < now OR node = me}): PostgreSQL re-checks that condition on the row
 * after waiting for a concurrent writer, H2 locks the row; at most one of two racing updates
 * matches. When there is no row yet, the claim is one INSERT, and the primary key lets one insert
 * win; the loser's fails with a unique violation and it reads who won.
 *
 * <p>The {@code epoch} of a lease grows each time the table changes owner: a fencing token that a
 * move's commit checks ({@link TableOwnership#check}).
 */
public final class TableLeases {

    /**
     * What a claim found: whether this node owns the table now, who does, the lease's epoch, and
     * whether the claimant has just taken the table from another node (or back after losing it):
     * then it must reopen the table from the database before serving it.
     */
    public record Claim(boolean won, String owner, long epoch, boolean takenOver) {
    }

    /** A table's lease as stored: its owner, epoch, and whether it is still running (on the database's clock). */
    public record Lease(String tableId, String node, long epoch, boolean running) {
    }

    /** Ends the running leases of a node (parameter 1) now, keeping the rows (and so the epochs). */
    private static final String RELEASE = "UPDATE table_owner SET lease_until = CURRENT_TIMESTAMP - INTERVAL '1' SECOND"
            + " WHERE node = ? AND lease_until >= CURRENT_TIMESTAMP";

    private static final String UNIQUE_VIOLATION_PREFIX = "23"; // SQLSTATE class 23: integrity constraint violation

    private final Database db;
    private final Duration length;

    /**
     * @param length how long a lease lasts past its last claim or renewal: longer than a few
     *               heartbeats, so that one slow heartbeat does not lose a node its tables
     */
    public TableLeases(Database db, Duration length) {
        if (length.isNegative() || length.isZero()) {
            throw new IllegalArgumentException("a lease must last: " + length);
        }
        this.db = db;
        this.length = length;
    }

    /** How long a lease lasts past its last renewal. */
    public Duration length() {
        return length;
    }

    /**
     * Claims {@code tableId} for {@code node}: won when no one holds it, its lease ran out, or
     * {@code node} holds it already (then this renews it). Atomic against any number of nodes
     * claiming at once: at most one wins.
     */
    public Claim claim(String tableId, String node) {
        try (Connection c = db.dataSource().getConnection()) {
            c.setAutoCommit(true);
            Optional<Lease> before = owner(c, tableId);
            try (PreparedStatement take = c.prepareStatement("UPDATE table_owner SET epoch = CASE WHEN node = ? THEN epoch ELSE epoch + 1 END,"
                    + " claimed_at = CASE WHEN node = ? THEN claimed_at ELSE CURRENT_TIMESTAMP END, node = ?, lease_until = " + until()
                    + " WHERE table_id = ? AND (lease_until < CURRENT_TIMESTAMP OR node = ?)")) {
                take.setString(1, node);
                take.setString(2, node);
                take.setString(3, node);
                take.setDouble(4, seconds());
                take.setString(5, tableId);
                take.setString(6, node);
                if (take.executeUpdate() == 1) {
                    long epoch = owner(c, tableId).map(Lease::epoch).orElse(1L);
                    boolean taken = before.map(b -> !b.node().equals(node) || b.epoch() != epoch).orElse(epoch != 1);
                    return new Claim(true, node, epoch, taken);
                }
            }
            if (before.isPresent()) { // held by another node (or purged since): no insert, which would fail on the key
                return owner(c, tableId).map(l -> new Claim(l.node().equals(node), l.node(), l.epoch(), false))
                        .orElse(new Claim(false, "", 0, false));
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO table_owner (table_id, node, epoch, claimed_at, lease_until)"
                    + " VALUES (?, ?, 1, CURRENT_TIMESTAMP, " + until() + ")")) {
                insert.setString(1, tableId);
                insert.setString(2, node);
                insert.setDouble(3, seconds());
                insert.executeUpdate();
                return new Claim(true, node, 1, false);
            } catch (SQLException e) {
                if (e.getSQLState() == null || !e.getSQLState().startsWith(UNIQUE_VIOLATION_PREFIX)) {
                    throw e;
                }
            }
            Optional<Lease> held = owner(c, tableId);
            // Gone between the two statements (purged): the caller may simply claim again.
            return held.map(l -> new Claim(l.node().equals(node), l.node(), l.epoch(), false)).orElse(new Claim(false, "", 0, false));
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /**
     * Claims, in one statement on the caller's transaction {@code c}, every table of {@code
     * tableIds} whose lease ran out (a dead or stopped node's: the takeover), for {@code node},
     * each with a new epoch; then reads which of them {@code node} holds now. Tables with no lease
     * row yet are not claimed here ({@link #claim} them one by one). As {@link #claim}, atomic
     * against other nodes: a row another node claimed first no longer matches {@code lease_until
     * < now} when this statement gets its lock.
     *
     * @return the tables of {@code tableIds} this node holds now, with their epochs
     */
    Map<String, Long> claimAll(Connection c, Collection<String> tableIds, String node) throws SQLException {
        Map<String, Long> held = new HashMap<>();
        if (tableIds.isEmpty()) {
            return held;
        }
        String in = String.join(",", java.util.Collections.nCopies(tableIds.size(), "?"));
        try (PreparedStatement take = c.prepareStatement("UPDATE table_owner SET epoch = epoch + 1, claimed_at = CURRENT_TIMESTAMP,"
                + " node = ?, lease_until = " + until() + " WHERE lease_until < CURRENT_TIMESTAMP AND table_id IN (" + in + ")")) {
            take.setString(1, node);
            take.setDouble(2, seconds());
            int i = 3;
            for (String id : tableIds) {
                take.setString(i++, id);
            }
            take.executeUpdate();
        }
        try (PreparedStatement read = c.prepareStatement("SELECT table_id, epoch FROM table_owner WHERE node = ?"
                + " AND lease_until >= CURRENT_TIMESTAMP AND table_id IN (" + in + ")")) {
            read.setString(1, node);
            int i = 2;
            for (String id : tableIds) {
                read.setString(i++, id);
            }
            try (ResultSet r = read.executeQuery()) {
                while (r.next()) {
                    held.put(r.getString(1), r.getLong(2));
                }
            }
        }
        return held;
    }

    /**
     * Renews every running lease {@code node} holds, in one statement; how many it holds. A lease
     * that ran out is not renewed (another node may have claimed it meanwhile): the node claims
     * it again if it still wants it.
     */
    public int renew(String node) {
        return db.inTransaction(c -> renew(c, node));
    }

    /** {@link #renew(String)} on a connection of the caller's transaction (the heartbeat's). */
    int renew(Connection c, String node) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE table_owner SET lease_until = " + until()
                + " WHERE node = ? AND lease_until >= CURRENT_TIMESTAMP")) {
            s.setDouble(1, seconds());
            s.setString(2, node);
            return s.executeUpdate();
        }
    }

    /**
     * Lets {@code tableId} go at once, if {@code node} holds it; whether it did. The row stays,
     * run out, so that the next owner's claim raises the epoch.
     */
    public boolean release(String tableId, String node) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(RELEASE + " AND table_id = ?")) {
                s.setString(1, node);
                s.setString(2, tableId);
                return s.executeUpdate() == 1;
            }
        });
    }

    /**
     * Ends every lease held under the name {@code node} by an earlier process of that name (a
     * node restarted after {@code kill -9} holds nothing in memory): they belong to no node from
     * now on, so the next claim of each, this node's too, is a change of hands with a new epoch,
     * and a stray process still renewing under the name renews none of them. How many.
     */
    public int forget(String node) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE table_owner SET node = '', lease_until = CURRENT_TIMESTAMP"
                    + " - INTERVAL '1' SECOND WHERE node = ?")) {
                s.setString(1, node);
                return s.executeUpdate();
            }
        });
    }

    /** Lets every table of {@code node} go at once (a clean stop); how many. */
    public int releaseAll(String node) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(RELEASE)) {
                s.setString(1, node);
                return s.executeUpdate();
            }
        });
    }

    /**
     * Deletes the leases that ran out longer than {@code age} ago (finished tables', mostly): no
     * former owner can still be writing to those tables, so their epochs are no longer needed.
     * How many.
     */
    public int purge(Duration age) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM table_owner WHERE lease_until < CURRENT_TIMESTAMP"
                    + " - CAST(? AS DOUBLE PRECISION) * INTERVAL '1' SECOND")) {
                s.setDouble(1, age.toMillis() / 1000.0);
                return s.executeUpdate();
            }
        });
    }

    /** The lease of {@code tableId}, running or not; empty when no node has claimed it (or it was purged). */
    public Optional<Lease> owner(String tableId) {
        return db.inTransaction(c -> owner(c, tableId));
    }

    private static Optional<Lease> owner(Connection c, String tableId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT node, epoch, CASE WHEN lease_until >= CURRENT_TIMESTAMP THEN 1 ELSE 0 END"
                + " FROM table_owner WHERE table_id = ?")) {
            s.setString(1, tableId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(new Lease(tableId, r.getString(1), r.getLong(2), r.getInt(3) == 1)) : Optional.empty();
            }
        }
    }

    /** The end of a lease taken now: the database's clock plus {@link #length}, one parameter (seconds). */
    private static String until() {
        return "CURRENT_TIMESTAMP + CAST(? AS DOUBLE PRECISION) * INTERVAL '1' SECOND";
    }

    private double seconds() {
        return length.toMillis() / 1000.0;
    }
}
