package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who may change a server's plugins (issue 42, item 1), on a real {@code ./beadbox server} (H2)
 * behind Debian's nginx with docs/deploy/beadbox-locations.conf: the exact request that
 * installed a plugin from the internet ({@code POST /plugins?install=...} with {@code Host:
 * localhost} and {@code X-Beadbox: plugins}), sent to the server directly and through nginx,
 * logged out and as a player, is refused and adds no jar to {@code bundles/}; the server's
 * {@code /} is its lobby, never the desktop's page; only an administrator (given the role by
 * {@code server admin grant-admin}) with the password entered again and the site's Origin
 * installs and removes, each audited, and a wrong password is refused and audited.
 */
@DisplayName("who may change a server's plugins: the attack of issue 42, directly and through nginx")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PluginAdminIT {

    private static final String PW = "glass beads glow";
    private static final String CAUTIOUS = "org.beadbox.ai.cautious";
    private static final String ATTACK = "/plugins?install=" + CAUTIOUS;

    @TempDir
    static Path home;

    @TempDir
    static Path logs;

    @TempDir
    static Path nginxFolder;

    private ServerRun server;
    private Nginx nginx;
    private String site;
    private String direct;

    @BeforeAll
    void start() throws Exception {
        int nginxPort = ServerRun.freePort();
        site = "http://127.0.0.1:" + nginxPort;
        server = ServerRun.start(home, logs, List.of(), "--public-url", site, "--trusted-proxy", "127.0.0.1");
        direct = "http://127.0.0.1:" + server.port;
        nginx = new Nginx(nginxFolder, locations(), server.port, nginxPort);
    }

    @AfterAll
    void stop() throws Exception {
        if (nginx != null) {
            nginx.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    @Order(1)
    @DisplayName("the attack, directly and through nginx, logged out and as a player: refused, no jar; / is the lobby")
    void theAttackInstallsNothing() throws Exception {
        String ann = ServerRun.cookie(register("ann"));
        for (int port : new int[] {server.port, nginx.port}) {
            for (String cookie : new String[] {null, ann}) {
                String who = (port == server.port ? "directly" : "through nginx") + (cookie == null ? ", logged out" : ", as a player");
                List<String> headers = new ArrayList<>(List.of("Host: localhost", "X-Beadbox: plugins"));
                if (cookie != null) {
                    headers.add("Cookie: " + cookie);
                }
                String answer = http(port, "POST", ATTACK, headers);
                assertTrue(answer.startsWith("HTTP/1.1 404 "), who + ": " + answer);
                assertFalse(answer.contains("\"ok\""), who + ": " + answer);
                headers.add("Origin: http://localhost");
                assertTrue(http(port, "POST", ATTACK, headers).startsWith("HTTP/1.1 404 "), who + ", with a local Origin");
                assertTrue(http(port, "GET", "/plugins", headers).startsWith("HTTP/1.1 404 "), who + ": the list");
                // The desktop's page, whose Install button sent it, is not served either; / is the site's lobby.
                assertTrue(http(port, "GET", "/index.html", headers).startsWith("HTTP/1.1 404 "), who + ": index.html");
                assertTrue(http(port, "GET", "/plugins.js", headers).startsWith("HTTP/1.1 404 "), who + ": plugins.js");
                String root = http(port, "GET", "/", headers);
                assertTrue(root.startsWith("HTTP/1.1 200 ") && root.contains("site/lobby.js"), who + ": / is the lobby: " + root);
                assertFalse(root.contains("Only you, the host"), who + ": " + root);
                assertTrue(http(port, "GET", "/?host=" + "A".repeat(43), headers).contains("site/lobby.js"), "no host link on a server");
            }
        }
        // The site's own call, without the role: refused however it is asked.
        String install = "{\"plugin\":\"" + CAUTIOUS + "\",\"password\":\"" + PW + "\"}";
        assertEquals(401, ServerRun.post(site + "/api/admin/plugins/install", site, null, install).statusCode());
        HttpResponse<String> player = ServerRun.post(site + "/api/admin/plugins/install", site, ann, install);
        assertEquals(403, player.statusCode(), player.body());
        assertEquals(List.of(), jars(), "no jar was added to bundles/");
    }

    @Test
    @Order(2)
    @DisplayName("an administrator with the password again and the site's Origin installs and removes, audited; a wrong password is refused and audited")
    void theAdministratorInstalls() throws Exception {
        String root = ServerRun.cookie(register("root"));
        assertTrue(server.admin("grant-admin", "root").contains("root is an administrator"));
        String right = "{\"plugin\":\"" + CAUTIOUS + "\",\"password\":\"" + PW + "\"}";
        String wrong = "{\"plugin\":\"" + CAUTIOUS + "\",\"password\":\"not my password\"}";

        HttpResponse<String> refused = ServerRun.post(site + "/api/admin/plugins/install", site, root, wrong);
        assertEquals(401, refused.statusCode(), refused.body());
        assertEquals(403, ServerRun.post(site + "/api/admin/plugins/install", direct, root, right).statusCode(),
                "the server's own address is not the site's Origin");
        assertEquals(403, ServerRun.post(site + "/api/admin/plugins/install", "http://evil.example", root, right).statusCode());
        assertEquals(List.of(), jars(), "nothing installed yet");
        // The old door stays shut to the administrator too.
        assertTrue(http(nginx.port, "POST", ATTACK, List.of("Host: localhost", "X-Beadbox: plugins", "Cookie: " + root)).startsWith("HTTP/1.1 404 "));

        HttpResponse<String> installed = ServerRun.post(site + "/api/admin/plugins/install", site, root, right);
        assertEquals(200, installed.statusCode(), installed.body());
        assertTrue(installed.body().contains("\"ok\":true") && installed.body().contains("Installed Cautious player"), installed.body());
        assertEquals(1, jars().size(), "its jar is in bundles/: " + jars());
        String list = ServerRun.get(site + "/api/admin/plugins", root).body();
        assertTrue(list.contains("\"id\":\"" + CAUTIOUS + "\""), list);

        HttpResponse<String> removed = ServerRun.post(site + "/api/admin/plugins/remove", site, root, right);
        assertEquals(200, removed.statusCode(), removed.body());
        assertEquals(List.of(), jars(), "its jar left bundles/");

        String audit = server.admin("audit");
        assertTrue(audit.contains("web:root  plugin-install-refused " + CAUTIOUS + " (wrong password, from 127.0.0.1)"), audit);
        assertTrue(audit.contains("web:root  plugin-install " + CAUTIOUS + " (Installed Cautious player"), audit);
        assertTrue(audit.contains("web:root  plugin-remove " + CAUTIOUS), audit);
        assertTrue(audit.contains("grant-admin root"), audit);

        assertTrue(server.admin("revoke-admin", "root").contains("no longer"));
        assertEquals(403, ServerRun.post(site + "/api/admin/plugins/install", site, root, right).statusCode(), "the role taken back");
        assertEquals(List.of(), jars());
    }

    @Test
    @Order(3)
    @DisplayName("server admin: a mistake prints the usage once; list marks the bots")
    void adminUsageAndBots() throws Exception {
        Beadbox wrong = Beadbox.start(home, logs, List.of(), "server", "admin", "frobnicate");
        assertEquals(2, wrong.awaitExit(120_000), wrong.err());
        String err = wrong.err();
        assertEquals(1, err.split("grant-admin NAME", -1).length - 1, "the usage once: " + err);
        assertTrue(err.contains("unknown admin action frobnicate"), err);
        String list = server.admin("list");
        assertTrue(list.lines().anyMatch(l -> l.matches("mcts-bot +active +bot +.*")), list);
        assertTrue(list.lines().anyMatch(l -> l.matches("ann +active +- +.*")), list);
    }

    private HttpResponse<String> register(String name) throws Exception {
        HttpResponse<String> r = ServerRun.post(site + "/api/register", site, null, "{\"name\":\"" + name + "\",\"password\":\"" + PW + "\"}");
        assertEquals(201, r.statusCode(), r.body());
        return r;
    }

    /** The jars of the cautious player in the server's bundles/. */
    private List<String> jars() throws IOException {
        Path bundles = home.resolve("bundles");
        if (!Files.isDirectory(bundles)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(bundles)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.contains("cautious")).sorted().toList();
        }
    }

    /** One HTTP/1.1 request with exactly these headers on a socket to 127.0.0.1:port; the whole answer. */
    private static String http(int port, String method, String path, List<String> headers) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(60_000);
            StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            headers.forEach(h -> req.append(h).append("\r\n"));
            req.append("Content-Length: 0\r\nConnection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            return all.toString(StandardCharsets.UTF_8);
        }
    }

    private static Path locations() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path f = p.resolve("docs/deploy/beadbox-locations.conf");
            if (Files.exists(f)) {
                return f;
            }
        }
        throw new AssertionError("docs/deploy/beadbox-locations.conf not found above " + Path.of("").toAbsolutePath());
    }
}
