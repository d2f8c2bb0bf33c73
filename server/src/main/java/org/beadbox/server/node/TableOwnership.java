package org.beadbox.server.node;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.osgi.framework.BundleContext;

/**
 * Whether this server may serve and commit a table, when several nodes share the database
 * ({@code --node}, which turns {@value TableRouteFilter#ROUTE_TABLES} on): the table store asks it
 * before it reopens or seats a table ({@link #claim}), and each commit of a move checks, in the
 * move's own transaction, that this node still holds the table's lease under the epoch it was
 * opened with ({@link #check}). A server without {@code --node} serves every table itself:
 * {@link #NONE} claims everything and checks nothing.
 *
 * <p>The check takes the lease row's lock (a no-op UPDATE) until the move's transaction ends: a
 * claim racing with it waits, then sees the lease still running; a claim that came first leaves
 * the row with another owner or epoch, so the move's UPDATE matches nothing and the move is
 * rolled back. A node cut off from the database past its lease cannot commit at all. Either way
 * no move is committed by a node that does not hold the table.
 */
public final class TableOwnership {

    /** A table's lease as this node holds it: {@link #epoch} 0 when unfenced ({@link #NONE}). */
    public record Held(long epoch) {
    }

    /** No ownership: a lone server, every table its own, nothing checked. */
    public static final TableOwnership NONE = new TableOwnership(null);

    /** Thrown in a commit's transaction when this node no longer holds the table (rolls it back). */
    public static final class LeaseLost extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LeaseLost(String table) {
            super("this node no longer holds table " + table + "'s lease");
        }
    }

    private final Node node;

    private TableOwnership(Node node) {
        this.node = node;
    }

    /** Leases through {@code node} (several nodes). */
    public static TableOwnership of(Node node) {
        return new TableOwnership(node);
    }

    /** {@link #of} when the framework turns routing on ({@code --node}), else {@link #NONE}. */
    public static TableOwnership of(BundleContext context, Node node) {
        return "true".equals(context.getProperty(TableRouteFilter.ROUTE_TABLES)) ? of(node) : NONE;
    }

    /** Whether commits are fenced (several nodes). */
    public boolean fenced() {
        return node != null;
    }

    /**
     * Claims {@code table} for this node: the lease it holds now (renewed, or taken from a node
     * whose lease ran out), or null when another node holds it. Unfenced: always held, epoch 0.
     */
    public Held claim(String table) {
        if (node == null) {
            return new Held(0);
        }
        TableLeases.Claim c = node.leases().claim(table, node.name());
        if (!c.won() && c.owner().isEmpty()) { // purged between the claim's two steps: once more
            c = node.leases().claim(table, node.name());
        }
        return c.won() ? new Held(c.epoch()) : null;
    }

    /**
     * Lets {@code table}'s lease go (run out at once) when this node holds it: for a lease kept
     * for something that is over (a finished tournament), which the heartbeat would renew forever.
     */
    public void release(String table) {
        if (node != null) {
            node.leases().release(table, node.name());
        }
    }

    /**
     * Claims, in the caller's transaction and in one statement, those of {@code tables} whose lease
     * ran out (the takeover of a dead or stopped node's tables): the ones this node holds now,
     * with their epochs. Tables with no lease row yet are left out (claim them with {@link
     * #claim}). Unfenced: every table, epoch 0.
     */
    public Map<String, Long> claimAll(Connection c, java.util.Collection<String> tables) throws SQLException {
        if (node == null) {
            Map<String, Long> all = new HashMap<>();
            tables.forEach(t -> all.put(t, 0L));
            return all;
        }
        return node.leases().claimAll(c, tables, node.name());
    }

    /**
     * In the caller's transaction: checks that this node holds {@code table} under {@code held}'s
     * epoch with its lease running, and locks the lease row until the transaction ends.
     *
     * @throws LeaseLost when it does not: the caller's transaction must roll back
     */
    public void check(Connection c, String table, Held held) throws SQLException {
        if (node == null) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE table_owner SET epoch = epoch WHERE table_id = ? AND node = ?"
                + " AND epoch = ? AND lease_until >= CURRENT_TIMESTAMP")) {
            s.setString(1, table);
            s.setString(2, node.name());
            s.setLong(3, held.epoch());
            if (s.executeUpdate() != 1) {
                throw new LeaseLost(table);
            }
        }
    }

    /**
     * The tables whose lease this node holds now (running), with their epochs; null when
     * unfenced. Read on {@code c}.
     */
    public Map<String, Long> held(Connection c) throws SQLException {
        if (node == null) {
            return null;
        }
        Map<String, Long> out = new HashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT table_id, epoch FROM table_owner WHERE node = ?"
                + " AND lease_until >= CURRENT_TIMESTAMP")) {
            s.setString(1, node.name());
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.put(r.getString(1), r.getLong(2));
                }
            }
        }
        return out;
    }
}
