package org.beadbox.core;

/**
 * Where the core reports errors it swallows to keep running (a listener that throws): silent
 * unless the environment variable {@code BEADBOX_DEBUG} is {@code 1}, then a stack trace on
 * standard error.
 */
final class Debug {

    private Debug() {
    }

    /** Whether BEADBOX_DEBUG=1. */
    static boolean enabled() {
        return "1".equals(System.getenv("BEADBOX_DEBUG"));
    }

    /** Prints what failed when debugging is on. */
    static void report(String what, Throwable e) {
        if (enabled()) {
            System.err.println("beadbox: " + what);
            e.printStackTrace();
        }
    }
}
