package org.beadbox.ui.web;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Small helpers for the JSON messages of docs/web-protocol.md. */
final class Protocol {

    /** The largest message a client may send, in characters. */
    static final int MAX_MESSAGE = 16 * 1024;

    /** Messages a second a client may send on average, and in a burst. */
    static final double RATE = 20;
    static final double BURST = 40;

    private Protocol() {
    }

    /** HTML-safe: {@code < > & = '} go out as {@code \\u003c}... (JSON.parse gives the same text back). */
    private static final Gson HTML_SAFE = new com.google.gson.GsonBuilder().serializeSpecialFloatingPointValues().create();

    /**
     * A message as the text sent: JSON in which no markup character appears raw, so that even
     * a page that wrongly pasted it into HTML would show no guest's markup.
     */
    static String text(JsonObject o) {
        return HTML_SAFE.toJson(o);
    }

    static JsonObject error(String reason) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "error");
        o.addProperty("reason", reason);
        return o;
    }

    static JsonArray strings(Collection<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }

    static JsonArray ints(Collection<Integer> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }

    /** A list of strings from a message's field, or null when absent. */
    static List<String> stringList(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        List<String> out = new ArrayList<>();
        for (JsonElement x : e.getAsJsonArray()) {
            out.add(x.getAsString());
        }
        return out;
    }

    static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e.getAsString();
    }

    static int integer(JsonObject o, String key, int fallback) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? fallback : e.getAsInt();
    }
}
