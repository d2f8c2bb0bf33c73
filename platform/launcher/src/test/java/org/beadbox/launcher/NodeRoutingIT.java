package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The nginx half of routing a table to the node that owns it (docs/deploy.md, "Several nodes"),
 * tried with Debian's nginx configured by docs/deploy/beadbox-nodes-upstreams.conf and
 * beadbox-nodes-locations.conf, in front of two {@link TinyNode}s that answer as Beadbox nodes
 * are to: a table's socket reaching the node that does not own it is answered with
 * {@code X-Accel-Redirect: /@node/OWNER/...}, and nginx serves it from the owner, WebSocket
 * upgrade included. Also: a real {@code ./beadbox server --node NAME} answers {@code /api/health}.
 */
@DisplayName("Several nodes behind a real nginx")
class NodeRoutingIT {

    @TempDir
    Path nginxFolder;

    @TempDir
    Path home;

    @TempDir
    Path logs;

    private static Path docs(String file) {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path f = p.resolve("docs/deploy").resolve(file);
            if (Files.exists(f)) {
                return f;
            }
        }
        throw new AssertionError("docs/deploy/" + file + " not found above " + here);
    }

    private static String withPorts(String file, TinyNode one, TinyNode two) throws Exception {
        return Files.readString(docs(file), StandardCharsets.UTF_8)
                .replace("127.0.0.1:8765", "127.0.0.1:" + one.port).replace("127.0.0.1:8766", "127.0.0.1:" + two.port);
    }

    @Test
    @DisplayName("a table's WebSocket reaching the wrong node is served by its owner through X-Accel-Redirect, upgrade and all")
    void socketsReachTheOwner() throws Exception {
        Map<String, String> owners = new ConcurrentHashMap<>(Map.of("t1", "node-2", "t2", "node-1", "t3", "nowhere"));
        int port = ServerRun.freePort();
        try (TinyNode one = new TinyNode("node-1", owners); TinyNode two = new TinyNode("node-2", owners);
                Nginx nginx = new Nginx(nginxFolder, withPorts("beadbox-nodes-upstreams.conf", one, two),
                        withPorts("beadbox-nodes-locations.conf", one, two), port)) {
            String ws = "ws://127.0.0.1:" + port;
            // nginx spreads connections over both nodes (round robin): whichever one a socket reaches, the owner serves it.
            for (int i = 0; i < 4; i++) {
                assertEquals(List.of("node-2 serves t1", "node-2 got: move " + i), talk(ws + "/ws/table?id=t1&t=seat-token-" + i, "move " + i));
            }
            for (int i = 0; i < 4; i++) {
                assertEquals(List.of("node-1 serves t2", "node-1 got: hi"), talk(ws + "/ws/table?id=t2&t=x", "hi"));
            }
            assertTrue(one.log.stream().anyMatch(l -> l.startsWith("redirect /ws/table?id=t1&t=seat-token-")),
                    "some of t1's sockets reached node-1 first, which sent them on: " + one.log);
            assertTrue(two.log.contains("redirect /ws/table?id=t2&t=x"), "and some of t2's reached node-2 first: " + two.log);
            assertTrue(two.log.contains("socket /ws/table?id=t1&t=seat-token-0") && two.log.contains("socket /ws/table?id=t1&t=seat-token-1"),
                    "node-2 got the path and the seat's token as sent: " + two.log);
            assertFalse(two.log.stream().anyMatch(l -> l.startsWith("socket /@node")), "the owner sees the table's own path: " + two.log);
            assertEquals(8, one.log.stream().filter(l -> l.startsWith("socket ")).count() + two.log.stream().filter(l -> l.startsWith("socket ")).count(),
                    "one socket served per connection, never two copies: " + one.log + two.log);

            // Plain HTTP goes the same way.
            HttpResponse<String> plain = get("http://127.0.0.1:" + port + "/ws/table?id=t1", Map.of());
            assertEquals(200, plain.statusCode());
            assertEquals("node-2 serves t1", plain.body());
        }
    }

    @Test
    @DisplayName("attacks: a client asking for /@node/... directly gets 404; a redirect to a node with no upstream gets 502, no DNS")
    void internalOnly() throws Exception {
        Map<String, String> owners = new ConcurrentHashMap<>(Map.of("t1", "node-2", "t3", "nowhere"));
        int port = ServerRun.freePort();
        try (TinyNode one = new TinyNode("node-1", owners); TinyNode two = new TinyNode("node-2", owners);
                Nginx nginx = new Nginx(nginxFolder, withPorts("beadbox-nodes-upstreams.conf", one, two),
                        withPorts("beadbox-nodes-locations.conf", one, two), port)) {
            String site = "http://127.0.0.1:" + port;
            assertEquals(404, get(site + "/@node/node-2/ws/table?id=t1", Map.of()).statusCode(), "the owner's location is internal");
            assertEquals(404, get(site + "/@node/node-1/api/health", Map.of()).statusCode());
            // A header a client sends is no answer of a node: nginx acts on X-Accel-Redirect from upstream only.
            HttpResponse<String> forged = get(site + "/ws/table?id=t2", Map.of("X-Accel-Redirect", "/@node/node-2/ws/table?id=t1"));
            assertTrue(forged.body().equals("node-1 serves t2") || forged.body().equals("node-2 serves t2"), forged.body());
            assertTrue(one.log.stream().noneMatch(l -> l.contains("@node")) && two.log.stream().noneMatch(l -> l.contains("@node")));
            // Both nodes send t3 to a node nginx has no upstream for: refused, never resolved.
            assertEquals(502, get(site + "/ws/table?id=t3", Map.of()).statusCode());
            assertTrue(nginx.errorLog().contains("no resolver defined"), nginx.errorLog());
        }
    }

    @Test
    @DisplayName("a real ./beadbox server --node NAME answers /api/health: 200, its name, ready, the database ok")
    void health() throws Exception {
        try (ServerRun server = ServerRun.start(home, logs, List.of(), "--node", "node-7")) {
            HttpResponse<String> health = get("http://127.0.0.1:" + server.port + "/api/health", Map.of());
            assertEquals(200, health.statusCode(), health.body());
            assertTrue(health.body().contains("\"node\":\"node-7\""), health.body());
            assertTrue(health.body().contains("\"ready\":true") && health.body().contains("\"database\":\"ok\""), health.body());
            assertFalse(health.body().contains("jdbc"), health.body());
            assertEquals("no-store", health.headers().firstValue("Cache-Control").orElse(""));
        }
    }

    private static HttpResponse<String> get(String url, Map<String, String> headers) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20));
        headers.forEach(r::header);
        return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Opens a WebSocket with the JDK's client, sends {@code text}, and returns the first two messages it receives. */
    private static List<String> talk(String url, String text) throws Exception {
        BlockingQueue<String> received = new LinkedBlockingQueue<>();
        WebSocket.Listener listener = new WebSocket.Listener() {
            private final StringBuilder part = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                part.append(data);
                if (last) {
                    received.add(part.toString());
                    part.setLength(0);
                }
                socket.request(1);
                return null;
            }
        };
        WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(20))
                .buildAsync(URI.create(url), listener).get(30, TimeUnit.SECONDS);
        try {
            String first = received.poll(20, TimeUnit.SECONDS);
            socket.sendText(text, true).get(20, TimeUnit.SECONDS);
            String second = received.poll(20, TimeUnit.SECONDS);
            return List.of(String.valueOf(first), String.valueOf(second));
        } finally {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(20, TimeUnit.SECONDS);
        }
    }
}
