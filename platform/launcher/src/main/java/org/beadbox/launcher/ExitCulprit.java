package org.beadbox.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * Who is ending Beadbox, asked in the shutdown hook: a plugin's {@code System.exit} must not end
 * it silently. While the hooks run, the thread that called {@code System.exit} waits in {@code
 * java.lang.Shutdown.exit}; the first frame under it that is not the JDK's is the caller. When
 * that class is a plugin's (an entry of a bundle's jar, looked up without loading anything), the
 * plugin is named on standard error and, when it is a jar of the bundles folder, quarantined, so
 * the next start skips it and names it. Beadbox's own exit (the launcher's {@code main}, in no
 * bundle) and a signal (the JDK's signal thread, no caller) blame nobody.
 *
 * <p>{@code Runtime.halt} runs no hook: the JVM ends at once, and nothing of Beadbox runs again
 * in that process. Java 17 cannot intercept it without the deprecated SecurityManager.
 */
final class ExitCulprit {

    private ExitCulprit() {
    }

    /** The class that called {@code System.exit} (or {@code Runtime.exit}), when a thread is exiting now. */
    static Optional<String> caller() {
        return caller(Thread.getAllStackTraces());
    }

    /** {@link #caller()} among these threads' stacks. */
    static Optional<String> caller(Map<Thread, StackTraceElement[]> stacks) {
        for (StackTraceElement[] stack : stacks.values()) {
            int exit = -1;
            for (int i = 0; i < stack.length; i++) {
                if (stack[i].getClassName().equals("java.lang.Shutdown") && stack[i].getMethodName().equals("exit")) {
                    exit = i;
                }
            }
            for (int i = exit + 1; exit >= 0 && i < stack.length; i++) {
                if (!jdk(stack[i].getClassName())) {
                    return Optional.of(stack[i].getClassName());
                }
            }
        }
        return Optional.empty();
    }

    private static boolean jdk(String className) {
        return className.startsWith("java.") || className.startsWith("javax.") || className.startsWith("jdk.")
                || className.startsWith("sun.") || className.startsWith("com.sun.");
    }

    /** The bundles whose own jar holds {@code className}. */
    static List<Bundle> bundlesOf(BundleContext context, String className) {
        String entry = "/" + className.replace('.', '/') + ".class";
        List<Bundle> out = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            try {
                if (b.getBundleId() != 0 && b.getEntry(entry) != null) {
                    out.add(b);
                }
            } catch (IllegalStateException e) {
                // uninstalled meanwhile
            }
        }
        return out;
    }

    /**
     * In the shutdown hook, before the framework stops: names the plugin that called {@code
     * System.exit}, if one did, and quarantines its jar.
     *
     * @return whether a plugin was found
     */
    static boolean blame(BundleContext context, Quarantine quarantine, DeployNotices notices) {
        Optional<String> caller = caller();
        if (caller.isEmpty()) {
            return false;
        }
        List<Bundle> found;
        try {
            found = bundlesOf(context, caller.get());
        } catch (IllegalStateException e) {
            return false; // the framework is already gone: Beadbox's own exit
        }
        // A bundle still starting (System.exit in its activator) is the start journal's: HotDeployStarter names it.
        found.removeIf(b -> b.getState() == Bundle.STARTING);
        for (Bundle b : found) {
            String name = PluginFaultReports.name(b, quarantine);
            String what = "called System.exit (in " + Messages.quoted(caller.get()) + ")";
            if (quarantine.jarOf(b.getLocation()) != null) {
                quarantine.add(b.getLocation(), "Beadbox ended: its code " + what);
                notices.tell(name + " ended Beadbox: its code " + what + ": it is quarantined and will not start again"
                        + " (safe mode); " + quarantine.howToReenable(b.getLocation()));
            } else {
                notices.tell(name + " ended Beadbox: its code " + what);
            }
        }
        return !found.isEmpty();
    }
}
