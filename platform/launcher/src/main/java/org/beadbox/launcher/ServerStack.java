package org.beadbox.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The server's bundles (BouncyCastle, H2, PostgreSQL's driver and org.beadbox.server itself),
 * installed from the runtime's {@code server/} folder only for {@code ./beadbox server} (which
 * also starts the web stack, see {@link WebStack}) and {@code ./beadbox server admin ...}; any
 * other run uninstalls those a previous run left in the cache, so it pays nothing for them.
 */
final class ServerStack {

    private static final String LOCATION = "beadbox:server/";

    private ServerStack() {
    }

    /** Whether a front-end word names one of the server's runs. */
    static boolean server(String ui) {
        return ui.equals("server") || ui.equals("server-admin");
    }

    /** Installs (for a server run) or uninstalls (for any other) the server's bundles; how many changed. */
    static int prepare(BundleContext context, Path runtime, String ui, Path storage, PrintStream err)
            throws IOException, BundleException {
        if (server(ui)) {
            return new SystemBundles(context, runtime, "server", false, storage, err).synchronize();
        }
        int removed = 0;
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith(LOCATION)) {
                b.uninstall();
                removed++;
            }
        }
        return removed;
    }

    /**
     * Waits until the server bundle has opened its database (a service {@code
     * org.beadbox.server.Database}) or said why it could not (a service {@code
     * org.beadbox.server.DatabaseOpener$Failure} with a {@code reason}).
     *
     * @return null when the database is open; else one line for a person
     */
    static String awaitDatabase(BundleContext context, long timeoutMillis) throws InterruptedException {
        ServiceReference<Object> ref = await(context, "org.beadbox.server.Database", timeoutMillis);
        if (ref == null) {
            return "the server's database did not open within " + timeoutMillis / 1000 + " s; run with --verbose to see why";
        }
        Object reason = ref.getProperty("reason");
        return reason == null ? null : "the server cannot start: " + reason;
    }

    /**
     * Waits until the server's table store is registered (the database open and migrated), or
     * its database failed to open, or {@code timeoutMillis} passed: whichever comes first. The
     * web front-end then starts with the store (or without, and takes it when it comes).
     */
    static void awaitTables(BundleContext context, long timeoutMillis) {
        try {
            await(context, "org.beadbox.core.online.TableStore", timeoutMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The first service registered as {@code objectClass} or as the server's failure to open its
     * database ({@code org.beadbox.server.DatabaseOpener$Failure}), waiting up to {@code
     * timeoutMillis}; null when neither came.
     */
    private static ServiceReference<Object> await(BundleContext context, String objectClass, long timeoutMillis) throws InterruptedException {
        ServiceTracker<Object, Object> tracker;
        try {
            tracker = new ServiceTracker<>(context, context.createFilter(
                    "(|(objectClass=" + objectClass + ")(objectClass=org.beadbox.server.DatabaseOpener$Failure))"), null);
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        tracker.open(true);
        try {
            long deadline = System.currentTimeMillis() + timeoutMillis;
            ServiceReference<Object> ref;
            while ((ref = tracker.getServiceReference()) == null && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
            }
            return ref;
        } finally {
            tracker.close();
        }
    }

    /** Starts the server's bundles, in their file order, for this run only. */
    static void start(BundleContext context) throws BundleException {
        List<Bundle> server = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith(LOCATION)) {
                server.add(b);
            }
        }
        if (server.isEmpty()) {
            throw new BundleException("the runtime has no server (server/ folder): rebuild it with ./beadbox");
        }
        server.sort((a, b) -> a.getLocation().compareTo(b.getLocation()));
        for (Bundle b : server) {
            b.start(Bundle.START_TRANSIENT);
        }
    }
}
