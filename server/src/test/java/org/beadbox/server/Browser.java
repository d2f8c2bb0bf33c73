package org.beadbox.server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A browser as the server sees it, over real HTTP: the cookies it was given (kept and sent back
 * as a browser does, whichever node set them) and the client address the trusted proxy reports
 * for it ({@code X-Forwarded-For}).
 */
final class Browser {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    /** An answer: status and body. */
    record Answer(int status, String body) {
    }

    final String address;
    final Map<String, String> cookies = new LinkedHashMap<>();

    Browser(String address) {
        this.address = address;
    }

    Answer register(ApiNode node, String name, String password) throws IOException, InterruptedException {
        return post(node, "/api/register", ApiClient.credentials(name, password));
    }

    Answer login(ApiNode node, String name, String password) throws IOException, InterruptedException {
        return post(node, "/api/login", ApiClient.credentials(name, password));
    }

    Answer post(ApiNode node, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + node.port + path))
                .timeout(Duration.ofSeconds(30))
                .header("Origin", node.origin())
                .header("X-Forwarded-For", address)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (!cookies.isEmpty()) {
            b.header("Cookie", cookies.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("; ")));
        }
        HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        for (String c : r.headers().allValues("Set-Cookie")) {
            String pair = c.substring(0, c.indexOf(';'));
            String name = pair.substring(0, pair.indexOf('='));
            String value = pair.substring(name.length() + 1);
            if (value.isEmpty()) {
                cookies.remove(name);
            } else {
                cookies.put(name, value);
            }
        }
        return new Answer(r.statusCode(), r.body());
    }

    /** The name and value of its device cookie, the one cookie whose name starts so. */
    Map.Entry<String, String> deviceCookie() {
        return cookies.entrySet().stream().filter(e -> e.getKey().startsWith("beadbox_device_")).findFirst().orElseThrow();
    }
}
