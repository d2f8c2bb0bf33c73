package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The deployment of docs/deploy.md, tried: a real {@code ./beadbox server} behind Debian's nginx
 * configured with docs/deploy/beadbox-locations.conf (plain http here; TLS is nginx's own part of
 * beadbox.conf), {@code --public-url} the proxy's address and {@code --trusted-proxy 127.0.0.1}.
 */
@DisplayName("./beadbox server behind a real nginx")
class NginxIT {

    private static final String PW = "glass beads glow";

    @TempDir
    Path home;

    @TempDir
    Path logs;

    @TempDir
    Path nginxFolder;

    private static Path locations() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path f = p.resolve("docs/deploy/beadbox-locations.conf");
            if (Files.exists(f)) {
                return f;
            }
        }
        throw new AssertionError("docs/deploy/beadbox-locations.conf not found above " + here);
    }

    @Test
    @DisplayName("register, log in, the Origin check, a WebSocket through the proxy, and a forged X-Forwarded-For changes nothing")
    void throughNginx() throws Exception {
        int nginxPort = ServerRun.freePort();
        String site = "http://127.0.0.1:" + nginxPort;
        // --throttle-address 20/1h (300/1h by default): the forged burst below reaches it sooner.
        try (ServerRun server = ServerRun.start(home, logs, List.of(), "--public-url", site, "--trusted-proxy", "127.0.0.1",
                "--throttle-address", "20/1h");
                Nginx nginx = new Nginx(nginxFolder, locations(), server.port, nginxPort)) {
            HttpResponse<String> registered = ServerRun.post(site + "/api/register", site, null, "{\"name\":\"ann\",\"password\":\"" + PW + "\"}");
            assertEquals(201, registered.statusCode(), registered.body());
            String cookie = ServerRun.cookie(registered);
            assertTrue(ServerRun.get(site + "/api/me", cookie).body().contains("\"ann\""));
            String direct = "http://127.0.0.1:" + server.port;
            assertEquals(403, ServerRun.post(site + "/api/login", direct, null, "{\"name\":\"ann\",\"password\":\"" + PW + "\"}").statusCode(),
                    "the Origin must be the public address, not the server's own");

            String welcome = ServerRun.firstMessage("ws://127.0.0.1:" + nginxPort + "/ws/lobby");
            assertTrue(welcome.contains("\"type\""), welcome);
            assertTrue(welcome.contains("\"host\":false"), welcome);

            // A client forging X-Forwarded-For through the proxy: nginx appends the real address, and Beadbox takes the last.
            for (int i = 0; i < 20; i++) {
                HttpResponse<String> r = forged(site, "198.51.100." + i, "{\"name\":\"user" + i + "\",\"password\":\"wrong guess\"}");
                assertEquals(401, r.statusCode(), r.body());
            }
            HttpResponse<String> throttled = forged(site, "198.51.100.200", "{\"name\":\"ann\",\"password\":\"" + PW + "\"}");
            assertEquals(429, throttled.statusCode(), "still one client, 127.0.0.1, however it names itself: " + throttled.body());
            // The server's security log says so too: 20 failures from 127.0.0.1 (nginx's real client), none from a forged address.
            List<String> security = Files.readAllLines(home.resolve("server").resolve("security.log"));
            assertEquals(20, security.stream().filter(l -> l.contains(" event=login-failed address=127.0.0.1 account=user")).count(),
                    String.join("\n", security));
            assertTrue(security.stream().noneMatch(l -> l.contains("198.51.100.")), String.join("\n", security));
            assertTrue(security.stream().anyMatch(l -> l.contains(" event=login-throttled address=127.0.0.1 account=ann device=new limit=address")));
            // register, me, the WebSocket and 21 logins went through nginx: 24 lines. nginx logs a
            // WebSocket when it closes, after this test's abort reaches it, so the count may lag.
            long until = System.currentTimeMillis() + 10_000;
            while (nginx.accessLog().size() < 24 && System.currentTimeMillis() < until) {
                Thread.sleep(100);
            }
            List<String> log = nginx.accessLog();
            assertTrue(log.size() >= 24, "the requests went through nginx: " + log.size() + " lines in its access log: " + log);
        }
    }

    private static HttpResponse<String> forged(String site, String address, String body) throws Exception {
        java.net.http.HttpRequest r = java.net.http.HttpRequest.newBuilder(java.net.URI.create(site + "/api/login"))
                .header("Origin", site).header("X-Forwarded-For", address)
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body)).build();
        return java.net.http.HttpClient.newHttpClient().send(r, HttpResponse.BodyHandlers.ofString());
    }
}
