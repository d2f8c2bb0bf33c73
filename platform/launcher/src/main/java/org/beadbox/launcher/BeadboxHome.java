package org.beadbox.launcher;

import java.nio.file.Path;
import java.util.Map;

/**
 * The person's Beadbox folder: records, autosaves, the hot-deploy bundles folder, preferences
 * and the framework's bundle cache. The system property {@code beadbox.home} wins, then the
 * environment variable {@code BEADBOX_HOME}, then {@code ~/.beadbox}.
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
        if (configured == null || configured.isBlank()) {
            return Path.of(System.getProperty("user.home"), ".beadbox").toAbsolutePath();
        }
        return Path.of(configured).toAbsolutePath().normalize();
    }
}
