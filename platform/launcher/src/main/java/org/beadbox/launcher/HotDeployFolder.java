package org.beadbox.launcher;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;

/**
 * The part of hot deploy that FileInstall leaves out: a jar deleted from the bundles folder
 * while Beadbox was not running. FileInstall uninstalls a bundle when its jar disappears under
 * its eyes, but at start it adopts the cached bundle again, so the game would stay forever.
 * Before the framework starts, every bundle installed from the folder whose jar is gone is
 * uninstalled here. Jars added or changed meanwhile are FileInstall's (its first scan).
 */
final class HotDeployFolder {

    private final BundleContext context;
    private final Path folder;
    private final PrintStream err;

    HotDeployFolder(BundleContext context, Path folder, PrintStream err) {
        this.context = context;
        this.folder = folder.toAbsolutePath().normalize();
        this.err = err;
    }

    /**
     * Uninstalls the bundles whose jar was removed from the folder.
     *
     * @return how many were uninstalled
     */
    int removeVanished() {
        int removed = 0;
        for (Bundle b : context.getBundles()) {
            Path jar = fileOf(b.getLocation());
            if (jar != null && jar.startsWith(folder) && !Files.exists(jar)) {
                try {
                    b.uninstall();
                    removed++;
                } catch (BundleException | RuntimeException e) {
                    err.println("beadbox: could not remove " + b.getSymbolicName() + " (its jar is gone from "
                            + folder + "): " + Messages.firstLine(e));
                }
            }
        }
        return removed;
    }

    private static Path fileOf(String location) {
        if (location == null || !location.startsWith("file:")) {
            return null;
        }
        try {
            return Path.of(URI.create(location)).toAbsolutePath().normalize();
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;
        }
    }
}
