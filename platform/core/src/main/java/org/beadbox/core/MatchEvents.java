package org.beadbox.core;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.beadbox.api.Outcome;

/**
 * The news of a {@link Match}: its listeners, each told every event in turn (one that throws is
 * reported and the others still hear it), and whoever waits for the match to end, woken when it
 * ends or closes. Listeners may come and go from any thread.
 */
final class MatchEvents {

    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private final Object monitor = new Object();

    MatchEvents(List<MatchListener> listeners) {
        this.listeners.addAll(listeners);
    }

    void add(MatchListener listener) {
        listeners.add(listener);
    }

    void remove(MatchListener listener) {
        listeners.remove(listener);
    }

    /** Tells every listener; one that throws is reported and the rest still hear the event. */
    void fire(Consumer<MatchListener> event) {
        for (MatchListener l : listeners) {
            try {
                event.accept(l);
            } catch (RuntimeException e) {
                Debug.report("a match listener failed", e);
            }
        }
    }

    /** Tells the listeners how the game ended, then wakes the waiters. */
    void ended(Outcome outcome) {
        fire(l -> l.ended(outcome));
        wake();
    }

    /** Wakes whoever waits in {@link #await}, to look again. */
    void wake() {
        synchronized (monitor) {
            monitor.notifyAll();
        }
    }

    /** Waits until {@code done} holds, looking again at each {@link #wake}, at most {@code timeout}. */
    void await(BooleanSupplier done, Duration timeout) throws InterruptedException {
        long until = System.nanoTime() + timeout.toNanos();
        synchronized (monitor) {
            while (!done.getAsBoolean()) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            }
        }
    }
}
