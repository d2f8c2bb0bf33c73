package org.beadbox.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import org.beadbox.server.tournament.Tournament;
import org.beadbox.server.tournament.TournamentRows;
import org.beadbox.server.tournament.Tournaments;

/** The tournaments' JSON answers (docs/server-api.md, "Tournaments"). Names go out as data; pages escape them. */
final class TournamentJson {

    private TournamentJson() {
    }

    /** What the list shows of a tournament. */
    static JsonObject summary(Tournament t) {
        JsonObject o = new JsonObject();
        o.addProperty("id", t.id());
        o.addProperty("name", t.name());
        o.addProperty("state", t.state());
        o.addProperty("game", t.game());
        JsonObject options = new JsonObject();
        t.options().forEach(options::addProperty);
        o.add("options", options);
        o.addProperty("seats", t.seats());
        o.addProperty("format", t.format());
        o.addProperty("rated", t.rated());
        t.live().ifPresent(l -> o.addProperty("live", l.toString()));
        t.days().ifPresent(d -> o.addProperty("days", d));
        o.addProperty("maxPlayers", t.maxPlayers());
        t.startsAt().ifPresent(s -> o.addProperty("starts", s.toString()));
        o.addProperty("creator", t.creatorName());
        o.addProperty("round", t.round());
        o.addProperty("rounds", t.rounds());
        if (t.reason() != null) {
            o.addProperty("reason", t.reason());
        }
        return o;
    }

    /** A tournament with its entrants, standings and games ({@code GET /api/tournaments/ID}). */
    static JsonObject view(Tournaments.View v) {
        JsonObject o = summary(v.tournament());
        if (v.roundStarted() != null) {
            o.addProperty("roundStarted", v.roundStarted().toString());
        }
        JsonArray entrants = new JsonArray();
        for (TournamentRows.EntrantRow e : v.entrants()) {
            JsonObject one = new JsonObject();
            one.addProperty("name", e.name());
            one.addProperty("rating", Math.round(e.rating()));
            one.addProperty("withdrawn", e.withdrawn());
            entrants.add(one);
        }
        o.add("entrants", entrants);
        JsonArray names = new JsonArray();
        v.tieBreakNames().forEach(names::add);
        o.add("tieBreakNames", names);
        JsonArray standings = new JsonArray();
        v.standings().forEach(s -> standings.add(TournamentApi.standing(s)));
        o.add("standings", standings);
        JsonArray games = new JsonArray();
        for (TournamentRows.GameRow g : v.games()) {
            JsonObject one = new JsonObject();
            one.addProperty("round", g.round());
            one.addProperty("table", g.tableNo());
            JsonArray players = new JsonArray();
            g.players().forEach(players::add);
            one.add("players", players);
            if (g.points() == null) {
                one.add("result", JsonNull.INSTANCE);
            } else {
                JsonArray result = new JsonArray();
                for (double p : g.points()) {
                    result.add(p);
                }
                one.add("result", result);
                one.addProperty("how", g.how());
            }
            if (g.tableId() != null) {
                one.addProperty("tableId", g.tableId());
                one.addProperty("play", "/api/tables/" + g.tableId() + "/play");
                one.addProperty("record", "/api/records/" + g.tableId() + ".json");
            }
            games.add(one);
        }
        o.add("games", games);
        return o;
    }
}
