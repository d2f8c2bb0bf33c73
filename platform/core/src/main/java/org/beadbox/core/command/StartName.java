package org.beadbox.core.command;

/**
 * The name Beadbox was started by, for the commands a message tells the person to type:
 * {@code ./beadbox} in a clone, {@code beadbox} when installed from a package (issue 46 §8). The
 * start scripts pass it to the launcher as the system property {@value #PROPERTY};
 * {@code ./beadbox} when nothing does (java -jar, the tests).
 */
public final class StartName {

    /** The system property the start scripts set. */
    public static final String PROPERTY = "beadbox.command";

    private StartName() {
    }

    /** {@code ./beadbox}, {@code beadbox}, or whatever the start script was called by. */
    public static String command() {
        String c = System.getProperty(PROPERTY);
        return c == null || c.isBlank() ? "./beadbox" : c.strip();
    }
}
