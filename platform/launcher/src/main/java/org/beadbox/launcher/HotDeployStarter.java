package org.beadbox.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.startlevel.BundleStartLevel;

/**
 * Starts the bundles of the hot-deploy folder, each on a thread of its own with a time limit,
 * so that no plugin can hold up Beadbox's start or hot deploy ({@link HotDeployWatcher} only
 * installs, updates and uninstalls). A start that fails is told in one line and not tried again in this
 * run; one that does not return in time, or runs out of memory, is quarantined
 * ({@link Quarantine}).
 *
 * <p>The framework must not start these bundles itself on the launcher's thread: before it
 * starts, {@link #prepare()} notes which of them are marked to start and clears the mark (a
 * list in the Beadbox home keeps the note should the process die before they start again);
 * {@link #startMarked(long)} starts them after the framework, and the mark comes back with
 * their start.
 */
final class HotDeployStarter {

    private final BundleContext context;
    private final Quarantine quarantine;
    private final DeployNotices notices;
    private final long limitMillis;
    private final Path pendingFile;
    private final Set<String> pending = ConcurrentHashMap.newKeySet();
    private final Set<Long> inFlight = ConcurrentHashMap.newKeySet();
    /** When each start now running began (System.nanoTime), and the ones already told as overdue. */
    private final java.util.Map<Long, Long> since = new ConcurrentHashMap<>();
    private final Set<Long> overdue = ConcurrentHashMap.newKeySet();
    private final java.util.Map<Long, Integer> lockRetries = new ConcurrentHashMap<>();
    private final List<CompletableFuture<Void>> running = new ArrayList<>();
    private final ExecutorService threads;
    private volatile boolean closed;
    /** False until the framework has started: a start asked for before would run on its start-level thread. */
    private volatile boolean ready;

    HotDeployStarter(BundleContext context, Path home, Quarantine quarantine, DeployNotices notices, long limitMillis) {
        this.context = context;
        this.quarantine = quarantine;
        this.notices = notices;
        this.limitMillis = limitMillis;
        this.pendingFile = home.resolve("bundles-to-start.txt");
        AtomicInteger count = new AtomicInteger();
        // Idle threads end after a few seconds: a start is rare, and hot deploy must not leave threads behind.
        this.threads = new java.util.concurrent.ThreadPoolExecutor(0, Integer.MAX_VALUE, 5, TimeUnit.SECONDS,
                new java.util.concurrent.SynchronousQueue<>(), task -> {
                    Thread t = new Thread(task, "beadbox-bundle-start-" + count.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
    }

    /**
     * Before the framework starts: quarantines what the journal names, and takes the start mark
     * off every hot-deployed bundle, noting which had it.
     */
    void prepare() {
        quarantine.recover();
        if (Files.isRegularFile(pendingFile)) {
            try {
                pending.addAll(Files.readAllLines(pendingFile, StandardCharsets.UTF_8));
            } catch (IOException e) {
                // The marks still on the bundles are enough.
            }
        }
        Set<String> installed = new java.util.HashSet<>();
        for (Bundle b : context.getBundles()) {
            installed.add(b.getLocation());
        }
        pending.retainAll(installed);
        for (Bundle b : context.getBundles()) {
            if (quarantine.jarOf(b.getLocation()) != null
                    && b.adapt(BundleStartLevel.class).isPersistentlyStarted()) {
                pending.add(b.getLocation());
            }
        }
        savePending();
        for (Bundle b : context.getBundles()) {
            if (pending.contains(b.getLocation())) {
                try {
                    b.stop();
                } catch (BundleException | RuntimeException e) {
                    // Not active yet: the mark is what stop() clears, and it cannot fail for that.
                }
            }
        }
        context.addBundleListener(this::bundleChanged);
    }

    /**
     * After the framework started: starts the bundles that were marked, and waits for them for
     * at most the time limit. A quarantined one is named in one line each run.
     */
    void startMarked(long waitMillis) {
        ready = true;
        for (Bundle b : context.getBundles()) {
            if (pending.contains(b.getLocation())) {
                String why = quarantine.reason(b.getLocation());
                if (why != null) {
                    // Stays on the list: the line is said at each start while the jar is quarantined.
                    notices.tell("safe mode: " + name(b) + " is not started: " + why + "; "
                            + quarantine.howToReenable(b.getLocation()));
                } else {
                    start(b);
                }
            }
        }
        List<CompletableFuture<Void>> now;
        synchronized (running) {
            now = new ArrayList<>(running);
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
        for (CompletableFuture<Void> f : now) {
            long left = deadline - System.nanoTime();
            try {
                f.get(Math.max(0, left), TimeUnit.NANOSECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // Told by the watchdog.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        watchdog();
    }

    /**
     * Stops starting bundles; the threads of starts that never returned stay, as daemons. A
     * bundle still starting now (one calling {@code System.exit} from its activator: this runs
     * in the shutdown hook) is quarantined and named.
     *
     * @return whether some bundle is still stuck starting
     */
    boolean close() {
        if (closed) {
            return false;
        }
        closed = true;
        threads.shutdown();
        boolean stuck = false;
        for (Long id : inFlight) {
            Bundle b = context.getBundle(id);
            if (b != null && b.getState() == Bundle.STARTING) {
                stuck = true;
                if (quarantine.reason(b.getLocation()) == null) {
                    quarantine.add(b.getLocation(), "Beadbox ended while it was starting (System.exit or a stop during its start)");
                    notices.tell(name(b) + " ended Beadbox while it was starting: it is quarantined and will not start "
                            + "again (safe mode); " + quarantine.howToReenable(b.getLocation()));
                }
            }
        }
        return stuck;
    }

    /**
     * Starts {@code b}, a bundle of the hot-deploy folder just updated, on a thread of its own,
     * unless it is quarantined.
     */
    void startNow(Bundle b) {
        if (ready && quarantine.reason(b.getLocation()) == null) {
            start(b);
        }
    }

    private void bundleChanged(BundleEvent event) {
        Bundle b = event.getBundle();
        // Once running, an update is started by the watcher after its refresh (startNow), not here.
        boolean updatedBeforeStart = event.getType() == BundleEvent.UPDATED && !ready;
        if ((event.getType() == BundleEvent.INSTALLED || updatedBeforeStart)
                && quarantine.jarOf(b.getLocation()) != null && !closed) {
            if (!ready) {
                pending.add(b.getLocation());
                savePending();
                if (ready) {
                    start(b);
                }
            } else if (quarantine.reason(b.getLocation()) == null) {
                start(b);
            }
        }
    }

    private void start(Bundle b) {
        if (closed || !inFlight.add(b.getBundleId())) {
            return;
        }
        CompletableFuture<Void> f;
        try {
            f = CompletableFuture.runAsync(() -> run(b), threads);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            inFlight.remove(b.getBundleId());
            return;
        }
        synchronized (running) {
            running.removeIf(CompletableFuture::isDone);
            running.add(f);
        }
    }

    /**
     * Quarantines and names each bundle whose start has run past the time limit. Called
     * periodically, on the launcher's hot-deploy thread (no thread of its own).
     */
    void watchdog() {
        long now = System.nanoTime();
        for (var e : since.entrySet()) {
            Bundle b = context.getBundle(e.getKey());
            if (b == null || closed || now - e.getValue() < TimeUnit.MILLISECONDS.toNanos(limitMillis) || !overdue.add(e.getKey())) {
                continue;
            }
            // ACTIVE with its start still running: a Declarative Services component's activate method
            // that does not return (SCR runs it on this start thread, after Felix made the bundle ACTIVE).
            String what = b.getState() == Bundle.ACTIVE ? " (a component's activate method did not return)" : "";
            if (b.getState() == Bundle.STARTING || b.getState() == Bundle.ACTIVE) {
                quarantine.add(b.getLocation(), "it did not finish starting within " + seconds() + " s" + what);
                notices.tell(name(b) + " did not finish starting within " + seconds() + " s" + what
                        + ": it is quarantined and will not start again (safe mode); "
                        + quarantine.howToReenable(b.getLocation()));
            }
        }
    }

    private void run(Bundle b) {
        long id = b.getBundleId();
        try {
            if (b.getState() == Bundle.UNINSTALLED || b.getState() == Bundle.ACTIVE
                    || b.getHeaders("").get(Constants.FRAGMENT_HOST) != null) {
                return;
            }
            quarantine.starting(id, b.getLocation());
            since.put(id, System.nanoTime());
            try {
                b.start();
            } catch (BundleException | RuntimeException | Error e) {
                failed(b, e);
            } finally {
                since.remove(id);
                overdue.remove(id);
                quarantine.started(id);
            }
        } catch (IllegalStateException e) {
            // Uninstalled meanwhile.
        } finally {
            forget(b.getLocation());
            inFlight.remove(id);
        }
    }

    private void failed(Bundle b, Throwable e) {
        if (b.getState() == Bundle.UNINSTALLED || closed) {
            return;
        }
        if (String.valueOf(e.getMessage()).startsWith("Unable to acquire global lock") && lockRetries.merge(b.getBundleId(), 1, Integer::sum) <= 60) {
            // A refresh waits for a bundle stuck in its activator and holds the framework's lock:
            // not this bundle's fault. Tried again each second for a minute.
            // On a start thread (which ends when idle), not CompletableFuture's delayer, a thread for good.
            threads.execute(() -> {
                try {
                    Thread.sleep(1_000);
                    start(b);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                }
            });
            return;
        }
        lockRetries.remove(b.getBundleId());
        if (exhausted(e)) {
            quarantine.add(b.getLocation(), "it ran out of memory while starting");
            notices.tell(name(b) + " ran out of memory while starting: it is quarantined and will not start again "
                    + "(safe mode); " + quarantine.howToReenable(b.getLocation()));
        } else if (e instanceof BundleException be && be.getType() == BundleException.ACTIVATOR_ERROR && e.getCause() != null) {
            Throwable cause = e.getCause();
            notices.tell(name(b) + " could not start: its activator failed: " + (cause.getMessage() == null
                    ? cause.getClass().getName() : Messages.firstLine(cause))); // firstLine escapes what the plugin wrote
        } else {
            notices.tell(name(b) + " could not start: " + Messages.firstLine(e));
        }
    }

    private static boolean exhausted(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof VirtualMachineError) {
                return true;
            }
        }
        return false;
    }

    private String name(Bundle b) {
        Path jar = quarantine.jarOf(b.getLocation());
        String file = jar == null ? b.getLocation() : "bundles/" + jar.getFileName();
        return b.getSymbolicName() == null ? file : file + " (" + b.getSymbolicName() + ")";
    }

    private long seconds() {
        return Math.max(1, Math.round(limitMillis / 1000.0));
    }

    private void forget(String location) {
        if (pending.remove(location)) {
            savePending();
        }
    }

    private synchronized void savePending() {
        try {
            if (pending.isEmpty()) {
                Files.deleteIfExists(pendingFile);
                return;
            }
            Path tmp = pendingFile.resolveSibling(pendingFile.getFileName() + ".tmp");
            Files.write(tmp, new LinkedHashSet<>(pending), StandardCharsets.UTF_8);
            Files.move(tmp, pendingFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // The marks are back on the bundles once they start.
        }
    }
}
