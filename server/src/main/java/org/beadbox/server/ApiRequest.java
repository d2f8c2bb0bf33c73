package org.beadbox.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.function.Function;

/**
 * One HTTP request to {@code /api/}, as {@link AccountApi} reads it.
 *
 * @param method        GET, POST...
 * @param path          the path after {@code /api}, e.g. {@code /login}
 * @param remoteAddress the connection's other end
 * @param header        a header by name (case-insensitive), null when absent
 * @param body          the body as text (already capped in size); empty when none
 */
record ApiRequest(String method, String path, String remoteAddress, Function<String, String> header, String body) {

    /**
     * The body as one JSON object.
     *
     * @param example a body of the call, shown in the refusal
     * @throws AccountException 400 when it is not one JSON object
     */
    JsonObject json(String example) {
        try {
            JsonElement e = JsonParser.parseString(body);
            if (e.isJsonObject()) {
                return e.getAsJsonObject();
            }
        } catch (RuntimeException e) {
            // told below
        }
        throw new AccountException(400, "the body must be one JSON object, e.g. " + example);
    }

    /**
     * The string field {@code name} of a body; null when absent or null.
     *
     * @throws AccountException 400 when it is there but not a string
     */
    static String string(JsonObject body, String name) {
        JsonElement e = body.get(name);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new AccountException(400, "\"" + name + "\" must be a string");
        }
        return e.getAsString();
    }
}
