package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.beadbox.core.GameCatalog;
import org.beadbox.server.node.TableOwnership;
import org.beadbox.server.tournament.TournamentAdmin;
import org.beadbox.server.tournament.TournamentRunner;
import org.beadbox.server.tournament.Tournaments;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tournaments' API calls as a hostile peer meets them: the exact shapes of issue 43, the
 * Origin and session rules, refusals naming the field, the caps, the creation limit, markup kept
 * as data, and a finished tournament's records as one zip. Over a real H2 (the tables themselves
 * are TournamentsDatabaseTest's: no front-end here, so the one game is settled by hand).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TournamentApiTest {

    private static final String ORIGIN = "http://127.0.0.1:8765";

    @TempDir
    static Path home;
    Database db;
    TournamentApi api;
    TournamentRunner runner;
    String annCookie;
    String bobCookie;
    String cydCookie;

    @BeforeAll
    void open() {
        db = new Database(new ServerSettings(8765, Optional.empty(), Optional.empty(), Optional.empty()), home);
        Accounts accounts = new Accounts(db);
        Sessions sessions = new Sessions(db);
        annCookie = Gate.COOKIE + "=" + sessions.start(accounts.register("ann", "correct horse battery", "127.0.0.1"));
        bobCookie = Gate.COOKIE + "=" + sessions.start(accounts.register("bob", "correct horse battery", "127.0.0.1"));
        cydCookie = Gate.COOKIE + "=" + sessions.start(accounts.register("cyd", "correct horse battery", "127.0.0.1"));
        Tournaments tournaments = new Tournaments(db, GameCatalog.of(new TakeAway()), accounts, t -> new TwoPlayers(), Clock.systemUTC());
        runner = new TournamentRunner(tournaments, null, TableOwnership.NONE);
        api = new TournamentApi(tournaments, sessions, db);
    }

    @AfterAll
    void close() {
        db.close();
    }

    private TournamentApi.Answer call(String method, String path, String cookie, String origin, String body) {
        Map<String, String> headers = new HashMap<>();
        if (cookie != null) {
            headers.put("cookie", cookie);
        }
        if (origin != null) {
            headers.put("origin", origin);
        }
        return api.handle(new ApiRequest(method, path, "127.0.0.1", h -> headers.get(h.toLowerCase()), body), null);
    }

    private TournamentApi.Answer post(String path, String cookie, String body) {
        return call("POST", path, cookie, ORIGIN, body);
    }

    private static JsonObject json(TournamentApi.Answer a) {
        return JsonParser.parseString(new String(a.body(), StandardCharsets.UTF_8)).getAsJsonObject();
    }

    private static String error(TournamentApi.Answer a) {
        return json(a).get("error").getAsString();
    }

    private static final String CREATE = "{\"game\": \"take-away\", \"options\": {\"beads\": 5}, \"format\": \"round-robin\","
            + " \"live\": \"1+0\", \"rated\": true, \"maxPlayers\": 2, \"name\": \"<script>alert(1)</script>\"}";

    private long create(String cookie) {
        TournamentApi.Answer a = post("/api/tournaments", cookie, CREATE);
        assertEquals(201, a.status(), new String(a.body(), StandardCharsets.UTF_8));
        return json(a).get("id").getAsLong();
    }

    @Test
    @DisplayName("create, join, start, read, settle, finish and download: the shapes of issue 43")
    void wholeLife() throws Exception {
        long id = create(annCookie);
        assertEquals(204, post("/api/tournaments/" + id + "/join", bobCookie, "{}").status());
        assertEquals(400, post("/api/tournaments/" + id + "/join", cydCookie, "").status(), "full at maxPlayers");
        assertTrue(error(post("/api/tournaments/" + id + "/start", bobCookie, "")).contains("only the tournament's creator starts it"));
        assertEquals(409, call("GET", "/api/tournaments/" + id + "/records.zip", null, null, "").status(), "no records before the end");
        assertEquals(204, post("/api/tournaments/" + id + "/start", annCookie, "").status());
        runner.tick();
        JsonObject t = json(call("GET", "/api/tournaments/" + id, null, null, ""));
        assertEquals("playing", t.get("state").getAsString());
        assertEquals("round-robin", t.get("format").getAsString());
        assertEquals(1, t.get("round").getAsInt());
        assertEquals(1, t.get("rounds").getAsInt());
        assertEquals("<script>alert(1)</script>", t.get("name").getAsString(), "kept as data; the pages write it as text");
        JsonObject g = t.getAsJsonArray("games").get(0).getAsJsonObject();
        assertEquals(List.of(1, 1), List.of(g.get("round").getAsInt(), g.get("table").getAsInt()));
        assertEquals(2, g.getAsJsonArray("players").size());
        assertTrue(g.get("result").isJsonNull());
        String winner = g.getAsJsonArray("players").get(1).getAsString();
        db.inTransaction(c -> TournamentAdmin.settle(c, id, 1, 1, new double[] {0, 1}, java.time.Instant.now()));
        runner.tick();
        t = json(call("GET", "/api/tournaments/" + id, null, null, ""));
        assertEquals("finished", t.get("state").getAsString());
        JsonArray result = t.getAsJsonArray("games").get(0).getAsJsonObject().getAsJsonArray("result");
        assertEquals(0.0, result.get(0).getAsDouble());
        assertEquals(1.0, result.get(1).getAsDouble());
        JsonObject first = t.getAsJsonArray("standings").get(0).getAsJsonObject();
        assertEquals(List.of("1", winner, "1.0", "1"), List.of(first.get("rank").getAsString(), first.get("name").getAsString(),
                first.get("points").getAsString(), first.get("games").getAsString()));
        JsonObject list = json(call("GET", "/api/tournaments", null, null, ""));
        assertTrue(list.getAsJsonArray("finished").toString().contains("\"winners\":[\"" + winner + "\"]"), list.toString());
        TournamentApi.Answer zip = call("GET", "/api/tournaments/" + id + "/records.zip", null, null, "");
        assertEquals(200, zip.status());
        assertEquals("application/zip", zip.contentType());
        List<String> names = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip.body()))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                names.add(e.getName());
            }
        }
        assertEquals(List.of("tournament-" + id + ".json"), names, "the one game was settled without a record");
    }

    @Test
    @DisplayName("another site's Origin, no session, bad bodies and ids are refused, each in one line naming the problem")
    void refusals() {
        assertTrue(error(call("POST", "/api/tournaments", annCookie, "https://evil.example", CREATE)).contains("another site"));
        assertEquals(403, call("POST", "/api/tournaments", annCookie, null, CREATE).status(), "no Origin");
        assertEquals(401, post("/api/tournaments", null, CREATE).status());
        assertEquals(400, post("/api/tournaments", annCookie, "[1]").status());
        assertEquals("\"format\" is one of round-robin, double-round-robin, swiss, knockout, not 'ladder'",
                error(post("/api/tournaments", annCookie, CREATE.replace("round-robin", "ladder"))));
        assertEquals("\"maxPlayers\" is 2 to 256, not 100000", error(post("/api/tournaments", annCookie, CREATE.replace("\"maxPlayers\": 2", "\"maxPlayers\": 100000"))));
        assertTrue(error(post("/api/tournaments", annCookie, CREATE.replace("take-away", "chess"))).startsWith("there is no game 'chess'"));
        assertTrue(error(post("/api/tournaments", annCookie, CREATE.replace("<script>", "x".repeat(90)))).contains("at most 80 characters"));
        assertTrue(error(post("/api/tournaments", annCookie, CREATE.replace("\"beads\": 5", "\"beads\": {\"a\": 1}"))).contains("plain value"));
        assertEquals("a Swiss tournament needs \"rounds\": 1 to 20",
                error(post("/api/tournaments", annCookie, CREATE.replace("round-robin", "swiss"))));
        assertTrue(error(post("/api/tournaments", annCookie, CREATE.replace("}", ", \"starts\": \"tomorrow\"}"))).startsWith("\"starts\" is a time"));
        assertEquals(404, call("GET", "/api/tournaments/99999", null, null, "").status());
        assertEquals(404, call("GET", "/api/tournaments/x1", null, null, "").status());
        assertEquals(405, call("DELETE", "/api/tournaments/1", annCookie, ORIGIN, "").status());
        assertTrue(error(post("/api/tournaments/99999/join", annCookie, "{}")).contains("there is no tournament 99999"));
    }

    @Test
    @DisplayName("an account creates at most ten tournaments a day (429), another is not held back")
    void creationLimit() {
        int made = 0;
        TournamentApi.Answer a;
        while ((a = post("/api/tournaments", cydCookie, CREATE)).status() == 201) {
            made++;
        }
        assertEquals(429, a.status());
        assertEquals(Tournaments.CREATED_A_DAY, made);
        assertEquals(201, post("/api/tournaments", bobCookie, CREATE).status());
    }

    /** One game between the two players, then over. */
    private static final class TwoPlayers implements org.beadbox.server.tournament.format.Format {
        @Override
        public String id() {
            return "round-robin";
        }

        @Override
        public int seats() {
            return 2;
        }

        @Override
        public int rounds(int entrants) {
            return 1;
        }

        @Override
        public List<org.beadbox.server.tournament.format.Game> next(int round, List<org.beadbox.server.tournament.format.Entrant> entrants,
                                                                    List<org.beadbox.server.tournament.format.Game> played) {
            return round > 1 ? List.of() : List.of(new org.beadbox.server.tournament.format.Game(1, 1,
                    List.of(entrants.get(0).name(), entrants.get(1).name()), null));
        }

        @Override
        public List<org.beadbox.server.tournament.format.Standing> standings(List<org.beadbox.server.tournament.format.Entrant> entrants,
                                                                             List<org.beadbox.server.tournament.format.Game> played) {
            Map<String, Double> points = new HashMap<>();
            entrants.forEach(e -> points.put(e.name(), 0.0));
            for (var g : played) {
                if (g.points() != null) {
                    for (int i = 0; i < 2; i++) {
                        points.merge(g.players().get(i), g.points()[i], Double::sum);
                    }
                }
            }
            List<String> order = new ArrayList<>(points.keySet());
            order.sort((x, y) -> Double.compare(points.get(y), points.get(x)));
            List<org.beadbox.server.tournament.format.Standing> out = new ArrayList<>();
            for (int i = 0; i < order.size(); i++) {
                out.add(new org.beadbox.server.tournament.format.Standing(i + 1, order.get(i), points.get(order.get(i)),
                        (int) played.stream().filter(p -> p.points() != null).count(), List.of()));
            }
            return out;
        }

        @Override
        public List<String> tieBreakNames() {
            return List.of();
        }
    }
}
