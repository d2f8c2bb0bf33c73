package org.beadbox.server;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * At most {@code limit} events per key within a sliding {@code window}: how long a key must
 * wait before its next event would be allowed. Kept in memory; beyond {@value #MAX_KEYS} keys
 * all are forgotten at once, so that a flood of made-up keys cannot fill the heap.
 */
final class SlidingLimit {

    private static final int MAX_KEYS = 100_000;

    private final int limit;
    private final Duration window;
    private final Clock clock;
    private final Map<String, Deque<Long>> events = new ConcurrentHashMap<>();

    SlidingLimit(int limit, Duration window, Clock clock) {
        this.limit = limit;
        this.window = window;
        this.clock = clock;
    }

    /** Milliseconds until {@code key} may have another event; 0 when it may now. */
    long wait(String key) {
        Deque<Long> times = events.get(key);
        if (times == null) {
            return 0;
        }
        long now = clock.millis();
        synchronized (times) {
            long cutoff = now - window.toMillis();
            while (!times.isEmpty() && times.peekFirst() <= cutoff) {
                times.removeFirst();
            }
            if (times.size() < limit) {
                return 0;
            }
            return times.peekFirst() + window.toMillis() - now;
        }
    }

    /** Counts an event of {@code key}. */
    void add(String key) {
        if (events.size() > MAX_KEYS) {
            events.clear();
        }
        Deque<Long> times = events.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            times.addLast(clock.millis());
            while (times.size() > limit) {
                times.removeFirst();
            }
        }
    }

    /** Forgets a key's events. */
    void clear(String key) {
        events.remove(key);
    }

    /** "N minutes" for a wait in milliseconds, rounded up. */
    static String minutes(long millis) {
        long minutes = Math.max(1, (millis + 59_999) / 60_000);
        return minutes + (minutes == 1 ? " minute" : " minutes");
    }
}
