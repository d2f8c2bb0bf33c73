package org.beadbox.launcher;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipException;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Version;

/**
 * Finds the jars of the hot-deploy folder that FileInstall did not install, and says why in
 * one line each, once per version of the file: not a zip at all, a damaged or cut-off zip, a
 * jar that is not an OSGi bundle, a second copy of a bundle already installed (from
 * {@code system/} or from another jar of the folder), or a jar whose bundle was uninstalled in
 * the Plugins window while the jar stayed. A file still being written (changed in the last
 * second) is left for the next look.
 */
final class HotDeployCheck {


    private final BundleContext context;
    private final Path folder;
    private final DeployNotices notices;
    /** How long a jar must be unchanged, and the framework running, before a missing bundle counts. */
    private final long settleMillis;
    private final long began = System.currentTimeMillis();
    private final Map<Path, String> told = new HashMap<>();
    private final Map<Path, String[]> seenSince = new HashMap<>();

    HotDeployCheck(BundleContext context, Path folder, DeployNotices notices, long settleMillis) {
        this.context = context;
        this.settleMillis = settleMillis;
        this.folder = folder.toAbsolutePath().normalize();
        this.notices = notices;
    }

    /** One look at the folder: tells each jar newly found not installed, and why. */
    synchronized void look() {
        Set<Path> installed = new HashSet<>();
        Map<String, Bundle> byIdentity = new HashMap<>();
        for (Bundle b : context.getBundles()) {
            Path from = fileOf(b.getLocation());
            // Felix installs a plain jar as an inert legacy bundle with no symbolic name: not a plugin either.
            if (from != null && b.getSymbolicName() != null) {
                installed.add(from);
            }
            byIdentity.putIfAbsent(b.getSymbolicName() + "@" + b.getVersion(), b);
        }
        Set<Path> seen = new HashSet<>();
        long now = System.currentTimeMillis();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.jar")) {
            for (Path jar : dir) {
                seen.add(jar);
                if (!Files.isRegularFile(jar) || installed.contains(jar.toAbsolutePath().normalize())) {
                    told.remove(jar);
                    continue;
                }
                long modified = Files.getLastModifiedTime(jar).toMillis();
                if (now - modified < Math.min(1_000, settleMillis)) {
                    continue;
                }
                String stamp = Files.size(jar) + ":" + modified;
                if (stamp.equals(told.get(jar))) {
                    continue;
                }
                // Since when this version of the file is here: a copy keeps an old modification time.
                String[] first = seenSince.get(jar);
                if (first == null || !first[0].equals(stamp)) {
                    seenSince.put(jar, first = new String[] {stamp, Long.toString(now)});
                }
                boolean settled = now - Long.parseLong(first[1]) >= settleMillis && now - began >= settleMillis;
                String why = diagnose(jar, byIdentity, settled);
                if (why != null) {
                    told.put(jar, stamp);
                    notices.tell("bundles/" + jar.getFileName() + " " + why);
                }
            }
        } catch (IOException e) {
            return;
        }
        told.keySet().retainAll(seen);
        seenSince.keySet().retainAll(seen);
    }

    /**
     * Why {@code jar} is not a bundle Beadbox can install, or null when nothing is wrong with it
     * (yet): FileInstall may simply not have got to it.
     *
     * @param settled whether FileInstall had time to install it, so that a good jar left
     *        uninstalled means its bundle was uninstalled by hand
     */
    static String diagnose(Path jar, Map<String, Bundle> installed, boolean settled) {
        Manifest manifest;
        try (JarFile file = new JarFile(jar.toFile())) {
            manifest = file.getManifest();
            // Reading every entry finds a zip cut short behind an intact manifest.
            var entries = file.entries();
            byte[] buffer = new byte[8192];
            while (entries.hasMoreElements()) {
                try (var in = file.getInputStream(entries.nextElement())) {
                    while (in.read(buffer) >= 0) {
                        // drained
                    }
                }
            }
        } catch (ZipException e) {
            return isZip(jar) ? "is not installed: the jar is damaged or cut short (" + Messages.firstLine(e)
                    + "): copy it again" : "is not installed: it is not a jar (not a zip file): remove it";
        } catch (IOException | SecurityException e) {
            return "is not installed: it cannot be read: " + Messages.firstLine(e);
        }
        Attributes main = manifest == null ? null : manifest.getMainAttributes();
        String bsn = main == null ? null : main.getValue("Bundle-SymbolicName");
        if (bsn == null || bsn.isBlank()) {
            return "is not a plugin: it is a plain jar, not an OSGi bundle (its manifest has no Bundle-SymbolicName): "
                    + "a plugin needs a bundle manifest (see README, Writing a plugin)";
        }
        bsn = bsn.split(";", 2)[0].strip();
        Version version;
        try {
            version = Version.parseVersion(main.getValue("Bundle-Version"));
        } catch (IllegalArgumentException e) {
            return "is not installed: its Bundle-Version is not a version: " + Messages.firstLine(e);
        }
        Bundle same = installed.get(bsn + "@" + version);
        if (same != null) {
            return "is not installed: it is a second copy of " + bsn + " " + version + ", already installed from " + place(same.getLocation())
                    + ": remove one of the two";
        }
        if (settled) {
            return "is not installed: its bundle " + bsn + " " + version + " was uninstalled (in Plugins) while the jar stayed: "
                    + "delete the jar, or copy it in again (or touch it) to install it again";
        }
        return null;
    }

    private static Path fileOf(String location) {
        if (location == null || !location.startsWith("file:")) {
            return null;
        }
        try {
            return Path.of(java.net.URI.create(location)).toAbsolutePath().normalize();
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;
        }
    }

    private static boolean isZip(Path jar) {
        try (var in = Files.newInputStream(jar)) {
            byte[] head = in.readNBytes(4);
            return head.length == 4 && head[0] == 'P' && head[1] == 'K';
        } catch (IOException e) {
            return false;
        }
    }

    private static String place(String location) {
        if (location.startsWith("beadbox:")) {
            return location.substring("beadbox:".length());
        }
        if (location.startsWith("file:")) {
            int slash = location.lastIndexOf('/');
            return "bundles/" + location.substring(slash + 1);
        }
        return location;
    }
}
