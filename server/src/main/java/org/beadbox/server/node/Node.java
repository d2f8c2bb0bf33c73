package org.beadbox.server.node;

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.beadbox.server.Database;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * This server as one node of a site that several nodes serve from one database
 * ({@code ./beadbox server --node NAME}). It enters the {@link NodeRegistry} when it starts, and a
 * daemon thread beats its heart every {@link Timing#beat} (default 1 s): one transaction that
 * stamps the heartbeat and renews all of this node's {@link TableLeases}. When it is stopped
 * (SIGTERM stops the framework, which deactivates this), it says so at once: its {@link #health}
 * turns not ready, its leases are released and its registry row says {@code gone}, so other nodes
 * take its tables over without waiting for the deadline.
 *
 * <p>Thread-safe: the heartbeat thread writes the fields {@link #health} reads, all volatile.
 */
@Component(service = Node.class, immediate = true)
public final class Node {

    /** The framework properties this reads. */
    static final String NAME = "beadbox.server.node";
    static final String HOST = "org.apache.felix.http.host";
    static final String BEAT_MS = "beadbox.server.heartbeat-ms";
    static final String DEADLINE_MS = "beadbox.server.node-deadline-ms";

    /**
     * How often a node beats, and how old its last beat may be before other nodes count it dead
     * (also how long a table lease lasts past its renewal).
     */
    public record Timing(Duration beat, Duration deadline) {
        public static final Timing DEFAULT = new Timing(Duration.ofSeconds(1), Duration.ofSeconds(6));

        public Timing {
            if (beat.isZero() || beat.isNegative() || deadline.compareTo(beat.multipliedBy(2)) < 0) {
                throw new IllegalArgumentException("a node's deadline must be at least two heartbeats: beat " + beat + ", deadline " + deadline);
            }
        }
    }

    private final Database db;
    private final String name;
    private final String address;
    private final String instance = UUID.randomUUID().toString();
    private final Timing timing;
    private final NodeRegistry registry;
    private final TableLeases leases;
    private final LongSupplier nanoClock;
    private final long startedNanos;
    private final ScheduledExecutorService heart;
    /** Hears other nodes' deaths at once, and lets them hear this one's (PostgreSQL only; else null). */
    private final NodeLiveness liveness;

    /** Every so many beats, leases run out for longer than {@link #PURGE_AGE} are deleted. */
    private static final int PURGE_EVERY = 150;
    private static final Duration PURGE_AGE = Duration.ofHours(1);
    private int beats; // the heartbeat thread's own
    private volatile boolean started;
    /** Whether other nodes may serve this site's tables ({@code --node}): then a failed hand-over is worth a line. */
    private volatile boolean routing;

    private volatile String state = NodeRegistry.SERVING;
    private volatile long lastBeatNanos;
    private volatile boolean lastBeatOk;
    private volatile boolean beaten;
    private volatile int tables;

    /**
     * Made by Declarative Services: enters the registry and beats, unless the runtime only runs
     * one administration command ({@code ./beadbox server admin ...}, {@code beadbox.ui=server-admin}),
     * which is no node: it must not take over the name of the node serving beside it.
     */
    @Activate
    public Node(BundleContext context, @Reference Database db) {
        this(db, nameOf(context.getProperty(NAME)), addressOf(context.getProperty(HOST), db.settings().port()),
                timingOf(context.getProperty(BEAT_MS), context.getProperty(DEADLINE_MS)), System::nanoTime);
        routing = "true".equals(context.getProperty(TableRouteFilter.ROUTE_TABLES));
        if (!"server-admin".equals(context.getProperty("beadbox.ui"))) {
            start();
        }
    }

    /** A node not yet entered in the registry nor beating: {@link #start()} does both. */
    Node(Database db, String name, String address, Timing timing, LongSupplier nanoClock) {
        this.name = name;
        this.address = address;
        this.timing = timing;
        this.registry = new NodeRegistry(db, timing.deadline());
        this.leases = new TableLeases(db, timing.deadline());
        this.nanoClock = nanoClock;
        this.startedNanos = nanoClock.getAsLong();
        this.heart = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-node-heartbeat");
            t.setDaemon(true);
            return t;
        });
        this.db = db;
        this.liveness = db.postgres() ? new NodeLiveness(db, name, timing.beat().multipliedBy(5).dividedBy(4)) : null;
    }

    /** Enters the registry (taking over the name from a dead process of it) and starts beating. */
    void start() {
        started = true;
        if (registry.enter(name, address, instance)) {
            System.err.println("Beadbox server: node " + name + " was alive a moment ago: this process replaces it"
                    + " (after a restart that is expected; otherwise give each node its own --node NAME)");
        }
        leases.forget(name); // an earlier process's leases: this one holds none of those tables in memory
        beat();
        heart.scheduleWithFixedDelay(this::beat, timing.beat().toMillis(), timing.beat().toMillis(), TimeUnit.MILLISECONDS);
        if (liveness != null) {
            liveness.start();
        }
    }

    /**
     * Calls {@code listener} with another node's name when this node hears that node died and
     * ends its leases at once ({@link NodeLiveness}; PostgreSQL only), so that its tables can be
     * taken over without waiting for the next sweep.
     */
    public void onNodeDeath(java.util.function.Consumer<String> listener) {
        if (liveness != null) {
            liveness.onDeath(listener);
        }
    }

    /**
     * One heartbeat: stamps this node's row and renews its leases in one transaction. A failure
     * (the database unreachable) is remembered for {@link #health}; the next beat tries again.
     */
    void beat() {
        if (!state.equals(NodeRegistry.SERVING)) {
            return;
        }
        try {
            int[] held = new int[1];
            boolean mine = db.inTransaction(c -> {
                boolean ours = registry.heartbeat(c, name, instance);
                held[0] = ours ? leases.renew(c, name) : 0;
                return ours;
            });
            tables = held[0];
            if (!lastBeatOk && beaten) {
                System.err.println("Beadbox server: node " + name + " reaches the database again");
            }
            if (++beats % PURGE_EVERY == 0) {
                leases.purge(PURGE_AGE);
            }
            lastBeatOk = true;
            lastBeatNanos = nanoClock.getAsLong();
            beaten = true;
            if (!mine) {
                state = "replaced";
                System.err.println("Beadbox server: another process entered as node " + name
                        + ": this one stops serving its tables; give each node its own --node NAME");
            }
        } catch (RuntimeException e) {
            if (lastBeatOk) {
                System.err.println("Beadbox server: node " + name + " cannot reach the database (" + e.getMessage()
                        + "); /api/health says 503 until it can");
            }
            lastBeatOk = false;
        }
    }

    /** This node's state now, for {@code /api/health}. */
    public Health health() {
        long now = nanoClock.getAsLong();
        long age = beaten ? TimeUnit.NANOSECONDS.toMillis(now - lastBeatNanos) : -1;
        boolean database = beaten && lastBeatOk && age <= timing.deadline().toMillis();
        boolean ready = state.equals(NodeRegistry.SERVING) && database;
        return new Health(name, ready, state, tables, database ? "ok" : "unreachable", age,
                TimeUnit.NANOSECONDS.toSeconds(now - startedNanos));
    }

    /** What hears other nodes' deaths, or null without PostgreSQL (for tests). */
    NodeLiveness liveness() {
        return liveness;
    }

    /** This node's name ({@code --node}). */
    public String name() {
        return name;
    }

    /** The site's registry of nodes. */
    public NodeRegistry registry() {
        return registry;
    }

    /** The site's table leases. */
    public TableLeases leases() {
        return leases;
    }

    /**
     * Stops at once: not ready from now on, no more heartbeats, every lease released and the
     * registry told it is gone, so that other nodes claim its tables without waiting. When the
     * database cannot be reached, the leases simply run out.
     */
    @Deactivate
    public void stop() {
        state = "stopping";
        heart.shutdownNow();
        if (liveness != null) {
            liveness.stop();
        }
        try {
            heart.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!started) {
            return;
        }
        try {
            leases.releaseAll(name);
            registry.leave(name, instance);
        } catch (RuntimeException e) {
            // A lone server has nobody to hand over to (and its next start forgets its leases);
            // on H2 the database may be closed already by H2's own hook as the process exits.
            if (routing) {
                System.err.println("Beadbox server: node " + name + " could not hand its tables over (" + e.getMessage()
                        + "); other nodes take them when their leases run out");
            }
        }
    }

    /**
     * Stops beating without a word, keeping its registry row and leases as they are: what the
     * database sees of a node killed with {@code kill -9} (for tests).
     */
    void halt() {
        state = "halted";
        heart.shutdownNow();
        if (liveness != null) {
            liveness.stop(); // the process's connections close as it dies
        }
    }

    static String nameOf(String property) {
        return property == null || !property.strip().matches("[a-z0-9-]{1,30}") ? "node-1" : property.strip();
    }

    static String addressOf(String host, int port) {
        return (host == null || host.isBlank() ? "127.0.0.1" : host.strip()) + ":" + port;
    }

    static Timing timingOf(String beatMs, String deadlineMs) {
        try {
            Duration beat = beatMs == null ? Timing.DEFAULT.beat() : Duration.ofMillis(Long.parseLong(beatMs.strip()));
            Duration deadline = deadlineMs == null ? Timing.DEFAULT.deadline() : Duration.ofMillis(Long.parseLong(deadlineMs.strip()));
            return new Timing(beat, deadline);
        } catch (IllegalArgumentException e) {
            System.err.println("Beadbox server: " + BEAT_MS + "/" + DEADLINE_MS + " not understood (" + e.getMessage()
                    + "); the node beats every second with a 6 s deadline");
            return Timing.DEFAULT;
        }
    }
}
