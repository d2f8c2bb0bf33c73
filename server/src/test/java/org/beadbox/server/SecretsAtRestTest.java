package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.beadbox.server.security.DatabasePassword;
import org.beadbox.server.security.SiteKey;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Secrets at rest on a real H2 under a real Beadbox folder (issue 42): the modes of {@code
 * server/} and of every file in it, H2's password, the settings a server writes and admin reads,
 * and admin finding no database.
 */
@DisplayName("Secrets at rest: files, H2's password, settings, admin")
class SecretsAtRestTest {

    @TempDir
    Path home;

    private static final ServerSettings H2 = new ServerSettings(0, Optional.empty(), Optional.empty(), Optional.empty());

    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    private Path folder() {
        return home.resolve("server");
    }

    private String h2Url() {
        return "jdbc:h2:file:" + folder().resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }

    /** The address the server opens H2 at: the same files, made 0600 as H2 makes them. */
    private String privateUrl() {
        return org.beadbox.server.security.PrivateH2Files.url(h2Url());
    }

    private Connection h2(String password) throws SQLException {
        org.h2.jdbcx.JdbcDataSource ds = new org.h2.jdbcx.JdbcDataSource();
        ds.setURL(privateUrl() + ";IFEXISTS=TRUE");
        ds.setUser("sa");
        ds.setPassword(password);
        return ds.getConnection();
    }

    @Test
    @DisplayName("server/ is 0700 and the database, its lock, its password, the site key and the settings are 0600, an older 0755 folder included")
    void modes() throws Exception {
        Files.createDirectories(folder());
        Files.setPosixFilePermissions(folder(), PosixFilePermissions.fromString("rwxr-xr-x"));
        Path old = Files.writeString(folder().resolve("beadbox.trace.db"), "an older Beadbox's trace");
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));
        try (Database db = new Database(H2, home)) {
            db.siteKey();
            SettingsFile.write(folder(), Map.of(ServerSettings.PUBLIC_URL, "https://beads.example.org")::get);
            assertEquals("rwx------", mode(folder()));
            List<String> names = files(folder()).stream().map(p -> p.getFileName().toString()).toList();
            for (String expected : List.of("beadbox.mv.db", "beadbox.lock.db", "database.password", "site.key", "settings.properties")) {
                assertTrue(names.contains(expected), expected + " missing from " + names);
            }
            for (Path f : files(folder())) {
                assertEquals("rw-------", mode(f), f.getFileName().toString());
            }
        }
    }

    @Test
    @DisplayName("the files H2 makes while the server runs (its trace, written at its first error) are 0600 as they are made")
    void filesMadeLater() throws Exception {
        try (Database db = new Database(H2, home)) {
            Path trace = folder().resolve("beadbox.trace.db");
            assertFalse(Files.exists(trace), "a trace before any error");
            assertThrows(DatabaseException.class, () -> db.inTransaction(c -> {
                try (var s = c.createStatement()) {
                    return s.executeQuery("SELECT * FROM no_such_table");
                }
            }));
            long end = System.currentTimeMillis() + 5_000;
            while (!Files.exists(trace) && System.currentTimeMillis() < end) {
                Thread.sleep(20);
            }
            assertTrue(Files.exists(trace), "H2 wrote no trace of the error");
            assertEquals("rw-------", mode(trace));
        }
    }

    @Test
    @DisplayName("H2 opens only with the random password of its 0600 file: not as sa with the empty password, nor another, while the server runs or not")
    void h2Password() throws Exception {
        try (Database db = new Database(H2, home)) {
            String kept = DatabasePassword.h2(folder()).orElseThrow();
            assertTrue(kept.length() >= 40, "a random password: " + kept.length() + " characters");
            for (String wrong : List.of("", "sa", kept + "x")) {
                SQLException e = assertThrows(SQLException.class, () -> h2(wrong).close(), "password '" + wrong + "'");
                assertEquals(28000, e.getErrorCode(), e.getMessage());
            }
            try (Connection c = h2(kept)) {
                assertTrue(c.isValid(5));
            }
        }
        SQLException e = assertThrows(SQLException.class, () -> h2("").close(), "the empty password, the server stopped");
        assertEquals(28000, e.getErrorCode(), e.getMessage());
        String first = DatabasePassword.h2(folder()).orElseThrow();
        try (Database again = new Database(H2, home)) {
            assertEquals(first, DatabasePassword.h2(folder()).orElseThrow(), "the same password at the next start");
        }
    }

    @Test
    @DisplayName("a database of an older Beadbox (sa, empty password) gets the random password at its first start, and keeps its accounts")
    void emptyPasswordMigrated() throws Exception {
        Files.createDirectories(folder());
        org.h2.jdbcx.JdbcDataSource old = new org.h2.jdbcx.JdbcDataSource();
        old.setURL(h2Url());
        old.setUser("sa");
        old.setPassword("");
        // As an older Beadbox left it: its tables (up to the version before this one's) and a row.
        org.flywaydb.core.Flyway.configure().dataSource(old).locations("classpath:db/migration").target("8").load().migrate(); // an older Beadbox's: up to 8
        try (Connection c = old.getConnection(); var s = c.createStatement()) {
            s.execute("INSERT INTO account (name, name_key, password_hash, created_at) VALUES ('old', 'old', 'x', CURRENT_TIMESTAMP)");
        }
        try (Database db = new Database(H2, home)) {
            assertEquals("old", db.inTransaction(c -> {
                try (var s = c.createStatement(); var r = s.executeQuery("SELECT name FROM account")) {
                    r.next();
                    return r.getString(1);
                }
            }));
        }
        assertEquals("rw-------", mode(folder().resolve(DatabasePassword.H2_FILE)));
        SQLException e = assertThrows(SQLException.class, () -> h2("").close());
        assertEquals(28000, e.getErrorCode(), e.getMessage());
        try (Connection c = h2(DatabasePassword.h2(folder()).orElseThrow())) {
            assertTrue(c.isValid(5));
        }
    }

    @Test
    @DisplayName("a lost password file: the database is not opened, and the one line says which file to restore")
    void lostPassword() throws Exception {
        try (Database db = new Database(H2, home)) {
            assertEquals(Boolean.TRUE, db.inTransaction(c -> c.isValid(5)));
        }
        Files.delete(folder().resolve(DatabasePassword.H2_FILE));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Database(H2, home).close());
        assertTrue(e.getMessage().contains("opens neither with the password in " + folder().resolve(DatabasePassword.H2_FILE)
                + " nor with the empty one of older versions: restore that file"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    @DisplayName("admin with no settings and no database says so and creates nothing: no folder, no file, no database")
    void adminFindsNothing() throws Exception {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new Database(H2, home, new Database.Access(true, Optional.empty(), Map.of())));
        assertTrue(e.getMessage().startsWith("no server database here: " + folder().toAbsolutePath()), e.getMessage());
        assertTrue(e.getMessage().contains("start ./beadbox server first, or give the site's --db URL"), e.getMessage());
        assertEquals(List.of(), files(home), "made in the Beadbox folder");
    }

    @Test
    @DisplayName("admin on a PostgreSQL database without Beadbox's tables refuses it and creates none")
    void adminFindsNoTables() throws Exception {
        String url = Postgres.shared().newDatabase();
        ServerSettings pg = new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty());
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new Database(pg, home, new Database.Access(true, Optional.empty(), Map.of())));
        assertTrue(e.getMessage().contains("holds no Beadbox server (no tables)"), e.getMessage());
        try (Connection c = new org.postgresql.ds.PGSimpleDataSource() {{ setURL(url); }}.getConnection();
             var r = c.getMetaData().getTables(null, null, "%", new String[] {"TABLE"})) {
            assertFalse(r.next(), "a table was made: " + (r.getRow() > 0 ? r.getString("TABLE_NAME") : ""));
        }
        assertEquals(List.of(), files(home));
        try (Database served = new Database(pg, home)) {
            assertTrue(served.postgres());
        }
        try (Database admin = new Database(pg, home, new Database.Access(true, Optional.empty(), Map.of()))) {
            assertTrue(admin.postgres(), "once served, admin opens it");
        }
    }

    @Test
    @DisplayName("the settings a server writes (no secret) are what admin reads; admin's own command line comes first")
    void settings() throws Exception {
        Map<String, String> started = Map.of(ServerSettings.DATABASE, "jdbc:postgresql://db.example/beads?user=site",
                SettingsFile.PASSWORD_FILE, "/etc/beadbox/db.password", ServerSettings.PUBLIC_URL, "https://beads.example.org",
                ServerSettings.TRUSTED_PROXY, "127.0.0.1");
        Files.createDirectories(folder());
        SettingsFile.write(folder(), started::get);
        assertEquals("rw-------", mode(folder().resolve(SettingsFile.FILE)));
        Map<String, String> kept = SettingsFile.read(folder()).orElseThrow();
        assertEquals(started, kept);
        assertFalse(Files.readString(folder().resolve(SettingsFile.FILE)).toLowerCase().contains("password="));
        var admin = SettingsFile.over(Map.of(ServerSettings.PUBLIC_URL, "https://other.example")::get, kept);
        assertEquals("https://other.example", admin.apply(ServerSettings.PUBLIC_URL));
        assertEquals("jdbc:postgresql://db.example/beads?user=site", admin.apply(ServerSettings.DATABASE));
        assertEquals(Optional.empty(), SettingsFile.read(home));
    }

    @Test
    @DisplayName("a --db holding a password is refused, naming the safe ways")
    void passwordInUrl() {
        ServerSettings pg = new ServerSettings(0, Optional.of("jdbc:postgresql://127.0.0.1:1/b?user=u&password=hunter22"),
                Optional.empty(), Optional.empty());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Database(pg, home));
        assertTrue(e.getMessage().contains("BEADBOX_DB_PASSWORD") && e.getMessage().contains("--db-password-file")
                && e.getMessage().contains("~/.pgpass"), e.getMessage());
        assertFalse(e.getMessage().contains("hunter22"), e.getMessage());
    }

    @Test
    @DisplayName("a node whose site key is not the one the database knows is refused with one line")
    void siteKeyOfAnotherSite() throws Exception {
        String known;
        try (Database db = new Database(H2, home)) {
            known = db.siteKey().fingerprint();
        }
        Path key = folder().resolve(SiteKey.FILE);
        Files.delete(key);
        Files.createDirectories(home.resolve("other"));
        SiteKey other = SiteKey.in(home.resolve("other").resolve("server"));
        Files.copy(home.resolve("other").resolve("server").resolve(SiteKey.FILE), key);
        try (Database db = new Database(H2, home)) {
            IllegalStateException e = assertThrows(IllegalStateException.class, db::siteKey);
            assertTrue(e.getMessage().contains("is not the one the site's other nodes use: copy server/site.key"), e.getMessage());
        }
        assertFalse(known.equals(other.fingerprint()));
    }
}
