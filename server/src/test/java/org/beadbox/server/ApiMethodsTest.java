package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.beadbox.core.GameCatalog;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.testkit.TakeAway;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The API's servlets on a real Jetty over H2, mapped as the whiteboard maps them: the description
 * is served, and a method a call does not take is refused 405 with JSON and the {@code Allow}
 * header RFC 9110 requires (api-fuzz's wrong-method probe found the header missing).
 */
@DisplayName("The API over HTTP: its description served, and 405 with Allow for a method a call does not take")
class ApiMethodsTest {

    @TempDir
    static Path home;
    static Database db;
    static Server jetty;
    static String base;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        db = new Database(new ServerSettings(8765, Optional.empty(), Optional.empty(), Optional.empty()), home);
        Accounts accounts = new Accounts(db);
        Sessions sessions = new Sessions(db);
        Lobby lobby = new Lobby(db, GameCatalog.of(new TakeAway()), null, Clock.systemUTC());
        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        context.setContextPath("/");
        context.addServlet(new ServletHolder(new ApiServlet(db, accounts, sessions)), "/api/*");
        ServletHolder lobbyServlet = new ServletHolder(new LobbyServlet(db, accounts, sessions, lobby));
        for (String p : new String[] {"/api/games", "/api/seeks", "/api/seeks/*", "/api/profile/*", "/lobby"}) {
            context.addServlet(lobbyServlet, p);
        }
        context.addServlet(new ServletHolder(new ApiDescriptionServlet()), "/api/openapi.json");
        ServletHolder players = new ServletHolder(new PlayersServlet(db, sessions, 6));
        for (String p : new String[] {"/api/players", "/api/leaderboard", "/players", "/leaderboard"}) {
            context.addServlet(players, p);
        }
        context.addServlet(new ServletHolder(new MailPages(db, new org.beadbox.server.mail.MailService(db, accounts,
                org.beadbox.server.security.SecurityLog.discarding(), org.beadbox.server.mail.MailConfig.NONE,
                Clock.systemUTC(), "test", false))), "/mail/*");
        context.addServlet(new ServletHolder(new AdminServlet(db, accounts, sessions,
                org.beadbox.server.security.SecurityLog.discarding())), "/api/admin/*");
        jetty.setHandler(context);
        jetty.start();
        base = "http://127.0.0.1:" + connector.getLocalPort();
    }

    @AfterAll
    static void stop() throws Exception {
        jetty.stop();
        db.close();
    }

    private static HttpResponse<String> send(String method, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).method(method, HttpRequest.BodyPublishers.noBody())
                .header("Origin", "http://127.0.0.1:8765").build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    @DisplayName("GET /api/openapi.json serves the description")
    void description() throws Exception {
        HttpResponse<String> r = send("GET", "/api/openapi.json");
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        JsonObject d = JsonParser.parseString(r.body()).getAsJsonObject();
        assertTrue(d.get("openapi").getAsString().startsWith("3.1"));
        assertTrue(d.getAsJsonObject("paths").has("/api/seeks/{id}/accept"));
    }

    @Test
    @DisplayName("the lobby page forbids plugins, <base>, foreign form targets and framing (wapiti's CSP finding)")
    void pagePolicy() throws Exception {
        HttpResponse<String> r = send("GET", "/lobby");
        assertEquals(200, r.statusCode());
        String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
        for (String directive : new String[] {"default-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
                "frame-ancestors 'none'"}) {
            assertTrue(csp.contains(directive), directive + " in " + csp);
        }
    }

    @Test
    @DisplayName("the players' pages and calls over HTTP: the pages with their policy, the query read, 401 without a session")
    void players() throws Exception {
        for (String page : new String[] {"/players", "/leaderboard"}) {
            HttpResponse<String> r = send("GET", page);
            assertEquals(200, r.statusCode(), page);
            assertTrue(r.headers().firstValue("Content-Security-Policy").orElse("").contains("object-src 'none'"), page);
            assertTrue(r.body().contains("<script type=\"module\" src=\"/site" + page + ".js\">"), r.body());
            // the header and the login form put in from site/parts/ (SitePages), the Players link marked as the page's own
            assertTrue(r.body().contains("<a href=\"/players\" aria-current=\"page\">Players</a></nav>"), r.body());
            assertTrue(r.body().contains("<form id=\"login-form\">") && r.body().contains("<script src=\"/site/theme.js\"></script>"), r.body());
            assertTrue(!r.body().contains("<!--#"), "no part's mark left: " + r.body());
        }
        HttpResponse<String> board = send("GET", "/api/leaderboard?game=takeaway&limit=5");
        assertEquals(200, board.statusCode(), board.body());
        assertEquals("takeaway", JsonParser.parseString(board.body()).getAsJsonObject().get("game").getAsString());
        assertEquals(400, send("GET", "/api/leaderboard?game=takeaway&limit=500").statusCode());
        assertEquals(401, send("GET", "/api/players?prefix=a").statusCode());
    }

    @Test
    @DisplayName("a method a call does not take: 405, JSON, and Allow with the methods it takes")
    void wrongMethod() throws Exception {
        String[][] cases = {
            {"PUT", "/api/me", "GET"},
            {"DELETE", "/api/login", "POST"},
            {"PUT", "/api/seeks", "GET, POST"},
            {"PATCH", "/api/seeks/12/accept", "POST"},
            {"DELETE", "/api/profile/ann", "GET"},
            {"POST", "/api/games", "GET"},
            {"DELETE", "/api/openapi.json", "GET"},
            {"POST", "/api/admin/plugins", "GET"},
            {"GET", "/api/admin/plugins/install", "POST"},
            {"DELETE", "/api/notifications", "GET, POST"},
            {"GET", "/api/password/forgot", "POST"},
            {"PUT", "/mail/unsubscribe", "GET, POST"},
            {"POST", "/mail/verify", "GET"},
            {"POST", "/api/players", "GET"},
            {"DELETE", "/api/leaderboard", "GET"},
        };
        for (String[] c : cases) {
            HttpResponse<String> r = send(c[0], c[1]);
            String what = c[0] + " " + c[1] + ": " + r.statusCode() + " " + r.headers().map() + " " + r.body();
            assertEquals(405, r.statusCode(), what);
            assertEquals(c[2], r.headers().firstValue("Allow").orElse("(none)"), what);
            assertTrue(JsonParser.parseString(r.body()).getAsJsonObject().has("error"), what);
        }
        HttpResponse<String> none = send("PUT", "/api/no-such-call");
        assertEquals(404, none.statusCode(), "no call at all is 404, not 405");
        assertTrue(none.headers().firstValue("Allow").isEmpty());
        HttpResponse<String> noAdmin = send("PUT", "/api/admin/plugins/upgrade");
        assertEquals(404, noAdmin.statusCode(), "no admin call at all is 404, not 405");
        assertTrue(noAdmin.headers().firstValue("Allow").isEmpty());
    }
}
