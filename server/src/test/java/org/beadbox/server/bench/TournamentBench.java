package org.beadbox.server.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.MatchListener;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.server.node.TableOwnership;
import org.beadbox.server.tournament.Tournament;
import org.beadbox.server.tournament.TournamentRows;
import org.beadbox.server.tournament.TournamentRunner;
import org.beadbox.server.tournament.Tournaments;
import org.beadbox.ui.web.ServerTables;

/**
 * The tournaments' benchmark (a command, not a test): a whole event of N players on the server's
 * own runner, table store and web front-end over H2 or PostgreSQL. Half the players are bots
 * (random moves at once), half scripted accounts (a random move after a short think). Prints the
 * time each round's pairing took (its one transaction), the server's move time while rounds run
 * (from a player's answer to a listener after the move's commit: p50/p99/max), and the results
 * lost (a finished table without its tournament result) or doubled (a game counted more than its
 * one point): both must be 0.
 *
 * <p>{@code tools/tournament-bench/tournament-bench --help} runs it.
 */
public final class TournamentBench {

    private TournamentBench() {
    }

    public static void main(String[] args) throws Exception {
        String db = "";
        int players = 64;
        String format = "swiss";
        int rounds = 6;
        String size = "8";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--db" -> db = args[++i];
                case "--players" -> players = Integer.parseInt(args[++i]);
                case "--format" -> format = args[++i];
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--size" -> size = args[++i];
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + ": use --players N --format swiss|round-robin|double-round-robin|knockout --rounds N --size 8..11 [--db JDBC-URL]");
            }
        }
        Path home = Files.createTempDirectory("tournament-bench");
        try {
            run(home, db, players, format, rounds, size);
        } finally {
            try (var walk = Files.walk(home)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        System.exit(0);
    }

    private static void run(Path home, String url, int n, String format, int rounds, String size) throws Exception {
        Database db = new Database(new ServerSettings(0, url.isEmpty() ? Optional.empty() : Optional.of(url), Optional.empty(),
                Optional.empty()), home);
        GameCatalog games = GameCatalog.of(new Challenge());
        DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
        ServerTables server = new ServerTables(games, home, store);
        Tournaments tournaments = new Tournaments(db, games, new Accounts(db), Tournaments::format, Clock.systemUTC());
        TournamentRunner runner = new TournamentRunner(tournaments, server.tables(), TableOwnership.NONE);
        Map<Move, Long> answered = Collections.synchronizedMap(new IdentityHashMap<>());
        ConcurrentLinkedQueue<Long> moveNanos = new ConcurrentLinkedQueue<>();
        Random seeds = new Random(43);
        runner.bots((name, game) -> {
            Random r = new Random(seeds.nextLong());
            boolean bot = Integer.parseInt(name.substring(1)) % 2 == 0;
            Player p = (state, clock, progress) -> {
                if (!bot) {
                    Thread.sleep(20 + r.nextInt(30)); // a scripted account thinks a little
                }
                List<Move> legal = state.legalMoves();
                Move m = legal.get(r.nextInt(legal.size()));
                answered.put(m, System.nanoTime());
                return m;
            };
            return Optional.of(SeatRequest.player(name, p, bot ? "random" : "scripted"));
        });
        List<Account> accounts = accounts(db, n);
        long id = tournaments.create(accounts.get(0), new Tournaments.Draft("Bench", Challenge.ID, Map.of("size", size), 2, format, rounds,
                null, true, Optional.empty(), Optional.empty(), n, Optional.empty()));
        for (Account a : accounts.subList(1, n)) {
            tournaments.join(a, id, null, x -> false);
        }
        System.out.printf("tournament-bench: %d players, %s, %s rounds, Glass Bead Challenge %sx%s, %s%n", n, format,
                format.equals("swiss") ? String.valueOf(rounds) : "all", size, size, url.isEmpty() ? "H2" : "PostgreSQL");
        long start = System.nanoTime();
        tournaments.start(accounts.get(0), id);
        Set<String> heard = ConcurrentHashMap.newKeySet();
        MatchListener timer = new MatchListener() {
            @Override
            public void moved(int seat, Move move, GameState after) {
                Long at = answered.remove(move);
                if (at != null) {
                    moveNanos.add(System.nanoTime() - at);
                }
            }
        };
        int lastRound = 0;
        long roundStart = System.nanoTime();
        while (true) {
            runner.tick();
            Tournament t = tournaments.find(id);
            for (TournamentRows.GameRow g : tournaments.view(id).games()) {
                if (g.tableId() != null && g.points() == null && heard.add(g.tableId())) {
                    server.tables().table(g.tableId()).map(Table::match).ifPresent(m -> m.addListener(timer));
                }
            }
            if (t.round() != lastRound) {
                if (lastRound > 0) {
                    System.out.printf("  round %d played in %.1f s%n", lastRound, (System.nanoTime() - roundStart) / 1e9);
                }
                lastRound = t.round();
                roundStart = System.nanoTime();
            }
            if (!t.state().equals(Tournament.PLAYING)) {
                System.out.printf("  round %d played in %.1f s%n", lastRound, (System.nanoTime() - roundStart) / 1e9);
                break;
            }
            Thread.sleep(50);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        report(db, tournaments, runner, id, moveNanos, seconds);
        server.close();
        db.close();
    }

    private static void report(Database db, Tournaments tournaments, TournamentRunner runner, long id, ConcurrentLinkedQueue<Long> moves,
                               double seconds) {
        Tournaments.View v = tournaments.view(id);
        List<long[]> pairings = runner.pairingNanos();
        StringBuilder each = new StringBuilder();
        for (long[] p : pairings) {
            each.append(String.format(" %.0f+%.0f", p[0] / 1e6, p[1] / 1e6));
        }
        // lost: a table that finished without its result; doubled: a game's points summing to more than its one point
        long lost = db.inTransaction(c -> count(c, "SELECT COUNT(*) FROM tournament_game g JOIN lobby_table t ON t.id = g.table_id"
                + " WHERE g.tournament_id = " + id + " AND t.state = 'finished' AND g.points IS NULL"));
        long unplayed = v.games().stream().filter(g -> g.points() == null).count();
        long doubled = v.games().stream().filter(g -> g.points() != null && g.points().length == 2 && g.points()[0] + g.points()[1] != 1.0).count();
        double total = v.standings().stream().mapToDouble(s -> s.points()).sum();
        long counted = v.games().stream().filter(g -> g.points() != null).mapToLong(g -> g.players().size() == 1 ? 0 : 1).count();
        double byes = v.games().stream().filter(g -> g.players().size() == 1 && g.points() != null).mapToDouble(g -> g.points()[0]).sum();
        if (Math.abs(total - (counted + byes)) > 1e-9) {
            doubled += 1; // the standings count more (or less) than the games and byes give
        }
        List<Long> sorted = new ArrayList<>(moves);
        Collections.sort(sorted);
        System.out.printf("  state %s after %d rounds, %d games (%d at tables), %.1f s in all%n", v.tournament().state(), v.tournament().round(),
                v.games().size(), v.games().stream().filter(g -> g.tableId() != null).count(), seconds);
        System.out.printf("  pairing a round, ms (the format's pairing + the writing transaction):%s%n", each);
        System.out.printf("  move time (answer to after its commit), %d moves: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", sorted.size(),
                pct(sorted, 0.5), pct(sorted, 0.99), pct(sorted, 1.0));
        System.out.printf("  results lost %d, doubled %d, games without a result %d%n", lost, doubled, unplayed);
        System.out.printf("  winner %s with %s points%n", v.standings().get(0).name(), v.standings().get(0).points());
    }

    private static double pct(List<Long> sorted, double q) {
        if (sorted.isEmpty()) {
            return 0;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1)) / 1e6;
    }

    private static long count(java.sql.Connection c, String sql) throws java.sql.SQLException {
        try (PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
            r.next();
            return r.getLong(1);
        }
    }

    /** Inserts the accounts directly (registering through Argon2id would benchmark the hash). */
    private static List<Account> accounts(Database db, int n) {
        return db.inTransaction(c -> {
            List<Account> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("INSERT INTO account (name, name_key, password_hash, created_at)"
                    + " VALUES (?, ?, 'bench', ?)", new String[] {"id"})) {
                for (int i = 0; i < n; i++) {
                    s.setString(1, "p" + i);
                    s.setString(2, "p" + i);
                    s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                    s.executeUpdate();
                    try (ResultSet k = s.getGeneratedKeys()) {
                        k.next();
                        out.add(new Account(k.getLong(1), "p" + i, false, Instant.now()));
                    }
                }
            }
            return out;
        });
    }
}
