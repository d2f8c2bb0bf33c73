package org.beadbox.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerTables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web front-end's real tables ({@code WebTables}) kept wholly in the server's database by
 * {@link DatabaseTableStore}, opened through the {@link Lobby}: on H2 ({@link StoredTablesOnH2Test})
 * and PostgreSQL ({@link StoredTablesOnPostgresTest}). Each move is read back on a connection of
 * its own; a "failing database" is the real database refusing the table's writes (its table
 * renamed away by another connection, then back).
 */
abstract class StoredTablesTest {

    /** The database to use: empty for H2 in the test's folder. */
    abstract Optional<String> database() throws Exception;

    @TempDir
    Path home;
    Database db;
    Account ann;
    Account bob;
    DatabaseTableStore store;
    ServerTables server;
    Lobby lobby;
    final GameCatalog games = GameCatalog.of(new TakeAway());

    @BeforeEach
    void open() throws Exception {
        db = new Database(new ServerSettings(0, database(), Optional.empty(), Optional.empty()), home);
        Accounts accounts = new Accounts(db);
        ann = accounts.register("ann", "correct horse battery", "127.0.0.1");
        bob = accounts.register("bob", "correct horse battery", "127.0.0.1");
        start();
    }

    /** The server's store, web front-end and lobby over the database, as the server starts them. */
    private void start() {
        store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
        server = new ServerTables(games, home, store);
        lobby = Lobby.over(db, games, server.tables(), store, Clock.systemUTC());
    }

    @AfterEach
    void close() {
        server.close();
        db.close();
    }

    private String accepted(SeatRequest bot) {
        long seek = lobby.post(ann, new Seek.Offer(TakeAway.ID, Map.of("beads", "7"), 2, false, Optional.empty(), Optional.empty()), null);
        return lobby.accept(bob, seek, bot);
    }

    private Table table(String id) {
        return server.tables().table(id).orElseThrow(() -> new AssertionError("table " + id + " is not open"));
    }

    /** Plays one bead for whoever is to move. */
    private void playOne(String id) throws InterruptedException {
        Table t = table(id);
        assertTrue(server.play(id, t.match().state().toMove(), "1"));
    }

    @Test
    @DisplayName("each move is in the database before a listener added after the keeper hears it, and so is the end")
    void committedBeforeHeard() throws Exception {
        String id = accepted(null);
        Match match = table(id).match();
        List<String> wrong = Collections.synchronizedList(new ArrayList<>());
        List<Integer> heard = Collections.synchronizedList(new ArrayList<>());
        match.addListener(new MatchListener() {
            @Override
            public void moved(int seat, Move move, GameState after) {
                int plies = match.moves().size();
                heard.add(plies);
                int rows = count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id + "'");
                List<String> kept = RecordStore.fromJson(text("SELECT record FROM lobby_table WHERE id = '" + id + "'"), id).moves();
                if (rows != plies || !kept.equals(match.moves().stream().map(Move::notation).toList())) {
                    wrong.add("after move " + plies + " the database had " + rows + " moves and a record of " + kept);
                }
            }

            @Override
            public void ended(org.beadbox.api.Outcome outcome) {
                String state = text("SELECT state FROM lobby_table WHERE id = '" + id + "'");
                if (!"finished".equals(state)) {
                    wrong.add("at the end the table was " + state);
                }
            }
        });
        while (!match.isOver()) {
            playOne(id);
            await("the move heard", () -> heard.size() == match.moves().size());
        }
        assertEquals(List.of(), wrong);
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), heard);
        assertEquals(7, count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id + "'"));
    }

    @Test
    @DisplayName("a bot's instant first move is a row of its own")
    void botsFirstMove() throws Exception {
        for (int tries = 0; tries < 40; tries++) {
            String id = accepted(SeatRequest.ai("first"));
            // bob (the bot's account here) takes the seat the poster did not: the bot moves first at seat 0
            int botSeat = db.inTransaction(c -> LobbyTables.accounts(c, id)).indexOf(bob.id());
            if (botSeat != 0) {
                table(id).close("not the table this test wants");
                continue;
            }
            await("the bot's first move committed", () -> count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id
                    + "' AND ply = 0 AND seat = 0") == 1);
            assertEquals(List.of("1"), RecordStore.fromJson(text("SELECT record FROM lobby_table WHERE id = '" + id + "'"), id).moves());
            return;
        }
        throw new AssertionError("the bot never got seat 0 in 40 tables");
    }

    @Test
    @DisplayName("a database that refuses a move closes the table with one line; it reopens at its last committed move once the database is back")
    void failingDatabase() throws Exception {
        String id = accepted(null);
        Match first = table(id).match();
        List<String> reasons = Collections.synchronizedList(new ArrayList<>());
        first.addListener(new MatchListener() {
            @Override
            public void abandoned(String reason) {
                reasons.add(reason);
            }
        });
        playOne(id);
        playOne(id);
        await("two moves committed", () -> count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id + "'") == 2);
        execute("ALTER TABLE lobby_table RENAME TO lobby_table_away");
        try {
            playOne(id);
            await("the table closed", first::isClosed);
            await("its players told", () -> !reasons.isEmpty());
            assertEquals("the server could not save this table: it stops here, at its last saved move;"
                    + " open its link again in a minute to play on", reasons.get(0));
            assertFalse(reasons.get(0).contains("\n"), reasons.get(0));
            assertEquals(Optional.empty(), server.tables().table(id), "reopened while the database refuses");
        } finally {
            execute("ALTER TABLE lobby_table_away RENAME TO lobby_table");
        }
        Table again = table(id);
        assertNotEquals(first, again.match());
        assertEquals(List.of("1", "1"), again.match().moves().stream().map(Move::notation).toList());
        playOne(id);
        await("the third move committed", () -> count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id + "'") == 3);
    }

    @Test
    @DisplayName("after a restart a table reopens from the database alone: same id, links and moves; its finished links show the game; no file is written")
    void restart() throws Exception {
        String id = accepted(null);
        Table before = table(id);
        List<String> links = List.of(before.seatLink(0).orElseThrow().toString(), before.seatLink(1).orElseThrow().toString(),
                before.spectatorLink().toString());
        playOne(id);
        playOne(id);
        await("two moves committed", () -> count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id + "'") == 2);

        server.close();
        start();

        Table after = table(id);
        assertEquals(links, List.of(after.seatLink(0).orElseThrow().toString(), after.seatLink(1).orElseThrow().toString(),
                after.spectatorLink().toString()));
        assertEquals(List.of("1", "1"), after.match().moves().stream().map(Move::notation).toList());
        assertEquals(Optional.of(links.get(0)), lobby.play(db.inTransaction(c -> LobbyTables.accounts(c, id)).get(0) == ann.id() ? ann : bob, id));
        while (!after.match().isOver()) {
            playOne(id);
        }
        await("the end committed", () -> "finished".equals(text("SELECT state FROM lobby_table WHERE id = '" + id + "'")));

        server.close();
        start();
        assertEquals(Optional.empty(), server.tables().table(id), "a finished table reopened");
        String seat0 = links.get(0).substring(links.get(0).lastIndexOf('.') + 1);
        String watch = links.get(2).substring(links.get(2).lastIndexOf('.') + 1);
        assertEquals(Optional.of("finished"), server.finished(id, List.of(seat0)));
        assertEquals(Optional.of("finished"), server.finished(id, List.of(watch)));
        assertEquals(Optional.empty(), server.finished(id, List.of("A".repeat(43))));
        assertEquals(List.of(), files(home.resolve("autosave")), "files in autosave/");
        assertFalse(Files.exists(home.resolve("online-finished.tokens")));
    }

    @Test
    @DisplayName("a live table's clocks go on after a restart from the times committed with its last move")
    void clocksGoOn() throws Exception {
        long seek = lobby.post(ann, new Seek.Offer(TakeAway.ID, Map.of("beads", "7"), 2, false,
                Optional.of(org.beadbox.core.TimeControl.of(5, 3)), Optional.empty()), null);
        String id = lobby.accept(bob, seek, null);
        playOne(id);
        playOne(id); // each seat's clock starts at its first move
        Thread.sleep(300);
        playOne(id);
        Thread.sleep(300);
        playOne(id);
        await("four moves committed", () -> count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + id + "'") == 4);
        List<Long> committed = RecordStore.fromJson(text("SELECT record FROM lobby_table WHERE id = '" + id + "'"), id)
                .clocks().remainingMillis();
        assertNotEquals(List.of(300_000L, 300_000L), committed, "the clocks never ran");

        server.close();
        start();

        List<Long> after = table(id).match().record().clocks().remainingMillis();
        for (int seat = 0; seat < 2; seat++) {
            long lost = committed.get(seat) - after.get(seat);
            assertTrue(lost >= 0 && lost < 2_000, "seat " + seat + ": committed " + committed + ", reopened " + after);
        }
    }

    @Test
    @DisplayName("a table not opened through the lobby (a guest table) is kept too: unrated, reopened after a restart, not once closed for good")
    void guestTable() throws Exception {
        Table t = server.tables().open(TakeAway.ID, new org.beadbox.api.Setup(2, Map.of("beads", "7"), 3),
                List.of(SeatRequest.invite("x"), SeatRequest.invite("y")));
        playOne(t.id());
        await("the move committed", () -> count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + t.id() + "'") == 1);
        assertEquals("false", text("SELECT CASE WHEN rated THEN 'true' ELSE 'false' END FROM lobby_table WHERE id = '" + t.id() + "'"));
        server.close();
        start();
        assertEquals(List.of("1"), table(t.id()).match().moves().stream().map(Move::notation).toList());
        assertEquals(t.spectatorLink(), table(t.id()).spectatorLink());

        table(t.id()).close("the host closed it");
        assertEquals("closed", text("SELECT state FROM lobby_table WHERE id = '" + t.id() + "'"));
        server.close();
        start();
        assertEquals(Optional.empty(), server.tables().table(t.id()), "a table closed for good reopened");
        assertEquals(Optional.empty(), server.tables().table("x' OR '1'='1"), "an id no table has");
    }

    @Test
    @DisplayName("no link's token is in the database in clear, only its digest; each account still gets its own seat's link, the guests' links too")
    void tokensOnlyAsDigests() throws Exception {
        String id = accepted(null);
        Table t = table(id);
        List<String> tokens = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            tokens.add(token(t.seatLink(seat).orElseThrow().toString()));
        }
        tokens.add(token(t.spectatorLink().toString()));
        GuestTables.Opened guests = lobby.guests().open(ann, new Seek.Offer(TakeAway.ID, Map.of("beads", "7"), 2, false,
                Optional.empty(), Optional.empty()));
        Table g = table(guests.table());
        guests.guests().forEach(link -> tokens.add(token(link)));
        tokens.add(token(lobby.play(ann, guests.table()).orElseThrow()));
        tokens.add(token(g.spectatorLink().toString()));
        playOne(id);
        playOne(guests.table());
        await("the moves committed", () -> count("SELECT COUNT(*) FROM lobby_move") == 2);

        List<String> seated = db.inTransaction(c -> LobbyTables.accounts(c, id)).stream()
                .map(a -> a == ann.id() ? "ann" : "bob").toList();
        assertEquals(Optional.of(t.seatLink(seated.indexOf("ann")).orElseThrow().toString()), lobby.play(ann, id));
        assertEquals(Optional.of(t.seatLink(seated.indexOf("bob")).orElseThrow().toString()), lobby.play(bob, id));
        assertEquals(Map.of(guests.table(), guests.guests()), lobby.guests().links(ann));
        Account cid = new Accounts(db).register("cid", "correct horse battery", "127.0.0.1");
        assertEquals(Optional.of(t.spectatorLink().toString()), lobby.play(cid, id), "a watcher's link");
        assertEquals(Optional.empty(), lobby.play(cid, "no-such-table"));
        for (String token : tokens) {
            assertEquals(32, token.length(), token);
        }
        assertEquals(List.of(), clearIn(tokens), "tokens found in clear");
        assertEquals(2, count("SELECT COUNT(*) FROM lobby_seat WHERE table_id = '" + id + "' AND token_digest IS NOT NULL"));
        String annSeat = text("SELECT token_digest FROM lobby_seat WHERE table_id = '" + id + "' AND account_id = " + ann.id());
        assertEquals(org.beadbox.server.security.SiteKey.digest(token(lobby.play(ann, id).orElseThrow())), annSeat.strip());
    }

    /** The link's token: after its last '.'. */
    private static String token(String link) {
        return link.substring(link.lastIndexOf('.') + 1);
    }

    List<String> clearIn(List<String> secrets) throws Exception {
        return DatabaseScan.clearIn(db, secrets);
    }

    private static List<Path> files(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 10 s: " + what);
            }
            Thread.sleep(10);
        }
    }

    /** On a connection of its own, committed. */
    private void execute(String sql) throws Exception {
        try (Connection c = db.dataSource().getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            s.execute();
        }
    }

    private int count(String sql) {
        return Integer.parseInt(text(sql));
    }

    /** The first column of the first row, read on a connection of its own (not the keeper's). */
    private String text(String sql) {
        try (Connection c = db.dataSource().getConnection(); PreparedStatement s = c.prepareStatement(sql);
             ResultSet r = s.executeQuery()) {
            return r.next() ? r.getString(1) : null;
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
