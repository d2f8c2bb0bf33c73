package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.core.GameCatalog;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.lobby.Seeks;
import org.beadbox.server.rating.Ratings;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lobby's HTTP API on the real H2 database with real accounts and sessions: each refusal
 * with its one line and nothing changed. Opening a table on accept needs the web front-end, and
 * is tested where it runs (the server's in-framework test).
 */
class LobbyApiTest {

    private static final String ORIGIN = "http://127.0.0.1:8765";

    @TempDir
    Path home;
    Database db;
    LobbyApi api;
    Accounts accounts;
    Sessions sessions;
    String annCookie;
    String bobCookie;
    Account ann;
    Account bob;

    @BeforeEach
    void open() {
        db = new Database(new ServerSettings(8765, Optional.empty(), Optional.empty(), Optional.empty()), home);
        accounts = new Accounts(db);
        sessions = new Sessions(db);
        ann = accounts.register("ann", "correct horse battery", "127.0.0.1");
        bob = accounts.register("bob", "correct horse battery", "127.0.0.1");
        annCookie = Gate.COOKIE + "=" + sessions.start(ann);
        bobCookie = Gate.COOKIE + "=" + sessions.start(bob);
        Lobby lobby = new Lobby(db, GameCatalog.of(new TakeAway()), null, Clock.systemUTC());
        api = new LobbyApi(lobby, accounts, sessions, db);
    }

    @AfterEach
    void close() {
        db.close();
    }

    private LobbyApi.Answer call(String method, String path, String cookie, String origin, String body, String query) {
        Map<String, String> headers = new HashMap<>();
        if (cookie != null) {
            headers.put("cookie", cookie);
        }
        if (origin != null) {
            headers.put("origin", origin);
        }
        return api.handle(new ApiRequest(method, path, "127.0.0.1", h -> headers.get(h.toLowerCase()), body), query);
    }

    private LobbyApi.Answer post(String path, String cookie, String body) {
        return call("POST", path, cookie, ORIGIN, body, null);
    }

    private LobbyApi.Answer get(String path, String cookie) {
        return call("GET", path, cookie, null, "", null);
    }

    private static JsonObject json(LobbyApi.Answer a) {
        return JsonParser.parseString(a.body()).getAsJsonObject();
    }

    private static final String SEEK = "{\"game\": \"take-away\", \"options\": {\"beads\": \"7\"}, \"rated\": true, \"days\": \"3\"}";

    private int openSeeks() {
        return db.inTransaction(c -> Seeks.open(c, bob.id(), null)).size();
    }

    @Test
    @DisplayName("a seek posted is listed to others with the poster's provisional rating, and filtered by game")
    void postAndList() {
        LobbyApi.Answer posted = post("/api/seeks", annCookie, SEEK);
        assertEquals(201, posted.status(), posted.body());
        JsonObject list = json(call("GET", "/api/seeks", bobCookie, null, "", "game=take-away"));
        assertEquals(1, list.getAsJsonArray("seeks").size());
        JsonObject s = list.getAsJsonArray("seeks").get(0).getAsJsonObject();
        assertEquals("ann", s.get("by").getAsString());
        assertEquals("1500?", s.getAsJsonObject("byRating").get("shown").getAsString());
        assertEquals(3, s.get("days").getAsInt());
        assertFalse(s.get("own").getAsBoolean());
        assertEquals(0, json(call("GET", "/api/seeks", bobCookie, null, "", "game=glassbead-challenge")).getAsJsonArray("seeks").size());
    }

    @Test
    @DisplayName("CSRF: a seek posted from a foreign Origin, or none, is refused and nothing is posted")
    void foreignOrigin() {
        LobbyApi.Answer a = call("POST", "/api/seeks", annCookie, "https://evil.example", SEEK, null);
        assertEquals(403, a.status());
        assertTrue(json(a).get("error").getAsString().contains("another site"));
        assertEquals(403, call("POST", "/api/seeks", annCookie, null, SEEK, null).status());
        assertEquals(0, openSeeks());
    }

    @Test
    @DisplayName("without a session (or after logout) every lobby call answers 401")
    void loggedOut() {
        assertEquals(401, post("/api/seeks", null, SEEK).status());
        String stolen = annCookie;
        sessions.end(stolen.substring(Gate.COOKIE.length() + 1));
        assertEquals(401, post("/api/seeks", stolen, SEEK).status());
        assertEquals(401, get("/api/home", stolen).status());
        assertEquals(0, openSeeks());
    }

    @Test
    @DisplayName("accepting one's own seek is refused twice with one line, and the seek stays open")
    void ownSeekTwice() {
        long id = json(post("/api/seeks", annCookie, SEEK)).get("id").getAsLong();
        for (int i = 0; i < 2; i++) {
            LobbyApi.Answer a = post("/api/seeks/" + id + "/accept", annCookie, "{}");
            assertEquals(400, a.status());
            assertEquals("this is your own seek: wait for someone else to accept it", json(a).get("error").getAsString());
        }
        assertEquals(1, openSeeks());
    }

    @Test
    @DisplayName("a bad game, option, seat count, time or player is refused with one line naming it")
    void badSeeks() {
        Map<String, String> cases = Map.of(
                "{\"game\": \"chess\"}", "there is no game 'chess'",
                "{\"game\": \"take-away\", \"options\": {\"size\": \"9\"}}", "has no option 'size'",
                "{\"game\": \"take-away\", \"options\": {\"beads\": \"500\"}}", "beads",
                "{\"game\": \"take-away\", \"seats\": 9}", "2 to 4 seats",
                "{\"game\": \"take-away\", \"days\": \"15\"}", "1 to 14",
                "{\"game\": \"take-away\", \"live\": \"soon\"}", "not a time control",
                "{\"game\": \"take-away\", \"for\": \"nobody'; DROP TABLE seek; --\"}", "there is no player named",
                "{\"game\": \"take-away\", \"for\": \"ann\"}", "cannot be sent to yourself",
                "[1, 2]", "one JSON object");
        cases.forEach((body, words) -> {
            LobbyApi.Answer a = post("/api/seeks", annCookie, body);
            assertEquals(400, a.status(), body);
            String error = json(a).get("error").getAsString();
            assertTrue(error.contains(words), body + " → " + error);
            assertFalse(error.contains("\n"));
        });
        assertEquals(0, openSeeks());
    }

    @Test
    @DisplayName("a correspondence time the API cannot read is refused in the API's words, and what the refusal proposes is taken")
    void daysInTheApisWords() {
        for (String bad : List.of("\"soon\"", "\"15\"", "\"0\"", "\"3 days\"", "2.5")) {
            LobbyApi.Answer a = post("/api/seeks", annCookie, "{\"game\": \"take-away\", \"days\": " + bad + "}");
            assertEquals(400, a.status(), bad);
            String error = json(a).get("error").getAsString();
            assertTrue(error.contains("1 to 14"), bad + " → " + error);
            assertFalse(error.contains("3d") || error.contains("1d"), "the API's words, not another form: " + error);
        }
        LobbyApi.Answer refused = post("/api/seeks", annCookie, "{\"game\": \"take-away\", \"days\": \"soon\"}");
        String error = json(refused).get("error").getAsString();
        assertEquals("\"days\" is the days a move, 1 to 14 (as \"days\": \"3\"), not 'soon'", error);
        for (String good : List.of("\"3\"", "7", "\"1\"", "\"2\"", "14")) {
            LobbyApi.Answer a = post("/api/seeks", annCookie, "{\"game\": \"take-away\", \"days\": " + good + "}");
            assertEquals(201, a.status(), good + ": " + a);
        }
        assertEquals(5, openSeeks());
    }

    @Test
    @DisplayName("any live clock from 1+0 to 180+180 is taken and listed as posted; outside it, one line names the bound")
    void liveClocksFromOneToOneHundredEightyMinutes() {
        Map<String, String> refused = Map.of(
                "181+0", "\"181+0\" is not a time control: the base runs from 1 to 180 minutes",
                "0+5", "\"0+5\" is not a time control: the base runs from 1 to 180 minutes",
                "10+181", "\"10+181\" is not a time control: the increment runs from 0 to 180 seconds",
                "0.5+2", "\"0.5+2\" is not a time control: the base is whole minutes, 1 to 180, and the increment whole seconds",
                "10-5", "\"10-5\" is not a time control: write minutes+seconds, such as 3+2 (3 minutes each, 2 seconds more a move)",
                "99999999999+0", "\"99999999999+0\" is not a time control: write minutes+seconds, such as 3+2 (3 minutes each, 2 seconds more a move)");
        refused.forEach((live, line) -> {
            LobbyApi.Answer a = post("/api/seeks", annCookie, "{\"game\": \"take-away\", \"live\": \"" + live + "\"}");
            assertEquals(400, a.status(), live);
            assertEquals(line, json(a).get("error").getAsString());
        });
        assertEquals(0, openSeeks());
        for (String live : List.of("1+0", "3+2", "180+180", "45")) {
            LobbyApi.Answer a = post("/api/seeks", annCookie, "{\"game\": \"take-away\", \"live\": \"" + live + "\"}");
            assertEquals(201, a.status(), live + ": " + a);
        }
        List<String> listed = new java.util.ArrayList<>();
        json(get("/api/seeks", annCookie)).getAsJsonArray("seeks").forEach(e -> listed.add(e.getAsJsonObject().get("live").getAsString()));
        assertEquals(java.util.Set.of("1+0", "3+2", "180+180", "45+0"), java.util.Set.copyOf(listed));
    }

    @Test
    @DisplayName("a seek for a named player is shown to that player and the poster only")
    void named() {
        Account cyd = accounts.register("cyd", "correct horse battery", "127.0.0.1");
        String cydCookie = Gate.COOKIE + "=" + sessions.start(cyd);
        assertEquals(201, post("/api/seeks", annCookie, "{\"game\": \"take-away\", \"for\": \"BOB\"}").status());
        assertEquals(0, json(get("/api/seeks", cydCookie)).getAsJsonArray("seeks").size());
        assertEquals("bob", json(get("/api/seeks", bobCookie)).getAsJsonArray("seeks").get(0).getAsJsonObject().get("for").getAsString());
    }

    @Test
    @DisplayName("the feed opens with its token only, lists your-turn games, and a new address retires the old one")
    void feed() {
        String table = "t1";
        db.inTransaction(c -> {
            long id = Seeks.post(c, ann.id(), new org.beadbox.server.lobby.Seek.Offer("take-away", Map.of(), 2, true,
                    Optional.empty(), Optional.of(new org.beadbox.core.online.CorrespondenceControl(3))), null, Instant.now());
            var seek = Seeks.accept(c, bob.id(), id, table);
            LobbyTables.open(c, table, seek, bob.id(), "bob", 0, 1, Instant.parse("2026-11-27T08:00:00Z"), List.of("/a", "/b"));
            return null;
        });
        String first = json(post("/api/feed", annCookie, "{}")).get("feed").getAsString();
        assertTrue(first.startsWith(ORIGIN + "/feed/"));
        String token = first.substring(first.lastIndexOf('/') + 1);
        assertTrue(token.length() >= 43, "256 bits");
        LobbyApi.Answer atom = get("/feed/" + token, null);
        assertEquals(200, atom.status());
        assertTrue(atom.contentType().startsWith("application/atom+xml"));
        assertTrue(atom.body().contains("<title>Your turn: take-away against bob</title>"), atom.body());
        assertTrue(atom.body().contains("2026-11-30T08:00:00Z"), "the due time");
        assertEquals(404, get("/feed/" + token.substring(1) + "A", null).status());
        post("/api/feed", annCookie, "{}");
        assertEquals(404, get("/feed/" + token, null).status());
        assertEquals(1, json(get("/api/home", annCookie)).get("yourTurn").getAsInt());
        assertEquals(0, json(get("/api/home", bobCookie)).get("yourTurn").getAsInt());
    }

    @Test
    @DisplayName("the feed escapes what it quotes")
    void feedEscapes() {
        LobbyTables.Entry e = new LobbyTables.Entry("t1", "g<&>", 0, List.of("ann", "x\"<b>"), "playing", 0, false,
                Optional.empty(), Optional.empty(), Instant.EPOCH, Optional.empty(), List.of());
        String atom = Feed.atom(ann, List.of(e), ORIGIN, Instant.EPOCH);
        assertTrue(atom.contains("g&lt;&amp;&gt; against x\"&lt;b&gt;"), atom);
    }

    @Test
    @DisplayName("a profile shows ratings per game with their history; an unknown name is 404")
    void profile() {
        db.inTransaction(c -> Ratings.rate(c, "t9", "take-away", ann.id(), bob.id(), 1, Instant.now()));
        JsonObject p = json(get("/api/profile/ann", bobCookie));
        JsonObject r = p.getAsJsonObject("ratings").getAsJsonObject("take-away");
        assertTrue(r.get("rating").getAsInt() > 1500);
        assertEquals(1, r.get("games").getAsInt());
        assertTrue(r.get("provisional").getAsBoolean());
        assertEquals(1, json(get("/api/profile/ann/history/take-away", bobCookie)).getAsJsonArray("history").size());
        assertEquals(404, get("/api/profile/nobody", bobCookie).status());
        assertEquals(404, get("/api/records/nothing.json", bobCookie).status());
    }

    @Test
    @DisplayName("the games list the seats' names and colours for each number of seats, and the options in the game's order")
    void games() {
        JsonObject g = json(get("/api/games", annCookie)).getAsJsonArray("games").get(0).getAsJsonObject();
        assertEquals("take-away", g.get("id").getAsString());
        JsonObject seatNames = g.getAsJsonObject("seatNames");
        assertEquals(List.of("2", "3", "4"), List.copyOf(seatNames.keySet()));
        assertEquals(3, seatNames.getAsJsonArray("3").size());
        JsonObject second = seatNames.getAsJsonArray("4").get(1).getAsJsonObject();
        assertEquals("Player 2", second.get("name").getAsString());
        assertEquals("#2e6fd8", second.get("color").getAsString());
        JsonObject beads = g.getAsJsonArray("options").get(0).getAsJsonObject();
        assertEquals("Beads", beads.get("label").getAsString());
        assertEquals("15", beads.get("default").getAsString());
    }
}
