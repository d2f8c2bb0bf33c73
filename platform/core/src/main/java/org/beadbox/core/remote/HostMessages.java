package org.beadbox.core.remote;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.beadbox.api.Setup;

/**
 * Reads the host's messages ({@code docs/web-protocol.md}) into {@link RemoteTable}'s records.
 * A field this client does not know is ignored; one it cannot read throws, and the message is
 * skipped.
 */
final class HostMessages {

    private HostMessages() {
    }

    /**
     * A message as a tree, without its {@code scene}: this client draws the position with its own
     * copy of the game, and the scene is most of a {@code state} (tens of KB), so it is skipped
     * as it is read, never built. Null when the text is not a JSON object.
     */
    static JsonObject withoutScene(String text) {
        try (JsonReader r = new JsonReader(new StringReader(text))) {
            if (r.peek() != JsonToken.BEGIN_OBJECT) {
                return null;
            }
            JsonObject m = new JsonObject();
            r.beginObject();
            while (r.hasNext()) {
                String name = r.nextName();
                if (name.equals("scene")) {
                    r.skipValue();
                } else {
                    m.add(name, JsonParser.parseReader(r));
                }
            }
            r.endObject();
            return m;
        } catch (IOException | RuntimeException e) { // not JSON, or not an object
            return null;
        }
    }

    static RemoteTable.Welcome welcome(JsonObject m) {
        Set<Integer> you = new TreeSet<>();
        if (m.get("you") instanceof JsonArray a) {
            a.forEach(x -> you.add(x.getAsInt()));
        }
        Optional<Setup> setup = Optional.empty();
        if (m.get("setup") instanceof JsonObject s) {
            Map<String, String> options = new LinkedHashMap<>();
            if (s.get("options") instanceof JsonObject o) {
                o.entrySet().forEach(e -> options.put(e.getKey(), e.getValue().getAsString()));
            }
            long seed = s.has("seed") ? s.get("seed").getAsLong() : 0;
            setup = Optional.of(new Setup(s.get("players").getAsInt(), options, seed));
        }
        return new RemoteTable.Welcome(string(m, "table"), string(m, "game"), string(m, "gameName"), you, seats(m), setup);
    }

    static RemoteTable.State state(JsonObject m) {
        List<String> moves = new ArrayList<>();
        if (!(m.get("moves") instanceof JsonArray a)) {
            throw new IllegalArgumentException("a state without its moves");
        }
        a.forEach(x -> moves.add(x.getAsString()));
        String summary = m.get("result") instanceof JsonObject r ? string(r, "summary") : "";
        boolean over = m.has("over") && m.get("over").getAsBoolean();
        boolean yours = m.has("yourTurn") && m.get("yourTurn").getAsBoolean();
        int toMove = m.has("toMove") ? m.get("toMove").getAsInt() : -1;
        return new RemoteTable.State(List.copyOf(moves), toMove, over, summary, yours, clocks(m));
    }

    /** A state's clocks, or null when it has none (or a host's that does not read). */
    static org.beadbox.core.ClockReading clocks(JsonObject m) {
        if (!(m.get("clocks") instanceof JsonObject c) || !(c.get("remainingMillis") instanceof JsonArray left)) {
            return null;
        }
        try {
            List<java.time.Duration> times = new ArrayList<>();
            left.forEach(x -> times.add(java.time.Duration.ofMillis(Math.max(0, x.getAsLong()))));
            return new org.beadbox.core.ClockReading(org.beadbox.core.TimeControl.parse(string(c, "control")), times,
                    c.has("running") ? c.get("running").getAsInt() : -1);
        } catch (RuntimeException e) {
            return null;
        }
    }

    static List<RemoteTable.Seat> seats(JsonObject m) {
        List<RemoteTable.Seat> seats = new ArrayList<>();
        if (m.get("seats") instanceof JsonArray a) {
            for (JsonElement e : a) {
                JsonObject s = e.getAsJsonObject();
                seats.add(new RemoteTable.Seat(string(s, "name"), string(s, "player"), string(s, "color"),
                        !s.has("connected") || s.get("connected").getAsBoolean()));
            }
        }
        return List.copyOf(seats);
    }

    static String string(JsonObject m, String key) {
        JsonElement e = m.get(key);
        return e == null || e.isJsonNull() ? "" : e.getAsString();
    }
}
