package org.beadbox.core.remote;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.online.OnlineTables;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Finds this host's {@link OnlineTables} service, starting the web stack first when it is not
 * running: the launcher names the stack's jars, in the order they must start, in the framework
 * property {@value #BUNDLES} (paths separated by the platform's path separator). Lets a
 * front-end host tables without importing the bundle that serves them.
 */
public final class WebStackStarter {

    /** The framework property naming the web stack's jars, in start order. */
    public static final String BUNDLES = "beadbox.web.bundles";

    /** The location prefix the launcher gives the web stack's bundles. */
    public static final String LOCATION = "beadbox:web/";

    private final BundleContext context;

    /** A starter in the framework of {@code context}. */
    public WebStackStarter(BundleContext context) {
        this.context = context;
    }

    /** Whether tables can be hosted here: the service runs, or the web stack can be started. */
    public boolean available() {
        return context.getServiceReference(OnlineTables.class) != null || !jars().isEmpty();
    }

    /** Whether the service runs now. */
    public boolean running() {
        return context.getServiceReference(OnlineTables.class) != null;
    }

    private List<Path> jars() {
        String list = context.getProperty(BUNDLES);
        List<Path> out = new ArrayList<>();
        if (list != null) {
            for (String p : list.split(File.pathSeparator)) {
                if (!p.isBlank()) {
                    out.add(Path.of(p.strip()));
                }
            }
        }
        return out;
    }

    /**
     * The service, after installing (if absent) and starting the web stack (for this run only)
     * when it is not running. Blocks: never call it on an event thread.
     *
     * @throws IllegalStateException one line for a person: no web stack in this runtime, a jar
     *     that cannot be installed or started, no service within {@code timeoutMillis}
     */
    public OnlineTables start(long timeoutMillis) throws InterruptedException {
        ServiceTracker<OnlineTables, OnlineTables> tracker = new ServiceTracker<>(context, OnlineTables.class, null);
        tracker.open();
        try {
            OnlineTables now = tracker.getService();
            if (now != null) {
                return now;
            }
            List<Path> jars = jars();
            if (jars.isEmpty()) {
                throw new IllegalStateException("This Beadbox has no web front-end (org.beadbox.ui.web), so it cannot host"
                        + " online tables: rebuild it with ./beadbox.");
            }
            String taken = portTaken();
            if (taken != null) {
                throw new IllegalStateException(taken);
            }
            quietLogs();
            List<Bundle> bundles = new ArrayList<>();
            for (Path jar : jars) {
                bundles.add(install(jar));
            }
            for (Bundle b : bundles) {
                if (b.getHeaders("").get(Constants.FRAGMENT_HOST) == null && b.getState() != Bundle.ACTIVE) {
                    try {
                        b.start(Bundle.START_TRANSIENT);
                    } catch (BundleException e) {
                        throw new IllegalStateException("The web front-end could not start (" + b.getSymbolicName() + ": "
                                + e.getMessage() + "): run with --verbose to see why.", e);
                    }
                }
            }
            OnlineTables service = tracker.waitForService(timeoutMillis);
            if (service == null) {
                throw new IllegalStateException("The web front-end did not start within " + TimeUnit.MILLISECONDS.toSeconds(timeoutMillis)
                        + " s (is port " + context.getProperty("org.osgi.service.http.port") + " taken by another program?)");
            }
            return service;
        } finally {
            tracker.close();
        }
    }

    /** Why the HTTP service cannot listen where it is told to, or null when it can. */
    private String portTaken() {
        String host = context.getProperty("org.apache.felix.http.host");
        String port = context.getProperty("org.osgi.service.http.port");
        if (port == null || port.isBlank()) {
            return null;
        }
        try (java.net.ServerSocket s = new java.net.ServerSocket()) {
            s.bind(new java.net.InetSocketAddress(host == null || host.isBlank() ? "127.0.0.1" : host.strip(), Integer.parseInt(port.strip())));
            return null;
        } catch (IOException | RuntimeException e) {
            return "Cannot host online tables: port " + port.strip() + " is taken (" + e.getMessage()
                    + "). Close the program using it, or start Beadbox with --port N.";
        }
    }

    private Bundle install(Path jar) {
        String location = LOCATION + jar.getFileName();
        Bundle existing = context.getBundle(location);
        if (existing != null) {
            return existing;
        }
        try (InputStream in = Files.newInputStream(jar)) {
            return context.installBundle(location, in);
        } catch (IOException | BundleException e) {
            throw new IllegalStateException("The web front-end could not be installed (" + jar.getFileName() + ": "
                    + e.getMessage() + "): rebuild Beadbox with ./beadbox.", e);
        }
    }

    /** The stack's own logs say only what goes wrong (SPI Fly logs through the JDK, Jetty through slf4j-simple). */
    private static final java.util.logging.Logger SPI_FLY = java.util.logging.Logger.getLogger("org.apache.aries.spifly");

    private static void quietLogs() {
        SPI_FLY.setLevel(java.util.logging.Level.WARNING);
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
    }
}
