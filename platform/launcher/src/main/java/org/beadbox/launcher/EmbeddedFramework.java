package org.beadbox.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.felix.framework.Felix;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.launch.Framework;

/**
 * The Felix framework with Beadbox's settings: a persistent bundle cache under the Beadbox
 * home (so a start after the first only reads it), the system bundles kept in step with the
 * runtime's {@code system/} folder (and the Gogo shell's with {@code shell/}, started on
 * request), hot deploy of {@code <home>/bundles} ({@link HotDeployWatcher} installs,
 * {@link HotDeployStarter} starts), and every framework and SCR log turned down so that standard
 * output belongs to the command. Bundle start failures are reported on standard error, one line each.
 *
 * <p>Only one process uses the shared cache at a time (a file lock); a second Beadbox running
 * at the same moment gets a private cache that is deleted when it stops.
 */
final class EmbeddedFramework {

    private final Path home;
    private final Path runtime;
    private final String ui;
    private final boolean shell;
    private final boolean verbose;
    private final PrintStream err;
    private static final long START_LIMIT_MILLIS = Long.getLong("beadbox.start.timeout", 10_000L);
    /** How long a server waits for its database (and so its table store) before its web front-end starts anyway. */
    private static final long SERVER_WAIT_MILLIS = 30_000L;

    private Framework framework;
    private HotDeployStarter starter;
    private HotDeployWatcher watcher;
    private volatile Quarantine quarantine;
    private volatile DeployNotices notices;
    private ScheduledExecutorService hotDeploy;
    private boolean stuck;
    private FileChannel lockChannel;
    private Path privateCache;
    private String hostSecret;

    /**
     * @param runtime the runtime folder: {@code system/} holds the bundles that start,
     *        {@code shell/} the Gogo shell's, started only when {@code shell} is set
     * @param ui the front-end to open: {@code swing}, {@code console}, {@code web} or {@code none};
     *        {@code server} for the server (web stack and server bundles), {@code server-admin}
     *        for its administration command (server bundles only)
     */
    EmbeddedFramework(Path home, Path runtime, String ui, boolean shell, boolean verbose, PrintStream err) {
        this.home = home;
        this.runtime = runtime;
        this.ui = ui;
        this.shell = shell;
        this.verbose = verbose;
        this.err = err;
    }

    /**
     * Creates, fills and starts the framework. When this returns, every system bundle that can
     * start has started and registered its declarative services.
     *
     * @throws IOException when the Beadbox home cannot be written
     * @throws BundleException when the framework itself cannot start
     */
    Framework start() throws IOException, BundleException {
        StartupReport report = new StartupReport(verbose, err);
        Folders.create(home.resolve("bundles"), "the plugins you add (hot deploy)");
        // Only the desktop's web front-end has a host: the holder of this secret (HostSecret).
        hostSecret = ui.equals("web") ? HostSecret.of(home) : null;
        Path storage = lockCache();
        try {
            framework = init(storage);
        } catch (BundleException | RuntimeException e) {
            // A cache left broken by a killed process: start over from an empty one.
            deleteTree(storage);
            framework = init(storage);
        }
        BundleContext context = framework.getBundleContext();
        context.addFrameworkListener(this::report);
        report.mark("init");
        int changes = new SystemBundles(context, runtime, "system", true, storage, err).synchronize()
                + new SystemBundles(context, runtime, "shell", false, storage, err).synchronize()
                + WebStack.prepare(context, runtime, ServerStack.server(ui) ? "web" : ui, storage, err)
                + ServerStack.prepare(context, runtime, ui, storage, err);
        notices = new DeployNotices(err);
        notices.attach(context);
        quarantine = new Quarantine(home);
        PluginFaultReports.register(context, quarantine, notices);
        starter = new HotDeployStarter(context, home, quarantine, notices, START_LIMIT_MILLIS);
        starter.prepare();
        // A jar is read once it has been left alone for a second: a copy in progress waits for the next look.
        watcher = new HotDeployWatcher(context, home.resolve("bundles"), storage, notices, starter, 1_000, START_LIMIT_MILLIS);
        changes += watcher.synchronize();
        report.mark("bundles checked");
        report.watch(context);
        framework.start();
        if (shell) {
            startShell(context);
        }
        if (ui.equals("server")) {
            // The server's table store first, then the web front-end over it, and the HTTP port
            // last: a front-end started without the store served (and refused, 403) the tables'
            // links for a moment, then started again once the store came, and a port open before
            // the servlets answered 404; a node restarted beside others did both to the players
            // nginx sent it. Now its port refuses connections until it serves, and nginx tries
            // the next node.
            WebStack.start(context, b -> !WebStack.frontEnd(b) && !WebStack.httpPort(b));
            ServerStack.start(context);
            ServerStack.awaitTables(context, SERVER_WAIT_MILLIS);
            WebStack.start(context, WebStack::frontEnd);
        } else if (ServerStack.server(ui)) {
            ServerStack.start(context);
        }
        if (ui.equals("web") || ui.equals("server")) {
            WebStack.start(context, b -> true);
        }
        report.mark("started");
        starter.startMarked(START_LIMIT_MILLIS);
        HotDeployStarter watched = starter;
        HotDeployWatcher folder = watcher;
        hotDeploy = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "beadbox-hot-deploy");
            t.setDaemon(true);
            return t;
        });
        hotDeploy.scheduleWithFixedDelay(() -> {
            try {
                watched.watchdog();
                folder.look();
            } catch (RuntimeException e) {
                // The framework is stopping; the next round tries again.
            }
        }, 500, 500, TimeUnit.MILLISECONDS);
        report.mark("hot-deployed bundles started");
        report.print(changes, context);
        return framework;
    }

    /** Starts the Gogo shell for this run only: the next run without --shell has none. */
    private void startShell(BundleContext context) throws BundleException {
        boolean found = false;
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith("beadbox:shell/")) {
                b.start(Bundle.START_TRANSIENT);
                found = true;
            }
        }
        if (!found) {
            throw new BundleException("the runtime has no Gogo shell (shell/ folder): rebuild it with ./beadbox");
        }
    }

    /** The secret that makes a browser the host ({@link HostSecret}); null unless the front-end is {@code web}. */
    String hostSecret() {
        return hostSecret;
    }

    /**
     * In the shutdown hook, before {@link #stop()}: when a plugin's code called {@code
     * System.exit}, names it and quarantines its jar ({@link ExitCulprit}).
     *
     * @return whether a plugin was found
     */
    boolean blameExit() {
        Framework f = framework;
        if (f == null || quarantine == null || (f.getState() & (Bundle.ACTIVE | Bundle.STARTING)) == 0) {
            return false;
        }
        try {
            return ExitCulprit.blame(f.getBundleContext(), quarantine, notices);
        } catch (RuntimeException e) {
            return false; // the framework stopped meanwhile: nothing to name
        }
    }

    /** Stops the framework, waits for it (a few seconds at most) and releases the cache. Idempotent. */
    synchronized void stop() {
        Framework f = framework;
        if (hotDeploy != null) {
            hotDeploy.shutdownNow();
        }
        if (watcher != null) {
            watcher.close();
        }
        if (starter != null) {
            stuck |= starter.close();
        }
        if (f != null && (f.getState() & (Bundle.ACTIVE | Bundle.STARTING | Bundle.STOPPING)) != 0) {
            try {
                f.stop();
                // A bundle stuck in its activator holds its lock: the framework cannot stop it.
                f.waitForStop(stuck ? 2_000 : 10_000);
            } catch (BundleException e) {
                err.println("beadbox: the framework did not stop cleanly: " + Messages.firstLine(e));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        releaseCache();
    }

    private Framework init(Path storage) throws BundleException {
        Framework f = new Felix(properties(storage));
        f.init();
        return f;
    }

    private Map<String, Object> properties(Path storage) {
        Map<String, Object> p = new HashMap<>();
        p.put(Constants.FRAMEWORK_STORAGE, storage.toString());
        p.put(Constants.FRAMEWORK_STORAGE_CLEAN, storage.equals(privateCache) ? Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT : "none");
        p.put("felix.cache.locking", "false");
        p.put("felix.log.level", verbose ? "3" : "0");
        p.put("beadbox.home", home.toString());
        p.put("beadbox.ui", ui);
        // The default plugin catalogue, written by the build beside system/ (docs/plugin-catalogue.md).
        p.put("beadbox.catalogue", runtime.resolve("catalogue").toAbsolutePath().normalize().toString());
        p.put("ds.loglevel", verbose ? "warn" : "error");
        if (!shell) {
            p.put("gosh.args", "--nointeractive");
        }
        if (ui.equals("web") || ui.equals("swing") || ui.equals("server")) {
            p.putAll(WebStack.properties());
        }
        if (ui.equals("swing")) {
            p.put(WebStack.BUNDLES, WebStack.bundles(runtime)); // Swing starts the stack when it first hosts a table
        }
        System.getProperties().stringPropertyNames().stream()
                .filter(k -> k.startsWith("beadbox.") || k.startsWith("felix.") || k.startsWith("org.osgi.") || k.startsWith("ds."))
                .filter(k -> !k.equals("beadbox.home") && !k.equals("beadbox.ui") && !k.equals(HostSecret.PROPERTY))
                .forEach(k -> p.put(k, System.getProperty(k)));
        if (hostSecret != null) {
            p.put(HostSecret.PROPERTY, hostSecret);
        }
        return p;
    }

    private void report(FrameworkEvent event) {
        if (event.getType() == FrameworkEvent.ERROR) {
            Bundle b = event.getBundle();
            String who = b == null || b.getBundleId() == 0 ? "the framework" : b.getSymbolicName();
            String why = event.getThrowable() == null ? "an error" : Messages.firstLine(event.getThrowable());
            err.println("beadbox: " + Messages.quoted(who) + ": " + why);
        } else if (verbose && event.getType() == FrameworkEvent.WARNING && event.getThrowable() != null) {
            err.println("beadbox: warning: " + Messages.firstLine(event.getThrowable()));
        }
    }

    private Path lockCache() throws IOException {
        Path shared = home.resolve("cache");
        Folders.create(shared, "its bundle cache");
        FileChannel channel = FileChannel.open(home.resolve("cache.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                lockChannel = channel;
                return shared;
            }
        } catch (OverlappingFileLockException e) {
            // Held by this very JVM: fall through to a private cache.
        }
        channel.close();
        privateCache = Files.createTempDirectory(home, "cache-");
        return privateCache;
    }

    private void releaseCache() {
        try {
            if (lockChannel != null) {
                lockChannel.close();
                lockChannel = null;
            }
            if (privateCache != null) {
                deleteTree(privateCache);
                privateCache = null;
            }
        } catch (IOException e) {
            err.println("beadbox: could not clean up the bundle cache: " + Messages.firstLine(e));
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
