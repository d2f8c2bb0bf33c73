package org.beadbox.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.beadbox.api.Quote;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.CorrespondenceControl;
import org.beadbox.server.tournament.Tournament;
import org.beadbox.server.tournament.TournamentRows;
import org.beadbox.server.tournament.Tournaments;
import org.beadbox.server.tournament.format.Standing;

/**
 * The tournaments' part of the HTTP API (docs/server-api.md, "Tournaments"): create, join, leave,
 * start, read one, list them, and a finished one's records as one zip. Transport-neutral like
 * {@link LobbyApi}: {@link TournamentServlet} carries it. Every call passes the Origin check;
 * the calls that change something need a logged-in account; reading is open to anyone.
 */
final class TournamentApi {

    /** An answer: a status, a body of a content type (bytes: a zip is one). */
    record Answer(int status, String contentType, byte[] body) {
        static Answer json(int status, JsonObject body) {
            return new Answer(status, "application/json; charset=utf-8", body == null ? null
                    : (body + "\n").getBytes(StandardCharsets.UTF_8));
        }

        static Answer error(int status, String line) {
            JsonObject o = new JsonObject();
            o.addProperty("error", line);
            return json(status, o);
        }
    }

    @FunctionalInterface
    private interface Call {
        Answer handle(TournamentApi api, ApiRequest r, String query, RouteTable.Found<Call> found);
    }

    private static final String ID = "{id:\\d{1,18}}";

    /** Every call this class answers. */
    static final RouteTable<Call> ROUTES = new RouteTable<Call>()
            .add("GET", "/api/tournaments", (api, r, q, f) -> api.list())
            .add("POST", "/api/tournaments", (api, r, q, f) -> api.create(r))
            .add("GET", "/api/tournaments/" + ID, (api, r, q, f) -> api.one(id(f)))
            .add("POST", "/api/tournaments/" + ID + "/join", (api, r, q, f) -> api.join(r, id(f)))
            .add("POST", "/api/tournaments/" + ID + "/leave", (api, r, q, f) -> api.leave(r, id(f)))
            .add("POST", "/api/tournaments/" + ID + "/start", (api, r, q, f) -> api.start(r, id(f)))
            .add("GET", "/api/tournaments/" + ID + "/records.zip", (api, r, q, f) -> api.records(id(f)));

    /** The most tournaments of each state {@code GET /api/tournaments} lists. */
    static final int MOST_LISTED = 50;

    private final Tournaments tournaments;
    private final Sessions sessions;
    private final Gate gate;
    private final Database db;

    TournamentApi(Tournaments tournaments, Sessions sessions, Database db) {
        this.tournaments = tournaments;
        this.sessions = sessions;
        this.db = db;
        this.gate = new Gate(db.settings());
    }

    private static long id(RouteTable.Found<Call> f) {
        return Long.parseLong(f.parameter(1));
    }

    Answer handle(ApiRequest r, String query) {
        String problem = gate.originProblem(r.method(), r.header());
        if (problem != null) {
            return Answer.error(403, problem);
        }
        try {
            RouteTable.Found<Call> found = ROUTES.find(r.method(), r.path());
            if (found != null) {
                return found.handler().handle(this, r, query, found);
            }
            java.util.Set<String> methods = ROUTES.methods(r.path());
            return methods.isEmpty()
                    ? Answer.error(404, "no such call: " + Quote.excerpt(r.path()) + " (see docs/server-api.md, \"Tournaments\")")
                    : Answer.error(405, Quote.excerpt(r.method()) + " is not allowed here: use " + String.join(" or ", methods));
        } catch (AccountException e) {
            return Answer.error(e.status(), e.getMessage());
        } catch (Tournaments.NoSuchTournament e) {
            return Answer.error(404, e.getMessage());
        } catch (Tournaments.LimitReached e) {
            return Answer.error(429, e.getMessage());
        } catch (IllegalArgumentException e) {
            return Answer.error(400, Quote.line(e.getMessage()));
        } catch (DatabaseException | IllegalStateException e) {
            return Answer.error(503, "the server's database is not answering: try again in a minute");
        }
    }

    private Account loggedIn(ApiRequest r) {
        return Gate.sessionId(r.header()).flatMap(sessions::account)
                .orElseThrow(() -> new AccountException(401, "not logged in: log in first (POST /api/login)"));
    }

    private Answer create(ApiRequest r) {
        Account a = loggedIn(r);
        JsonObject b = r.json("{\"game\": \"glassbead-challenge\", \"format\": \"round-robin\", \"live\": \"5+3\", \"rated\": true, \"maxPlayers\": 8}");
        JsonObject o = new JsonObject();
        o.addProperty("id", tournaments.create(a, draft(b)));
        return Answer.json(201, o);
    }

    /** The creator's request, checked field by field. */
    static Tournaments.Draft draft(JsonObject b) {
        String game = text(b, "game");
        if (game == null || game.isBlank()) {
            throw new IllegalArgumentException("\"game\" is missing: say which game, e.g. \"glassbead-challenge\"");
        }
        String format = text(b, "format");
        if (format == null || !List.of("round-robin", "double-round-robin", "swiss", "knockout").contains(format)) {
            throw new IllegalArgumentException("\"format\" is one of round-robin, double-round-robin, swiss, knockout, not '"
                    + Quote.excerpt(String.valueOf(format)) + "'");
        }
        Map<String, String> options = new LinkedHashMap<>();
        JsonElement opts = b.get("options");
        if (opts != null && opts.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : opts.getAsJsonObject().entrySet()) {
                if (!e.getValue().isJsonPrimitive()) {
                    throw new IllegalArgumentException("option '" + Quote.excerpt(e.getKey()) + "' must be a plain value");
                }
                options.put(e.getKey(), e.getValue().getAsString());
            }
        }
        if (new com.google.gson.Gson().toJson(options).length() > 4000) {
            throw new IllegalArgumentException("the options are too long: at most 4000 characters");
        }
        String live = text(b, "live");
        String days = text(b, "days");
        Optional<TimeControl> clock = live == null || live.isBlank() ? Optional.empty() : Optional.of(TimeControl.parse(live));
        Optional<Integer> d = Optional.empty();
        if (days != null && !days.isBlank()) {
            try {
                d = Optional.of(CorrespondenceControl.parse(days).days());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("\"days\" is the days a move, 1, 3 or 7, not '" + Quote.excerpt(days) + "'");
            }
        }
        String starts = text(b, "starts");
        Optional<Instant> at;
        try {
            at = starts == null || starts.isBlank() ? Optional.empty() : Optional.of(Instant.parse(starts));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("\"starts\" is a time such as \"2026-12-01T18:00:00Z\", not '" + Quote.excerpt(starts) + "'");
        }
        return new Tournaments.Draft(text(b, "name"), game, options, number(b, "seats", 2), format, number(b, "rounds", 0),
                text(b, "drawRule"), bool(b, "rated"), clock, d, number(b, "maxPlayers", 16), at);
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

    private static int number(JsonObject b, String key, int otherwise) {
        String t = text(b, key);
        if (t == null || t.isBlank()) {
            return otherwise;
        }
        try {
            return Integer.parseInt(t.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + key + "\" must be a whole number, not '" + Quote.excerpt(t) + "'");
        }
    }

    private static boolean bool(JsonObject b, String key) {
        String t = text(b, key);
        if (t == null) {
            return false;
        }
        if (!t.equals("true") && !t.equals("false")) {
            throw new IllegalArgumentException("\"" + key + "\" must be true or false");
        }
        return Boolean.parseBoolean(t);
    }

    private Answer join(ApiRequest r, long id) {
        Account a = loggedIn(r);
        JsonObject b = r.body().isBlank() ? new JsonObject() : r.json("{} or {\"name\": \"greedy-bot\"}");
        tournaments.join(a, id, text(b, "name"), account -> org.beadbox.server.bots.Bots.isBot(db, account));
        return Answer.json(204, null);
    }

    private Answer leave(ApiRequest r, long id) {
        Account a = loggedIn(r);
        return tournaments.leave(a, id) ? Answer.json(204, null)
                : Answer.error(409, "you are not in tournament " + id + " (or withdrew already)");
    }

    private Answer start(ApiRequest r, long id) {
        tournaments.start(loggedIn(r), id);
        return Answer.json(204, null);
    }

    private Answer list() {
        JsonObject o = new JsonObject();
        for (String state : List.of(Tournament.OPEN, Tournament.PLAYING, Tournament.FINISHED)) {
            JsonArray list = new JsonArray();
            for (Tournament t : tournaments.list(state, MOST_LISTED)) {
                JsonObject one = TournamentJson.summary(t);
                Tournaments.View v = tournaments.view(t.id());
                one.addProperty("players", v.entrants().size());
                if (state.equals(Tournament.FINISHED)) {
                    JsonArray winners = new JsonArray();
                    v.standings().stream().filter(s -> s.rank() == 1).forEach(s -> winners.add(s.name()));
                    one.add("winners", winners);
                }
                list.add(one);
            }
            o.add(state, list);
        }
        return Answer.json(200, o);
    }

    private Answer one(long id) {
        return Answer.json(200, TournamentJson.view(tournaments.view(id)));
    }

    /** A finished tournament's records: one JSON record a game, and the tournament's own JSON, in one zip. */
    private Answer records(long id) {
        Tournaments.View v = tournaments.view(id);
        if (!v.tournament().state().equals(Tournament.FINISHED)) {
            return Answer.error(409, "tournament " + id + " is " + v.tournament().state() + ": its records are kept once it has finished");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("tournament-" + id + ".json"));
            zip.write(TournamentJson.view(v).toString().getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            for (TournamentRows.GameRow g : v.games()) {
                if (g.tableId() == null) {
                    continue;
                }
                Optional<String> record = db.inTransaction(c -> org.beadbox.server.lobby.LobbyTables.record(c, g.tableId()));
                if (record.isPresent()) {
                    zip.putNextEntry(new ZipEntry(String.format("round-%02d-table-%02d-%s.json", g.round(), g.tableNo(),
                            String.join("-", g.players()).replaceAll("[^A-Za-z0-9_-]", "_"))));
                    zip.write(record.get().getBytes(StandardCharsets.UTF_8));
                    zip.closeEntry();
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return new Answer(200, "application/zip", bytes.toByteArray());
    }

    /** For the JSON of standings. */
    static JsonObject standing(Standing s) {
        JsonObject o = new JsonObject();
        o.addProperty("rank", s.rank());
        o.addProperty("name", s.name());
        o.addProperty("points", s.points());
        o.addProperty("games", s.games());
        JsonArray tb = new JsonArray();
        s.tieBreaks().forEach(tb::add);
        o.add("tieBreaks", tb);
        return o;
    }
}
