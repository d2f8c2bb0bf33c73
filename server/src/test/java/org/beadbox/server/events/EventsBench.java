package org.beadbox.server.events;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;

/**
 * How long an event takes from one node to another (a command, not a test: tools/events-bench):
 * two nodes' real {@link Events} on one database, each through its own pool; node A publishes
 * {@code --events N} events at {@code --rate R} a second, each committed on a transaction of its
 * own, and node B's listener notes when it hears each. Prints the delay from the commit's start
 * to B hearing it (p50, p99, max), and how many were lost (must be 0).
 */
public final class EventsBench {

    private EventsBench() {
    }

    public static void main(String[] args) throws Exception {
        String db = null;
        int events = 2000;
        int rate = 200;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--db" -> db = args[i + 1];
                case "--events" -> events = Integer.parseInt(args[i + 1]);
                case "--rate" -> rate = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i] + ": use --db URL --events N --rate R");
            }
        }
        Path home = Files.createTempDirectory("events-bench");
        String url = db != null ? db : "jdbc:h2:file:" + home.resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
        ServerSettings settings = new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty());
        try (Database a = new Database(settings, home); Database b = new Database(settings, home)) {
            Events ea = new Events(a);
            Events eb = new Events(b);
            try {
                while (!ea.connected() || !eb.connected()) {
                    Thread.sleep(20);
                }
                long[] sent = new long[events];
                long[] heard = new long[events];
                ConcurrentMap<Integer, Boolean> twice = new ConcurrentHashMap<>();
                CountDownLatch all = new CountDownLatch(events);
                eb.subscribe("bench", e -> {
                    int i = Integer.parseInt(e.payload());
                    if (heard[i] == 0) {
                        heard[i] = System.nanoTime();
                        all.countDown();
                    } else {
                        twice.put(i, true);
                    }
                });
                long gap = 1_000_000_000L / rate;
                long start = System.nanoTime();
                for (int i = 0; i < events; i++) {
                    long due = start + i * gap;
                    while (System.nanoTime() < due) {
                        Thread.onSpinWait();
                    }
                    int n = i;
                    sent[i] = System.nanoTime();
                    a.inTransaction(c -> {
                        ea.publish(c, "bench", Integer.toString(n));
                        return null;
                    });
                }
                all.await(30, TimeUnit.SECONDS);
                long[] delays = new long[events];
                int lost = 0;
                int got = 0;
                for (int i = 0; i < events; i++) {
                    if (heard[i] == 0) {
                        lost++;
                    } else {
                        delays[got++] = heard[i] - sent[i];
                    }
                }
                long[] d = Arrays.copyOf(delays, got);
                Arrays.sort(d);
                double seconds = (System.nanoTime() - start) / 1e9;
                System.out.printf("events-bench (%s): %d events at %d/s, heard on the other node: p50 %.2f ms, p99 %.2f ms,"
                                + " max %.2f ms; lost %d, heard twice %d (%.1f s)%n", db == null ? "H2, in-process" : "PostgreSQL",
                        events, rate, ms(d, 0.50), ms(d, 0.99), d.length == 0 ? 0 : d[d.length - 1] / 1e6, lost, twice.size(), seconds);
                if (lost > 0) {
                    System.exit(1);
                }
            } finally {
                ea.close();
                eb.close();
            }
        }
    }

    private static double ms(long[] sorted, double q) {
        return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }
}
