package org.beadbox.server;

import com.google.gson.JsonObject;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Calls {@link AccountApi} as a browser or script would: headers, a body, the cookie it was given. */
final class ApiClient {

    private final AccountApi api;
    final String origin;
    String remote = "127.0.0.1";
    String cookie;
    /** The other cookies the server set (device cookies), by name. */
    final Map<String, String> jar = new HashMap<>();
    final Map<String, String> extra = new HashMap<>();

    ApiClient(AccountApi api, String origin) {
        this.api = api;
        this.origin = origin;
    }

    ApiResponse post(String path, String body) {
        return call("POST", path, body, origin);
    }

    ApiResponse call(String method, String path, String body, String originHeader) {
        Map<String, String> headers = new HashMap<>();
        if (originHeader != null) {
            headers.put("origin", originHeader);
        }
        StringBuilder cookies = new StringBuilder("theme=dark");
        if (cookie != null) {
            cookies.append("; ").append(Gate.COOKIE).append('=').append(cookie);
        }
        jar.forEach((k, v) -> cookies.append("; ").append(k).append('=').append(v));
        headers.put("cookie", cookies.toString());
        extra.forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), v));
        ApiResponse r = api.handle(new ApiRequest(method, path, remote, h -> headers.get(h.toLowerCase(Locale.ROOT)), body));
        for (String c : r.cookies()) {
            String name = c.substring(0, c.indexOf('='));
            String value = c.substring(name.length() + 1, c.indexOf(';'));
            if (name.equals(Gate.COOKIE)) {
                cookie = value.isEmpty() ? null : value;
            } else {
                jar.put(name, value);
            }
        }
        return r;
    }

    static String credentials(String name, String password) {
        JsonObject o = new JsonObject();
        o.addProperty("name", name);
        o.addProperty("password", password);
        return o.toString();
    }
}
