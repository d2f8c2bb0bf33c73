package org.beadbox.ui.web;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How much text a connection has handed to Jetty that is not written yet. Jetty queues every
 * frame a session is sent without a bound, so a client that stops reading (a frozen tab, a
 * stalled network) while its table goes on would hold every state since in the host's memory:
 * tens of KB a move in the Challenge and BeadMaster. Past {@link #LIMIT} characters the
 * connection is closed instead; joining again sends the table as it stands.
 */
final class SendBudget {

    /** The most text a connection may have waiting: about fifty states of the largest scenes. */
    static final long LIMIT = 4L << 20;

    private final long limit;
    private final AtomicLong queued = new AtomicLong();

    SendBudget() {
        this(LIMIT);
    }

    SendBudget(long limit) {
        this.limit = limit;
    }

    /** Takes {@code chars} for a frame about to be queued; false (and nothing taken) past the limit. */
    boolean take(int chars) {
        if (queued.addAndGet(chars) > limit) {
            queued.addAndGet(-chars);
            return false;
        }
        return true;
    }

    /** Gives back a frame's {@code chars} once it is written (or failed). */
    void written(int chars) {
        queued.addAndGet(-chars);
    }

    /** The characters queued now. */
    long queued() {
        return queued.get();
    }
}
