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
     * How long, at most, the tables just claimed wait before the sweep reopens those still closed:
     * their players come back within it (the page tries at 1, 2 and 4 s) and each reopens their
     * own table at once, while the sweep would spend the CPU they need on tables in order. What is
     * left after it (a bot's seat, a clock running, players away) is reopened then; no clock runs
     * meanwhile (a reopened table's turn starts at its reopening).
     */
    static final long GRACE_MS = 3000;
    /**
     * The grace's first part, which it always waits: every player the death cut off has sent its
     * first attempt by then (the page's first wait is 1 s from the drop, and a death is heard at
     * the earliest a moment after it).
     */
    static final long FIRST_TRY_MS = 1000;
    /**
     * After {@link #FIRST_TRY_MS}, the grace goes on only while the players are bringing their
     * tables back: once none was reopened by its players for this long, the sweep reopens the rest
     * at once. On a survivor busy with a burst of sockets (a node started again a minute before,
     * its JVM cold, on a loaded machine: issue 42), no player's reopening finished within the
     * whole 3 s, and every table then waited for the sweep after them (docs/deploy.md).
     */
    static final long STALL_MS = 500;
    /** How often the grace looks at what the players reopened. */
    static final long LOOK_MS = 250;

    private final ScheduledExecutorService sweeper;
    private final ExecutorService openers;
    private final Node node;
    private final DatabaseTableStore store;
    private final OnlineTables tables;
    private final GameCatalog games;

    @Activate
    public TableSweep(BundleContext context, @Reference Node node, @Reference DatabaseTableStore store, @Reference OnlineTables tables,
                      @Reference GameCatalog games) {
        this(node, store, tables, games, "true".equals(context.getProperty(TableRouteFilter.ROUTE_TABLES)));
        if (sweeper != null) {
            sweeper.scheduleWithFixedDelay(this::sweep, EVERY_MS, EVERY_MS, TimeUnit.MILLISECONDS);
            // A node heard dead has its leases ended at once: its tables are taken over now, not at the next sweep.
            node.onNodeDeath(dead -> sweeper.execute(this::sweep));
        }
    }

    /** A sweep that runs only when {@link #sweep} is called (tests); {@link #stop} ends its openers. */
    static TableSweep manual(Node node, DatabaseTableStore store, OnlineTables tables, GameCatalog games) {
        return new TableSweep(node, store, tables, games, true);
    }

    private TableSweep(Node node, DatabaseTableStore store, OnlineTables tables, GameCatalog games, boolean routing) {
        this.node = node;
        this.store = store;
        this.tables = tables;
        this.games = games;
        if (!routing) {
            sweeper = null;
            openers = null;
            return;
        }
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "beadbox-table-sweep"));
        openers = Executors.newFixedThreadPool(OPENERS, r -> daemon(r, "beadbox-table-reopen"));
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
            long claimed = System.nanoTime();
            long byPlayers = awaitPlayers(taken.tables());
            long opening = System.nanoTime();
            int open = reopen(taken.tables());
            long end = System.nanoTime();
            System.err.printf(java.util.Locale.ROOT, "Beadbox server: node %s took %d tables over in %d ms: claim %d, load %d, open %d"
                    + " (%d reopened by their players within %.1f s, %d more on %d threads; their nodes stopped or died)%n",
                    node.name(), taken.tables().size(), (end - start) / 1_000_000, taken.claimMillis(), taken.loadMillis(),
                    (end - opening) / 1_000_000, byPlayers, (opening - claimed) / 1e9, open - byPlayers, OPENERS);
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: node " + node.name() + " could not look for tables to take over: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // stopping
        }
    }

    /**
     * The grace: waits while the players of the tables just claimed ({@code ids}) bring them back
     * themselves, at least {@link #FIRST_TRY_MS}, at most {@link #GRACE_MS}, and no longer than
     * {@link #STALL_MS} past the last table they reopened; how many they reopened.
     */
    long awaitPlayers(List<String> ids) throws InterruptedException {
        long start = System.nanoTime();
        long byPlayers = ids.stream().filter(store::servesHere).count();
        long lastGain = start;
        while (byPlayers < ids.size()) {
            long waited = (System.nanoTime() - start) / 1_000_000;
            long stalled = (System.nanoTime() - lastGain) / 1_000_000;
            if (waited >= GRACE_MS || (waited >= FIRST_TRY_MS && stalled >= STALL_MS)) {
                break;
            }
            Thread.sleep(Math.min(LOOK_MS, GRACE_MS - waited));
            long now = ids.stream().filter(store::servesHere).count();
            if (now > byPlayers) {
                byPlayers = now;
                lastGain = System.nanoTime();
            }
        }
        return byPlayers;
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
