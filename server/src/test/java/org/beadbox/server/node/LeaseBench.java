package org.beadbox.server.node;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;

/**
 * The table leases under load (a command, not a test: tools/lease-bench/lease-bench). Two nodes,
 * each with a pool of its own on one database, race to claim T tables; each beats with all its
 * leases for a while; then one stops beating as if killed, and the other claims its tables as
 * their leases run out. Prints the claims a second (and that each table got exactly one owner),
 * the heartbeat's time (p50, p99, max) renewing T/2 leases, the takeover time of the killed
 * node's tables, and the database's commits a second over the run (PostgreSQL only).
 *
 * <pre>LeaseBench --db jdbc:postgresql://... [--tables 500] [--beats 30]</pre>
 */
public final class LeaseBench {

    private LeaseBench() {
    }

    public static void main(String[] args) throws Exception {
        String url = option(args, "--db", "");
        int tables = Integer.parseInt(option(args, "--tables", "500"));
        int beats = Integer.parseInt(option(args, "--beats", "30"));
        Path home = Files.createTempDirectory("lease-bench");
        Optional<String> db = url.isEmpty() ? Optional.empty() : Optional.of(url);
        try (Database a = new Database(new ServerSettings(0, db, Optional.empty(), Optional.empty()), home);
                Database b = new Database(new ServerSettings(0, db, Optional.empty(), Optional.empty()), home)) {
            long commits0 = commits(a);
            long t0 = System.nanoTime();
            Node.Timing timing = Node.Timing.DEFAULT;
            TableLeases la = new TableLeases(a, timing.deadline());
            TableLeases lb = new TableLeases(b, timing.deadline());
            NodeRegistry ra = new NodeRegistry(a, timing.deadline());
            NodeRegistry rb = new NodeRegistry(b, timing.deadline());
            ra.enter("bench-a", "127.0.0.1:1", "a");
            rb.enter("bench-b", "127.0.0.1:2", "b");

            // 1. Both nodes claim every table at once (4 threads each).
            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<TableLeases.Claim>> fa = new ArrayList<>();
            List<Future<TableLeases.Claim>> fb = new ArrayList<>();
            long c0 = System.nanoTime();
            for (int t = 0; t < tables; t++) {
                String id = "bench-" + t;
                fa.add(pool.submit(() -> la.claim(id, "bench-a")));
                fb.add(pool.submit(() -> lb.claim(id, "bench-b")));
            }
            int wonA = 0;
            int both = 0;
            int neither = 0;
            for (int t = 0; t < tables; t++) {
                boolean x = fa.get(t).get().won();
                boolean y = fb.get(t).get().won();
                wonA += x ? 1 : 0;
                both += x && y ? 1 : 0;
                neither += !x && !y ? 1 : 0;
            }
            double claimSeconds = (System.nanoTime() - c0) / 1e9;
            pool.shutdown();

            // 2. Heartbeats: each beat stamps the node and renews all of its leases in one transaction.
            long[] beatNanos = new long[beats];
            int held = 0;
            for (int i = 0; i < beats; i++) {
                long s = System.nanoTime();
                held = a.inTransaction(c -> ra.heartbeat(c, "bench-a", "a") ? la.renew(c, "bench-a") : -1);
                beatNanos[i] = System.nanoTime() - s;
                b.inTransaction(c -> rb.heartbeat(c, "bench-b", "b") ? lb.renew(c, "bench-b") : -1);
                Thread.sleep(100);
            }
            Arrays.sort(beatNanos);

            // 3. bench-b is killed (it stops beating); bench-a claims its tables as their leases run out.
            long killed = System.nanoTime();
            List<String> left = new ArrayList<>();
            for (int t = 0; t < tables; t++) {
                if (!fa.get(t).get().won()) {
                    left.add("bench-" + t);
                }
            }
            int orphans = left.size();
            long firstTaken = -1;
            while (!left.isEmpty()) {
                left.removeIf(id -> la.claim(id, "bench-a").won());
                if (firstTaken < 0 && left.size() < orphans) {
                    firstTaken = System.nanoTime();
                }
                if (!left.isEmpty()) {
                    a.inTransaction(c -> ra.heartbeat(c, "bench-a", "a") ? la.renew(c, "bench-a") : -1);
                    Thread.sleep(200);
                }
            }
            double takeover = (System.nanoTime() - killed) / 1e9;
            double firstTakeover = firstTaken < 0 ? 0 : (firstTaken - killed) / 1e9;
            double seconds = (System.nanoTime() - t0) / 1e9;
            long commits = commits(a) - commits0;
            System.out.printf("lease-bench (%s): tables %d, claims %d in %.2f s (%.0f a second), owners: node a %d, node b %d,"
                            + " both %d, neither %d%n", a.postgres() ? "PostgreSQL" : "H2", tables, 2 * tables, claimSeconds,
                    2 * tables / claimSeconds, wonA, tables - wonA, both, neither);
            System.out.printf("heartbeat renewing %d leases: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%d beats)%n", held,
                    ms(beatNanos, 0.50), ms(beatNanos, 0.99), beatNanos[beats - 1] / 1e6, beats);
            System.out.printf("takeover of the killed node's %d tables (lease %d s): first after %.2f s, all after %.2f s%n",
                    orphans, timing.deadline().toSeconds(), firstTakeover, takeover);
            System.out.printf("database commits: %s over %.1f s%n", commits < 0 ? "not counted (H2)"
                    : commits + String.format(" (%.0f a second)", commits / seconds), seconds);
            if (both > 0 || neither > 0) {
                System.out.println("FAILED: a table had two owners or none");
                System.exit(1);
            }
        }
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }

    /** PostgreSQL's committed transactions in this database so far; -1 on H2. */
    private static long commits(Database db) {
        if (!db.postgres()) {
            return -1;
        }
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()");
                    ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        });
    }

    private static String option(String[] args, String name, String otherwise) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(name)) {
                return args[i + 1];
            }
        }
        return otherwise;
    }
}
