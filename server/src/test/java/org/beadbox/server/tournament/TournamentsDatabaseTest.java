package org.beadbox.server.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.node.TableOwnership;
import org.beadbox.server.tournament.format.Standing;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tournaments on a real database with the real table store and web front-end: a round robin of
 * three accounts and a bot played to the end (each round paired once all its results are in, the
 * results written once by the tables' own ends, ratings fed), a forfeit for a first move not
 * made, a withdrawal mid-event. H2 ({@link TournamentsOnH2Test}) and PostgreSQL
 * ({@link TournamentsOnPostgresTest}). One database and server for the class (accounts cost a
 * password hash each); every test makes tournaments of its own.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class TournamentsDatabaseTest {

    /** The database to use: empty for H2 in the test's folder. */
    abstract Optional<String> database() throws Exception;

    @TempDir
    static Path home;
    Database db;
    Account ann;
    Account bob;
    Account cyd;
    Account bot;
    Account dee;
    DatabaseTableStore store;
    ServerTables server;
    Lobby lobby;
    Tournaments tournaments;
    TournamentRunner runner;
    final GameCatalog games = GameCatalog.of(new TakeAway());

    /** The database's address (empty: H2 in the test's folder, which any pool of the class opens again: AUTO_SERVER). */
    Optional<String> url;

    @BeforeAll
    void open() throws Exception {
        url = database();
        db = new Database(new ServerSettings(0, url, Optional.empty(), Optional.empty()), home);
        Accounts accounts = new Accounts(db);
        ann = accounts.register("ann", "correct horse battery", "127.0.0.1");
        bob = accounts.register("bob", "correct horse battery", "127.0.0.1");
        cyd = accounts.register("cyd", "correct horse battery", "127.0.0.1");
        bot = accounts.register("first-bot", "correct horse battery", "127.0.0.1");
        dee = accounts.register("dee", "correct horse battery", "127.0.0.1");
        store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
        server = new ServerTables(games, home, store);
        lobby = Lobby.over(db, games, server.tables(), store, Clock.systemUTC());
        tournaments = new Tournaments(db, games, accounts, t -> new CircleRoundRobin(), Clock.systemUTC());
        runner = new TournamentRunner(tournaments, server.tables(), TableOwnership.NONE);
        Player first = (state, clock, progress) -> state.legalMoves().get(0);
        runner.bots((name, game) -> name.equals(bot.name()) ? Optional.of(SeatRequest.player(name, first, "first")) : Optional.empty());
    }

    @AfterAll
    void close() {
        server.close();
        db.close();
    }

    private Tournaments.Draft draft(boolean rated) {
        return new Tournaments.Draft("Friday <b>cup</b>", TakeAway.ID, Map.of("beads", "5"), 2, "round-robin", 0, null, rated,
                Optional.of(TimeControl.of(5, 3)), Optional.empty(), 8, Optional.empty());
    }

    /** A started round robin of ann, bob, cyd and the bot. */
    private long fourPlayers(boolean rated) {
        long id = tournaments.create(ann, draft(rated));
        tournaments.join(bob, id, null, a -> false);
        tournaments.join(cyd, id, null, a -> false);
        tournaments.join(ann, id, bot.name(), a -> a == bot.id());
        tournaments.start(ann, id);
        return id;
    }

    private Table table(String id) {
        return server.tables().table(id).orElseThrow(() -> new AssertionError("table " + id + " is not open"));
    }

    /** Plays every open table of the tournament to its end, the people taking one bead a move. */
    private void playRound(long id) throws InterruptedException {
        for (TournamentRows.GameRow g : tournaments.view(id).games()) {
            if (g.points() != null || g.tableId() == null) {
                continue;
            }
            Table t = table(g.tableId());
            while (!t.match().isOver()) {
                int seat = t.match().state().toMove();
                if (g.players().get(seat).equals(bot.name())) {
                    await("the bot moved", () -> t.match().isOver() || t.match().state().toMove() != seat);
                } else {
                    assertTrue(server.play(g.tableId(), seat, "1"));
                }
            }
        }
        await("the round's results written", () -> tournaments.view(id).games().stream().allMatch(g -> g.points() != null));
    }

    static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 20 s: " + what);
            }
            Thread.sleep(10);
        }
    }

    @Test
    @DisplayName("a round robin of three accounts and a bot is played to the end: each pair once, each result counted once, rated")
    void roundRobin() throws Exception {
        long id = fourPlayers(true);
        assertEquals(Tournament.PLAYING, tournaments.find(id).state());
        for (int round = 1; round <= 3; round++) {
            runner.run(id);
            runner.run(id); // a second look pairs nothing more: the round's games have no results yet
            Tournaments.View v = tournaments.view(id);
            assertEquals(round, v.tournament().round());
            assertEquals(2 * round, v.games().size(), "round " + round + " paired once");
            for (TournamentRows.GameRow g : v.games()) {
                if (g.round() == round) { // the table opened, its players seated: it is on their lists ("your turn")
                    assertEquals(g.players(), db.inTransaction(c -> LobbyTables.names(c, g.tableId())));
                }
            }
            String human = v.games().get(v.games().size() - 1).players().stream().filter(n -> !n.equals(bot.name())).findFirst().orElseThrow();
            Account a = List.of(ann, bob, cyd).stream().filter(x -> x.name().equals(human)).findFirst().orElseThrow();
            assertTrue(lobby.tablesOf(a, 10).stream().anyMatch(e -> e.state().equals("playing")), human + " sees the round's table");
            playRound(id);
        }
        runner.run(id);
        Tournaments.View done = tournaments.view(id);
        assertEquals(Tournament.FINISHED, done.tournament().state());
        assertEquals(6, done.games().size());
        Set<Set<String>> pairs = new HashSet<>();
        double total = 0;
        for (TournamentRows.GameRow g : done.games()) {
            assertTrue(pairs.add(Set.copyOf(g.players())), "met twice: " + g.players());
            assertEquals("played", g.how());
            total += g.points()[0] + g.points()[1];
            // the table's end once more (a redo, another node): not counted again
            assertFalse(db.<Boolean>inTransaction(c -> TournamentGames.ended(c, g.tableId(), List.of(0, 1), java.time.Instant.now())));
        }
        assertEquals(6.0, total, "one point a game");
        assertEquals(6.0, done.standings().stream().mapToDouble(Standing::points).sum());
        assertEquals(3, done.standings().get(0).games());
        assertTrue(lobby.ratings(ann).containsKey(TakeAway.ID), "the rated games fed ann's rating");
        assertEquals(3, lobby.ratings(ann).get(TakeAway.ID).games());
        runner.run(id);
        assertEquals(6, tournaments.view(id).games().size(), "nothing paired after the end");
    }

    @Test
    @DisplayName("a table aborted for want of a first move is a forfeit loss for the seat that did not move")
    void forfeit() throws Exception {
        long id = fourPlayers(false);
        runner.run(id);
        TournamentRows.GameRow g = tournaments.view(id).games().stream().filter(x -> !x.players().contains(bot.name())).findFirst().orElseThrow();
        Table t = table(g.tableId());
        int awaited = t.match().state().toMove();
        t.close("aborted: " + g.players().get(awaited) + " made no first move within 1 minute (no result)");
        await("the table closed", () -> db.<Boolean>inTransaction(c -> TournamentGames.table(c, g.tableId()).get().aborted()));
        runner.run(id);
        TournamentRows.GameRow settled = tournaments.view(id).games().stream().filter(x -> x.tableNo() == g.tableNo() && x.round() == 1)
                .findFirst().orElseThrow();
        assertEquals("forfeit", settled.how());
        assertEquals(0.0, settled.points()[awaited]);
        assertEquals(1.0, settled.points()[1 - awaited]);
    }

    @Test
    @DisplayName("a player who withdraws mid-event loses the game being played and forfeits the rest; the others play on")
    void withdraw() throws Exception {
        long id = fourPlayers(false);
        runner.run(id);
        assertTrue(tournaments.leave(cyd, id));
        assertFalse(tournaments.leave(cyd, id), "withdrawn once");
        runner.run(id);
        await("cyd's game resigned", () -> tournaments.view(id).games().stream().filter(g -> g.players().contains("cyd"))
                .allMatch(g -> g.points() != null));
        for (int round = 1; round <= 3; round++) {
            playRound(id);
            runner.run(id);
        }
        Tournaments.View done = tournaments.view(id);
        assertEquals(Tournament.FINISHED, done.tournament().state());
        for (TournamentRows.GameRow g : done.games()) {
            int seat = g.players().indexOf("cyd");
            if (seat >= 0) {
                assertEquals(0.0, g.points()[seat], "cyd scores nothing after withdrawing: " + g);
            }
        }
        assertTrue(done.entrants().stream().anyMatch(e -> e.name().equals("cyd") && e.withdrawn()));
    }

    @Test
    @DisplayName("join and leave until the start; refusals name the problem")
    void joinAndLeave() {
        long id = tournaments.create(ann, draft(false));
        tournaments.join(bob, id, null, a -> false);
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> tournaments.join(bob, id, null, a -> false));
        assertEquals("bob has joined this tournament already", twice.getMessage());
        assertEquals("only the tournament's creator adds bots", assertThrows(IllegalArgumentException.class,
                () -> tournaments.join(bob, id, bot.name(), a -> true)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> tournaments.join(ann, id, "bob", a -> false))
                .getMessage().startsWith("there is no bot named 'bob'"));
        assertEquals("only the tournament's creator starts it", assertThrows(IllegalArgumentException.class,
                () -> tournaments.start(bob, id)).getMessage());
        assertTrue(tournaments.leave(bob, id));
        assertEquals(List.of("ann"), tournaments.view(id).entrants().stream().map(TournamentRows.EntrantRow::name).toList());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> tournaments.start(ann, id)).getMessage()
                .startsWith("a tournament needs at least two players"));
        assertEquals(Tournament.OPEN, tournaments.find(id).state());
        assertThrows(Tournaments.NoSuchTournament.class, () -> tournaments.view(id + 1000));
    }

    @Test
    @DisplayName("one account creates at most ten tournaments a day")
    void creationLimit() {
        for (int i = 0; i < Tournaments.CREATED_A_DAY; i++) {
            tournaments.create(dee, draft(false));
        }
        assertThrows(Tournaments.LimitReached.class, () -> tournaments.create(dee, draft(false)));
        tournaments.create(ann, draft(false)); // another account is not held back
        List<String> names = new ArrayList<>(tournaments.list(Tournament.OPEN, 50).stream().map(Tournament::name).toList());
        assertTrue(names.size() >= 11);
        assertEquals("Friday <b>cup</b>", names.get(0), "kept as written: pages escape it");
    }

    @Test
    @DisplayName("an administrator settles a game once and cancels a tournament, its tables closed; a reason is required")
    void administration() throws Exception {
        long id = fourPlayers(false);
        runner.run(id);
        TournamentRows.GameRow g = tournaments.view(id).games().get(0);
        java.time.Instant now = java.time.Instant.now();
        String done = db.inTransaction(c -> TournamentAdmin.settle(c, id, 1, g.tableNo(), new double[] {0, 1}, now));
        assertTrue(done.contains("settled [0.0, 1.0]"), done);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> db.inTransaction(c -> TournamentAdmin.settle(c, id, 1, g.tableNo(), new double[] {1, 0}, now)))
                .getMessage().contains("a result is counted once"));
        assertEquals("settled", tournaments.view(id).games().get(0).how());
        assertEquals("closed", db.inTransaction(c -> TournamentGames.table(c, g.tableId())).orElseThrow().state());
        String other = tournaments.view(id).games().stream().filter(x -> x.points() == null).findFirst().orElseThrow().tableId();
        assertEquals("tournament " + id + " cancelled; 1 table closed within 10 s",
                db.inTransaction(c -> TournamentAdmin.cancel(c, id, "spam", now)));
        assertEquals(Tournament.CANCELLED, tournaments.find(id).state());
        assertEquals("spam", tournaments.find(id).reason());
        assertEquals("closed", db.inTransaction(c -> TournamentGames.table(c, other)).orElseThrow().state());
        assertEquals("say why, for the audit log: --reason \"...\"", assertThrows(IllegalArgumentException.class,
                () -> TournamentAdmin.words(List.of("4"))).getMessage());
        assertEquals(new TournamentAdmin.Words(List.of("4", "2"), "a b"), TournamentAdmin.words(List.of("4", "--reason", "a b", "2")));
    }

    @Test
    @DisplayName("a four-seat round robin of tables (the real format): each game scores by finishing place, 6 points a table")
    void fourSeatTables() throws Exception {
        Tournaments real = new Tournaments(db, games, new Accounts(db), Tournaments::format, Clock.systemUTC());
        TournamentRunner run = new TournamentRunner(real, server.tables(), TableOwnership.NONE);
        long id = real.create(ann, new Tournaments.Draft("Four at a table", TakeAway.ID, Map.of("beads", "6"), 4, "round-robin", 0, null,
                false, Optional.empty(), Optional.empty(), 4, Optional.empty()));
        for (Account x : List.of(bob, cyd)) {
            real.join(x, id, null, n -> false);
        }
        assertEquals("a tournament needs at least 4 players to start: invite some, or add bots",
                assertThrows(IllegalArgumentException.class, () -> real.start(ann, id)).getMessage());
        real.join(dee, id, null, n -> false);
        real.start(ann, id);
        for (int guard = 0; guard < 20 && real.find(id).state().equals(Tournament.PLAYING); guard++) {
            run.run(id);
            for (TournamentRows.GameRow g : real.view(id).games()) {
                if (g.points() == null) {
                    playUntil(server, g.tableId());
                }
            }
            await("the round's results", () -> real.view(id).games().stream().allMatch(g -> g.points() != null));
            run.run(id);
        }
        Tournaments.View v = real.view(id);
        assertEquals(Tournament.FINISHED, v.tournament().state());
        assertTrue(v.games().size() >= 1);
        for (TournamentRows.GameRow g : v.games()) {
            assertEquals(4, g.players().size());
            assertEquals(6.0, java.util.Arrays.stream(g.points()).sum(), "one point a pair of seats: " + java.util.Arrays.toString(g.points()));
        }
    }

    private static void playUntil(ServerTables on, String id) throws InterruptedException {
        Table t = on.tables().table(id).orElseThrow(() -> new AssertionError("table " + id + " is not open"));
        while (!t.match().isOver()) {
            assertTrue(on.play(id, t.match().state().toMove(), "1"));
        }
    }

    /** One node of a site: its own pool on the database, node, fenced table store, front-end, tournaments and runner. */
    final class Side implements AutoCloseable {
        final Database db;
        final org.beadbox.server.node.Node node;
        final DatabaseTableStore store;
        final ServerTables server;
        final Tournaments tournaments;
        final TournamentRunner runner;

        Side(String name, java.util.function.Function<Tournament, org.beadbox.server.tournament.format.Format> formats) {
            db = new Database(new ServerSettings(0, url, Optional.empty(), Optional.empty()), home);
            node = org.beadbox.server.node.TestNodes.start(db, name);
            TableOwnership owner = TableOwnership.of(node);
            store = new DatabaseTableStore(db.dataSource(), db.siteKey(), Clock.systemUTC(), null, owner);
            server = new ServerTables(games, home.resolve(name), store);
            tournaments = new Tournaments(db, games, new Accounts(db), formats, Clock.systemUTC());
            runner = new TournamentRunner(tournaments, server.tables(), owner);
        }

        @Override
        public void close() {
            server.close();
            org.beadbox.server.node.TestNodes.kill(node);
            db.close();
        }
    }

    /**
     * A round robin that kills its node inside the pairing's transaction, after the round's UPDATE
     * (the transaction asks it for the rounds planned there) and before the games are written: as a
     * node killed in the middle of pairing, its transaction never commits.
     */
    private static org.beadbox.server.tournament.format.Format dying(Runnable kill) {
        return new CircleRoundRobin() {
            @Override
            public int rounds(int entrants) {
                kill.run();
                throw new IllegalStateException("killed in the middle of pairing");
            }
        };
    }

    /** Plays table {@code id} on {@code side} until one move is left, or to its end. */
    private static void playUntil(Side side, String id, boolean toTheEnd) throws InterruptedException {
        Table t = side.server.tables().table(id).orElseThrow(() -> new AssertionError("table " + id + " is not open on " + side.node.name()));
        while (!t.match().isOver() && (toTheEnd || t.match().state().legalMoves().stream().noneMatch(m -> t.match().state().play(m).isOver()))) {
            assertTrue(side.server.play(id, t.match().state().toMove(), "1"));
        }
    }

    @Test
    @DisplayName("failover: a node killed while pairing a round and one killed while a game ends; no round paired twice, no result lost or doubled")
    void failover() throws Exception {
        java.util.concurrent.atomic.AtomicReference<Side> killed = new java.util.concurrent.atomic.AtomicReference<>();
        try (Side a = new Side("node-a", t -> dying(() -> org.beadbox.server.node.TestNodes.kill(killed.get().node)));
             Side b = new Side("node-b", t -> new CircleRoundRobin());
             Side c = new Side("node-c", t -> new CircleRoundRobin())) {
            killed.set(a);
            long id = a.tournaments.create(ann, draft(false));
            for (Account x : List.of(bob, cyd, dee)) {
                a.tournaments.join(x, id, null, n -> false);
            }
            a.tournaments.start(ann, id);

            // node-a holds the tournament and dies in the middle of pairing round 1: nothing of the round is written
            assertThrows(IllegalStateException.class, () -> a.runner.run(id));
            assertEquals(0, tournaments.view(id).games().size());
            b.runner.run(id);
            assertEquals(0, tournaments.view(id).games().size(), "node-b does not pair while node-a's lease runs");
            await("node-b took the tournament over and paired round 1", () -> {
                b.runner.run(id);
                return tournaments.find(id).round() == 1;
            });
            List<TournamentRows.GameRow> round1 = tournaments.view(id).games();
            assertEquals(2, round1.size(), "round 1 paired once");
            a.runner.run(id); // the cut-off node-a looks again: it holds nothing, pairs nothing
            c.runner.run(id);
            assertEquals(round1.size(), tournaments.view(id).games().size());

            // round 1's games on node-b: one ends there; node-b is killed as the other's last move is played
            String first = round1.get(0).tableId();
            String second = round1.get(1).tableId();
            playUntil(b, first, true);
            playUntil(b, second, false);
            await("the first game's result", () -> tournaments.view(id).games().get(0).points() != null);
            org.beadbox.server.node.TestNodes.kill(b.node);
            Table zombie = b.server.tables().table(second).orElseThrow();
            await("node-b's leases ran out", () -> c.store.orphans(10).contains(second));
            String last = zombie.match().state().legalMoves().stream().filter(m -> zombie.match().state().play(m).isOver())
                    .findFirst().orElseThrow().notation();
            b.server.play(second, zombie.match().state().toMove(), last); // the game's last move on the cut-off node: not committed
            await("the cut-off copy closed", zombie.match()::isClosed);
            assertEquals(null, tournaments.view(id).games().get(1).points(), "no result from a node that lost the table");
            b.runner.run(id);
            assertEquals(1, tournaments.find(id).round(), "node-b, cut off, pairs nothing");

            // node-c takes the table and the tournament over, the game ends there, round 2 is paired once
            assertTrue(c.store.takeOver(10).tables().contains(second));
            playUntil(c, second, true);
            await("node-c paired round 2", () -> {
                c.runner.run(id);
                return tournaments.find(id).round() == 2;
            });
            Tournaments.View v = tournaments.view(id);
            assertEquals(4, v.games().size(), "round 2 paired once");
            for (TournamentRows.GameRow g : v.games().subList(0, 2)) {
                assertEquals("played", g.how());
                assertEquals(1.0, g.points()[0] + g.points()[1], "one point a game, counted once: " + g);
                List<Integer> winners = db.inTransaction(c2 -> {
                    try (var q = c2.prepareStatement("SELECT winners FROM lobby_table WHERE id = ?")) {
                        q.setString(1, g.tableId());
                        try (var r = q.executeQuery()) {
                            r.next();
                            return List.of(Integer.parseInt(r.getString(1).trim()));
                        }
                    }
                });
                assertEquals(1.0, g.points()[winners.get(0)], "the winner's point: " + g);
            }
            assertEquals(2.0, v.standings().stream().mapToDouble(Standing::points).sum());
            assertEquals(List.of(first, second), db.inTransaction(c2 -> {
                List<String> finished = new ArrayList<>();
                try (var q = c2.prepareStatement("SELECT id FROM lobby_table WHERE id IN (?, ?) AND state = 'finished' ORDER BY created_at, id")) {
                    q.setString(1, first);
                    q.setString(2, second);
                    try (var r = q.executeQuery()) {
                        while (r.next()) {
                            finished.add(r.getString(1));
                        }
                    }
                }
                return finished.size() == 2 ? List.of(first, second) : finished;
            }));
        }
    }
}
