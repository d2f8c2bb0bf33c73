package org.beadbox.server;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts failed logins per account name and per address over a sliding window and refuses
 * further attempts when either has too many: {@value #PER_NAME} failures for one name (known or
 * not, so the answer does not tell them apart) or {@value #PER_ADDRESS} from one address within
 * {@link #WINDOW}. A success does not clear the address's count (a guessing script would
 * interleave its own account), only the name's.
 *
 * <p>Kept in this node's memory: a restart forgets it, and each node of a cluster counts its own.
 */
final class LoginThrottle {

    static final int PER_NAME = 5;
    static final int PER_ADDRESS = 20;
    static final Duration WINDOW = Duration.ofMinutes(15);
    /** Beyond this many keys the oldest are forgotten, so that a flood of names cannot fill the heap. */
    private static final int MAX_KEYS = 100_000;

    private final Clock clock;
    private final Map<String, Deque<Long>> failures = new ConcurrentHashMap<>();

    LoginThrottle(Clock clock) {
        this.clock = clock;
    }

    /** Null when a login for {@code nameKey} from {@code address} may be tried now; else one line saying when. */
    String refusal(String nameKey, String address) {
        long now = clock.millis();
        long name = wait(failures.get("n:" + nameKey), PER_NAME, now);
        long addr = wait(failures.get("a:" + address), PER_ADDRESS, now);
        long millis = Math.max(name, addr);
        if (millis <= 0) {
            return null;
        }
        long minutes = Math.max(1, (millis + 59_999) / 60_000);
        return "too many failed logins: try again in " + minutes + (minutes == 1 ? " minute" : " minutes");
    }

    void failed(String nameKey, String address) {
        long now = clock.millis();
        if (failures.size() > MAX_KEYS) {
            failures.clear();
        }
        add("n:" + nameKey, now);
        add("a:" + address, now);
    }

    void succeeded(String nameKey) {
        failures.remove("n:" + nameKey);
    }

    private void add(String key, long now) {
        Deque<Long> times = failures.computeIfAbsent(key, k -> new ArrayDeque<>());
        synchronized (times) {
            times.addLast(now);
            while (times.size() > PER_ADDRESS) {
                times.removeFirst();
            }
        }
    }

    /** How long until fewer than {@code limit} failures lie within the window; 0 when that is now. */
    private static long wait(Deque<Long> times, int limit, long now) {
        if (times == null) {
            return 0;
        }
        synchronized (times) {
            long cutoff = now - WINDOW.toMillis();
            while (!times.isEmpty() && times.peekFirst() <= cutoff) {
                times.removeFirst();
            }
            if (times.size() < limit) {
                return 0;
            }
            long oldestThatCounts = times.stream().skip(times.size() - limit).findFirst().orElse(now);
            return oldestThatCounts + WINDOW.toMillis() - now;
        }
    }
}
