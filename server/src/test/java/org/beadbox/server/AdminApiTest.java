package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.beadbox.server.security.SecurityLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The administrator's plugin calls refuse everyone but an administrator who entered the password
 * again, from the site's Origin; the wrong password is audited. (Installing for real, through the
 * core's catalogue, is PluginAdminIT's, on a real server behind nginx.) Here no catalogue runs,
 * so a call that passes every check is answered 503: that is how the test sees it passed them.
 */
@DisplayName("/api/admin/plugins: who may change the server's plugins")
class AdminApiTest {

    private static final String ORIGIN = "http://127.0.0.1:8765";
    private static final String PW = "glass beads glow";
    private static final String INSTALL = "{\"plugin\":\"org.beadbox.ai.cautious\",\"password\":\"" + PW + "\"}";

    @TempDir
    Path home;

    private Database db;
    private Accounts accounts;
    private Sessions sessions;
    private AdminApi api;

    private void open(String kind) {
        db = TestDatabases.open(kind, home);
        accounts = new Accounts(db);
        sessions = new Sessions(db);
        api = new AdminApi(accounts, sessions, db,
                new SecurityLog(home.resolve("server").resolve(SecurityLog.FILE), SecurityLog.MAX_BYTES, Clock.systemUTC()), () -> null);
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    private ApiResponse call(String method, String path, String body, String origin, String session) {
        Map<String, String> headers = new HashMap<>();
        if (origin != null) {
            headers.put("origin", origin);
        }
        if (session != null) {
            headers.put("cookie", Gate.COOKIE + "=" + session);
        }
        return api.handle(new ApiRequest(method, path, "10.0.0.7", h -> headers.get(h.toLowerCase(Locale.ROOT)), body));
    }

    private List<String> audit() throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT actor, action, target, detail FROM audit_log ORDER BY id")) {
            while (r.next()) {
                rows.add(r.getString(2) + " " + r.getString(3) + " by " + r.getString(1) + ": " + r.getString(4));
            }
        }
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("logged out 401, a player 403, a foreign or missing Origin 403, a wrong password 401 and audited; the admin gets through")
    void onlyTheAdministrator(String kind) throws Exception {
        open(kind);
        Account ann = accounts.register("ann", PW, "10.0.0.1");
        Account root = accounts.register("root", PW, "10.0.0.1");
        db.inTransaction(c -> AdminRoles.grant(c, root, "cli:test"));
        String annSession = sessions.start(ann);
        String rootSession = sessions.start(root);

        assertEquals(401, call("POST", "/plugins/install", INSTALL, ORIGIN, null).status(), "logged out");
        assertEquals(401, call("GET", "/plugins", "", null, null).status(), "logged out, the list too");
        ApiResponse player = call("POST", "/plugins/install", INSTALL, ORIGIN, annSession);
        assertEquals(403, player.status(), "a player who is no administrator");
        assertTrue(player.body().get("error").getAsString().contains("grant-admin"), player.body().toString());
        assertEquals(403, call("GET", "/plugins", "", null, annSession).status());
        assertEquals(403, call("POST", "/plugins/install", INSTALL, "http://evil.example", rootSession).status(), "another site's page");
        assertEquals(403, call("POST", "/plugins/install", INSTALL, null, rootSession).status(), "no Origin");
        assertEquals(400, call("POST", "/plugins/install", "{\"plugin\":\"" + "a".repeat(201) + "\",\"password\":\"" + PW + "\"}",
                ORIGIN, rootSession).status(), "an overlong id");
        ApiResponse wrong = call("POST", "/plugins/install", "{\"plugin\":\"org.beadbox.ai.cautious\",\"password\":\"not it at all\"}",
                ORIGIN, rootSession);
        assertEquals(401, wrong.status());
        assertTrue(wrong.body().get("error").getAsString().startsWith("wrong password"), wrong.body().toString());
        assertEquals(401, call("POST", "/plugins/remove", "{\"plugin\":\"org.beadbox.ai.cautious\"}", ORIGIN, rootSession).status(),
                "no password at all");
        assertEquals(List.of("grant-admin root by cli:test: ",
                "plugin-install-refused org.beadbox.ai.cautious by web:root: wrong password, from 10.0.0.7",
                "plugin-remove-refused org.beadbox.ai.cautious by web:root: wrong password, from 10.0.0.7"), audit());

        ApiResponse through = call("POST", "/plugins/install", INSTALL, ORIGIN, rootSession);
        assertEquals(503, through.status(), "every check passed; no catalogue runs here: " + through.body());
        assertEquals(404, call("GET", "/plugins/nothing", "", null, rootSession).status());
        assertEquals(405, call("GET", "/plugins/install", "", null, rootSession).status());

        db.inTransaction(c -> AdminRoles.revoke(c, root, "cli:test"));
        assertEquals(403, call("POST", "/plugins/install", INSTALL, ORIGIN, rootSession).status(), "the role taken back");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("guessing the password through a stolen session is throttled as logins are")
    void guessesAreThrottled(String kind) throws Exception {
        open(kind);
        Account root = accounts.register("root", PW, "10.0.0.1");
        db.inTransaction(c -> AdminRoles.grant(c, root, "cli:test"));
        String session = sessions.start(root);
        for (int i = 0; i < 10; i++) {
            assertEquals(401, call("POST", "/plugins/install", "{\"plugin\":\"x\",\"password\":\"guess number " + i + "\"}", ORIGIN, session).status());
        }
        // the guesses came from a browser not known to the account: it is now locked out of it,
        // the right password included (a known browser still gets in: LoginThrottleOnH2Test);
        // the catalogue is absent here, so a password let through would answer 503
        assertEquals(401, call("POST", "/plugins/install", INSTALL, ORIGIN, session).status());
        String log = Files.readString(home.resolve("server").resolve(SecurityLog.FILE));
        assertTrue(log.contains("event=plugin-install-refused"), log);
    }
}
