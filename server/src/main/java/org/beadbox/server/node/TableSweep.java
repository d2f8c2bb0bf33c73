package org.beadbox.server.node;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.GameCatalog;
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
 * it lost ({@link DatabaseTableStore#closeLost()}), then takes over the live tables no node holds
 * (those of a node that died or stopped), so that a table whose players are all away (a bot's
 * seat, a running clock) is taken over too, not only one whose link is followed: their leases
 * claimed and their records read in batches ({@link DatabaseTableStore#takeOver}), then each
 * reopened through the web front-end's one by-id path ({@link OnlineTables#table}) on a small
 * pool of {@link #OPENERS} threads. It says once a takeover how long each step took. Several
 * nodes sweeping at once is harmless: each claim has one winner.
 */
@Component(immediate = true)
public final class TableSweep {

    /**
     * How often it sweeps: twice a heartbeat, so that a dead node's tables are taken over at most
     * a second after their leases run out (one cheap query when there is nothing to take).
     */
    static final long EVERY_MS = 1000;
    /** At most so many orphans taken over a sweep (the rest at the next). */
    static final int AT_ONCE = 500;
    /** Threads reopening taken-over tables at once: bounded, as the machine may have 2 cores. */
    static final int OPENERS = 2;
    /**
     * How long the tables just claimed wait before the sweep reopens those still closed: their
     * players come back within it (the page tries at 1, 2 and 4 s) and each reopens their own
     * table at once, while the sweep would spend the CPU they need on tables in order. What is
     * left after it (a bot's seat, a clock running, players away) is reopened then; no clock
     * runs meanwhile (a reopened table's turn starts at its reopening).
     */
    static final long GRACE_MS = 3000;

    private final ScheduledExecutorService sweeper;
    private final ExecutorService openers;
    private final Node node;
    private final DatabaseTableStore store;
    private final OnlineTables tables;
    private final GameCatalog games;

    @Activate
    public TableSweep(BundleContext context, @Reference Node node, @Reference DatabaseTableStore store, @Reference OnlineTables tables,
                      @Reference GameCatalog games) {
        this.node = node;
        this.store = store;
        this.tables = tables;
        this.games = games;
        if (!"true".equals(context.getProperty(TableRouteFilter.ROUTE_TABLES))) {
            sweeper = null;
            openers = null;
            return;
        }
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "beadbox-table-sweep"));
        openers = Executors.newFixedThreadPool(OPENERS, r -> daemon(r, "beadbox-table-reopen"));
        sweeper.scheduleWithFixedDelay(this::sweep, EVERY_MS, EVERY_MS, TimeUnit.MILLISECONDS);
        // A node heard dead has its leases ended at once: its tables are taken over now, not at the next sweep.
        node.onNodeDeath(dead -> sweeper.execute(this::sweep));
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** One sweep; a failure (the database unreachable) is left for the next. */
    void sweep() {
        if (!node.health().ready()) {
            return;
        }
        try {
            store.closeLost();
            long start = System.nanoTime();
            DatabaseTableStore.TakeOver taken = store.takeOver(AT_ONCE, game -> games.find(game).isPresent());
            if (taken.tables().isEmpty()) {
                return;
            }
            Thread.sleep(GRACE_MS);
            long opening = System.nanoTime();
            long byPlayers = taken.tables().stream().filter(store::servesHere).count();
            int open = reopen(taken.tables());
            long end = System.nanoTime();
            System.err.printf(java.util.Locale.ROOT, "Beadbox server: node %s took %d tables over in %d ms: claim %d, load %d, open %d"
                    + " (%d reopened by their players within %d s, %d more on %d threads; their nodes stopped or died)%n",
                    node.name(), taken.tables().size(), (end - start) / 1_000_000, taken.claimMillis(), taken.loadMillis(),
                    (end - opening) / 1_000_000, byPlayers, GRACE_MS / 1000, open - byPlayers, OPENERS);
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: node " + node.name() + " could not look for tables to take over: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // stopping
        }
    }

    /** Reopens {@code ids} on the openers' pool, waiting for all; how many are open here now. */
    private int reopen(List<String> ids) {
        List<Callable<Boolean>> work = new ArrayList<>();
        for (String id : ids) {
            work.add(() -> tables.table(id).isPresent());
        }
        int open = 0;
        try {
            for (Future<Boolean> f : openers.invokeAll(work)) {
                try {
                    open += f.get() ? 1 : 0;
                } catch (java.util.concurrent.ExecutionException e) {
                    System.err.println("Beadbox server: node " + node.name() + " could not reopen a table: " + e.getCause());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return open;
    }

    @Deactivate
    void stop() {
        if (sweeper != null) {
            sweeper.shutdownNow();
            openers.shutdownNow();
        }
    }
}
