package org.beadbox.ui.web;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Quote;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.core.online.SeatRequest;

/**
 * The lobby: the installed games and players (sent again whenever a bundle comes or goes), and
 * new tables. Only a browser on the host itself may open tables.
 */
public final class LobbyConnection extends Connection {

    private static final Gson GSON = new Gson();

    private final WebTables tables;
    private final boolean host;

    LobbyConnection(WebTables tables, boolean host) {
        this.tables = tables;
        this.host = host;
    }

    @Override
    void opened() {
        tables.lobbies.add(this);
        sendGames();
    }

    @Override
    void closed() {
        tables.lobbies.remove(this);
    }

    @Override
    MessageRules rules() {
        return MessageRules.LOBBY;
    }

    @Override
    JsonObject handle(String type, JsonObject m) {
        return switch (type) {
            case "create" -> create(m);
            case "games" -> games();
            case "check" -> check(m);
            default -> unknown(type);
        };
    }

    void sendGames() {
        send(games());
    }

    private JsonObject games() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "games");
        JsonArray list = new JsonArray();
        for (Game g : tables.games().games()) {
            try {
                list.add(game(g));
            } catch (RuntimeException e) { // a broken game is left out of the lobby, not the lobby out
                System.err.println("beadbox web: the lobby leaves out " + g.info().id() + ": " + e);
            }
        }
        o.add("games", list);
        o.addProperty("host", host);
        return o;
    }

    private JsonObject game(Game g) {
        GameInfo info = g.info();
        JsonObject j = new JsonObject();
        j.addProperty("id", info.id());
        j.addProperty("name", info.name());
        j.addProperty("summary", info.summary());
        j.addProperty("inventor", info.inventor());
        j.addProperty("minPlayers", info.minPlayers());
        j.addProperty("maxPlayers", info.maxPlayers());
        JsonObject seats = new JsonObject();
        for (int n = info.minPlayers(); n <= info.maxPlayers(); n++) {
            JsonArray names = new JsonArray();
            for (SeatInfo s : g.seats(n)) {
                names.add(GSON.toJsonTree(s));
            }
            seats.add(Integer.toString(n), names);
        }
        j.add("seats", seats);
        j.add("options", GSON.toJsonTree(g.options()));
        JsonArray ps = new JsonArray();
        for (PlayerFactory f : tables.players().forGame(info)) {
            JsonObject p = new JsonObject();
            p.addProperty("id", f.id());
            p.addProperty("name", f.name());
            p.addProperty("description", f.description());
            ps.add(p);
        }
        j.add("players", ps);
        j.add("picture", SceneJson.of(g.start(Setup.of(info.minPlayers(), 1)).draw(List.of())));
        return j;
    }

    private static Map<String, String> options(JsonObject m) {
        Map<String, String> options = new LinkedHashMap<>();
        JsonElement opts = m.get("options");
        if (opts != null && opts.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : opts.getAsJsonObject().entrySet()) {
                options.put(e.getKey(), e.getValue().getAsString());
            }
        }
        return options;
    }

    /** What the game makes of the form's values: see {@link SetupCheck}. */
    private JsonObject check(JsonObject m) {
        String gameId = Protocol.string(m, "game");
        Game game = tables.games().find(gameId == null ? "" : gameId).orElse(null);
        if (game == null) { // gone since the form opened: answered as a check, so the form knows its check is done
            JsonObject o = new JsonObject();
            o.addProperty("type", "checked");
            o.addProperty("game", gameId == null ? "" : gameId);
            o.add("options", new JsonObject());
            o.add("ranges", new JsonObject());
            o.addProperty("problem", "no game " + Quote.excerpt(gameId == null ? "" : gameId) + " is installed");
            return o;
        }
        int n = Protocol.integer(m, "players", game.info().minPlayers());
        return SetupCheck.check(game, n, options(m));
    }

    private JsonObject create(JsonObject m) {
        if (!host) {
            return Protocol.error("only the host's own browser can open tables");
        }
        String gameId = Protocol.string(m, "game");
        int n = Protocol.integer(m, "players", -1);
        Map<String, String> options = options(m);
        List<SeatRequest> seats = new ArrayList<>();
        for (JsonElement e : m.getAsJsonArray("seats")) {
            JsonObject s = e.getAsJsonObject();
            String kind = Protocol.string(s, "kind");
            String name = Protocol.string(s, "name");
            seats.add("ai".equals(kind) ? SeatRequest.ai(Protocol.string(s, "spec")) : SeatRequest.invite(name));
        }
        try {
            String clock = Protocol.string(m, "clock");
            org.beadbox.core.TimeControl control = clock == null || clock.isBlank() || "none".equals(clock)
                    ? null : org.beadbox.core.TimeControl.parse(clock);
            WebTable t = tables.openTable(gameId, new Setup(n < 0 ? seats.size() : n, options, new SplittableRandom().nextLong()),
                    seats, control);
            JsonObject o = new JsonObject();
            o.addProperty("type", "created");
            o.addProperty("table", t.id());
            JsonArray tokens = new JsonArray();
            JsonArray links = new JsonArray();
            for (int i = 0; i < seats.size(); i++) {
                boolean invited = "invite".equals(Protocol.string(m.getAsJsonArray("seats").get(i).getAsJsonObject(), "kind"));
                if (seats.get(i).kind() == SeatRequest.Kind.INVITE && !invited) {
                    tokens.add(t.seatToken(i).orElseThrow());
                }
                // Links to send are for the invited seats only: this browser's own seats travel as tokens.
                links.add(invited ? t.seatLink(i).map(Object::toString).orElse(null) : null);
            }
            o.add("tokens", tokens);
            o.add("links", links);
            o.addProperty("spectator", t.spectatorLink().toString());
            // The token a browser holding no seat opens the table with (computers only, or every
            // seat invited): without it the page's link ended in "." and every upgrade was refused.
            o.addProperty("watch", t.seats().spectatorToken());
            return o;
        } catch (IllegalArgumentException e) {
            return Protocol.error(e.getMessage());
        }
    }
}
