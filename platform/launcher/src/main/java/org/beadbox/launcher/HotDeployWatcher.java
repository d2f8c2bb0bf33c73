package org.beadbox.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * Hot deploy: keeps the bundles installed from {@code <home>/bundles} in step with the jars there.
 * A new jar is installed (from a stream, so the file is never held open), a changed one updated,
 * and the bundle of a removed one uninstalled; {@link HotDeployStarter} starts them. A jar is
 * read only once it has been left alone for the settle time (a copy still being written is
 * left for the next look), and one that cannot be used is named once per version of the file
 * ({@link HotDeployCheck}): a second copy of an installed bundle, from {@code system/} or from
 * this folder, is refused rather than taken as an update.
 *
 * <p>Each install, update and removal runs on a thread of its own: one that waits on a plugin
 * stuck in its activator (Felix's lock on that bundle) holds up only that jar, and is named
 * once it has waited past the time limit. Only the bundles updated or removed are refreshed, and
 * only when Felix left old revisions behind.
 *
 * <p>Before the framework starts, {@link #synchronize()} does the same work inline (nothing runs
 * yet, so nothing can be stuck): the jars added, changed or removed while Beadbox was not
 * running. The size and modification time of each jar as installed are kept beside the cache.
 */
final class HotDeployWatcher {

    private final BundleContext context;
    private final Path folder;
    private final DeployNotices notices;
    private final HotDeployStarter starter;
    private final long settleMillis;
    private final long limitMillis;
    private final Path stampFile;
    /** Location to "size:modified" of the jar as installed or updated. */
    private final Properties stamps = new Properties();
    /** Location to the stamp of the jar version already named as unusable. */
    private final Map<String, String> told = new ConcurrentHashMap<>();
    /** Location to the work under way on it: what, and since when (System.nanoTime). */
    private final Map<String, Work> busy = new ConcurrentHashMap<>();
    private final ExecutorService threads;

    private record Work(String what, long since, boolean[] named) {
    }

    /**
     * @param storage the framework's cache folder, where the stamps of the installed jars are kept
     * @param starter starts what this installs or updates; null when nothing is to be started (tests)
     */
    HotDeployWatcher(BundleContext context, Path folder, Path storage, DeployNotices notices, HotDeployStarter starter,
            long settleMillis, long limitMillis) {
        this.context = context;
        this.folder = folder.toAbsolutePath().normalize();
        this.notices = notices;
        this.starter = starter;
        this.settleMillis = settleMillis;
        this.limitMillis = limitMillis;
        this.stampFile = storage.resolve("beadbox-bundles.properties");
        readStamps();
        AtomicInteger count = new AtomicInteger();
        // Idle threads end after a few seconds: hot deploy must not leave threads behind.
        this.threads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 5, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
            Thread t = new Thread(task, "beadbox-hot-deploy-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Before the framework starts: installs, updates and uninstalls on this thread.
     *
     * @return how many bundles changed
     */
    synchronized int synchronize() {
        return look(true);
    }

    /** One look at the folder while Beadbox runs; the work it finds goes to threads of its own. */
    synchronized void look() {
        look(false);
        long now = System.nanoTime();
        busy.forEach((location, work) -> {
            if (now - work.since() > TimeUnit.MILLISECONDS.toNanos(limitMillis) && !work.named()[0]) {
                work.named()[0] = true;
                notices.tell(shortName(location) + ": " + work.what() + " has waited " + Math.max(1, limitMillis / 1000)
                        + " s for the framework (a plugin stuck in its start holds it): it is done when that start ends, "
                        + "or at the next start of Beadbox; the other jars go on");
            }
        });
    }

    /** Stops taking new work; work stuck on a plugin is left to its daemon thread. */
    void close() {
        threads.shutdownNow();
    }

    private int look(boolean inline) {
        Map<Path, Bundle> ours = new HashMap<>();
        Map<String, String> identities = new HashMap<>();
        for (Bundle b : context.getBundles()) {
            Path from = HotDeployCheck.fileOf(b.getLocation());
            if (from != null && from.startsWith(folder)) {
                ours.put(from, b);
            }
            if (b.getSymbolicName() != null) {
                identities.putIfAbsent(b.getSymbolicName() + "@" + b.getVersion(), b.getLocation());
            }
        }
        Map<Path, String> jars = jars();
        if (jars == null) {
            // The folder cannot be read just now: nothing is taken for removed.
            return 0;
        }
        int changes = 0;
        for (Map.Entry<Path, Bundle> e : ours.entrySet()) {
            Bundle b = e.getValue();
            if (!jars.containsKey(e.getKey()) && !busy.containsKey(b.getLocation())) {
                changes += run(inline, b.getLocation(), "removing it", "could not be uninstalled", () -> remove(b));
            }
        }
        for (Map.Entry<Path, String> e : jars.entrySet()) {
            Bundle b = ours.get(e.getKey());
            changes += look(inline, e.getKey(), b == null ? e.getValue() : b.getLocation(), b, identities);
        }
        told.keySet().retainAll(jars.values());
        forgetGone(jars, ours);
        return changes;
    }

    /** Drops the stamps of jars that are gone and whose bundle is not installed (uninstalled in Plugins, then deleted). */
    private synchronized void forgetGone(Map<Path, String> jars, Map<Path, Bundle> ours) {
        boolean changed = stamps.keySet().removeIf(location -> {
            Path jar = HotDeployCheck.fileOf((String) location);
            return jar == null || (!jars.containsKey(jar) && !ours.containsKey(jar) && !busy.containsKey(location));
        });
        if (changed) {
            writeStamps();
        }
    }

    /** What to do with one jar of the folder: nothing, name it, install it, or update its bundle. */
    private int look(boolean inline, Path jar, String location, Bundle b, Map<String, String> identities) {
        String stamp = inline ? settled(jar, location) : stamp(jar);
        String known = stamps.getProperty(location);
        if (stamp == null || busy.containsKey(location)) {
            return 0;
        }
        long modified = Long.parseLong(stamp.substring(stamp.indexOf(':') + 1));
        if (b != null && known == null && modified <= b.getLastModified()) {
            // Installed another way (the Plugins window, or an older Beadbox): adopted as it is.
            remember(location, stamp);
            return 0;
        }
        if (b != null && stamp.equals(known)) {
            told.remove(location);
            return 0;
        }
        if (stamp.equals(told.get(location)) || System.currentTimeMillis() - modified < settleMillis) {
            return 0;
        }
        if (b == null && stamp.equals(known)) {
            told.put(location, stamp);
            notices.tell(shortName(location) + " is not installed: its bundle was uninstalled (in Plugins) while the jar "
                    + "stayed: delete the jar, or copy it in again (or touch it) to install it again");
            return 0;
        }
        if (b != null) {
            identities.values().remove(location);
        }
        String why = HotDeployCheck.diagnose(jar, identities);
        if (!stamp.equals(stamp(jar))) {
            // Changed while it was read: looked at again once it is left alone.
            return 0;
        }
        if (why != null) {
            told.put(location, stamp);
            notices.tell(shortName(location) + " " + (b == null ? why
                    : why.replace("is not installed", "is not used") + " (the bundle installed before stays)"));
            return 0;
        }
        String identity = HotDeployCheck.identity(jar);
        if (identity != null) {
            identities.putIfAbsent(identity, location);
        }
        return b == null ? run(inline, location, "installing it", "could not be installed", () -> install(location, jar, stamp))
                : run(inline, location, "updating its bundle", "could not update its bundle", () -> update(b, jar, stamp));
    }

    /**
     * Before the framework starts: the stamp of {@code jar} once it has been left alone for the
     * settle time, waiting for that (a jar copied in just before a command is used by that
     * command, not left for a next look that a short command never makes), at most a few settle
     * times; a jar still changing then is named and left for the next look.
     */
    private String settled(Path jar, String location) {
        long until = System.currentTimeMillis() + 4 * Math.max(settleMillis, 250);
        String stamp = stamp(jar);
        while (stamp != null) {
            long modified = Long.parseLong(stamp.substring(stamp.indexOf(':') + 1));
            long wait = modified + settleMillis - System.currentTimeMillis();
            if (wait <= 0) {
                return stamp;
            }
            if (System.currentTimeMillis() + wait > until) {
                if (!stamp.equals(told.put(location, stamp))) {
                    notices.tell(shortName(location) + " is still being written: it is installed once it has been left alone"
                            + " for " + Math.max(1, settleMillis / 1000) + " s (at the next look while Beadbox runs, or at its next start)");
                }
                return stamp;
            }
            try {
                Thread.sleep(Math.min(wait + 5, 200));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return stamp;
            }
            stamp = stamp(jar);
        }
        return null;
    }

    /**
     * Runs {@code work} now, or on a thread of its own; 1 when it was done or handed over.
     *
     * @param what the work, for the line said when it waits too long
     * @param failure the line's end should it fail
     */
    private int run(boolean inline, String location, String what, String failure, Op work) {
        if (inline) {
            return attempt(location, failure, work) ? 1 : 0;
        }
        busy.put(location, new Work(what, System.nanoTime(), new boolean[1]));
        try {
            threads.execute(() -> {
                try {
                    attempt(location, failure, work);
                } finally {
                    busy.remove(location);
                }
            });
            return 1;
        } catch (RejectedExecutionException e) {
            busy.remove(location);
            return 0;
        }
    }

    private boolean attempt(String location, String failure, Op work) {
        try {
            work.run();
            return true;
        } catch (BundleException | IOException | RuntimeException e) {
            if (context.getBundle(0).getState() == Bundle.STOPPING) {
                return false;
            }
            Path jar = HotDeployCheck.fileOf(location);
            String stamp = jar == null ? null : stamp(jar);
            if (stamp != null) {
                told.put(location, stamp);
            }
            notices.tell(shortName(location) + " " + failure + ": " + Messages.firstLine(e));
            return false;
        }
    }

    @FunctionalInterface
    private interface Op {
        void run() throws BundleException, IOException;
    }

    private void install(String location, Path jar, String stamp) throws BundleException, IOException {
        try (InputStream in = Files.newInputStream(jar)) {
            context.installBundle(location, in);
        }
        remember(location, stamp);
    }

    private void update(Bundle b, Path jar, String stamp) throws BundleException, IOException {
        // Stopped here, started by the starter after the update: the activator never runs on this thread.
        if ((b.getState() & (Bundle.ACTIVE | Bundle.STARTING)) != 0) {
            b.stop();
        }
        try (InputStream in = Files.newInputStream(jar)) {
            b.update(in);
        }
        remember(b.getLocation(), stamp);
        refresh(b);
        if (starter != null) {
            starter.startNow(b);
        }
    }

    private void remove(Bundle b) throws BundleException {
        try {
            b.uninstall();
        } catch (IllegalStateException e) {
            // Uninstalled meanwhile.
        }
        forget(b.getLocation());
        refresh(b);
    }

    /** Refreshes {@code b} when Felix kept an old revision of it, waiting at most the time limit. */
    private void refresh(Bundle b) {
        FrameworkWiring wiring = context.getBundle(0).adapt(FrameworkWiring.class);
        if (!wiring.getRemovalPendingBundles().contains(b)) {
            return;
        }
        CountDownLatch done = new CountDownLatch(1);
        wiring.refreshBundles(List.of(b), event -> done.countDown());
        try {
            done.await(limitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The jars of the folder (normalized paths) and the location each is installed at. */
    private Map<Path, String> jars() {
        Map<Path, String> out = new TreeMap<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.jar")) {
            for (Path jar : dir) {
                if (Files.isRegularFile(jar)) {
                    out.put(jar.toAbsolutePath().normalize(), jar.toAbsolutePath().normalize().toUri().toString());
                }
            }
        } catch (java.nio.file.NoSuchFileException e) {
            // No folder: no jar.
            return Map.of();
        } catch (IOException e) {
            return null;
        }
        return out;
    }

    private String shortName(String location) {
        Path jar = HotDeployCheck.fileOf(location);
        return "bundles/" + (jar == null ? location : jar.getFileName());
    }

    /** "size:modified" of the jar, read together; null when it cannot be read. */
    private static String stamp(Path jar) {
        try {
            var attributes = Files.readAttributes(jar, java.nio.file.attribute.BasicFileAttributes.class);
            return attributes.size() + ":" + attributes.lastModifiedTime().toMillis();
        } catch (IOException e) {
            return null;
        }
    }

    private synchronized void remember(String location, String stamp) {
        stamps.setProperty(location, stamp);
        writeStamps();
    }

    private synchronized void forget(String location) {
        if (stamps.remove(location) != null) {
            writeStamps();
        }
    }

    private void readStamps() {
        stamps.putAll(PropertiesFile.read(stampFile));
    }

    private void writeStamps() {
        try {
            PropertiesFile.write(stampFile, stamps, "size:modified of each jar of the bundles folder as installed");
        } catch (IOException e) {
            // Without the stamps, the next start takes each jar as it finds it (adopted, not reinstalled).
        }
    }
}
