package org.beadbox.server.node;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.server.Database;

/**
 * The nodes of one site, in {@code server_node} (migration V5): each node's name, the address it
 * serves on, and its heartbeat. A node is alive while its state is {@code serving} and its
 * heartbeat is younger than the {@link #deadline} on the database's clock; it is dead when the
 * heartbeat is older (killed, frozen, cut off from the database) or when it said it left.
 */
public final class NodeRegistry {

    /** A node as the registry knows it; {@code alive} is judged on the database's clock when it was read. */
    public record Entry(String name, String address, boolean alive) {
    }

    static final String SERVING = "serving";
    static final String GONE = "gone";

    private final Database db;
    private final Duration deadline;

    /** @param deadline how old a heartbeat may be before its node counts as dead */
    public NodeRegistry(Database db, Duration deadline) {
        this.db = db;
        this.deadline = deadline;
    }

    public Duration deadline() {
        return deadline;
    }

    /**
     * Enters (or re-enters) {@code name} as serving at {@code address}, as the process
     * {@code instance}; whether another process of that name was alive a moment ago (then it is
     * replaced: the registry cannot tell a restart after {@code kill -9} from a second process
     * given the same name, and that second process finds out at its next {@link #heartbeat}).
     */
    public boolean enter(String name, String address, String instance) {
        return db.inTransaction(c -> {
            boolean wasAlive = find(c, name).map(Entry::alive).orElse(false);
            try (PreparedStatement update = c.prepareStatement("UPDATE server_node SET address = ?, instance = ?, state = ?,"
                    + " started_at = CURRENT_TIMESTAMP, heartbeat_at = CURRENT_TIMESTAMP WHERE name = ?")) {
                update.setString(1, address);
                update.setString(2, instance);
                update.setString(3, SERVING);
                update.setString(4, name);
                if (update.executeUpdate() == 0) {
                    try (PreparedStatement insert = c.prepareStatement("INSERT INTO server_node (name, address, instance, state, started_at,"
                            + " heartbeat_at) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)")) {
                        insert.setString(1, name);
                        insert.setString(2, address);
                        insert.setString(3, instance);
                        insert.setString(4, SERVING);
                        insert.executeUpdate();
                    }
                }
            }
            return wasAlive;
        });
    }

    /**
     * Beats {@code name}'s heart, on the caller's transaction; false when the row is no longer
     * this {@code instance}'s (another process entered with the same name) or says it left.
     */
    boolean heartbeat(Connection c, String name, String instance) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE server_node SET heartbeat_at = CURRENT_TIMESTAMP"
                + " WHERE name = ? AND instance = ? AND state = ?")) {
            s.setString(1, name);
            s.setString(2, instance);
            s.setString(3, SERVING);
            return s.executeUpdate() == 1;
        }
    }

    /** Says {@code name} (this {@code instance}) is gone: other nodes treat it as dead at once. */
    public void leave(String name, String instance) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE server_node SET state = ?, heartbeat_at = CURRENT_TIMESTAMP"
                    + " WHERE name = ? AND instance = ?")) {
                s.setString(1, GONE);
                s.setString(2, name);
                s.setString(3, instance);
                return s.executeUpdate();
            }
        });
    }

    /** The node called {@code name}, alive or not; empty when no node of that name ever served. */
    public Optional<Entry> find(String name) {
        return db.inTransaction(c -> find(c, name));
    }

    /** Every node that ever served, by name. */
    public List<Entry> all() {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(select("") + " ORDER BY name")) {
                s.setString(1, SERVING);
                s.setDouble(2, deadline.toMillis() / 1000.0);
                return entries(s);
            }
        });
    }

    private Optional<Entry> find(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(select(" WHERE name = ?"))) {
            s.setString(1, SERVING);
            s.setDouble(2, deadline.toMillis() / 1000.0);
            s.setString(3, name);
            return entries(s).stream().findFirst();
        }
    }

    private static String select(String where) {
        return "SELECT name, address, CASE WHEN state = ? AND heartbeat_at >= CURRENT_TIMESTAMP - CAST(? AS DOUBLE PRECISION)"
                + " * INTERVAL '1' SECOND THEN 1 ELSE 0 END FROM server_node" + where;
    }

    private static List<Entry> entries(PreparedStatement s) throws SQLException {
        List<Entry> entries = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                entries.add(new Entry(r.getString(1), r.getString(2), r.getInt(3) == 1));
            }
        }
        return entries;
    }
}
