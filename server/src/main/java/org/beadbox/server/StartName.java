package org.beadbox.server;

/**
 * The name Beadbox was started by, for the commands the server's messages tell a person to type:
 * {@code ./beadbox} in a clone, {@code beadbox} when installed from a package (issue 46 §8). The
 * start scripts pass it as the system property {@code beadbox.command}, as the core's own
 * {@code StartName} reads it (not exported, hence this copy); {@code ./beadbox} when unset.
 */
final class StartName {

    private StartName() {
    }

    static String command() {
        String c = System.getProperty("beadbox.command");
        return c == null || c.isBlank() ? "./beadbox" : c.strip();
    }
}
