package org.beadbox.itest;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Waits for something that happens on another thread (a service registered by SCR, a jar
 * noticed by the platform), polling until a deadline, and fails with a description of what was
 * awaited and what was last seen.
 */
final class Eventually {

    private static final long TIMEOUT_MILLIS = 20_000;

    private Eventually() {
    }

    /** Waits until {@code condition} holds; {@code seen} tells the failure message what was there instead. */
    static void await(String what, BooleanSupplier condition, Supplier<?> seen) throws InterruptedException {
        long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("waited " + TIMEOUT_MILLIS / 1000 + " s for " + what + "; saw " + seen.get());
            }
            Thread.sleep(50);
        }
    }
}
