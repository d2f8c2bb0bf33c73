package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.beadbox.server.players.Leaderboard;
import org.beadbox.server.players.PlayerSearch;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The players' search and the leaderboards through their API ({@link PlayersApi}) on a real
 * database migrated as the server does: H2 ({@link PlayersOnH2Test}) and PostgreSQL
 * ({@link PlayersOnPostgresTest}). One database a class, filled once: accounts online (a page open
 * on a live node), offline, on a dead node, bots, a closed account, names with {@code _}, and
 * ratings of every kind the board must tell apart.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlayersTest {

    /** The database to use: empty for H2 in the test's folder. */
    abstract Optional<String> database() throws Exception;

    private static final Instant NOW = Instant.now();
    private static final String ORIGIN = "http://127.0.0.1:8765";

    Database db;
    PlayersApi api;
    String cookie;
    final Map<String, Long> ids = new HashMap<>();

    @BeforeAll
    void fill(@TempDir Path home) throws Exception {
        db = new Database(new ServerSettings(8765, database(), Optional.empty(), Optional.empty()), home);
        db.inTransaction(c -> {
            for (String name : List.of("ann", "Anna", "andy", "a_bc", "axbc", "zed", "zoe", "greedy-bot", "closed", "ghost",
                    "top", "second", "fresh", "fewgames", "idle", "botstar", "shut")) {
                ids.put(name, account(c, name));
            }
            node(c, "live", NOW);
            node(c, "dead", NOW.minus(Duration.ofHours(1)));
            present(c, "live", "zed");
            present(c, "live", "andy");
            present(c, "dead", "ghost");
            bot(c, "greedy-bot");
            bot(c, "botstar");
            close(c, "closed");
            close(c, "shut");
            present(c, "live", "closed");
            // The board of "g": established, provisional, too few games, idle, a bot, a closed account.
            rated(c, "top", "g", 1800, 60, 14, NOW.minus(Duration.ofDays(1)));
            rated(c, "second", "g", 1650, 90, 10, NOW.minus(Duration.ofDays(80)));
            rated(c, "zoe", "g", 1650, 100, 30, NOW.minus(Duration.ofDays(2)));
            rated(c, "fresh", "g", 1900, 180, 12, NOW);
            rated(c, "fewgames", "g", 1950, 100, 9, NOW);
            rated(c, "idle", "g", 2000, 70, 40, NOW.minus(Duration.ofDays(91)));
            rated(c, "botstar", "g", 2100, 50, 99, NOW);
            rated(c, "shut", "g", 2050, 50, 50, NOW);
            rated(c, "top", "other", 1400, 60, 20, NOW);
            rated(c, "ann", "g", 1520, 200, 2, NOW);
            // top's history in g: 14 games from 1500 to 1800; the trend is the last 10 (1800 - 1640).
            for (int i = 1; i <= 14; i++) {
                history(c, "top", "g", i == 14 ? 1800 : 1500 + i * 35, NOW.minus(Duration.ofDays(15 - i)));
            }
            return null;
        });
        cookie = Gate.COOKIE + "=" + new Sessions(db).start(new Account(ids.get("ann"), "ann", false, NOW));
        api = new PlayersApi(db, new Sessions(db), 600, Clock.systemUTC());
    }

    @AfterAll
    void close() {
        if (db != null) {
            db.close();
        }
    }

    private static long account(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO account (name, name_key, password_hash, disabled, created_at)"
                + " VALUES (?, ?, 'none', FALSE, ?)", new String[] {"id"})) {
            s.setString(1, name);
            s.setString(2, name.toLowerCase());
            s.setObject(3, NOW.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
            try (var keys = s.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private static void node(Connection c, String name, Instant heartbeat) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO server_node (name, address, instance, state, started_at, heartbeat_at)"
                + " VALUES (?, '127.0.0.1:1', ?, 'serving', ?, ?)")) {
            s.setString(1, name);
            s.setString(2, name);
            s.setObject(3, heartbeat.atOffset(ZoneOffset.UTC));
            s.setObject(4, heartbeat.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
        }
    }

    private void present(Connection c, String node, String name) throws SQLException {
        update(c, "INSERT INTO presence (node, account_id, since) VALUES ('" + node + "', ?, CURRENT_TIMESTAMP)", name);
    }

    private void bot(Connection c, String name) throws SQLException {
        update(c, "INSERT INTO bot_account (account_id, spec) VALUES (?, 'greedy')", name);
    }

    private void close(Connection c, String name) throws SQLException {
        update(c, "UPDATE account SET disabled = TRUE WHERE id = ?", name);
    }

    private void update(Connection c, String sql, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, ids.get(name));
            s.executeUpdate();
        }
    }

    private void rated(Connection c, String name, String pool, double rating, double deviation, int games, Instant at)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO rating (account_id, pool, rating, deviation, volatility, games,"
                + " rated_at) VALUES (?, ?, ?, ?, 0.06, ?, ?)")) {
            s.setLong(1, ids.get(name));
            s.setString(2, pool);
            s.setDouble(3, rating);
            s.setDouble(4, deviation);
            s.setInt(5, games);
            s.setObject(6, at.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
        }
    }

    private void history(Connection c, String name, String pool, double rating, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO rating_history (account_id, pool, table_id, rating, deviation,"
                + " volatility, rated_at) VALUES (?, ?, 't', ?, 80, 0.06, ?)")) {
            s.setLong(1, ids.get(name));
            s.setString(2, pool);
            s.setDouble(3, rating);
            s.setObject(4, at.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
        }
    }

    private PlayersApi.Answer get(PlayersApi to, String path, String withCookie, String query) {
        Map<String, String> params = new HashMap<>();
        if (!query.isEmpty()) {
            for (String part : query.split("&")) {
                params.put(part.substring(0, part.indexOf('=')), part.substring(part.indexOf('=') + 1));
            }
        }
        Map<String, String> headers = new HashMap<>();
        if (withCookie != null) {
            headers.put("cookie", withCookie);
        }
        headers.put("origin", ORIGIN);
        return to.handle(new ApiRequest("GET", path, "127.0.0.1", h -> headers.get(h.toLowerCase()), ""), params::get);
    }

    private JsonObject ok(String path, String query) {
        PlayersApi.Answer a = get(api, path, cookie, query);
        assertEquals(200, a.status(), a.body().toString());
        return a.body();
    }

    /** The names of a search's or a board's page, in order. */
    private static List<String> names(JsonObject page) {
        List<String> out = new ArrayList<>();
        for (JsonElement e : page.getAsJsonArray("players")) {
            out.add(e.getAsJsonObject().get("name").getAsString());
        }
        return out;
    }

    @Nested
    @DisplayName("the search by name prefix")
    class Search {

        @Test
        @DisplayName("finds names starting with the prefix, whatever their case, online ones first, then by name")
        void prefix() {
            assertEquals(List.of("andy", "ann", "Anna"), names(ok("/api/players", "prefix=AN")));
            assertEquals(List.of("zed", "zoe"), names(ok("/api/players", "prefix=z")));
            JsonObject zed = ok("/api/players", "prefix=zed").getAsJsonArray("players").get(0).getAsJsonObject();
            assertTrue(zed.get("online").getAsBoolean(), zed.toString());
            JsonObject ghost = ok("/api/players", "prefix=gh").getAsJsonArray("players").get(0).getAsJsonObject();
            assertFalse(ghost.get("online").getAsBoolean(), "a dead node's people are offline: " + ghost);
        }

        @Test
        @DisplayName("takes % and _ literally: % finds nothing, _ only names with an underscore")
        void wildcards() {
            assertEquals(List.of(), names(ok("/api/players", "prefix=%")));
            assertEquals(List.of(), names(ok("/api/players", "prefix=a%")));
            assertEquals(List.of("a_bc"), names(ok("/api/players", "prefix=a_")));
            assertEquals(List.of(), names(ok("/api/players", "prefix=_")));
            assertEquals(List.of(), names(ok("/api/players", "prefix=a\\")));
        }

        @Test
        @DisplayName("marks bots, leaves closed accounts out, and tells nothing private")
        void botsClosedAndPrivate() {
            JsonObject all = ok("/api/players", "prefix=&limit=50");
            List<String> names = names(all);
            assertFalse(names.contains("closed") || names.contains("shut"), "closed accounts are not listed: " + names);
            // Online first (bots are always online), each group by name.
            assertEquals(List.of("andy", "botstar", "greedy-bot", "zed"), names.subList(0, 4));
            for (JsonElement e : all.getAsJsonArray("players")) {
                JsonObject p = e.getAsJsonObject();
                assertEquals(Set.of("name", "online", "bot", "ratings"), p.keySet(), "only public fields: " + p);
                assertEquals(p.get("name").getAsString().endsWith("bot") || p.get("name").getAsString().equals("botstar"),
                        p.get("bot").getAsBoolean(), p.toString());
            }
            JsonObject top = ok("/api/players", "prefix=top").getAsJsonArray("players").get(0).getAsJsonObject();
            assertEquals(Set.of("g", "other"), top.getAsJsonObject("ratings").keySet());
            JsonObject g = top.getAsJsonObject("ratings").getAsJsonObject("g");
            assertEquals(1800, g.get("rating").getAsInt());
            assertEquals("1800", g.get("shown").getAsString());
            assertEquals(14, g.get("games").getAsInt());
            JsonObject annG = ok("/api/players", "prefix=ann").getAsJsonArray("players").get(0).getAsJsonObject()
                    .getAsJsonObject("ratings").getAsJsonObject("g");
            assertEquals("1520?", annG.get("shown").getAsString(), "a provisional rating is marked");
        }

        @Test
        @DisplayName("pages through online and offline players alike, and says when more follow")
        void pages() {
            List<String> all = names(ok("/api/players", "prefix=&limit=50"));
            List<String> paged = new ArrayList<>();
            for (int offset = 0; ; offset += 3) {
                JsonObject page = ok("/api/players", "prefix=&limit=3&offset=" + offset);
                paged.addAll(names(page));
                if (!page.get("more").getAsBoolean()) {
                    break;
                }
            }
            assertEquals(all, paged);
            assertEquals(new TreeSet<>(all).size(), all.size(), "nobody twice");
        }

        @Test
        @DisplayName("refuses pages past the cap, oversized pages and long prefixes, each with its reason")
        void caps() {
            PlayersApi.Answer past = get(api, "/api/players", cookie, "prefix=a&offset=" + PlayerSearch.MOST_RESULTS + "&limit=1");
            assertEquals(400, past.status());
            assertTrue(past.body().get("error").getAsString().contains("narrow"), past.body().toString());
            assertEquals(400, get(api, "/api/players", cookie, "limit=51").status());
            assertEquals(400, get(api, "/api/players", cookie, "limit=0").status());
            assertEquals(400, get(api, "/api/players", cookie, "offset=-1").status());
            assertEquals(400, get(api, "/api/players", cookie, "offset=x").status());
            assertEquals(400, get(api, "/api/players", cookie, "offset=2147483647").status(), "offset + limit would overflow");
            assertEquals(400, get(api, "/api/players", cookie, "prefix=" + "a".repeat(21)).status());
        }

        @Test
        @DisplayName("is for logged-in players only, and rate-limited per account")
        void loggedInAndLimited() {
            PlayersApi.Answer out = get(api, "/api/players", null, "prefix=a");
            assertEquals(401, out.status());
            PlayersApi limited = new PlayersApi(db, new Sessions(db), 600, Clock.fixed(NOW, ZoneOffset.UTC));
            for (int i = 0; i < PlayersApi.SEARCHES_A_MINUTE; i++) {
                assertEquals(200, get(limited, "/api/players", cookie, "prefix=z").status(), "search " + (i + 1));
            }
            PlayersApi.Answer refused = get(limited, "/api/players", cookie, "prefix=z");
            assertEquals(429, refused.status());
            assertEquals(60, refused.retryAfter());
            assertTrue(refused.body().get("error").getAsString().contains("at most 60 a minute"), refused.body().toString());
        }
    }

    @Nested
    @DisplayName("the leaderboard")
    class Board {

        @Test
        @DisplayName("ranks established ratings only: no provisional, too few games, idle, bot or closed account")
        void established() {
            JsonObject board = ok("/api/leaderboard", "game=g");
            assertEquals(List.of("top", "second", "zoe"), names(board));
            JsonObject first = board.getAsJsonArray("players").get(0).getAsJsonObject();
            assertEquals(1, first.get("rank").getAsInt());
            assertEquals(1800, first.getAsJsonObject("rating").get("rating").getAsInt());
            assertEquals(14, first.get("games").getAsInt());
            assertEquals(160, first.get("trend").getAsInt(), "the change over the last 10 games: " + first);
            JsonObject third = board.getAsJsonArray("players").get(2).getAsJsonObject();
            assertEquals(3, third.get("rank").getAsInt());
            assertEquals(150, third.get("trend").getAsInt(), "from the newcomer's 1500 without history: " + third);
            assertEquals(Leaderboard.GAMES_AT_LEAST, board.getAsJsonObject("rule").get("gamesAtLeast").getAsInt());
            assertEquals(List.of("top"), names(ok("/api/leaderboard", "game=other")));
            assertEquals(List.of(), names(ok("/api/leaderboard", "game=none-such")));
        }

        @Test
        @DisplayName("pages, and refuses what is past the top 100 or not a game's id")
        void pages() {
            JsonObject one = ok("/api/leaderboard", "game=g&limit=1&offset=1");
            assertEquals(List.of("second"), names(one));
            assertEquals(2, one.getAsJsonArray("players").get(0).getAsJsonObject().get("rank").getAsInt());
            assertTrue(one.get("more").getAsBoolean());
            assertFalse(ok("/api/leaderboard", "game=g&limit=1&offset=2").get("more").getAsBoolean());
            assertEquals(400, get(api, "/api/leaderboard", null, "game=g&offset=100").status());
            assertEquals(400, get(api, "/api/leaderboard", null, "game=g&offset=2147483647").status());
            assertEquals(400, get(api, "/api/leaderboard", null, "").status());
            assertEquals(400, get(api, "/api/leaderboard", null, "game=a%20b").status());
            assertEquals(200, get(api, "/api/leaderboard", null, "game=g").status(), "public, as profiles are");
        }
    }
}
