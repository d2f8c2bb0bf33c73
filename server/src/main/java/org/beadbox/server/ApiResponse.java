package org.beadbox.server;

import com.google.gson.JsonObject;
import java.util.List;

/**
 * An answer of {@link AccountApi}: a status, a JSON body (null for none) and the Set-Cookie
 * values to send.
 */
record ApiResponse(int status, JsonObject body, List<String> cookies) {

    ApiResponse {
        cookies = List.copyOf(cookies);
    }

    static ApiResponse json(int status, JsonObject body, String... cookies) {
        return new ApiResponse(status, body, List.of(cookies));
    }

    /** A refusal: {@code {"error": "one line"}}. */
    static ApiResponse error(int status, String line) {
        JsonObject o = new JsonObject();
        o.addProperty("error", line);
        return new ApiResponse(status, o, List.of());
    }
}
