package org.beadbox.server.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.CorrespondenceControl;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.lobby.Seek;
import org.beadbox.server.lobby.Seeks;
import org.beadbox.game.challenge.Challenge;

/**
 * The lobby's load benchmark (a command, not a test): accounts, live tables played at a person's
 * pace and correspondence games, all committed through the server's own {@link DatabaseTableStore}
 * into H2 or PostgreSQL. Prints the server's own move time (from a player's answer to the last
 * listener hearing the move, the commit included), database commits a move, heap, and the moves
 * lost (played but not in the database: must be 0).
 *
 * <p>{@code tools/lobby-bench/lobby-bench --help} runs it; {@code LobbyBenchTest} runs a small one
 * in the build.
 */
public final class LobbyBench {

    /** What to run. */
    public record Plan(String db, int accounts, int live, int correspondence, Duration length,
                       Duration livePace, Duration correspondencePace) {
    }

    /** What it measured. */
    public record Figures(long moves, long lost, double commitsPerMove, double p50Millis, double p99Millis,
                          double maxMillis, long heapMb, long peakHeapMb, int finished, double movesPerSecond) {
        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "moves %d (%.1f a second), lost %d, commits a move %.3f,"
                    + " move time p50 %.2f ms p99 %.2f ms max %.2f ms, heap %d MB (peak %d MB), games finished %d",
                    moves, movesPerSecond, lost, commitsPerMove, p50Millis, p99Millis, maxMillis, heapMb, peakHeapMb, finished);
        }
    }

    public static void main(String[] args) throws Exception {
        Plan plan = parse(args);
        System.out.println("lobby-bench: " + plan);
        System.out.println(run(plan));
    }

    static Plan parse(String[] args) {
        String db = "";
        int accounts = 1000, live = 300, corr = 1000;
        double minutes = 2;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--db" -> db = args[++i];
                case "--accounts" -> accounts = Integer.parseInt(args[++i]);
                case "--live" -> live = Integer.parseInt(args[++i]);
                case "--correspondence" -> corr = Integer.parseInt(args[++i]);
                case "--minutes" -> minutes = Double.parseDouble(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + ": use --db JDBC --accounts N --live N --correspondence N --minutes M");
            }
        }
        return new Plan(db, accounts, live, corr, Duration.ofMillis((long) (minutes * 60_000)),
                Duration.ofSeconds(10), Duration.ofSeconds(60));
    }

    /** Runs the plan and answers its figures. */
    public static Figures run(Plan plan) throws Exception {
        Path home = Files.createTempDirectory("lobby-bench");
        ServerSettings settings = new ServerSettings(0, plan.db().isEmpty() ? Optional.empty() : Optional.of(plan.db()),
                Optional.empty(), Optional.empty());
        try (Database db = new Database(settings, home)) {
            return measure(plan, db);
        } finally {
            try (var files = Files.walk(home)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    private static Figures measure(Plan plan, Database db) throws Exception {
        {
            long[] accounts = accounts(db, plan.accounts());
            ConcurrentLinkedQueue<Long> times = new ConcurrentLinkedQueue<>();
            DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), t -> { });
            List<Match> matches = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            Random random = new Random(1);
            Game game = new Challenge();
            int tables = plan.live() + plan.correspondence();
            for (int i = 0; i < tables; i++) {
                boolean live = i < plan.live();
                long a = accounts[(2 * i) % accounts.length];
                long b = accounts[(2 * i + 1) % accounts.length];
                String id = "bench" + i;
                Seek.Offer offer = new Seek.Offer(Challenge.ID, Map.of(), 2, true,
                        live ? Optional.of(TimeControl.of(30, 0)) : Optional.empty(),
                        live ? Optional.empty() : Optional.of(new CorrespondenceControl(3)));
                db.inTransaction(c -> {
                    long seek = Seeks.post(c, a, offer, null, Instant.now());
                    Seek s = Seeks.accept(c, b, seek, id);
                    LobbyTables.open(c, id, s, b, "p" + b, 0, 1, Instant.now(), Arrays.asList(null, null));
                    return null;
                });
                Duration pace = live ? plan.livePace() : plan.correspondencePace();
                AtomicLong answered = new AtomicLong();
                Match m = Match.builder(game).setup(Setup.of(2, random.nextLong()))
                        .seat(0, new PacedPlayer(pace, random.nextLong(), answered), "a")
                        .seat(1, new PacedPlayer(pace, random.nextLong(), answered), "b").build();
                m.addListener(store.keeper(id, m));
                m.addListener(new Heard(times, answered));
                matches.add(m);
                ids.add(id);
            }
            long commitsBefore = store.commits();
            long pgBefore = db.postgres() ? count(db, PG_COMMITS) : 0;
            matches.forEach(Match::start);
            Thread.sleep(plan.length().toMillis());
            long played = 0;
            int finished = 0;
            for (Match m : matches) {
                m.close();
            }
            for (Match m : matches) {
                played += m.moves().size();
                finished += m.isOver() ? 1 : 0;
            }
            long stored = count(db, "SELECT COUNT(*) FROM lobby_move");
            long commits = store.commits() - commitsBefore;
            if (db.postgres()) {
                System.out.println("lobby-bench: PostgreSQL's own count of commits in the run: " + (count(db, PG_COMMITS) - pgBefore));
            }
            List<Long> sorted = new ArrayList<>(times);
            sorted.sort(null);
            System.gc();
            long heap = (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20;
            long peak = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP) {
                    peak += pool.getPeakUsage().getUsed() >> 20;
                }
            }
            return new Figures(played, Math.max(0, played - stored), played == 0 ? 0 : (double) commits / played,
                    percentile(sorted, 0.5), percentile(sorted, 0.99), percentile(sorted, 1.0), heap, peak, finished,
                    played / (plan.length().toMillis() / 1000.0));
        }
    }

    /** Inserts the accounts directly (registering 1,000 through Argon2id would benchmark the hash). */
    private static long[] accounts(Database db, int n) {
        long[] out = new long[n];
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO account (name, name_key, password_hash, created_at)"
                    + " VALUES (?, ?, 'bench', ?)", new String[] {"id"})) {
                for (int i = 0; i < n; i++) {
                    s.setString(1, "p" + i);
                    s.setString(2, "p" + i);
                    s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                    s.executeUpdate();
                    try (ResultSet k = s.getGeneratedKeys()) {
                        k.next();
                        out[i] = k.getLong(1);
                    }
                }
            }
            return null;
        });
        return out;
    }

    private static final String PG_COMMITS = "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()";

    private static long count(Database db, String sql) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        });
    }

    private static double percentile(List<Long> sorted, double p) {
        if (sorted.isEmpty()) {
            return 0;
        }
        int i = (int) Math.ceil(p * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
    }

    /** A person: thinks for about the pace (half to one and a half of it), then plays a random legal move. */
    static final class PacedPlayer implements Player {
        private final Duration pace;
        private final Random random;
        private final AtomicLong answered;

        PacedPlayer(Duration pace, long seed, AtomicLong answered) {
            this.pace = pace;
            this.random = new Random(seed);
            this.answered = answered;
        }

        @Override
        public Move choose(GameState state, org.beadbox.api.Clock clock, Progress progress) throws InterruptedException {
            long ms = pace.toMillis();
            Thread.sleep(ms / 2 + (long) (random.nextDouble() * ms));
            List<Move> moves = state.legalMoves();
            Move m = moves.get(random.nextInt(moves.size()));
            answered.set(System.nanoTime()); // the start of the server's own move time
            return m;
        }
    }

    /** The last listener: the move has been committed and every listener before heard it. */
    static final class Heard implements MatchListener {
        private final ConcurrentLinkedQueue<Long> times;
        private final AtomicLong answered;

        Heard(ConcurrentLinkedQueue<Long> times, AtomicLong answered) {
            this.times = times;
            this.answered = answered;
        }

        @Override
        public void moved(int seat, Move move, GameState after) {
            long t = answered.getAndSet(0);
            if (t != 0) {
                times.add(System.nanoTime() - t);
            }
        }
    }
}
