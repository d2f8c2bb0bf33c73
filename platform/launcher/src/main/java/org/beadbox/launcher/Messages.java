package org.beadbox.launcher;

/** Turns exceptions into the one line a person reads. */
final class Messages {

    private static final int MAX = 400;

    private Messages() {
    }

    /** The first line of the deepest useful message of {@code t}, at most a few hundred characters. */
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
        return line.length() > MAX ? line.substring(0, MAX) + "…" : line;
    }
}
