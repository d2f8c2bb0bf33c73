package org.beadbox.launcher;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.Constants;
import org.osgi.framework.SynchronousBundleListener;

/**
 * What {@code --verbose} tells about a start: how long each phase took (framework init, the
 * system bundle check, starting the bundles), which bundles were slow to start, and which did
 * not start at all. Silent unless verbose.
 */
final class StartupReport {

    private static final long SLOW_MILLIS = 5;

    private final boolean verbose;
    private final PrintStream err;
    private final long begin = System.nanoTime();
    private final Map<String, Long> marks = new java.util.LinkedHashMap<>();
    private final Map<String, Long> starting = new ConcurrentHashMap<>();

    StartupReport(boolean verbose, PrintStream err) {
        this.verbose = verbose;
        this.err = err;
    }

    /** Notes that a phase ended now. */
    void mark(String phase) {
        marks.put(phase, System.nanoTime());
    }

    /** Reports every bundle that takes a while to start, as it starts. */
    void watch(BundleContext context) {
        if (verbose) {
            context.addBundleListener((SynchronousBundleListener) this::bundleChanged);
        }
    }

    /** Prints the phases and the bundles that are not active (the shell's aside). */
    void print(int changes, BundleContext context) {
        if (!verbose) {
            return;
        }
        StringBuilder line = new StringBuilder("beadbox: " + changes + " system bundle change(s);");
        long previous = begin;
        for (Map.Entry<String, Long> m : marks.entrySet()) {
            line.append(' ').append(m.getKey()).append(' ').append((m.getValue() - previous) / 1_000_000).append(" ms,");
            previous = m.getValue();
        }
        line.append(" JVM up ").append(ManagementFactory.getRuntimeMXBean().getUptime()).append(" ms");
        err.println(line);
        for (Bundle b : context.getBundles()) {
            boolean fragment = b.getHeaders("").get(Constants.FRAGMENT_HOST) != null;
            if (b.getState() != Bundle.ACTIVE && !fragment && !b.getLocation().startsWith("beadbox:shell/")) {
                err.println("beadbox: " + Messages.quoted(b.getSymbolicName() + " " + b.getVersion() + " is not active (state "
                        + b.getState() + ", " + b.getLocation() + ")"));
            }
        }
    }

    private void bundleChanged(BundleEvent e) {
        String name = e.getBundle().getSymbolicName();
        if (e.getType() == BundleEvent.STARTING) {
            starting.put(name, System.nanoTime());
        } else if (e.getType() == BundleEvent.STARTED && starting.containsKey(name)) {
            long ms = (System.nanoTime() - starting.get(name)) / 1_000_000;
            if (ms >= SLOW_MILLIS) {
                err.println("beadbox: " + Messages.quoted(name) + " took " + ms + " ms to start");
            }
        }
    }
}
