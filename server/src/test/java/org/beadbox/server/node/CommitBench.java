package org.beadbox.server.node;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;

/**
 * How many moves a second the database commits before it saturates (a command, not a test:
 * tools/commit-bench/commit-bench). Each move is one transaction shaped as a table keeper's
 * ({@code TableKeeper.moved}): the fencing check on the table's lease ({@link TableOwnership#check},
 * the real one), the {@code lobby_move} row, and the {@code lobby_table} row's record (about
 * {@code --record} characters of JSON) and turn. C threads, each with a connection of one pool of
 * C and a table of its own, commit moves back to back for {@code --seconds}; C doubles from 1 to
 * {@code --max}. Prints, for each C, the commits a second and the commit's p50 and p99: where
 * commits a second stop rising, the database is saturated for this workload.
 *
 * <pre>CommitBench --db jdbc:postgresql://... [--max 64] [--seconds 8] [--record 4000]</pre>
 */
public final class CommitBench {

    private CommitBench() {
    }

    public static void main(String[] args) throws Exception {
        String url = option(args, "--db", "");
        int max = Integer.parseInt(option(args, "--max", "64"));
        int seconds = Integer.parseInt(option(args, "--seconds", "8"));
        String record = "{\"moves\":\"" + "x".repeat(Math.max(0, Integer.parseInt(option(args, "--record", "4000")) - 12)) + "\"}";
        Path home = Files.createTempDirectory("commit-bench");
        Optional<String> db = url.isEmpty() ? Optional.empty() : Optional.of(url);
        System.out.printf(Locale.ROOT, "commit-bench: %s, each commit a fenced move (check, INSERT lobby_move, UPDATE lobby_table"
                + " with a %d-character record), %d s a step%n", url.isEmpty() ? "H2" : "PostgreSQL", record.length(), seconds);
        System.out.println("threads  commits/s   p50 ms   p99 ms");
        for (int threads = 1; threads <= max; threads *= 2) {
            System.setProperty("beadbox.server.pool", Integer.toString(threads + 2)); // and the migration's lock, the heartbeat
            try (Database d = new Database(new ServerSettings(0, db, Optional.empty(), Optional.empty()), home)) {
                step(d, threads, seconds, record);
            }
        }
    }

    private static void step(Database d, int threads, int seconds, String record) throws Exception {
        Node node = new Node(d, "bench-" + threads, "127.0.0.1:1", new Node.Timing(Duration.ofSeconds(2), Duration.ofSeconds(60)), System::nanoTime);
        node.start();
        try {
            TableOwnership ownership = TableOwnership.of(node);
            List<TableOwnership.Held> held = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                String id = table(threads, t);
                d.inTransaction(c -> insertTable(c, id, record));
                held.add(ownership.claim(id));
            }
            AtomicBoolean stop = new AtomicBoolean();
            long[][] times = new long[threads][];
            int[] counts = new int[threads];
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int me = t;
                Thread w = new Thread(() -> {
                    long[] mine = new long[200_000];
                    int n = 0;
                    String id = table(threads, me);
                    while (!stop.get() && n < mine.length) {
                        int ply = n;
                        long start = System.nanoTime();
                        d.inTransaction(c -> move(c, ownership, held.get(me), id, ply, record));
                        mine[n++] = System.nanoTime() - start;
                    }
                    times[me] = mine;
                    counts[me] = n;
                });
                w.start();
                workers.add(w);
            }
            long start = System.nanoTime();
            Thread.sleep(seconds * 1000L);
            stop.set(true);
            for (Thread w : workers) {
                w.join();
            }
            double elapsed = (System.nanoTime() - start) / 1e9;
            int total = Arrays.stream(counts).sum();
            long[] all = new long[total];
            int at = 0;
            for (int t = 0; t < threads; t++) {
                System.arraycopy(times[t], 0, all, at, counts[t]);
                at += counts[t];
            }
            Arrays.sort(all);
            System.out.printf(Locale.ROOT, "%7d %10.0f %8.2f %8.2f%n", threads, total / elapsed, all[total / 2] / 1e6,
                    all[Math.min(total - 1, (int) (total * 0.99))] / 1e6);
        } finally {
            node.stop();
        }
    }

    private static String table(int threads, int t) {
        return "bench-" + threads + "-" + t;
    }

    private static Void insertTable(Connection c, String id, String record) throws SQLException {
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO lobby_table (id, game, options, seats, seed, rated, live_clock, days,"
                + " state, to_move, turn_started, record, created_at, seats_json) VALUES (?, 'glassbead-mancala', '{}', 2, 1, FALSE,"
                + " NULL, NULL, 'finished', 0, ?, ?, ?, NULL)")) { // 'finished': no node's sweep takes it
            s.setString(1, id);
            s.setObject(2, now);
            s.setString(3, record);
            s.setObject(4, now);
            s.executeUpdate();
        }
        return null;
    }

    /** One move as {@code TableKeeper.moved} commits it. */
    private static Void move(Connection c, TableOwnership ownership, TableOwnership.Held held, String id, int ply, String record)
            throws SQLException {
        ownership.check(c, id, held);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO lobby_move (table_id, ply, seat, notation, played_at) VALUES (?, ?, ?, ?, ?)")) {
            s.setString(1, id);
            s.setInt(2, ply);
            s.setInt(3, ply % 2);
            s.setString(4, "a1-b2");
            s.setObject(5, now);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET record = ?, to_move = ?, turn_started = ? WHERE id = ?")) {
            s.setString(1, record);
            s.setInt(2, (ply + 1) % 2);
            s.setObject(3, now);
            s.setString(4, id);
            s.executeUpdate();
        }
        return null;
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
