package org.beadbox.ui.web;

/**
 * A token bucket: {@code perSecond} messages a second on average, bursts of {@code burst}.
 * One per connection; called on that connection's thread.
 */
final class RateLimit {

    private final double perSecond;
    private final double burst;
    private double tokens;
    private long last;

    RateLimit(double perSecond, double burst) {
        this.perSecond = perSecond;
        this.burst = burst;
        this.tokens = burst;
        this.last = System.nanoTime();
    }

    /** Takes one message; false when the connection is over its rate. */
    synchronized boolean take() {
        long now = System.nanoTime();
        tokens = Math.min(burst, tokens + (now - last) / 1e9 * perSecond);
        last = now;
        if (tokens < 1) {
            return false;
        }
        tokens -= 1;
        return true;
    }
}
