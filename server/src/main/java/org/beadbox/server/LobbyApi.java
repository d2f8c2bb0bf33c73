package org.beadbox.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.Seek;
import org.beadbox.server.lobby.SeekTime;

/**
 * The lobby's part of the HTTP API (docs/server-lobby.md): seeks, one's tables ("your turn"
 * first), profiles with ratings and their history, records, the feed's address. Transport-neutral
 * like {@link AccountApi}: {@link LobbyServlet} carries it over HTTP. Every state-changing call
 * passes the Origin check first and needs a logged-in account.
 */
final class LobbyApi {

    /** An answer: a status, a body of a content type, and where to go for a redirect. */
    record Answer(int status, String contentType, String body, String location) {
        static Answer json(int status, JsonObject body) {
            return new Answer(status, "application/json; charset=utf-8", body == null ? null : body + "\n", null);
        }

        static Answer error(int status, String line) {
            JsonObject o = new JsonObject();
            o.addProperty("error", line);
            return json(status, o);
        }
    }

    /** A call's handler: {@code found} holds the path's parameters. */
    @FunctionalInterface
    private interface Call {
        Answer handle(LobbyApi api, ApiRequest r, String query, RouteTable.Found<Call> found);
    }

    private static final String TABLE_ID = "[A-Za-z0-9_-]{1,40}";

    /** Every call this class answers (the paths {@link LobbyServlet} is registered for). */
    static final RouteTable<Call> ROUTES = new RouteTable<Call>()
            .add("GET", "/api/games", (api, r, q, f) -> Answer.json(200, LobbyJson.games(api.lobby.games())))
            .add("GET", "/api/seeks", (api, r, q, f) -> api.seeks(r, game(q)))
            .add("POST", "/api/seeks", (api, r, q, f) -> api.post(r))
            .add("POST", "/api/seeks/{id:\\d{1,18}}/accept", (api, r, q, f) -> api.seekAction(r, f, "accept"))
            .add("POST", "/api/seeks/{id:\\d{1,18}}/withdraw", (api, r, q, f) -> api.seekAction(r, f, "withdraw"))
            .add("POST", "/api/seeks/{id:\\d{1,18}}/leave", (api, r, q, f) -> api.seekAction(r, f, "leave"))
            .add("GET", "/api/tables", (api, r, q, f) -> api.watchable(r, game(q)))
            .add("POST", "/api/guest-tables", (api, r, q, f) -> api.guestTable(r))
            .add("GET", "/api/tables/{table:" + TABLE_ID + "}/play", (api, r, q, f) -> api.play(r, f.parameter(1)))
            .add("GET", "/api/home", (api, r, q, f) -> api.home(r))
            .add("GET", "/api/profile/{name:[^/]{1,60}}", (api, r, q, f) -> api.profile(f.parameter(1), null))
            .add("GET", "/api/profile/{name:[^/]{1,60}}/history/{pool:[A-Za-z0-9_.-]{1,64}}",
                    (api, r, q, f) -> api.profile(f.parameter(1), f.parameter(2)))
            .add("GET", "/api/records/{table:" + TABLE_ID + "}.json", (api, r, q, f) -> api.record(f.parameter(1)))
            .add("POST", "/api/feed", (api, r, q, f) -> api.renewFeed(r))
            .add("GET", "/feed/{token:[A-Za-z0-9_-]{1,64}}", (api, r, q, f) -> api.feed(f.parameter(1)));

    private final Lobby lobby;
    private final Accounts accounts;
    private final Sessions sessions;
    private final Gate gate;
    private final Feed feed;
    private final ServerSettings settings;
    private final Database db;

    /** The most tables {@code GET /api/tables} lists. */
    static final int MOST_WATCHABLE = 50;

    /** The most tables for guests one account may open within an hour (besides the cap on those open at once). */
    static final int GUEST_TABLES_AN_HOUR = 20;

    private final SlidingLimit guestOpens = new SlidingLimit(GUEST_TABLES_AN_HOUR, java.time.Duration.ofHours(1),
            java.time.Clock.systemUTC());

    LobbyApi(Lobby lobby, Accounts accounts, Sessions sessions, Database db) {
        this.db = db;
        this.lobby = lobby;
        this.accounts = accounts;
        this.sessions = sessions;
        this.settings = db.settings();
        this.gate = new Gate(settings);
        this.feed = new Feed(db);
    }

    /** @param query the request's query string, or null */
    Answer handle(ApiRequest r, String query) {
        String problem = gate.originProblem(r.method(), r.header());
        if (problem != null) {
            return Answer.error(403, problem);
        }
        try {
            return route(r, query);
        } catch (AccountException e) {
            return Answer.error(e.status(), e.getMessage());
        } catch (IllegalArgumentException e) {
            return Answer.error(400, org.beadbox.api.Quote.line(e.getMessage()));
        } catch (DatabaseException | IllegalStateException e) {
            return Answer.error(503, "the server's database is not answering: try again in a minute");
        }
    }

    private Answer route(ApiRequest r, String query) {
        RouteTable.Found<Call> found = ROUTES.find(r.method(), r.path());
        if (found != null) {
            return found.handler().handle(this, r, query, found);
        }
        java.util.Set<String> methods = ROUTES.methods(r.path());
        return methods.isEmpty()
                ? Answer.error(404, "no such call: " + org.beadbox.api.Quote.excerpt(r.path()) + " (see docs/server-lobby.md)")
                : Answer.error(405, org.beadbox.api.Quote.excerpt(r.method()) + " is not allowed here: use " + String.join(" or ", methods));
    }

    private Answer watchable(ApiRequest r, String game) {
        loggedIn(r);
        return Answer.json(200, LobbyJson.watchable(lobby.watchable(game, MOST_WATCHABLE),
                (account, pool) -> lobby.rating(account, pool)));
    }

    private Answer play(ApiRequest r, String table) {
        Account a = loggedIn(r);
        return lobby.play(a, table).map(link -> new Answer(303, null, null, link))
                .orElseGet(() -> Answer.error(404, "no table " + table + " is open: see your games on /home"));
    }

    private Answer home(ApiRequest r) {
        Account a = loggedIn(r);
        return Answer.json(200, LobbyJson.tables(lobby.tablesOf(a, 200), lobby.guests().links(a)));
    }

    private Answer record(String recorded) {
        return lobby.record(recorded).map(json -> new Answer(200, "application/json; charset=utf-8", json, null))
                .orElseGet(() -> Answer.error(404, "there is no record of table " + recorded));
    }

    private Answer renewFeed(ApiRequest r) {
        JsonObject o = new JsonObject();
        o.addProperty("feed", settings.origin() + "/feed/" + feed.renew(loggedIn(r)));
        return Answer.json(201, o);
    }

    private Answer feed(String token) {
        Optional<Account> a = feed.account(token);
        return a.map(acc -> new Answer(200, "application/atom+xml; charset=utf-8",
                Feed.atom(acc, lobby.tablesOf(acc, 200), settings.origin(), Instant.now()), null))
                .orElseGet(() -> Answer.error(404, "no such feed: ask for its address again on /home"));
    }

    private Answer seeks(ApiRequest r, String game) {
        Account a = loggedIn(r);
        com.google.gson.JsonArray list = new com.google.gson.JsonArray();
        for (Seek s : lobby.seeks(a, game)) {
            list.add(LobbyJson.seek(s, a.id(), s.offer().pool().map(pool -> lobby.rating(s.poster(), pool)).orElse(null)));
        }
        JsonObject o = new JsonObject();
        o.add("seeks", list);
        o.addProperty("you", a.name());
        o.add("ratings", LobbyJson.standings(lobby.ratings(a)));
        return Answer.json(200, o);
    }

    /** The {@code game=} filter of a query string, or null. */
    private static String game(String query) {
        if (query == null) {
            return null;
        }
        for (String part : query.split("&")) {
            if (part.startsWith("game=") && part.length() > 5) {
                return java.net.URLDecoder.decode(part.substring(5), java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    private Answer post(ApiRequest r) {
        Account a = loggedIn(r);
        JsonObject b = body(r);
        Seek.Offer offer = offer(b);
        String forName = text(b, "for");
        Account forAccount = null;
        if (forName != null && !forName.isBlank()) {
            forAccount = accounts.find(forName.strip()).orElseThrow(() -> new IllegalArgumentException(
                    "there is no player named '" + org.beadbox.api.Quote.excerpt(forName) + "': check the name"));
        }
        JsonObject o = new JsonObject();
        o.addProperty("id", lobby.post(a, offer, forAccount));
        return Answer.json(201, o);
    }

    /** {@code POST /api/guest-tables}: a casual table for the caller and guests, with the guests' links. */
    private Answer guestTable(ApiRequest r) {
        Account a = loggedIn(r);
        JsonObject b = body(r);
        if (b.has("rated") && bool(b, "rated")) {
            throw new IllegalArgumentException("a table with guests is casual: guests have no rating");
        }
        long wait = guestOpens.wait(Long.toString(a.id()));
        if (wait > 0) {
            return Answer.error(429, "you opened " + GUEST_TABLES_AN_HOUR + " tables with guests within an hour: try again in "
                    + SlidingLimit.minutes(wait));
        }
        org.beadbox.server.lobby.GuestTables.Opened opened = lobby.guests().open(a, offer(b));
        guestOpens.add(Long.toString(a.id()));
        JsonObject o = new JsonObject();
        o.addProperty("table", opened.table());
        o.addProperty("play", "/api/tables/" + opened.table() + "/play");
        com.google.gson.JsonArray guests = new com.google.gson.JsonArray();
        opened.guests().forEach(guests::add);
        o.add("guests", guests);
        return Answer.json(201, o);
    }

    /** The offer of a seek or a guest table: game, options, seats, rated, live or days. */
    private static Seek.Offer offer(JsonObject b) {
        Map<String, String> options = new LinkedHashMap<>();
        JsonElement opts = b.get("options");
        if (opts != null && opts.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : opts.getAsJsonObject().entrySet()) {
                if (!e.getValue().isJsonPrimitive()) {
                    throw new IllegalArgumentException("option '" + org.beadbox.api.Quote.excerpt(e.getKey()) + "' must be a plain value");
                }
                options.put(e.getKey(), e.getValue().getAsString());
            }
        }
        String live = text(b, "live");
        String days = text(b, "days");
        return new Seek.Offer(required(b, "game"), options, number(b, "seats", 2), bool(b, "rated"),
                SeekTime.liveOrNone(live), SeekTime.daysOrNone(days));
    }

    private Answer seekAction(ApiRequest r, RouteTable.Found<Call> found, String action) {
        Account a = loggedIn(r);
        long id = Long.parseLong(found.parameter(1));
        if (action.equals("withdraw")) {
            return lobby.withdraw(a, id) ? Answer.json(204, null)
                    : Answer.error(409, "seek " + id + " is not an open seek of yours");
        }
        if (action.equals("leave")) {
            return lobby.leave(a, id) ? Answer.json(204, null)
                    : Answer.error(409, "you hold no seat at seek " + id + ", or it has filled or gone");
        }
        Optional<String> table = lobby.take(a, id);
        JsonObject o = new JsonObject();
        if (table.isPresent()) {
            o.addProperty("table", table.get());
            o.addProperty("play", "/api/tables/" + table.get() + "/play");
        } else {
            // A seat of a bigger seek: the table opens when the last one is taken (the page learns it from /api/home).
            org.beadbox.server.lobby.Seek seek = lobby.seek(id).orElseThrow();
            o.addProperty("seated", seek.seated());
            o.addProperty("seats", seek.offer().seats());
        }
        return Answer.json(200, o);
    }

    private Answer profile(String name, String pool) {
        Account a = accounts.find(name).orElseThrow(() -> new AccountException(404,
                "there is no player named '" + org.beadbox.api.Quote.excerpt(name) + "'"));
        if (pool != null) {
            return Answer.json(200, LobbyJson.history(lobby.history(a, pool)));
        }
        JsonObject o = new JsonObject();
        o.addProperty("name", a.name());
        o.addProperty("since", a.created().toString());
        o.addProperty("bot", org.beadbox.server.bots.Bots.isBot(db, a.id()));
        o.add("ratings", LobbyJson.standings(lobby.ratings(a)));
        List<org.beadbox.server.lobby.LobbyTables.Entry> tables = lobby.tablesOf(a, 200);
        JsonObject t = LobbyJson.tables(tables);
        o.add("games", t.get("tables"));
        o.addProperty("played", tables.stream().filter(e -> !"playing".equals(e.state())).count());
        return Answer.json(200, o);
    }

    private Account loggedIn(ApiRequest r) {
        return Gate.sessionId(r.header()).flatMap(sessions::account)
                .orElseThrow(() -> new AccountException(401, "not logged in: log in first (POST /api/login)"));
    }

    private static JsonObject body(ApiRequest r) {
        try {
            JsonElement e = JsonParser.parseString(r.body());
            if (e.isJsonObject()) {
                return e.getAsJsonObject();
            }
        } catch (RuntimeException e) {
            // told below
        }
        throw new IllegalArgumentException("the body must be one JSON object, e.g. {\"game\": \"glassbead-challenge\", \"rated\": true}");
    }

    private static String text(JsonObject b, String key) {
        JsonElement e = b.get(key);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!e.isJsonPrimitive()) {
            throw new IllegalArgumentException("\"" + key + "\" must be a plain value");
        }
        return e.getAsString();
    }

    private static String required(JsonObject b, String key) {
        String t = text(b, key);
        if (t == null || t.isBlank()) {
            throw new IllegalArgumentException("\"" + key + "\" is missing");
        }
        return t.strip();
    }

    private static int number(JsonObject b, String key, int fallback) {
        String t = text(b, key);
        try {
            return t == null ? fallback : Integer.parseInt(t.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + key + "\" must be a whole number");
        }
    }

    private static boolean bool(JsonObject b, String key) {
        String t = text(b, key);
        return t != null && t.strip().equalsIgnoreCase("true");
    }
}
