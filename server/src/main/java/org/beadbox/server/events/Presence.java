package org.beadbox.server.events;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.server.Database;
import org.beadbox.server.node.Node;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * Who is online now, on every node: the accounts with a site page open (its lobby event stream)
 * on a live node, and the bots. Kept in the table {@code presence} (migration V6), one row per
 * node and account, so that any node can list everyone with one query, and a node's people go with
 * it: rows of a node that is dead (no heartbeat for the node deadline, 6 s) or gone are not listed,
 * and each node's sweep (every {@link #SWEEP}) deletes them. Each change is committed with a
 * {@code presence} event ({@link Events}), so that every lobby hears of it.
 *
 * <p>A database (not each node's memory exchanging NOTIFYs) because a node killed with {@code
 * kill -9} says nothing: its people must drop off by the registry's deadline, which only the
 * shared tables know. Thread-safe.
 */
@Component(service = Presence.class, immediate = true)
public final class Presence {

    /** The topic of the events a change of who is online sends (no payload). */
    public static final String TOPIC = "presence";

    /** How often each node deletes dead nodes' rows and writes again its own if they went missing. */
    static final Duration SWEEP = Duration.ofSeconds(2);

    /** The most names {@link #online} lists. */
    public static final int MOST_LISTED = 500;

    /** One account online: its name, and whether it is a bot. */
    public record Online(String name, boolean bot) {
    }

    private final Database db;
    private final Events events;
    private final String node;
    private final Duration deadline;
    private final Map<Long, Integer> streams = new HashMap<>(); // guarded by this
    private ScheduledExecutorService sweeper;
    private volatile boolean halted;

    /** Made by Declarative Services: forgets an earlier process's people of this node and sweeps. */
    @Activate
    public Presence(@Reference Database db, @Reference Events events, @Reference Node node) {
        this(db, events, node.name(), node.registry().deadline());
        start();
    }

    /** @param deadline how old a node's heartbeat may be before its people are not listed */
    public Presence(Database db, Events events, String node, Duration deadline) {
        this.db = db;
        this.events = events;
        this.node = node;
        this.deadline = deadline;
    }

    /** Deletes this node's rows (an earlier process's) and sweeps every {@link #SWEEP}. */
    public void start() {
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-presence");
            t.setDaemon(true);
            return t;
        });
        try {
            sweep();
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: presence could not be read (" + e.getMessage() + "); trying again in 2 s");
        }
        sweeper.scheduleWithFixedDelay(this::sweepQuietly, SWEEP.toMillis(), SWEEP.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Stops sweeping and deletes this node's rows: its people are offline here now. */
    @Deactivate
    public void stop() {
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
        synchronized (this) {
            streams.clear();
        }
        try {
            db.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement("DELETE FROM presence WHERE node = ?")) {
                    s.setString(1, node);
                    if (s.executeUpdate() > 0) {
                        events.publish(c, TOPIC, "");
                    }
                }
                return null;
            });
        } catch (RuntimeException e) {
            // the database is away: the rows go when this node's heartbeat is past the deadline
        }
    }

    /** An account opened a page (its stream) on this node: online from its first. */
    public synchronized void enter(long account) {
        if (halted) {
            return;
        }
        int n = streams.merge(account, 1, Integer::sum);
        if (n == 1) {
            write(account, true);
        }
    }

    /** An account's page (stream) closed on this node: offline here after its last. */
    public synchronized void leave(long account) {
        if (halted) {
            return;
        }
        Integer n = streams.get(account);
        if (n == null) {
            return;
        }
        if (n > 1) {
            streams.put(account, n - 1);
        } else {
            streams.remove(account);
            write(account, false);
        }
    }

    private void write(long account, boolean in) {
        try {
            db.inTransaction(c -> {
                int changed;
                if (in) {
                    changed = insert(c, account);
                } else {
                    try (PreparedStatement s = c.prepareStatement("DELETE FROM presence WHERE node = ? AND account_id = ?")) {
                        s.setString(1, node);
                        s.setLong(2, account);
                        changed = s.executeUpdate();
                    }
                }
                if (changed > 0) {
                    events.publish(c, TOPIC, "");
                }
                return null;
            });
        } catch (RuntimeException e) {
            // the sweep writes it when the database is back
        }
    }

    private int insert(Connection c, long account) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO presence (node, account_id, since)"
                + " SELECT ?, ?, ? FROM account a WHERE a.id = ? AND NOT EXISTS"
                + " (SELECT 1 FROM presence p WHERE p.node = ? AND p.account_id = ?)")) {
            s.setString(1, node);
            s.setLong(2, account);
            s.setObject(3, Instant.now().atOffset(ZoneOffset.UTC));
            s.setLong(4, account);
            s.setString(5, node);
            s.setLong(6, account);
            return s.executeUpdate();
        }
    }

    private void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            // the database is away: the next sweep tries again
        }
    }

    /**
     * Deletes the rows of nodes that are dead or gone, and makes this node's rows its streams'
     * accounts again (after the database was away, or another process of this name wrote them);
     * sends one event when anything changed.
     *
     * @return how many rows changed
     */
    public int sweep() {
        Set<Long> here;
        synchronized (this) {
            here = new HashSet<>(streams.keySet());
        }
        return db.inTransaction(c -> {
            int changed;
            try (PreparedStatement s = c.prepareStatement("DELETE FROM presence WHERE node <> ? AND node NOT IN ("
                    + "SELECT name FROM server_node WHERE " + ALIVE + ")")) {
                s.setString(1, node);
                s.setDouble(2, seconds());
                changed = s.executeUpdate();
            }
            Set<Long> written = new HashSet<>();
            try (PreparedStatement s = c.prepareStatement("SELECT account_id FROM presence WHERE node = ?")) {
                s.setString(1, node);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        written.add(r.getLong(1));
                    }
                }
            }
            for (long gone : written) {
                if (!here.contains(gone)) {
                    try (PreparedStatement s = c.prepareStatement("DELETE FROM presence WHERE node = ? AND account_id = ?")) {
                        s.setString(1, node);
                        s.setLong(2, gone);
                        changed += s.executeUpdate();
                    }
                }
            }
            for (long missing : here) {
                if (!written.contains(missing)) {
                    changed += insert(c, missing);
                }
            }
            if (changed > 0) {
                events.publish(c, TOPIC, "");
            }
            return changed;
        });
    }

    /** A node that is serving and whose heartbeat is within the deadline (one parameter: the deadline in seconds). */
    private static final String ALIVE = "state = 'serving' AND heartbeat_at >= CURRENT_TIMESTAMP"
            + " - CAST(? AS DOUBLE PRECISION) * INTERVAL '1' SECOND";

    private double seconds() {
        return deadline.toMillis() / 1000.0;
    }

    /**
     * SQL of the ids of the accounts online as {@link #online} counts them (a page open on a live
     * node, or a bot), for queries elsewhere ({@code a.id IN (...)}, the players' search); it has
     * one parameter, {@link #deadlineSeconds}.
     */
    public static String onlineAccounts() {
        return "SELECT op.account_id FROM presence op JOIN server_node onode ON onode.name = op.node WHERE onode."
                + ALIVE.replace("heartbeat_at", "onode.heartbeat_at") + " UNION SELECT ob.account_id FROM bot_account ob";
    }

    /** The parameter of {@link #onlineAccounts}: how old a node's heartbeat may be, in seconds. */
    public double deadlineSeconds() {
        return seconds();
    }

    /** Everyone online now on a live node, and the bots (enabled ones), by name; at most {@link #MOST_LISTED}. */
    public List<Online> online() {
        return db.inTransaction(c -> {
            List<Online> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT a.name, CASE WHEN EXISTS (SELECT 1 FROM bot_account b"
                    + " WHERE b.account_id = a.id) THEN 1 ELSE 0 END FROM account a WHERE a.disabled = FALSE AND ("
                    + " EXISTS (SELECT 1 FROM presence p JOIN server_node n ON n.name = p.node WHERE p.account_id = a.id AND n."
                    + ALIVE.replace("heartbeat_at", "n.heartbeat_at") + ")"
                    + " OR EXISTS (SELECT 1 FROM bot_account b WHERE b.account_id = a.id)) ORDER BY a.name_key")) {
                s.setDouble(1, seconds());
                s.setMaxRows(MOST_LISTED);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        out.add(new Online(r.getString(1), r.getInt(2) == 1));
                    }
                }
            }
            return out;
        });
    }

    /** Stops sweeping without deleting this node's rows: what a node killed with {@code kill -9} leaves behind (tests). */
    public void halt() {
        halted = true;
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
    }
}
