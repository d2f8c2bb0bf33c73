package org.beadbox.launcher;

import java.nio.file.Path;
import java.util.Hashtable;
import java.util.function.BiConsumer;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * How the core tells the launcher that a plugin misbehaved after it started (a game whose
 * {@code options()} never returns, or throws, or whose id is taken): two services of a JDK type
 * (the launcher shares no class with the bundles, STACK trap 4), each a
 * {@code BiConsumer<Long, String>} taking a bundle id and what the bundle did, in Beadbox's words.
 * <ul>
 * <li>{@code beadbox.plugin=notice}: one line naming the jar ({@code bundles/x.jar (bsn) what}).
 * <li>{@code beadbox.plugin=quarantine}: the same line, and the jar quarantined as a hanging
 * activator is ({@link Quarantine}): not started at the next start until it changes.
 * </ul>
 * The text is a plugin's: it is passed through {@code Quote}'s rules ({@link Messages#quoted}) before
 * it reaches a terminal.
 */
final class PluginFaultReports {

    private PluginFaultReports() {
    }

    /** Registers both services in the framework of {@code context} (the system bundle's). */
    static void register(BundleContext context, Quarantine quarantine, DeployNotices notices) {
        BiConsumer<Long, String> notice = (id, what) -> {
            Bundle b = context.getBundle(id);
            notices.tell(name(b, quarantine) + " " + Messages.quoted(what));
        };
        BiConsumer<Long, String> quarantined = (id, what) -> {
            Bundle b = context.getBundle(id);
            String line = name(b, quarantine) + " " + Messages.quoted(what);
            if (b != null && quarantine.jarOf(b.getLocation()) != null) {
                quarantine.add(b.getLocation(), Messages.quoted(what));
                notices.tell(line + ": it is quarantined and will not start again (safe mode); "
                        + quarantine.howToReenable(b.getLocation()));
            } else {
                notices.tell(line);
            }
        };
        context.registerService(BiConsumer.class, notice, properties("notice"));
        context.registerService(BiConsumer.class, quarantined, properties("quarantine"));
    }

    private static Hashtable<String, Object> properties(String kind) {
        Hashtable<String, Object> p = new Hashtable<>();
        p.put("beadbox.plugin", kind);
        return p;
    }

    /** "bundles/x.jar (bsn)", or the bundle's location outside the bundles folder. */
    static String name(Bundle b, Quarantine quarantine) {
        if (b == null) {
            return "a plugin";
        }
        Path jar = quarantine.jarOf(b.getLocation());
        String file = jar != null ? "bundles/" + jar.getFileName()
                : b.getLocation().startsWith("beadbox:") ? b.getLocation().substring("beadbox:".length()) : b.getLocation();
        return Messages.quoted(b.getSymbolicName() == null ? file : file + " (" + b.getSymbolicName() + ")");
    }
}
