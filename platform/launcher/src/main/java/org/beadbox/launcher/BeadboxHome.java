package org.beadbox.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The person's Beadbox folder: records, autosaves, the hot-deploy bundles folder, preferences
 * and the framework's bundle cache. In order:
 * <ol>
 * <li>the system property {@code beadbox.home}, then the environment variable {@code BEADBOX_HOME};
 * <li>{@code ~/.beadbox} when it exists already (so an existing player's games carry over);
 * <li>{@code $XDG_DATA_HOME/beadbox} when {@code XDG_DATA_HOME} is set to an absolute path (the XDG
 * base directory specification: a relative one is to be ignored);
 * <li>{@code ~/.beadbox}.
 * </ol>
 * {@code ~} is {@code $HOME} when it is set to an absolute path: the JDK's {@code user.home} comes
 * from the password database and ignores {@code $HOME}, which {@code env -i HOME=/elsewhere
 * beadbox …} (issue 46 §10) and every sandbox rely on.
 */
final class BeadboxHome {

    private BeadboxHome() {
    }

    /** The Beadbox folder for this run, absolute. */
    static Path resolve(Map<String, String> env) {
        String configured = System.getProperty("beadbox.home");
        if (configured == null || configured.isBlank()) {
            configured = env.get("BEADBOX_HOME");
        }
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured).toAbsolutePath().normalize();
        }
        Path classic = userHome(env).resolve(".beadbox");
        Path xdg = absolute(env.get("XDG_DATA_HOME"));
        if (xdg != null && !Files.exists(classic)) {
            return xdg.resolve("beadbox");
        }
        return classic;
    }

    /** The person's home folder: {@code $HOME} when it is an absolute path, else the JDK's {@code user.home}. */
    static Path userHome(Map<String, String> env) {
        Path home = absolute(env.get("HOME"));
        return home != null ? home : Path.of(System.getProperty("user.home")).toAbsolutePath().normalize();
    }

    private static Path absolute(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            Path p = Path.of(value);
            return p.isAbsolute() ? p.normalize() : null;
        } catch (RuntimeException e) { // not a path on this system
            return null;
        }
    }
}
