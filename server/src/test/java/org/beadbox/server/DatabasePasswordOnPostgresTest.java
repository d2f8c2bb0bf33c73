package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import org.beadbox.server.security.DatabasePassword;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PostgreSQL's password as a site gives it (issue 42), against a real PostgreSQL 15 of its own
 * that asks the site's role for its password (scram-sha-256): from the environment, from a 0600
 * file, from a ~/.pgpass the driver reads, never from the address.
 */
@DisplayName("PostgreSQL's password: environment, file, .pgpass")
class DatabasePasswordOnPostgresTest {

    private static final String PASSWORD = "glass-beads-glow-42";
    private static Postgres pg;
    private static ServerSettings site;

    @TempDir
    Path home;

    @BeforeAll
    static void start() throws Exception {
        pg = Postgres.start();
        String url = pg.newDatabase();
        pg.requirePassword(Postgres.name(url), "site", PASSWORD);
        site = new ServerSettings(0, Optional.of("jdbc:postgresql://127.0.0.1:" + pg.port() + "/" + Postgres.name(url) + "?user=site"),
                Optional.empty(), Optional.empty());
    }

    @AfterAll
    static void stop() {
        pg.close();
    }

    private Database open(Optional<Path> file, Map<String, String> env) {
        return new Database(site, home, new Database.Access(false, file, env));
    }

    private Path file(String text, String mode) throws Exception {
        Path f = Files.writeString(home.resolve("db-" + System.nanoTime()), text);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(mode));
        return f;
    }

    @Test
    @DisplayName("without a password, or with a wrong one, the database is not opened; the message never holds the password")
    void refused() {
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> open(Optional.empty(), Map.of()).close());
        assertTrue(none.getMessage().startsWith("cannot open the database jdbc:postgresql://127.0.0.1:" + pg.port()), none.getMessage());
        IllegalStateException wrong = assertThrows(IllegalStateException.class,
                () -> open(Optional.empty(), Map.of(DatabasePassword.ENV, "not-" + PASSWORD)).close());
        assertTrue(wrong.getMessage().contains("password authentication failed for user \"site\""), wrong.getMessage());
        assertFalse(wrong.getMessage().contains(PASSWORD), wrong.getMessage());
    }

    @Test
    @DisplayName("the environment variable BEADBOX_DB_PASSWORD opens it")
    void environment() {
        try (Database db = open(Optional.empty(), Map.of(DatabasePassword.ENV, PASSWORD))) {
            assertTrue(db.postgres());
            assertFalse(db.url().contains(PASSWORD));
        }
    }

    @Test
    @DisplayName("a 0600 file named by --db-password-file opens it, and comes before the environment; one others may read is refused")
    void file() throws Exception {
        try (Database db = open(Optional.of(file(PASSWORD + "\n", "rw-------")), Map.of(DatabasePassword.ENV, "wrong"))) {
            assertTrue(db.postgres());
        }
        Path open = file(PASSWORD + "\n", "rw-r--r--");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> open(Optional.of(open), Map.of()).close());
        assertEquals("--db-password-file: " + open + " is mode rw-r--r--: others may read it; chmod 600 " + open, e.getMessage());
        Path empty = file("\n", "rw-------");
        assertTrue(assertThrows(IllegalStateException.class, () -> open(Optional.of(empty), Map.of()).close())
                .getMessage().contains("is empty"));
        Path missing = home.resolve("none");
        assertTrue(assertThrows(IllegalStateException.class, () -> open(Optional.of(missing), Map.of()).close())
                .getMessage().contains("is not a file"));
    }

    @Test
    @DisplayName("with no password given, the driver reads a .pgpass file")
    void pgpass() throws Exception {
        Path pgpass = file("127.0.0.1:" + pg.port() + ":*:site:" + PASSWORD + "\n", "rw-------");
        System.setProperty("org.postgresql.pgpassfile", pgpass.toString());
        try (Database db = open(Optional.empty(), Map.of())) {
            assertTrue(db.postgres());
        } finally {
            System.clearProperty("org.postgresql.pgpassfile");
        }
    }
}
