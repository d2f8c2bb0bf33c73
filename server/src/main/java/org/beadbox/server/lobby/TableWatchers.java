package org.beadbox.server.lobby;

import java.sql.PreparedStatement;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.Table;
import org.beadbox.server.Database;
import org.beadbox.server.events.Events;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * How many watch each live table, for every node's lobby. Every table's connections reach its
 * owner node, so only the owner counts them: every {@value #EVERY_MS} ms this node reads the
 * count of each table it serves, and writes a changed one into {@code lobby_table.watchers} with
 * a {@value #TOPIC} event ({@code "TABLE COUNT"}) on the same transaction. Thread-safe.
 */
@Component(service = TableWatchers.class, immediate = true)
public final class TableWatchers {

    /** The topic of a watcher count's change; the payload is the table's id and its count. */
    public static final String TOPIC = "watchers";

    static final long EVERY_MS = 1000;

    private final Database db;
    private final Events events;
    private final OnlineTables tables;
    private final Map<String, Integer> written = new HashMap<>(); // the counting thread's own
    private ScheduledExecutorService counter;

    /** Made by Declarative Services: counts at once, every {@value #EVERY_MS} ms. */
    @Activate
    public TableWatchers(@Reference Database db, @Reference Events events, @Reference OnlineTables tables) {
        this(db, events, tables, true);
    }

    /** @param start whether to count every second on a thread of its own (else call {@link #count}) */
    public TableWatchers(Database db, Events events, OnlineTables tables, boolean start) {
        this.db = db;
        this.events = events;
        this.tables = tables;
        if (start) {
            counter = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "beadbox-watchers");
                t.setDaemon(true);
                return t;
            });
            counter.scheduleWithFixedDelay(this::countQuietly, EVERY_MS, EVERY_MS, TimeUnit.MILLISECONDS);
        }
    }

    @Deactivate
    void stop() {
        if (counter != null) {
            counter.shutdownNow();
        }
    }

    private void countQuietly() {
        try {
            count();
        } catch (RuntimeException e) {
            // the database is away: the next count writes what changed
        }
    }

    /**
     * Writes the count of each table served here that changed since it was last written.
     *
     * @return how many tables' counts were written
     */
    public synchronized int count() {
        int changed = 0;
        Set<String> open = new HashSet<>();
        for (Table t : tables.tables()) {
            open.add(t.id());
            int now = t.spectators();
            Integer was = written.get(t.id());
            if (was != null && was == now) {
                continue;
            }
            boolean live = db.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE lobby_table SET watchers = ? WHERE id = ? AND state = 'playing'")) {
                    s.setInt(1, now);
                    s.setString(2, t.id());
                    if (s.executeUpdate() == 0) {
                        return false;
                    }
                }
                events.publish(c, TOPIC, t.id() + " " + now);
                return true;
            });
            written.put(t.id(), now);
            changed += live ? 1 : 0;
        }
        written.keySet().retainAll(open);
        return changed;
    }
}
