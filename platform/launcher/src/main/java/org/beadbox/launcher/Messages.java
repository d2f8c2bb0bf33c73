package org.beadbox.launcher;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns exceptions into the one line a person reads. */
final class Messages {

    private static final int MAX = 400;
    private static final Pattern MISSING = Pattern.compile("missing requirement .*?\\(([\\w.]+)=([^)\\s]+)\\)");

    private Messages() {
    }

    /**
     * The first line of the deepest useful message of {@code t}, at most a few hundred
     * characters; a bundle that cannot resolve is told by what it misses.
     */
    static String firstLine(Throwable t) {
        Throwable cause = t;
        String message = null;
        while (cause != null) {
            if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
                message = cause.getMessage();
                if (!(cause instanceof java.lang.reflect.InvocationTargetException)) {
                    break;
                }
            }
            cause = cause.getCause();
        }
        if (message == null) {
            message = t.getClass().getSimpleName();
        }
        String line = message.strip().lines().findFirst().orElse(message);
        Matcher missing = MISSING.matcher(line);
        if (line.startsWith("Unable to resolve") && missing.find()) {
            line = missing.group(1).equals("osgi.wiring.package")
                    ? "it needs the package " + missing.group(2) + ", which no installed bundle exports"
                    : "it needs " + missing.group(1) + "=" + missing.group(2) + ", which no installed bundle provides";
        }
        return line.length() > MAX ? line.substring(0, MAX) + "…" : line;
    }
}
