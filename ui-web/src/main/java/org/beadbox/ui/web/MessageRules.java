package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.beadbox.api.Quote;

/**
 * The client messages of docs/web-protocol.md, field by field: {@link #problem} says what is
 * wrong with a message before any handler reads it, so that a field of the wrong type, out of its
 * range, or missing closes the connection with 1003 and that reason, and no handler meets a
 * value it did not expect. Fields a message does not define are ignored (later clients may add
 * some).
 */
final class MessageRules {

    /** The most seats a table has, and so the highest seat number plus one. */
    static final int SEATS = 64;
    /** The most steps or partial steps a move message may carry. */
    static final int STEPS = 256;

    /** What a field holds. */
    enum Kind {
        /** A JSON string. */
        TEXT("a text"),
        /** A whole number from 0 to {@value MessageRules#SEATS} - 1. */
        SEAT("a seat number from 0 to " + (SEATS - 1)),
        /** A whole number, 0 or more. */
        PLY("a whole number, 0 or more"),
        /** A whole number from 1 to {@value MessageRules#SEATS}. */
        PLAYERS("a whole number from 1 to " + SEATS),
        /** true or false. */
        FLAG("true or false"),
        /** A list of at most {@value MessageRules#STEPS} texts. */
        TEXTS("a list of at most " + STEPS + " texts"),
        /** An object whose values are texts. */
        OPTIONS("an object of texts, {\"KEY\": \"VALUE\"}"),
        /** A list of seat requests, {@code {kind, spec?, name?}}. */
        SEAT_REQUESTS("a list of at most " + SEATS + " seats {kind, spec, name}");

        private final String what;

        Kind(String what) {
            this.what = what;
        }
    }

    /** A field: its name, what it holds, whether a message must have it. */
    record Field(String name, Kind kind, boolean required) {
    }

    private static Field required(String name, Kind kind) {
        return new Field(name, kind, true);
    }

    private static Field optional(String name, Kind kind) {
        return new Field(name, kind, false);
    }

    /** The lobby's messages ({@code /ws/lobby}). */
    static final MessageRules LOBBY = new MessageRules(Map.of(
            "create", List.of(required("game", Kind.TEXT), optional("players", Kind.PLAYERS), optional("options", Kind.OPTIONS),
                    optional("clock", Kind.TEXT), required("seats", Kind.SEAT_REQUESTS)),
            "games", List.of(),
            "check", List.of(required("game", Kind.TEXT), optional("players", Kind.PLAYERS), optional("options", Kind.OPTIONS))));

    /** A table's messages ({@code /ws/table}), for an open table and a finished one alike. */
    static final MessageRules TABLE = new MessageRules(Map.ofEntries(
            Map.entry("steps", List.of(optional("partial", Kind.TEXTS))),
            Map.entry("move", List.of(optional("steps", Kind.TEXTS), optional("notation", Kind.TEXT), optional("seat", Kind.SEAT))),
            Map.entry("resign", List.of(optional("seat", Kind.SEAT))),
            Map.entry("state", List.of()),
            Map.entry("view", List.of(required("ply", Kind.PLY))),
            Map.entry("undo", List.of()),
            Map.entry("undoReply", List.of(required("accept", Kind.FLAG))),
            Map.entry("draw", List.of(optional("seat", Kind.SEAT))),
            Map.entry("drawReply", List.of(required("accept", Kind.FLAG))),
            Map.entry("handover", List.of(required("seat", Kind.SEAT), required("spec", Kind.TEXT))),
            Map.entry("giveBack", List.of(required("seat", Kind.SEAT))),
            Map.entry("rematch", List.of(optional("start", Kind.FLAG))),
            Map.entry("rematchDecline", List.of()),
            Map.entry("chat", List.of(required("text", Kind.TEXT))),
            Map.entry("review", List.of(optional("budget", Kind.TEXT))),
            Map.entry("reviewCancel", List.of()),
            Map.entry("reviewBoard", List.of(required("ply", Kind.PLY)))));

    private static final Set<String> SEAT_KINDS = Set.of("human", "invite", "ai");

    private final Map<String, List<Field>> types;

    private MessageRules(Map<String, List<Field>> types) {
        this.types = Map.copyOf(types);
    }

    /** The message types these rules know. */
    Set<String> types() {
        return types.keySet();
    }

    /** The fields of message {@code type}; empty for an unknown type. */
    List<Field> fields(String type) {
        return types.getOrDefault(type, List.of());
    }

    /**
     * What is wrong with {@code message} of {@code type}, as the one line the connection closes
     * with; null when nothing is. Echoed input (an unknown type) is quoted, never raw.
     */
    String problem(String type, JsonObject message) {
        List<Field> fields = types.get(type);
        if (fields == null) {
            return "unknown message type " + Quote.excerpt(type);
        }
        for (Field f : fields) {
            JsonElement e = message.get(f.name());
            if (e == null || e.isJsonNull()) {
                if (f.required()) {
                    return type + " needs \"" + f.name() + "\": " + f.kind().what;
                }
                continue;
            }
            String wrong = check(f.kind(), e);
            if (wrong != null) {
                return type + "'s \"" + f.name() + "\" must be " + f.kind().what + wrong;
            }
        }
        if (type.equals("move") && present(message, "steps") == present(message, "notation")) {
            return "move needs either \"steps\" (a list of texts) or \"notation\" (a text), and not both";
        }
        return null;
    }

    private static boolean present(JsonObject m, String key) {
        return m.get(key) != null && !m.get(key).isJsonNull();
    }

    /** Null when {@code e} is of {@code kind}; else what is wrong, as the end of a sentence. */
    private static String check(Kind kind, JsonElement e) {
        return switch (kind) {
            case TEXT -> isText(e) ? null : "";
            case SEAT -> whole(e, 0, SEATS - 1) ? null : "";
            case PLY -> whole(e, 0, Integer.MAX_VALUE) ? null : "";
            case PLAYERS -> whole(e, 1, SEATS) ? null : "";
            case FLAG -> e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean() ? null : "";
            case TEXTS -> texts(e);
            case OPTIONS -> options(e);
            case SEAT_REQUESTS -> seatRequests(e);
        };
    }

    private static boolean isText(JsonElement e) {
        return e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
    }

    /** A JSON number with no fraction, from {@code min} to {@code max}: {@code 1.0} is one, {@code 1.5} and {@code "1"} are not. */
    private static boolean whole(JsonElement e, long min, long max) {
        if (!(e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber())) {
            return false;
        }
        try {
            BigDecimal d = new BigDecimal(e.getAsJsonPrimitive().getAsString());
            if (d.signum() != 0 && d.stripTrailingZeros().scale() > 0) {
                return false;
            }
            return d.compareTo(BigDecimal.valueOf(min)) >= 0 && d.compareTo(BigDecimal.valueOf(max)) <= 0;
        } catch (NumberFormatException | ArithmeticException x) {
            return false;
        }
    }

    private static String texts(JsonElement e) {
        if (!e.isJsonArray()) {
            return "";
        }
        JsonArray a = e.getAsJsonArray();
        if (a.size() > STEPS) {
            return " (it has " + a.size() + ")";
        }
        for (JsonElement x : a) {
            if (!isText(x)) {
                return " (it holds " + kind(x) + ")";
            }
        }
        return null;
    }

    private static String options(JsonElement e) {
        if (!e.isJsonObject()) {
            return "";
        }
        for (Map.Entry<String, JsonElement> o : e.getAsJsonObject().entrySet()) {
            if (!isText(o.getValue())) {
                return " (\"" + Quote.excerpt(o.getKey()) + "\" is " + kind(o.getValue()) + ")";
            }
        }
        return null;
    }

    private static String seatRequests(JsonElement e) {
        if (!e.isJsonArray()) {
            return "";
        }
        JsonArray a = e.getAsJsonArray();
        if (a.size() > SEATS) {
            return " (it has " + a.size() + ")";
        }
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).isJsonObject()) {
                return " (seat " + i + " is " + kind(a.get(i)) + ")";
            }
            JsonObject s = a.get(i).getAsJsonObject();
            JsonElement k = s.get("kind");
            if (k == null || !isText(k) || !SEAT_KINDS.contains(k.getAsString())) {
                return " (seat " + i + "'s \"kind\" is not \"human\", \"invite\" or \"ai\")";
            }
            for (String key : List.of("spec", "name")) {
                JsonElement v = s.get(key);
                if (v != null && !v.isJsonNull() && !isText(v)) {
                    return " (seat " + i + "'s \"" + key + "\" is " + kind(v) + ", not a text)";
                }
            }
            if (k.getAsString().equals("ai") && !present(s, "spec")) {
                return " (seat " + i + " is \"ai\" without a \"spec\")";
            }
        }
        return null;
    }

    /** What a JSON value is, for messages. */
    private static String kind(JsonElement e) {
        if (e.isJsonObject()) {
            return "an object";
        }
        if (e.isJsonArray()) {
            return "a list";
        }
        if (e.isJsonNull()) {
            return "null";
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        return p.isNumber() ? "a number" : p.isBoolean() ? "true or false" : "a text";
    }
}
