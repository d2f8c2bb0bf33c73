package org.beadbox.server.node;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * Keeps each live table served by exactly one node, when several share the database
 * ({@code --node}): every {@link #EVERY_MS} it closes this node's copies of the tables whose lease
 * it lost ({@link DatabaseTableStore#closeLost()}), then reopens, through the web front-end's one
 * by-id path ({@link OnlineTables#table}, which claims the lease), the live tables no node holds
 * ({@link DatabaseTableStore#orphans}): those of a node that died, so that a table whose players
 * are all away (a bot's seat, a running clock) is taken over too, not only one whose link is
 * followed. Several nodes sweeping at once is harmless: each claim has one winner.
 */
@Component(immediate = true)
public final class TableSweep {

    /** How often it sweeps (a heartbeat). */
    static final long EVERY_MS = 2000;
    /** At most so many orphans reopened a sweep (the rest at the next). */
    static final int AT_ONCE = 200;

    private final ScheduledExecutorService sweeper;
    private final Node node;
    private final DatabaseTableStore store;
    private final OnlineTables tables;

    @Activate
    public TableSweep(BundleContext context, @Reference Node node, @Reference DatabaseTableStore store, @Reference OnlineTables tables) {
        this.node = node;
        this.store = store;
        this.tables = tables;
        if (!"true".equals(context.getProperty(TableRouteFilter.ROUTE_TABLES))) {
            sweeper = null;
            return;
        }
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-table-sweep");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(this::sweep, EVERY_MS, EVERY_MS, TimeUnit.MILLISECONDS);
    }

    /** One sweep; a failure (the database unreachable) is left for the next. */
    void sweep() {
        if (!node.health().ready()) {
            return;
        }
        try {
            store.closeLost();
            for (String id : store.orphans(AT_ONCE)) {
                if (tables.table(id).isPresent()) {
                    System.err.println("Beadbox server: node " + node.name() + " took table " + id + " over (its node stopped or died)");
                }
            }
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: node " + node.name() + " could not look for tables to take over: " + e.getMessage());
        }
    }

    @Deactivate
    void stop() {
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
    }
}
