package org.beadbox.server;

import static org.beadbox.server.ApiClient.credentials;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import org.beadbox.server.security.Limit;
import org.beadbox.server.security.LoginLimits;
import org.beadbox.server.security.SecurityLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The accounts' HTTP API and the attacks on it, on H2 and PostgreSQL. */
@DisplayName("The /api/ accounts calls")
class AccountApiTest {

    private static final String ORIGIN = "http://127.0.0.1:8765";
    private static final String PW = "glass beads glow";

    @TempDir
    Path home;

    private Database db;
    private AccountApi api;

    private ApiClient client(String kind, Optional<String> publicUrl, Optional<String> proxy) {
        return client(kind, publicUrl, proxy, LoginLimits.DEFAULTS);
    }

    private ApiClient client(String kind, Optional<String> publicUrl, Optional<String> proxy, LoginLimits limits) {
        db = TestDatabases.open(kind, home, 8765, publicUrl, proxy);
        Accounts accounts = new Accounts(db, limits, SecurityLog.discarding(), java.time.Clock.systemUTC());
        api = new AccountApi(accounts, new Sessions(db), db.settings(), new org.beadbox.server.mail.MailService(db, accounts,
                SecurityLog.discarding(), org.beadbox.server.mail.MailConfig.NONE, java.time.Clock.systemUTC(), "test", false));
        return new ApiClient(api, db.settings().origin());
    }

    private ApiClient client(String kind) {
        return client(kind, Optional.empty(), Optional.empty());
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    private int count(String table) throws Exception {
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT COUNT(*) FROM " + table)) {
            r.next();
            return r.getInt(1);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("register answers 201 with an HttpOnly, SameSite=Lax session cookie (not Secure over http); me knows the account")
    void register(String kind) {
        ApiClient c = client(kind);
        ApiResponse r = c.post("/register", credentials("ann", PW));
        assertEquals(201, r.status());
        String cookie = r.cookies().get(0);
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && !cookie.contains("Secure"), cookie);
        assertEquals("ann", c.call("GET", "/me", "", null).body().get("name").getAsString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("with an https public address the session and device cookies are Secure, and only that Origin is accepted")
    void secureCookie(String kind) {
        ApiClient c = client(kind, Optional.of("https://beads.example.org"), Optional.empty());
        assertEquals(403, c.call("POST", "/register", credentials("ann", PW), ORIGIN).status());
        ApiResponse r = c.call("POST", "/register", credentials("ann", PW), "https://beads.example.org");
        assertEquals(201, r.status());
        assertTrue(r.cookies().get(0).contains("; Secure"), r.cookies().get(0));
        String device = r.cookies().get(1);
        assertTrue(device.startsWith("beadbox_device_") && device.contains("; HttpOnly") && device.contains("; Secure"), device);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("CSRF: a foreign Origin, a look-alike one and none at all are refused with 403 and change nothing")
    void csrf(String kind) throws Exception {
        ApiClient c = client(kind);
        for (String origin : java.util.Arrays.asList("http://evil.example", "http://127.0.0.1:8766", "https://127.0.0.1:8765",
                "http://127.0.0.1:8765.evil.example", "null", null)) {
            ApiResponse r = c.call("POST", "/register", credentials("ann", PW), origin);
            assertEquals(403, r.status(), String.valueOf(origin));
            assertTrue(r.cookies().isEmpty());
        }
        assertEquals(0, count("account"));
        c.post("/register", credentials("ann", PW));
        assertEquals(403, c.call("POST", "/account/delete", "{\"password\":\"" + PW + "\"}", "http://evil.example").status());
        assertEquals(403, c.call("POST", "/logout", "", "http://evil.example").status());
        assertEquals(200, c.call("GET", "/me", "", null).status(), "still logged in, account still there");
        assertEquals(1, count("account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("login: an unknown name and a wrong password get the same status and body; the right one a new cookie")
    void login(String kind) {
        ApiClient c = client(kind);
        c.post("/register", credentials("bob", PW));
        ApiClient other = new ApiClient(api, ORIGIN);
        ApiResponse unknown = other.post("/login", credentials("nobody", PW));
        ApiResponse wrong = other.post("/login", credentials("bob", "glass beads gone"));
        assertEquals(401, unknown.status());
        assertEquals(unknown.status(), wrong.status());
        assertEquals(unknown.body(), wrong.body());
        assertTrue(unknown.cookies().isEmpty() && wrong.cookies().isEmpty());
        ApiResponse right = other.post("/login", credentials("BOB", PW));
        assertEquals(200, right.status());
        assertEquals("bob", right.body().get("name").getAsString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("session fixation: a cookie planted before login is not the one after it, and it logs no one in")
    void fixation(String kind) {
        ApiClient victim = client(kind);
        victim.post("/register", credentials("cara", PW));
        ApiClient attacker = new ApiClient(api, ORIGIN);
        attacker.post("/register", credentials("mallory", PW));
        String planted = attacker.cookie;
        victim.cookie = planted; // the attacker sets the victim's cookie to the attacker's own session
        victim.post("/login", credentials("cara", PW));
        assertNotEquals(planted, victim.cookie);
        assertEquals(401, attacker.call("GET", "/me", "", null).status(), "the planted session ended at the victim's login");
        victim.cookie = "made-up-session-id-0123456789";
        assertEquals(401, victim.call("GET", "/me", "", null).status());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a cookie stolen before logout is useless after it")
    void stolenCookieAfterLogout(String kind) throws Exception {
        ApiClient c = client(kind);
        c.post("/register", credentials("dora", PW));
        ApiClient thief = new ApiClient(api, ORIGIN);
        thief.cookie = c.cookie;
        assertEquals(200, thief.call("GET", "/me", "", null).status());
        assertEquals(204, c.post("/logout", "").status());
        assertNull(c.cookie, "the browser is told to forget it");
        assertEquals(401, thief.call("GET", "/me", "", null).status());
        assertEquals(401, thief.post("/password", "{\"current\":\"" + PW + "\",\"password\":\"new glass beads\"}").status());
        assertEquals(0, count("account_session"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("forged X-Forwarded-For from an untrusted address is ignored: the burst is still throttled by its real address")
    void forgedForwardedFor(String kind) {
        LoginLimits d = LoginLimits.DEFAULTS;
        ApiClient c = client(kind, Optional.empty(), Optional.of("10.9.9.9"),
                new LoginLimits(d.device(), d.unknown(), new Limit(5, java.time.Duration.ofHours(1)), d.registrations()));
        c.remote = "203.0.113.5";
        for (int i = 0; i < 5; i++) {
            c.extra.put("X-Forwarded-For", "198.51.100." + i);
            assertEquals(401, c.post("/login", credentials("user" + i, PW)).status());
        }
        c.extra.put("X-Forwarded-For", "198.51.100.200");
        assertEquals(429, c.post("/login", credentials("someone", PW)).status());
        ApiClient viaProxy = new ApiClient(api, ORIGIN);
        viaProxy.remote = "10.9.9.9";
        viaProxy.extra.put("X-Forwarded-For", "203.0.113.77");
        assertEquals(401, viaProxy.post("/login", credentials("someone", PW)).status(), "the trusted proxy's client is another address");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("X-Forwarded-Proto: https makes the cookie Secure from the trusted proxy only")
    void forwardedProto(String kind) {
        ApiClient forged = client(kind, Optional.empty(), Optional.of("10.9.9.9"));
        forged.remote = "203.0.113.5";
        forged.extra.put("X-Forwarded-Proto", "https");
        assertFalse(forged.post("/register", credentials("gus", PW)).cookies().get(0).contains("Secure"));
        ApiClient proxied = new ApiClient(api, ORIGIN);
        proxied.remote = "10.9.9.9";
        proxied.extra.put("X-Forwarded-Proto", "https");
        assertTrue(proxied.post("/login", credentials("gus", PW)).cookies().get(0).contains("; Secure"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("SQL metacharacters in every field of every call are refused or kept as text; nothing else changes")
    void sqlInEveryField(String kind) throws Exception {
        ApiClient c = client(kind);
        String evil = "x' OR '1'='1'; DROP TABLE account; --";
        assertEquals(400, c.post("/register", credentials(evil, PW)).status());
        assertEquals(201, c.post("/register", credentials("erin", evil)).status());
        assertEquals(401, c.post("/login", credentials(evil, evil)).status());
        assertEquals(401, c.post("/login", credentials("erin", "' OR 1=1 --")).status());
        JsonObject change = new JsonObject();
        change.addProperty("current", evil);
        change.addProperty("password", evil + " again");
        assertEquals(200, c.post("/password", change.toString()).status());
        assertEquals(200, new ApiClient(api, ORIGIN).post("/login", credentials("erin", evil + " again")).status());
        c.cookie = evil;
        assertEquals(401, c.call("GET", "/me", "", null).status());
        assertEquals(1, count("account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("bad bodies get 400 and one line: not JSON, not an object, fields of the wrong type")
    void badBodies(String kind) {
        ApiClient c = client(kind);
        for (String body : List.of("", "name=ann", "[1,2]", "{\"name\": 5, \"password\": \"x\"}", "{\"name\": [\"a\"]}", "{")) {
            ApiResponse r = c.post("/register", body);
            assertEquals(400, r.status(), body);
            assertFalse(r.body().get("error").getAsString().contains("\n"));
        }
        assertEquals(404, c.call("GET", "/nothing", "", null).status());
        assertEquals(405, c.call("GET", "/login", "", null).status());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a password change ends every other session and gives this browser a new cookie; delete ends the account")
    void passwordChangeAndDelete(String kind) throws Exception {
        ApiClient c = client(kind);
        c.post("/register", credentials("fay", PW));
        ApiClient laptop = new ApiClient(api, ORIGIN);
        laptop.post("/login", credentials("fay", PW));
        String before = c.cookie;
        assertEquals(400, c.post("/password", "{\"current\":\"" + PW + "\",\"password\":\"123456789\"}").status());
        assertEquals(200, c.post("/password", "{\"current\":\"" + PW + "\",\"password\":\"brand new beads\"}").status());
        assertNotEquals(before, c.cookie);
        assertEquals(401, laptop.call("GET", "/me", "", null).status());
        assertEquals(200, c.call("GET", "/me", "", null).status());
        assertEquals(401, c.post("/account/delete", "{\"password\":\"" + PW + "\"}").status());
        assertEquals(204, c.post("/account/delete", "{\"password\":\"brand new beads\"}").status());
        assertEquals(0, count("account"));
        assertEquals(401, new ApiClient(api, ORIGIN).post("/login", credentials("fay", "brand new beads")).status());
    }
}
