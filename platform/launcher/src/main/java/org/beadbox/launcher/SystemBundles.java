package org.beadbox.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;

/**
 * Keeps the bundles of a runtime folder ({@code system/}, {@code shell/}) installed in the framework's
 * persistent cache, touching only what changed: a jar is installed when it is new, updated when
 * its size or modification time differ from the last run, and its bundle uninstalled when the
 * jar is gone. Runs between {@code Framework.init()} and {@code start()}, while nothing is
 * resolved yet, so no refresh is needed.
 *
 * <p>Bundles get the location {@code beadbox:system/NAME.jar} (or {@code beadbox:shell/...}), independent of where the runtime
 * folder lives, so two checkouts sharing one Beadbox home share one cache instead of
 * installing the same bundles twice. Jars that hot deploy installs from the bundles folder
 * have {@code file:} locations and are left to {@link HotDeployWatcher}.
 */
final class SystemBundles {

    private final BundleContext context;
    private final Path folder;
    private final String prefix;
    private final boolean autostart;
    private final Path stampFile;
    private final PrintStream err;

    /**
     * @param name the folder's name in the runtime ({@code system}, {@code shell}): the bundles'
     *        locations start with {@code beadbox:NAME/}
     * @param autostart whether the bundles start with the framework; the others are only
     *        installed, for the launcher to start when asked
     */
    SystemBundles(BundleContext context, Path runtime, String name, boolean autostart, Path storage, PrintStream err) {
        this.context = context;
        this.folder = runtime.resolve(name);
        this.prefix = "beadbox:" + name + "/";
        this.autostart = autostart;
        this.stampFile = storage.resolve("beadbox-" + name + ".properties");
        this.err = err;
    }

    /**
     * Installs, updates and uninstalls so that the framework holds exactly the jars of the
     * folder, and marks every one that is not a fragment to start with the framework. A jar that
     * cannot be installed is reported in one line and skipped: the rest still starts.
     *
     * @return how many bundles were installed, updated or uninstalled
     * @throws IOException when the folder cannot be read
     */
    int synchronize() throws IOException {
        Properties stamps = readStamps();
        Map<String, Bundle> installed = new HashMap<>();
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith(prefix)) {
                installed.put(b.getLocation(), b);
            }
        }
        Properties fresh = new Properties();
        int changes = 0;
        for (Path jar : jars()) {
            String location = prefix + jar.getFileName();
            String stamp = Files.size(jar) + ":" + Files.getLastModifiedTime(jar).toMillis();
            Bundle bundle = installed.remove(location);
            try {
                if (bundle == null) {
                    bundle = install(location, jar);
                    changes++;
                } else if (!stamp.equals(stamps.getProperty(location))) {
                    try (InputStream in = Files.newInputStream(jar)) {
                        bundle.update(in);
                    }
                    changes++;
                }
                fresh.setProperty(location, stamp);
                if (autostart && bundle.getHeaders("").get(Constants.FRAGMENT_HOST) == null) {
                    bundle.start();
                }
            } catch (BundleException | IOException | RuntimeException e) {
                err.println("beadbox: skipped " + folder.getFileName() + "/" + jar.getFileName() + ": " + Messages.firstLine(e));
            }
        }
        for (Bundle gone : installed.values()) {
            try {
                gone.uninstall();
                changes++;
            } catch (BundleException e) {
                err.println("beadbox: could not remove " + gone.getSymbolicName() + ": " + Messages.firstLine(e));
            }
        }
        if (changes > 0 || !fresh.equals(stamps)) {
            writeStamps(fresh);
        }
        return changes;
    }

    private Bundle install(String location, Path jar) throws BundleException, IOException {
        try (InputStream in = Files.newInputStream(jar)) {
            return context.installBundle(location, in);
        }
    }

    private List<Path> jars() throws IOException {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            if (!autostart) {
                return out;
            }
            throw new IOException("the runtime has no " + folder.getFileName() + " folder at " + folder + ": rebuild it with ./beadbox");
        }
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.jar")) {
            dir.forEach(out::add);
        }
        out.sort(null);
        return out;
    }

    private Properties readStamps() {
        return PropertiesFile.read(stampFile);
    }

    private void writeStamps(Properties p) throws IOException {
        PropertiesFile.write(stampFile, p, "size:modified of each system bundle as last installed");
    }
}
