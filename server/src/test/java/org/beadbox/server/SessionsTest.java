package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

@DisplayName("Sessions, on H2 and on PostgreSQL")
class SessionsTest {

    @TempDir
    Path home;

    private Database db;

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("an id has 256 random bits, is stored only as its SHA-256 digest, and finds its account until it ends")
    void storedAsDigest(String kind) throws Exception {
        db = TestDatabases.open(kind, home);
        Account a = new Accounts(db).register("hana", "glass beads glow", "10.0.0.1");
        Sessions sessions = new Sessions(db);
        String id = sessions.start(a);
        String other = sessions.start(a);
        assertNotEquals(id, other);
        assertEquals(32, Base64.getUrlDecoder().decode(id).length);
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement s = c.prepareStatement("SELECT digest FROM account_session ORDER BY digest");
                ResultSet r = s.executeQuery()) {
            int rows = 0;
            while (r.next()) {
                String digest = r.getString(1);
                assertTrue(digest.equals(Sessions.digest(id)) || digest.equals(Sessions.digest(other)), digest);
                assertTrue(!digest.contains(id) && !digest.contains(other));
                rows++;
            }
            assertEquals(2, rows);
        }
        assertEquals("hana", sessions.account(id).orElseThrow().name());
        sessions.end(id);
        assertTrue(sessions.account(id).isEmpty(), "ended");
        assertTrue(sessions.account(other).isPresent(), "the other session lives on");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("an expired session finds no one; ids of the wrong size or made up find no one")
    void expiry(String kind) throws Exception {
        db = TestDatabases.open(kind, home);
        Account a = new Accounts(db).register("ivan", "glass beads glow", "10.0.0.1");
        Sessions sessions = new Sessions(db);
        String id = sessions.start(a);
        try (Connection c = db.dataSource().getConnection();
                PreparedStatement s = c.prepareStatement("UPDATE account_session SET expires_at = created_at")) {
            s.executeUpdate();
        }
        assertTrue(sessions.account(id).isEmpty());
        assertTrue(sessions.account("x".repeat(10_000)).isEmpty());
        assertTrue(sessions.account("' OR '1'='1").isEmpty());
        assertTrue(sessions.account("").isEmpty());
    }
}
