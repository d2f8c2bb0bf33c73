package org.beadbox.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipException;
import org.osgi.framework.Version;

/**
 * What is wrong with a jar of the hot-deploy folder, in words for the line that names it: not a
 * zip at all, a damaged or cut-off zip, a jar that is not an OSGi bundle, a version that is not
 * one, or a second copy of a bundle already installed (from {@code system/} or from another jar
 * of the folder). {@link HotDeployWatcher} asks before it installs or updates anything.
 */
final class HotDeployCheck {

    private HotDeployCheck() {
    }

    /**
     * Why {@code jar} is not a bundle Beadbox can install, or null when nothing is wrong with it.
     *
     * @param installed the location of each installed bundle, by "symbolic name@version"
     */
    static String diagnose(Path jar, Map<String, String> installed) {
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
        String same = installed.get(bsn + "@" + version);
        if (same != null) {
            return "is not installed: it is a second copy of " + bsn + " " + version + ", already installed from " + place(same)
                    + ": remove one of the two";
        }
        return null;
    }

    /** The "symbolic name@version" of a jar that {@link #diagnose} found fine; null for any other. */
    static String identity(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            Attributes main = manifest == null ? null : manifest.getMainAttributes();
            String bsn = main == null ? null : main.getValue("Bundle-SymbolicName");
            return bsn == null ? null : bsn.split(";", 2)[0].strip() + "@" + Version.parseVersion(main.getValue("Bundle-Version"));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The file of a {@code file:} location, normalized; null for any other location. */
    static Path fileOf(String location) {
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
