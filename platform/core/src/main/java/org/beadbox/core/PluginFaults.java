package org.beadbox.core;

import java.net.URI;
import java.nio.file.Path;
import java.util.function.BiConsumer;
import org.beadbox.api.Quote;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;

/**
 * Where the core tells what a plugin did wrong: through the launcher when Beadbox runs as a
 * program, on standard error otherwise.
 *
 * <p>The launcher is not a bundle and shares no class with the bundles, so it offers two
 * services of a JDK type ({@code java.util.function.BiConsumer<Long, String>}: a bundle id and a
 * text): {@code beadbox.plugin=notice} tells one line naming the bundle's jar; {@code
 * beadbox.plugin=quarantine} tells it and quarantines the jar like a hanging activator (safe
 * mode: not started again until the jar changes). Without them (tests, other launchers) the
 * line goes to standard error, with the bundle's symbolic name.
 */
final class PluginFaults {

    private PluginFaults() {
    }

    /** Tells "{@code <jar>} {@code what}" once, {@code what} being a plugin's fault told in Beadbox's words. */
    static void notice(Bundle bundle, String what) {
        tell("notice", bundle, what);
    }

    /** Tells "{@code <jar>} {@code what}: it is quarantined …" and quarantines the bundle. */
    static void quarantine(Bundle bundle, String what) {
        tell("quarantine", bundle, what);
    }

    /** The bundle as a message names it: its jar's folder and file name, and its symbolic name. */
    static String name(Bundle bundle) {
        String file = bundle.getLocation();
        if (file.startsWith("beadbox:")) {
            file = file.substring("beadbox:".length()); // the launcher's system/ bundles: "system/x.jar"
        }
        try {
            if (file.startsWith("file:")) {
                Path jar = Path.of(URI.create(file));
                file = (jar.getParent() == null ? "" : jar.getParent().getFileName() + "/") + jar.getFileName();
            }
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            // shown as its location
        }
        return Quote.line(file) + (bundle.getSymbolicName() == null ? "" : " (" + Quote.excerpt(bundle.getSymbolicName()) + ")");
    }

    @SuppressWarnings("unchecked")
    private static void tell(String kind, Bundle bundle, String what) {
        Bundle core = FrameworkUtil.getBundle(PluginFaults.class);
        BundleContext context = core == null ? null : core.getBundleContext();
        if (context != null && bundle != null) {
            try {
                ServiceReference<?>[] refs = context.getServiceReferences(BiConsumer.class.getName(), "(beadbox.plugin=" + kind + ")");
                if (refs != null && refs.length > 0) {
                    Object service = context.getService(refs[0]);
                    if (service instanceof BiConsumer<?, ?> consumer) {
                        try {
                            ((BiConsumer<Long, String>) consumer).accept(bundle.getBundleId(), what);
                            return;
                        } finally {
                            context.ungetService(refs[0]);
                        }
                    }
                }
            } catch (InvalidSyntaxException | RuntimeException e) {
                Debug.report("the launcher could not be told of a plugin's fault", e);
            }
        }
        System.err.println("beadbox: " + (bundle == null ? "" : name(bundle) + " ") + what);
    }
}
