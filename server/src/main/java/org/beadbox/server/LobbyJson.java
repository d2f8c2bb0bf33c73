package org.beadbox.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.lobby.Seek;
import org.beadbox.server.rating.Rating;
import org.beadbox.server.rating.Ratings;

/** The lobby's answers as JSON (docs/server-lobby.md): seeks, tables, ratings. */
final class LobbyJson {

    private LobbyJson() {
    }

    /**
     * The installed games: id, name, seats, the seats' names and colours for each number of seats
     * ({@code "seatNames": {"2": [{"name", "color"}, ...]}}, in seat order), and each option's key,
     * label, kind, default and choices, in the game's own order.
     */
    static JsonObject games(List<org.beadbox.api.Game> games) {
        JsonArray a = new JsonArray();
        for (org.beadbox.api.Game g : games) {
            JsonObject o = new JsonObject();
            o.addProperty("id", g.info().id());
            o.addProperty("name", g.info().name());
            o.addProperty("minSeats", g.info().minPlayers());
            o.addProperty("maxSeats", g.info().maxPlayers());
            o.add("seatNames", seatNames(g));
            JsonArray options = new JsonArray();
            for (org.beadbox.api.OptionSpec spec : g.options()) {
                JsonObject p = new JsonObject();
                p.addProperty("key", spec.key());
                p.addProperty("label", spec.label());
                p.addProperty("description", spec.description());
                p.addProperty("kind", spec.kind().name().toLowerCase(java.util.Locale.ROOT));
                p.addProperty("default", spec.defaultValue());
                JsonArray choices = new JsonArray();
                spec.choices().forEach(choices::add);
                p.add("choices", choices);
                options.add(p);
            }
            o.add("options", options);
            a.add(o);
        }
        JsonObject o = new JsonObject();
        o.add("games", a);
        return o;
    }

    private static JsonObject seatNames(org.beadbox.api.Game g) {
        JsonObject byCount = new JsonObject();
        for (int n = g.info().minPlayers(); n <= g.info().maxPlayers(); n++) {
            JsonArray seats = new JsonArray();
            for (org.beadbox.api.SeatInfo s : g.seats(n)) {
                JsonObject seat = new JsonObject();
                seat.addProperty("name", s.name());
                seat.addProperty("color", s.color());
                seats.add(seat);
            }
            byCount.add(Integer.toString(n), seats);
        }
        return byCount;
    }

    static JsonObject rating(Rating r) {
        JsonObject o = new JsonObject();
        o.addProperty("rating", Math.round(r.rating()));
        o.addProperty("deviation", Math.round(r.deviation()));
        o.addProperty("volatility", r.volatility());
        o.addProperty("provisional", r.provisional());
        o.addProperty("shown", r.shown());
        return o;
    }

    static JsonObject seek(Seek s, long viewer, Rating posterRating) {
        JsonObject o = new JsonObject();
        o.addProperty("id", s.id());
        o.addProperty("by", s.posterName());
        o.add("byRating", posterRating == null ? null : rating(posterRating));
        o.addProperty("game", s.offer().game());
        JsonObject options = new JsonObject();
        s.offer().options().forEach(options::addProperty);
        o.add("options", options);
        o.addProperty("seats", s.offer().seats());
        o.addProperty("seated", s.seated());
        JsonArray takers = new JsonArray();
        s.takers().forEach(t -> takers.add(t.name()));
        o.add("takers", takers);
        o.addProperty("youSit", s.takers().stream().anyMatch(t -> t.account() == viewer));
        o.addProperty("rated", s.offer().rated());
        s.offer().live().ifPresent(l -> o.addProperty("live", l.toString()));
        s.offer().correspondence().ifPresent(d -> o.addProperty("days", d.days()));
        s.forName().ifPresent(f -> o.addProperty("for", f));
        o.addProperty("own", s.poster() == viewer);
        o.addProperty("created", s.created().toString());
        return o;
    }

    static JsonObject table(LobbyTables.Entry e) {
        JsonObject o = new JsonObject();
        o.addProperty("table", e.table());
        o.addProperty("game", e.game());
        o.addProperty("seat", e.seat());
        JsonArray names = new JsonArray();
        e.names().forEach(names::add);
        o.add("players", names);
        o.addProperty("state", e.state());
        o.addProperty("yourTurn", e.yourTurn());
        o.addProperty("rated", e.rated());
        e.live().ifPresent(l -> o.addProperty("live", l));
        e.days().ifPresent(d -> o.addProperty("days", d));
        e.due().ifPresent(d -> o.addProperty("due", d.toString()));
        o.addProperty("turnStarted", e.turnStarted().toString());
        e.result().ifPresent(r -> o.addProperty("result", r));
        if (!"playing".equals(e.state())) {
            o.addProperty("outcome", e.winners().isEmpty() ? "none"
                    : e.winners().size() > 1 ? "draw" : e.winners().contains(e.seat()) ? "win" : "loss");
        }
        o.addProperty("play", "/api/tables/" + e.table() + "/play");
        o.addProperty("record", "/api/records/" + e.table() + ".json");
        return o;
    }

    static JsonObject tables(List<LobbyTables.Entry> entries) {
        return tables(entries, Map.of());
    }

    /** The account's tables; those it opened for guests with the guests' links (its own to send). */
    static JsonObject tables(List<LobbyTables.Entry> entries, Map<String, List<String>> guestLinks) {
        JsonObject o = new JsonObject();
        JsonArray a = new JsonArray();
        for (LobbyTables.Entry e : entries) {
            JsonObject t = table(e);
            List<String> links = guestLinks.get(e.table());
            if (links != null) {
                JsonArray g = new JsonArray();
                links.forEach(g::add);
                t.add("guests", g);
            }
            a.add(t);
        }
        o.add("tables", a);
        o.addProperty("yourTurn", entries.stream().filter(LobbyTables.Entry::yourTurn).count());
        return o;
    }

    /**
     * The tables anyone may watch: game, players (with their ratings in a rated game), moves, the
     * last move's time, and where to watch ({@code /api/tables/ID/play}).
     */
    static JsonObject watchable(List<LobbyTables.Watchable> tables, java.util.function.BiFunction<Long, String, Rating> rating) {
        JsonArray a = new JsonArray();
        for (LobbyTables.Watchable w : tables) {
            JsonObject o = new JsonObject();
            o.addProperty("table", w.table());
            o.addProperty("game", w.game());
            o.addProperty("rated", w.rated());
            w.live().ifPresent(l -> o.addProperty("live", l));
            w.days().ifPresent(d -> o.addProperty("days", d));
            java.util.Optional<String> pool = w.rated() ? Ratings.pool(w.game(), w.seats().size()) : java.util.Optional.empty();
            JsonArray players = new JsonArray();
            for (LobbyTables.Sitter s : w.seats()) {
                JsonObject p = new JsonObject();
                p.addProperty("name", s.name());
                if (pool.isPresent() && s.account() != null) {
                    p.add("rating", rating(rating.apply(s.account(), pool.get())));
                }
                players.add(p);
            }
            o.add("players", players);
            o.addProperty("moves", w.moves());
            o.addProperty("watchers", w.watchers());
            o.addProperty("lastMove", w.lastMove().toString());
            o.addProperty("watch", "/api/tables/" + w.table() + "/play");
            a.add(o);
        }
        JsonObject o = new JsonObject();
        o.add("tables", a);
        return o;
    }

    static JsonObject standings(Map<String, Ratings.Standing> standings) {
        JsonObject o = new JsonObject();
        standings.forEach((pool, s) -> {
            JsonObject r = rating(s.rating());
            r.addProperty("games", s.games());
            o.add(pool, r);
        });
        return o;
    }

    static JsonObject history(List<Ratings.Change> changes) {
        JsonArray a = new JsonArray();
        for (Ratings.Change c : changes) {
            JsonObject r = rating(c.rating());
            r.addProperty("table", c.table());
            r.addProperty("at", c.at().toString());
            a.add(r);
        }
        JsonObject o = new JsonObject();
        o.add("history", a);
        return o;
    }
}
