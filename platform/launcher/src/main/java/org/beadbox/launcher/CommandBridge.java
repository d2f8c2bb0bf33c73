package org.beadbox.launcher;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * Hands a headless command to the core's {@code org.beadbox.core.Cli} service. The launcher
 * cannot see bundle classes (only the framework is on its class path), so the service is found
 * by name in the registry and called by reflection; its signature uses JDK types only.
 */
final class CommandBridge {

    /** The name of the core's command-line service. */
    static final String CLI = "org.beadbox.core.Cli";

    private static final String CORE = "org.beadbox.core";

    private final BundleContext context;
    private final long timeoutMillis;

    CommandBridge(BundleContext context, long timeoutMillis) {
        this.context = context;
        this.timeoutMillis = timeoutMillis;
    }

    /**
     * Waits for the command service and runs the command.
     *
     * @return the command's exit code
     * @throws IllegalStateException with a message for a person when the service does not appear
     *         in time or cannot be called
     */
    int run(String[] args, InputStream in, PrintStream out, PrintStream err) throws InterruptedException {
        ServiceTracker<Object, Object> tracker = new ServiceTracker<>(context, CLI, null);
        tracker.open(true);
        try {
            Object cli = tracker.waitForService(timeoutMillis);
            ServiceReference<Object> ref = tracker.getServiceReference();
            if (cli == null || ref == null) {
                throw new IllegalStateException(missingReason());
            }
            Method run = ref.getBundle().loadClass(CLI)
                    .getMethod("run", String[].class, InputStream.class, PrintStream.class, PrintStream.class);
            return (Integer) run.invoke(cli, args, in, out, err);
        } catch (ClassNotFoundException | NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalStateException("the core bundle's " + CLI + " does not match this launcher ("
                    + Messages.firstLine(e) + "): rebuild with ./beadbox", e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("the command failed: " + Messages.firstLine(e.getCause()), e.getCause());
        } finally {
            tracker.close();
        }
    }

    private String missingReason() {
        for (Bundle b : context.getBundles()) {
            if (CORE.equals(b.getSymbolicName())) {
                if (b.getState() != Bundle.ACTIVE) {
                    return "the core bundle (" + CORE + ") did not start; run with --verbose to see why";
                }
                return "the core bundle (" + CORE + ") registered no " + CLI + " within "
                        + timeoutMillis / 1000 + " s; run with --verbose to see why";
            }
        }
        return "the core bundle (" + CORE + ") is not installed: rebuild the runtime with ./beadbox";
    }
}
