package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.beadbox.testkit.Postgres;
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
            // An administration command beside it is no node: it must not take the serving node's name over.
            assertTrue(server.admin("list").contains("name"), "admin list ran");
            Thread.sleep(2500); // past the serving node's next heartbeat
            HttpResponse<String> after = get("http://127.0.0.1:" + server.port + "/api/health", Map.of());
            assertEquals(200, after.statusCode(), after.body());
            assertTrue(after.body().contains("\"state\":\"serving\""), after.body());
        }
    }

    @Test
    @DisplayName("two real nodes on one PostgreSQL behind nginx: the owner serves a table's socket, a kill -9 hands it over, SIGTERM lets go")
    void twoRealNodes() throws Exception {
        String url = Postgres.shared().newDatabase();
        int port = ServerRun.freePort();
        String site = "http://127.0.0.1:" + port;
        List<String> db = List.of("--db", url);
        Path home2 = Files.createDirectories(home.resolve("two"));
        try (ServerRun one = ServerRun.start(home, logs, db, "--node", "node-1", "--public-url", site, "--trusted-proxy", "127.0.0.1");
                ServerRun two = ServerRun.start(home2, logs, db, "--node", "node-2", "--public-url", site, "--trusted-proxy", "127.0.0.1")) {
            sql(url, "INSERT INTO lobby_table (id, game, options, seats, seed, rated, state, to_move, turn_started, record, created_at)"
                    + " VALUES ('tbl1', 'glassbead-challenge', '{}', 2, 1, FALSE, 'playing', 0, CURRENT_TIMESTAMP, '{}', CURRENT_TIMESTAMP)");
            String direct1 = "http://127.0.0.1:" + one.port;
            String direct2 = "http://127.0.0.1:" + two.port;
            // node-2 gets the table's first connection, and so owns it.
            HttpResponse<String> first = get(direct2 + "/ws/table?id=tbl1&t=abc", Map.of());
            assertTrue(first.headers().firstValue("X-Accel-Redirect").isEmpty(), first.headers().map().toString());
            assertEquals("node-2", sql(url, "SELECT node FROM table_owner WHERE table_id = 'tbl1'"));
            // node-1 sends it on, token and all; a finished or unknown table it serves itself.
            HttpResponse<String> sent = get(direct1 + "/ws/table?id=tbl1&t=abc", Map.of());
            assertEquals("/@node/node-2/ws/table?id=tbl1&t=abc", sent.headers().firstValue("X-Accel-Redirect").orElse(""), sent.headers().map().toString());
            assertTrue(get(direct1 + "/ws/table?id=nope&t=abc", Map.of()).headers().firstValue("X-Accel-Redirect").isEmpty());

            String upstreams = Files.readString(docs("beadbox-nodes-upstreams.conf"), StandardCharsets.UTF_8)
                    .replace("127.0.0.1:8765", "127.0.0.1:" + one.port).replace("127.0.0.1:8766", "127.0.0.1:" + two.port)
                    + "\nlog_format nodes '$request_uri $status upstream=[$upstream_addr]';\naccess_log " + nginxFolder.resolve("nodes.log") + " nodes;\n";
            String locations = Files.readString(docs("beadbox-nodes-locations.conf"), StandardCharsets.UTF_8);
            try (Nginx nginx = new Nginx(nginxFolder, upstreams, locations, port)) {
                for (int i = 0; i < 4; i++) {
                    // A WebSocket upgrade with a wrong token: refused (403) by the socket of the node that owns the table.
                    java.util.concurrent.ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(
                            java.util.concurrent.ExecutionException.class, () -> talk("ws://127.0.0.1:" + port + "/ws/table?id=tbl1&t=wrong", "x"));
                    assertTrue(refused.getCause() instanceof org.eclipse.jetty.websocket.api.exceptions.UpgradeException u
                            && u.getResponseStatusCode() == 403,
                            String.valueOf(refused.getCause()));
                }
                List<String> log = Files.readAllLines(nginxFolder.resolve("nodes.log"));
                String at1 = "127.0.0.1:" + one.port;
                String at2 = "127.0.0.1:" + two.port;
                assertTrue(log.stream().anyMatch(l -> l.contains("upstream=[" + at1 + " : " + at2 + "]")),
                        "a socket reached node-1, which sent it on to node-2: " + log);
                assertTrue(log.stream().allMatch(l -> l.endsWith(at2 + "]")), "every one was answered by node-2: " + log);
            }

            // kill -9 node-2: until node-1 hears of its death (node-2's liveness lock free and its heartbeat late, about
            // 2 s; at the latest when its lease runs out, 6 s), node-1 does not serve tbl1 (it still sends it to
            // node-2, or, once node-2's heartbeat is past the deadline, answers 503); then it takes the table over.
            long killed = System.nanoTime();
            ProcessHandle.of(two.process.pid()).orElseThrow().destroyForcibly();
            int notServed = 0;
            long deadline = System.currentTimeMillis() + 30_000;
            HttpResponse<String> r;
            while ((r = get(direct1 + "/ws/table?id=tbl1&t=abc", Map.of())).statusCode() == 503
                    || r.headers().firstValue("X-Accel-Redirect").isPresent()) {
                notServed++;
                if (r.statusCode() == 503) {
                    assertTrue(r.body().contains("comes back in a few seconds"), r.body());
                }
                assertTrue(System.currentTimeMillis() < deadline, "node-1 never took tbl1 over");
                Thread.sleep(200);
            }
            long takeoverMs = (System.nanoTime() - killed) / 1_000_000;
            System.out.println("NodeRoutingIT: node-1 took tbl1 over " + takeoverMs + " ms after node-2 was killed");
            assertTrue(notServed > 0, "a killed owner's table is not served elsewhere before its death is heard");
            assertTrue(one.process.err().contains("node node-2 is dead (its connection to the database closed, its heartbeat late)"),
                    "node-1 heard node-2's death without waiting for its lease:\n" + one.process.err());
            assertTrue(takeoverMs < 10_000, "within 10 s: " + takeoverMs + " ms");
            assertEquals("node-1 2", sql(url, "SELECT node || ' ' || epoch FROM table_owner WHERE table_id = 'tbl1'"));
            assertTrue(one.process.err().contains("node node-1 took table tbl1 over (lease epoch 2)"), one.process.err());

            // SIGTERM node-1: it lets its tables go and says it is gone, at once.
            one.close();
            assertEquals("gone", sql(url, "SELECT state FROM server_node WHERE name = 'node-1'"));
            assertEquals("0", sql(url, "SELECT count(*) FROM table_owner WHERE lease_until >= CURRENT_TIMESTAMP"));
            assertEquals("serving", sql(url, "SELECT state FROM server_node WHERE name = 'node-2'"), "a killed node said nothing");
        }
    }

    /** Runs one statement with Debian's psql on the test's database; its output, trimmed. */
    private static String sql(String jdbcUrl, String statement) throws Exception {
        URI u = URI.create(jdbcUrl.substring("jdbc:".length()));
        Process p = new ProcessBuilder(Postgres.BIN.resolve("psql").toString(), "-h", u.getHost(), "-p", Integer.toString(u.getPort()),
                "-U", Postgres.USER, "-d", u.getPath().substring(1), "-At", "-v", "ON_ERROR_STOP=1", "-c", statement)
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    private static HttpResponse<String> get(String url, Map<String, String> headers) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20));
        headers.forEach(r::header);
        return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Opens a WebSocket, sends {@code text} after the first message, and returns the first two messages it receives. */
    private static List<String> talk(String url, String text) throws Exception {
        return Sockets.talk(url, text, 2);
    }
}
