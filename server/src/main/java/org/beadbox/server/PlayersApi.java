package org.beadbox.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Function;
import org.beadbox.server.players.Leaderboard;
import org.beadbox.server.players.PlayerSearch;

/**
 * The players' part of the HTTP API (docs/server-api.md, "Players"): the search by name prefix,
 * online players first, and each game's leaderboard. Transport-neutral like {@link LobbyApi}:
 * {@link PlayersServlet} carries it over HTTP. Both only read, and both are bounded: a page holds
 * at most 50, a search lists at most {@value PlayerSearch#MOST_RESULTS} and a board
 * {@value Leaderboard#MOST_RANKED}, and each is rate-limited ({@link #SEARCHES_A_MINUTE} searches
 * an account, {@link #CALLS_AN_ADDRESS} calls an address, a minute), so that the list of names
 * is no faster to take than by reading profiles. Nothing private is in an answer: names, online,
 * bot, ratings.
 */
final class PlayersApi {

    /** An answer: a status, a JSON body and, for 429, the seconds to wait. */
    record Answer(int status, JsonObject body, long retryAfter) {
        static Answer json(JsonObject body) {
            return new Answer(200, body, 0);
        }

        static Answer error(int status, String line) {
            JsonObject o = new JsonObject();
            o.addProperty("error", line);
            return new Answer(status, o, 0);
        }
    }

    /** A call's handler: {@code parameter} reads the query's parameters. */
    @FunctionalInterface
    private interface Call {
        Answer handle(PlayersApi api, ApiRequest r, Function<String, String> parameter);
    }

    /** Every call this class answers (the paths {@link PlayersServlet} is registered for). */
    static final RouteTable<Call> ROUTES = new RouteTable<Call>()
            .add("GET", "/api/players", PlayersApi::search)
            .add("GET", "/api/leaderboard", PlayersApi::leaderboard);

    /** The most searches one account makes a minute (typing a name makes a few). */
    static final int SEARCHES_A_MINUTE = 60;

    /** The most calls (searches and boards) from one address a minute (several players behind one NAT). */
    static final int CALLS_AN_ADDRESS = 240;

    /** A page's size when the call names none. */
    static final int PAGE = 20;

    private final Database db;
    private final Sessions sessions;
    private final Gate gate;
    private final double onlineDeadline;
    private final Clock clock;
    private final SlidingLimit byAccount;
    private final SlidingLimit byAddress;

    /** @param onlineDeadline how old a node's heartbeat may be for its people to be online, in seconds (Presence) */
    PlayersApi(Database db, Sessions sessions, double onlineDeadline, Clock clock) {
        this.db = db;
        this.sessions = sessions;
        this.gate = new Gate(db.settings());
        this.onlineDeadline = onlineDeadline;
        this.clock = clock;
        this.byAccount = new SlidingLimit(SEARCHES_A_MINUTE, Duration.ofMinutes(1), clock);
        this.byAddress = new SlidingLimit(CALLS_AN_ADDRESS, Duration.ofMinutes(1), clock);
    }

    Answer handle(ApiRequest r, Function<String, String> parameter) {
        try {
            RouteTable.Found<Call> found = ROUTES.find(r.method(), r.path());
            if (found != null) {
                return found.handler().handle(this, r, parameter);
            }
            return ROUTES.methods(r.path()).isEmpty()
                    ? Answer.error(404, "no such call: " + org.beadbox.api.Quote.excerpt(r.path()) + " (see docs/server-api.md)")
                    : Answer.error(405, org.beadbox.api.Quote.excerpt(r.method()) + " is not allowed here: use GET");
        } catch (AccountException e) {
            return Answer.error(e.status(), e.getMessage());
        } catch (IllegalArgumentException e) {
            return Answer.error(400, org.beadbox.api.Quote.line(e.getMessage()));
        } catch (DatabaseException | IllegalStateException e) {
            return Answer.error(503, "the server's database is not answering: try again in a minute");
        }
    }

    /** {@code GET /api/players?prefix=&offset=&limit=}: logged in only. */
    private Answer search(ApiRequest r, Function<String, String> parameter) {
        Account a = Gate.sessionId(r.header()).flatMap(sessions::account)
                .orElseThrow(() -> new AccountException(401, "not logged in: log in first (POST /api/login)"));
        Answer limited = limited(byAccount, Long.toString(a.id()), "searches", SEARCHES_A_MINUTE);
        if (limited == null) {
            limited = limited(byAddress, gate.client(r.remoteAddress(), r.header()), "calls from your address", CALLS_AN_ADDRESS);
        }
        if (limited != null) {
            return limited;
        }
        String prefix = parameter.apply("prefix") == null ? "" : parameter.apply("prefix").strip();
        int offset = number(parameter, "offset", 0);
        int limit = number(parameter, "limit", PAGE);
        PlayerSearch.Page page = db.inTransaction(c -> PlayerSearch.search(c, prefix, offset, limit, onlineDeadline));
        JsonArray players = new JsonArray();
        for (PlayerSearch.Player p : page.players()) {
            JsonObject o = new JsonObject();
            o.addProperty("name", p.name());
            o.addProperty("online", p.online());
            o.addProperty("bot", p.bot());
            o.add("ratings", LobbyJson.standings(p.ratings()));
            players.add(o);
        }
        JsonObject o = new JsonObject();
        o.addProperty("prefix", prefix);
        o.addProperty("offset", offset);
        o.addProperty("more", page.more());
        o.add("players", players);
        return Answer.json(o);
    }

    /** {@code GET /api/leaderboard?game=&offset=&limit=}: public, as profiles are. */
    private Answer leaderboard(ApiRequest r, Function<String, String> parameter) {
        Answer limited = limited(byAddress, gate.client(r.remoteAddress(), r.header()), "calls from your address", CALLS_AN_ADDRESS);
        if (limited != null) {
            return limited;
        }
        String game = parameter.apply("game");
        if (game == null || !game.matches("[A-Za-z0-9_.-]{1,64}")) {
            throw new IllegalArgumentException("name the game: ?game=ID, its id as GET /api/games lists it (e.g. glassbead-challenge)");
        }
        int offset = number(parameter, "offset", 0);
        int limit = number(parameter, "limit", PAGE);
        Leaderboard.Board board = db.inTransaction(c -> Leaderboard.of(c, game, offset, limit, clock.instant()));
        JsonArray ranks = new JsonArray();
        for (Leaderboard.Entry e : board.entries()) {
            JsonObject o = new JsonObject();
            o.addProperty("rank", e.rank());
            o.addProperty("name", e.name());
            o.add("rating", LobbyJson.rating(e.rating()));
            o.addProperty("games", e.games());
            o.addProperty("lastGame", e.lastGame().toString());
            o.addProperty("trend", e.trend());
            ranks.add(o);
        }
        JsonObject rule = new JsonObject();
        rule.addProperty("deviationAtMost", Math.round(Leaderboard.DEVIATION_AT_MOST));
        rule.addProperty("gamesAtLeast", Leaderboard.GAMES_AT_LEAST);
        rule.addProperty("activeDays", Leaderboard.ACTIVE_WITHIN.toDays());
        rule.addProperty("trendGames", Leaderboard.TREND_GAMES);
        JsonObject o = new JsonObject();
        o.addProperty("game", game);
        o.addProperty("offset", offset);
        o.addProperty("more", board.more());
        o.add("rule", rule);
        o.add("players", ranks);
        return Answer.json(o);
    }

    /** A 429 when {@code key} has had its calls this minute (else counts this one and answers null). */
    private static Answer limited(SlidingLimit limit, String key, String what, int most) {
        long wait = limit.wait(key);
        if (wait > 0) {
            long seconds = Math.max(1, (wait + 999) / 1000);
            return new Answer(429, Answer.error(429, "too many " + what + ": at most " + most + " a minute; try again in "
                    + seconds + " s").body(), seconds);
        }
        limit.add(key);
        return null;
    }

    private static int number(Function<String, String> parameter, String name, int fallback) {
        String text = parameter.apply(name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + name + "\" must be a whole number, not '"
                    + org.beadbox.api.Quote.excerpt(text) + "'");
        }
    }
}
