package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.net.URI;
import java.util.Optional;
import java.util.function.IntFunction;
import org.beadbox.api.Setup;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;

/**
 * The {@code welcome} a table sends a connection as it joins: the game and its rules, the
 * connection's seats, every seat's presence, the setup (so that a client mirroring the table,
 * Swing's Join, starts the same variant), and for the host the computer players to hand a seat
 * to and every seat's link to pass on.
 */
final class TableWelcome {

    private TableWelcome() {
    }

    /** The welcome of {@code c} at {@code table}; {@code computerName} names a computer seat ("MCTS (computer)"). */
    static JsonObject of(WebTable table, TableConnection c, PlayerCatalog players, IntFunction<String> computerName) {
        Match match = table.match();
        JsonObject o = new JsonObject();
        o.addProperty("type", "welcome");
        o.addProperty("table", table.id());
        o.addProperty("game", match.info().id());
        o.addProperty("gameName", match.info().name());
        o.addProperty("rulesHtml", match.info().rulesHtml());
        o.add("you", Protocol.ints(c.seats()));
        o.add("seats", table.seats().json(match, table::connected, computerName));
        o.addProperty("spectators", table.spectators());
        o.addProperty("host", c.host());
        o.addProperty("rematch", Rematch.possible(table.seats()));
        o.add("setup", setup(match.setup()));
        if (c.host()) {
            JsonArray ps = new JsonArray();
            players.forGame(match.info()).forEach(f -> {
                JsonObject p = new JsonObject();
                p.addProperty("id", f.id());
                p.addProperty("name", f.name());
                ps.add(p);
            });
            o.add("players", ps);
            o.add("links", links(table));
            o.addProperty("watch", table.spectatorLink().toString());
        }
        return o;
    }

    /** Each seat's link (null for a seat without one), for the host's page to pass on. */
    private static JsonArray links(WebTable table) {
        JsonArray out = new JsonArray();
        for (int i = 0; i < table.match().seats(); i++) {
            Optional<URI> l = table.seatLink(i);
            if (l.isPresent()) {
                out.add(l.get().toString());
            } else {
                out.add(JsonNull.INSTANCE);
            }
        }
        return out;
    }

    /** The resolved setup as the welcome's {@code setup}. */
    static JsonObject setup(Setup setup) {
        JsonObject s = new JsonObject();
        s.addProperty("players", setup.players());
        JsonObject options = new JsonObject();
        setup.options().forEach(options::addProperty);
        s.add("options", options);
        // A string: JavaScript's numbers would round a 64-bit seed.
        s.addProperty("seed", Long.toString(setup.seed()));
        return s;
    }

    /** The display name of a computer seat played by {@code spec}: its player's name, "(computer)". */
    static String computerName(PlayerCatalog players, String spec) {
        try {
            String pid = PlayerSpec.parse(spec).id();
            return players.find(pid).map(f -> f.name()).orElse(pid) + " (computer)";
        } catch (IllegalArgumentException e) {
            return spec + " (computer)";
        }
    }
}
