package org.beadbox.launcher;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceReference;

/**
 * Where hot-deploy problems are told: one line on standard error, and the same line to every
 * front-end that listens. The launcher is not a bundle and shares no class with the bundles
 * (STACK trap 4), so front-ends listen by the whiteboard pattern with a JDK type: a service
 * registered as {@code java.util.function.Consumer} with the property
 * {@code beadbox.notices=true} receives each line (a {@code String}, without the
 * {@code beadbox: } prefix). A listener that registers late first receives the last few
 * lines, so a problem found while the window was opening still reaches it.
 */
final class DeployNotices {

    static final String FILTER = "(&(objectClass=java.util.function.Consumer)(beadbox.notices=true))";
    private static final int BACKLOG = 20;

    private final PrintStream err;
    private final Deque<String> recent = new ArrayDeque<>();
    private BundleContext context;

    DeployNotices(PrintStream err) {
        this.err = err;
    }

    /** Starts handing lines to the listening front-ends of {@code ctx}. */
    void attach(BundleContext ctx) {
        try {
            ctx.addServiceListener(event -> {
                if (event.getType() == ServiceEvent.REGISTERED) {
                    List<String> backlog;
                    synchronized (this) {
                        backlog = new ArrayList<>(recent);
                    }
                    backlog.forEach(line -> deliver(ctx, event.getServiceReference(), line));
                }
            }, FILTER);
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        synchronized (this) {
            context = ctx;
        }
    }

    /**
     * Tells {@code text} now, on one line with control characters escaped ({@link Messages#quoted}): on
     * standard error and to each listening front-end.
     */
    void tell(String text) {
        String line = Messages.quoted(text); // names of jars and bundles, and plugins' messages, are not ours
        err.println("beadbox: " + line);
        BundleContext ctx;
        synchronized (this) {
            recent.addLast(line);
            if (recent.size() > BACKLOG) {
                recent.removeFirst();
            }
            ctx = context;
        }
        if (ctx == null) {
            return;
        }
        try {
            ServiceReference<?>[] refs = ctx.getServiceReferences((String) null, FILTER);
            if (refs != null) {
                for (ServiceReference<?> ref : refs) {
                    deliver(ctx, ref, line);
                }
            }
        } catch (InvalidSyntaxException | IllegalStateException e) {
            // The framework is stopping: standard error had the line.
        }
    }

    @SuppressWarnings("unchecked")
    private static void deliver(BundleContext ctx, ServiceReference<?> ref, String line) {
        try {
            Object service = ctx.getService(ref);
            if (service instanceof Consumer<?> consumer) {
                try {
                    ((Consumer<String>) consumer).accept(line);
                } finally {
                    ctx.ungetService(ref);
                }
            }
        } catch (RuntimeException e) {
            // A front-end that fails to show a line must not stop hot deploy.
        }
    }
}
