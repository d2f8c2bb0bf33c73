package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.Table;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerSideTables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seeks for three seats, the tables to watch and the tables for guests, through the lobby's HTTP
 * API on H2 and on PostgreSQL, with real accounts and sessions and the web front-end's real
 * {@link OnlineTables} opening the tables (as on the server, without its HTTP side).
 */
@DisplayName("The lobby's seats, live tables and guests")
class LobbySeatsTest {

    private static final String ORIGIN = "http://127.0.0.1:8765";
    private static final String THREE = "{\"game\": \"take-away\", \"options\": {\"beads\": \"9\"}, \"seats\": 3, \"live\": \"5+3\"}";
    private static final String GUESTS = "{\"game\": \"take-away\", \"options\": {\"beads\": \"9\"}, \"live\": \"10+5\"}";

    @TempDir
    Path home;
    Database db;
    OnlineTables tables;
    LobbyApi api;
    Accounts accounts;
    Sessions sessions;
    final Map<String, Account> account = new HashMap<>();
    final Map<String, String> cookie = new HashMap<>();

    void open(String kind) {
        db = TestDatabases.open(kind, home.resolve("db"));
        accounts = new Accounts(db);
        sessions = new Sessions(db);
        for (String name : List.of("ann", "bob", "cyd", "dee")) {
            Account a = accounts.register(name, "correct horse battery", "127.0.0.1");
            account.put(name, a);
            cookie.put(name, Gate.COOKIE + "=" + sessions.start(a));
        }
        GameCatalog games = GameCatalog.of(new TakeAway());
        org.beadbox.server.lobby.DatabaseTableStore store = org.beadbox.server.lobby.DatabaseTableStore.over(db, Clock.systemUTC(), null);
        tables = ServerSideTables.open(games, home.resolve("web"), store);
        api = new LobbyApi(Lobby.over(db, games, tables, store, Clock.systemUTC()), accounts, sessions, db);
    }

    @AfterEach
    void close() {
        if (tables != null) {
            ServerSideTables.stop(tables);
        }
        if (db != null) {
            db.close();
        }
    }

    private LobbyApi.Answer call(String method, String path, String who, String origin, String body, String query) {
        Map<String, String> headers = new HashMap<>();
        if (who != null) {
            headers.put("cookie", cookie.get(who));
        }
        if (origin != null) {
            headers.put("origin", origin);
        }
        return api.handle(new ApiRequest(method, path, "127.0.0.1", h -> headers.get(h.toLowerCase()), body), query);
    }

    private LobbyApi.Answer post(String path, String who, String body) {
        return call("POST", path, who, ORIGIN, body, null);
    }

    private JsonObject get(String path, String who, String query) {
        LobbyApi.Answer a = call("GET", path, who, null, "", query);
        assertEquals(200, a.status(), a.body());
        return json(a);
    }

    private static JsonObject json(LobbyApi.Answer a) {
        return JsonParser.parseString(a.body()).getAsJsonObject();
    }

    private static String error(LobbyApi.Answer a) {
        String line = json(a).get("error").getAsString();
        assertFalse(line.contains("\n"), line);
        return line;
    }

    private long postThree() {
        LobbyApi.Answer posted = post("/api/seeks", "ann", THREE);
        assertEquals(201, posted.status(), posted.body());
        return json(posted).get("id").getAsLong();
    }

    private JsonObject seekAsSeenBy(String who, long id) {
        for (JsonElement e : get("/api/seeks", who, null).getAsJsonArray("seeks")) {
            if (e.getAsJsonObject().get("id").getAsLong() == id) {
                return e.getAsJsonObject();
            }
        }
        return null;
    }

    private int count(String sql) {
        return db.inTransaction(c -> {
            try (var s = c.prepareStatement(sql); var r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        });
    }

    /** Where {@code who} is sent to play or watch {@code table}. */
    private String play(String who, String table) {
        LobbyApi.Answer a = call("GET", "/api/tables/" + table + "/play", who, null, "", null);
        assertEquals(303, a.status(), a.body());
        return a.location();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a 3-seat seek: the first taker waits (\"2 of 3 seated\"), taking twice is refused, the second opens one table with all three accounts, each at its own seat")
    void threeSeats(String kind) {
        open(kind);
        long id = postThree();
        JsonObject first = json(post("/api/seeks/" + id + "/accept", "bob", "{}"));
        assertEquals(2, first.get("seated").getAsInt());
        assertEquals(3, first.get("seats").getAsInt());
        assertFalse(first.has("table"));
        assertTrue(tables.tables().isEmpty(), "no table before the last seat is taken");

        JsonObject seen = seekAsSeenBy("cyd", id);
        assertEquals(2, seen.get("seated").getAsInt());
        assertEquals("bob", seen.getAsJsonArray("takers").get(0).getAsString());
        assertFalse(seen.get("youSit").getAsBoolean());
        assertTrue(seekAsSeenBy("bob", id).get("youSit").getAsBoolean());

        LobbyApi.Answer twice = post("/api/seeks/" + id + "/accept", "bob", "{}");
        assertEquals(400, twice.status());
        assertEquals("you have a seat at this seek already: wait for the others to take theirs", error(twice));

        JsonObject last = json(post("/api/seeks/" + id + "/accept", "cyd", "{}"));
        String table = last.get("table").getAsString();
        assertEquals(1, tables.tables().size());
        Table t = tables.table(table).orElseThrow();
        assertEquals(3, t.match().seats());
        List<Long> seated = db.inTransaction(c -> LobbyTables.accounts(c, table));
        assertEquals(Set.of(account.get("ann").id(), account.get("bob").id(), account.get("cyd").id()), new HashSet<>(seated));
        assertEquals(3, seated.size());
        assertEquals(null, seekAsSeenBy("dee", id), "a full seek is no longer listed");

        Set<Integer> seats = new HashSet<>();
        for (String who : List.of("ann", "bob", "cyd")) {
            String link = play(who, table);
            Set<Integer> opens = ServerSideTables.seatsOf(tables, link);
            assertEquals(1, opens.size(), who + "'s link opens one seat");
            int seat = opens.iterator().next();
            assertEquals(who, t.match().seatName(seat), "the seat is named for its account");
            seats.add(seat);
            JsonArray home = get("/api/home", who, null).getAsJsonArray("tables");
            assertEquals(table, home.get(0).getAsJsonObject().get("table").getAsString());
            assertEquals(3, home.get(0).getAsJsonObject().getAsJsonArray("players").size());
        }
        assertEquals(Set.of(0, 1, 2), seats);
        assertEquals(0, count("SELECT COUNT(*) FROM lobby_table WHERE rated = TRUE"), "three seats are unrated");

        // Issue 44, item 2: a deleted account's games stay with the others, its seat named "deleted player".
        accounts.addErasure(new org.beadbox.server.lobby.DeletedPlayers());
        accounts.delete(account.get("cyd"), "correct horse battery", "127.0.0.1");
        String players = get("/api/home", "ann", null).getAsJsonArray("tables").get(0).getAsJsonObject().getAsJsonArray("players").toString();
        assertTrue(players.contains("\"deleted player\"") && !players.contains("cyd"), players);
        assertEquals(1, count("SELECT COUNT(*) FROM lobby_seat WHERE name = 'deleted player' AND account_id IS NULL"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("two accounts taking the last seat at once: one table, one refusal with one line")
    void raceForTheLastSeat(String kind) throws Exception {
        open(kind);
        long id = postThree();
        assertEquals(200, post("/api/seeks/" + id + "/accept", "bob", "{}").status());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch ready = new CountDownLatch(2);
        List<String> answers;
        try {
            List<Callable<String>> takers = new ArrayList<>();
            for (String who : List.of("cyd", "dee")) {
                takers.add(() -> {
                    ready.countDown();
                    ready.await();
                    LobbyApi.Answer a = post("/api/seeks/" + id + "/accept", who, "{}");
                    return a.status() == 200 && json(a).has("table") ? "table" : a.status() + " " + error(a);
                });
            }
            answers = new ArrayList<>();
            for (Future<String> f : pool.invokeAll(takers)) {
                answers.add(f.get());
            }
        } finally {
            pool.shutdownNow();
        }
        Collections.sort(answers);
        assertEquals(List.of("400 this seek was taken or withdrawn: pick another", "table"), answers);
        assertEquals(1, tables.tables().size());
        assertEquals(1, count("SELECT COUNT(*) FROM lobby_table"));
        assertEquals(3, count("SELECT COUNT(*) FROM lobby_seat"));
        assertEquals(2, count("SELECT COUNT(*) FROM seek_taker WHERE seek_id = " + id));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a partly filled seek: a taker can leave, the poster can withdraw it, and then nobody can take it")
    void withdrawPartlyFilled(String kind) {
        open(kind);
        long id = postThree();
        assertEquals(200, post("/api/seeks/" + id + "/accept", "bob", "{}").status());
        assertEquals(204, post("/api/seeks/" + id + "/leave", "bob", "{}").status());
        assertEquals(1, seekAsSeenBy("cyd", id).get("seated").getAsInt());
        assertEquals(409, post("/api/seeks/" + id + "/leave", "bob", "{}").status(), "no seat left to give back");
        assertEquals(200, post("/api/seeks/" + id + "/accept", "bob", "{}").status());
        assertEquals(409, post("/api/seeks/" + id + "/withdraw", "bob", "{}").status(), "only the poster withdraws");
        assertEquals(204, post("/api/seeks/" + id + "/withdraw", "ann", "{}").status());
        LobbyApi.Answer late = post("/api/seeks/" + id + "/accept", "cyd", "{}");
        assertEquals(400, late.status());
        assertEquals("this seek was taken or withdrawn: pick another", error(late));
        assertEquals(null, seekAsSeenBy("cyd", id));
        assertTrue(tables.tables().isEmpty());
        assertEquals(0, count("SELECT COUNT(*) FROM lobby_table"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a rated seek for three seats is refused with one line: three and four seats are unrated")
    void ratedThreeSeatsRefused(String kind) {
        open(kind);
        LobbyApi.Answer a = post("/api/seeks", "ann", "{\"game\": \"take-away\", \"seats\": 3, \"rated\": true}");
        assertEquals(400, a.status());
        assertEquals("games of 3 seats are unrated: post the seek as casual", error(a));
        LobbyApi.Answer named = post("/api/seeks", "ann", "{\"game\": \"take-away\", \"seats\": 4, \"for\": \"bob\"}");
        assertEquals(400, named.status());
        assertEquals("a seek sent to one player is for two seats: leave a seek of 4 seats open to all", error(named));
        assertEquals(0, count("SELECT COUNT(*) FROM seek"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("one account holds seats at 10 seeks waiting for players at most; leaving one frees its place")
    void seatsHeldCapped(String kind) {
        open(kind);
        List<Long> seeks = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            seeks.add(postThree());
        }
        seeks.add(json(post("/api/seeks", "cyd", THREE)).get("id").getAsLong());
        for (int i = 0; i < 10; i++) {
            assertEquals(200, post("/api/seeks/" + seeks.get(i) + "/accept", "bob", "{}").status());
        }
        LobbyApi.Answer eleventh = post("/api/seeks/" + seeks.get(10) + "/accept", "bob", "{}");
        assertEquals(400, eleventh.status());
        assertEquals("you hold seats at 10 seeks waiting for players already: leave one first", error(eleventh));
        assertEquals(1, seekAsSeenBy("dee", seeks.get(10)).get("seated").getAsInt());
        assertEquals(204, post("/api/seeks/" + seeks.get(0) + "/leave", "bob", "{}").status());
        assertEquals(200, post("/api/seeks/" + seeks.get(10) + "/accept", "bob", "{}").status());
    }

    /** Plays the first legal move while the table has fewer than {@code moves} moves; then waits until closed. */
    private static Player firstMoves(Table t, int moves) {
        return (GameState state, org.beadbox.api.Clock clock, Progress progress) -> {
            if (t.match().moves().size() >= moves) {
                Thread.sleep(Long.MAX_VALUE);
            }
            Move m = state.legalMoves().get(0);
            return m;
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("the live tables list names the game, the players with their ratings, and the moves; filters by game; watching sends a watcher to the spectator's link; guest tables are not listed")
    void liveTables(String kind) throws Exception {
        open(kind);
        LobbyApi.Answer posted = post("/api/seeks", "ann", "{\"game\": \"take-away\", \"rated\": true, \"live\": \"5+3\"}");
        long id = json(posted).get("id").getAsLong();
        String table = json(post("/api/seeks/" + id + "/accept", "bob", "{}")).get("table").getAsString();
        assertEquals(201, post("/api/guest-tables", "cyd", GUESTS).status());

        Table t = tables.table(table).orElseThrow();
        for (int seat = 0; seat < 2; seat++) {
            t.match().replacePlayer(seat, firstMoves(t, 2), "first").get();
        }
        long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        JsonArray list = get("/api/tables", "dee", null).getAsJsonArray("tables");
        while (list.get(0).getAsJsonObject().get("moves").getAsInt() < 2 && System.nanoTime() < until) {
            Thread.sleep(50);
            list = get("/api/tables", "dee", null).getAsJsonArray("tables");
        }
        assertEquals(1, list.size(), "the guest table is its host's: not listed");
        JsonObject row = list.get(0).getAsJsonObject();
        assertEquals(table, row.get("table").getAsString());
        assertEquals("take-away", row.get("game").getAsString());
        assertEquals(2, row.get("moves").getAsInt());
        assertTrue(row.get("rated").getAsBoolean());
        assertEquals("5+3", row.get("live").getAsString());
        Set<String> names = new HashSet<>();
        for (JsonElement p : row.getAsJsonArray("players")) {
            names.add(p.getAsJsonObject().get("name").getAsString());
            assertEquals("1500?", p.getAsJsonObject().getAsJsonObject("rating").get("shown").getAsString());
        }
        assertEquals(Set.of("ann", "bob"), names);
        assertEquals("/api/tables/" + table + "/play", row.get("watch").getAsString());
        assertEquals(0, get("/api/tables", "dee", "game=glassbead-challenge").getAsJsonArray("tables").size());
        assertEquals(1, get("/api/tables", "dee", "game=take-away").getAsJsonArray("tables").size());

        String watch = play("dee", table);
        assertEquals(t.spectatorLink().toString(), watch);
        assertEquals(Set.of(), ServerSideTables.seatsOf(tables, watch), "a watcher holds no seat");
        assertEquals(401, call("GET", "/api/tables", null, null, "", null).status());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a table for a guest: the guest's link opens the other seat with no account, casual, on the host's home with the link; at most 5 open; a foreign Origin, a rated or correspondence one refused")
    void guestTable(String kind) {
        open(kind);
        LobbyApi.Answer a = post("/api/guest-tables", "ann", GUESTS);
        assertEquals(201, a.status(), a.body());
        JsonObject opened = json(a);
        String table = opened.get("table").getAsString();
        assertEquals(1, opened.getAsJsonArray("guests").size());
        String guestLink = opened.getAsJsonArray("guests").get(0).getAsString();
        Set<Integer> guestSeats = ServerSideTables.seatsOf(tables, guestLink);
        Set<Integer> annSeats = ServerSideTables.seatsOf(tables, play("ann", table));
        assertEquals(1, guestSeats.size());
        assertEquals(1, annSeats.size());
        assertNotEquals(guestSeats, annSeats);
        Table t = tables.table(table).orElseThrow();
        assertEquals("Guest", t.match().seatName(guestSeats.iterator().next()));
        assertEquals("ann", t.match().seatName(annSeats.iterator().next()));
        assertEquals(java.util.Optional.of(org.beadbox.core.TimeControl.of(10, 5)), t.match().timeControl());

        JsonObject home = get("/api/home", "ann", null).getAsJsonArray("tables").get(0).getAsJsonObject();
        assertEquals(table, home.get("table").getAsString());
        assertFalse(home.get("rated").getAsBoolean());
        assertEquals(guestLink, home.getAsJsonArray("guests").get(0).getAsString());
        assertEquals(0, get("/api/home", "bob", null).getAsJsonArray("tables").size());

        for (int i = 1; i < 5; i++) {
            assertEquals(201, post("/api/guest-tables", "ann", GUESTS).status());
        }
        LobbyApi.Answer sixth = post("/api/guest-tables", "ann", GUESTS);
        assertEquals(400, sixth.status());
        assertEquals("you have 5 tables with guests being played already: finish one (or resign it) first", error(sixth));
        assertEquals(5, tables.tables().size());
        assertEquals(201, post("/api/guest-tables", "bob", GUESTS).status(), "the cap is per account");

        LobbyApi.Answer foreign = call("POST", "/api/guest-tables", "cyd", "https://evil.example", GUESTS, null);
        assertEquals(403, foreign.status());
        assertEquals(401, post("/api/guest-tables", null, GUESTS).status());
        LobbyApi.Answer rated = post("/api/guest-tables", "cyd", "{\"game\": \"take-away\", \"rated\": true}");
        assertEquals("a table with guests is casual: guests have no rating", error(rated));
        LobbyApi.Answer days = post("/api/guest-tables", "cyd", "{\"game\": \"take-away\", \"days\": \"3\"}");
        assertTrue(error(days).startsWith("a table with guests is live or untimed"), error(days));
        assertEquals(6, tables.tables().size(), "nothing opened for cyd");
        assertEquals(0, count("SELECT COUNT(*) FROM lobby_table t JOIN lobby_seat s ON s.table_id = t.id WHERE s.account_id = "
                + account.get("cyd").id()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("tables for guests opened and resigned one after another: 20 within an hour, then 429 with when to try again")
    void guestTablesAnHour(String kind) throws Exception {
        open(kind);
        for (int i = 0; i < LobbyApi.GUEST_TABLES_AN_HOUR; i++) {
            LobbyApi.Answer a = post("/api/guest-tables", "ann", GUESTS);
            assertEquals(201, a.status(), "table " + (i + 1) + ": " + a.body());
            String table = json(a).get("table").getAsString();
            Table t = tables.table(table).orElseThrow();
            t.match().resign(t.match().state().toMove()).get();
            long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (count("SELECT COUNT(*) FROM lobby_table WHERE state = 'playing' AND id = '" + table + "'") > 0) {
                assertTrue(System.nanoTime() < until, "the end of " + table + " was not committed");
                Thread.sleep(10);
            }
        }
        LobbyApi.Answer more = post("/api/guest-tables", "ann", GUESTS);
        assertEquals(429, more.status());
        assertTrue(error(more).startsWith("you opened 20 tables with guests within an hour: try again in 6"), error(more));
        assertEquals(201, post("/api/guest-tables", "bob", GUESTS).status(), "per account");
    }
}
