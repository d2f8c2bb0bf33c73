package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.time.Clock;
import java.time.Duration;
import org.beadbox.server.security.Limit;
import org.beadbox.server.security.LoginLimits;
import org.beadbox.server.security.SecurityLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

@DisplayName("Accounts, on H2 and on PostgreSQL")
class AccountsTest {

    @TempDir
    Path home;

    private Database db;
    private Accounts accounts;

    private Accounts open(String kind) {
        db = TestDatabases.open(kind, home);
        accounts = new Accounts(db);
        return accounts;
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    private int count(String sql) throws Exception {
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a registered name logs in with its password, in any case, and keeps the case it was given")
    void registerAndLogin(String kind) {
        open(kind).register("Ann_1", "glass beads glow", "10.0.0.1");
        Account a = accounts.login("ann_1", "glass beads glow", "10.0.0.1");
        assertEquals("Ann_1", a.name());
        assertFalse(a.disabled());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a taken name in another case is refused with 409 and one line; nothing is added")
    void takenInAnotherCase(String kind) throws Exception {
        open(kind).register("bob", "glass beads glow", "10.0.0.1");
        AccountException e = assertThrows(AccountException.class, () -> accounts.register("BOB", "other beads glow", "10.0.0.1"));
        assertEquals(409, e.status());
        assertTrue(e.getMessage().contains("taken") && !e.getMessage().contains("\n"), e.getMessage());
        assertEquals(1, count("SELECT COUNT(*) FROM account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("look-alike Unicode (Cyrillic a, full-width A, a combining accent, zero-width space) is refused as a bad name")
    void lookAlikes(String kind) throws Exception {
        open(kind).register("anna", "glass beads glow", "10.0.0.1");
        for (String name : List.of("\u0430nna", "\uFF21nna", "anna\u0301", "an\u200Bna", "ANNA\u0130")) {
            AccountException e = assertThrows(AccountException.class, () -> accounts.register(name, "glass beads glow", "10.0.0.1"));
            assertEquals(400, e.status(), name);
        }
        assertEquals(1, count("SELECT COUNT(*) FROM account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a 1 MB name is refused with one short line, and so is a login with it")
    void megabyteName(String kind) throws Exception {
        String huge = "a".repeat(1 << 20);
        AccountException e = assertThrows(AccountException.class, () -> open(kind).register(huge, "glass beads glow", "10.0.0.1"));
        assertEquals(400, e.status());
        assertTrue(e.getMessage().length() < 100, e.getMessage());
        AccountException login = assertThrows(AccountException.class, () -> accounts.login(huge, "glass beads glow", "10.0.0.1"));
        assertEquals(401, login.status());
        assertEquals(0, count("SELECT COUNT(*) FROM account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("SQL metacharacters: refused in a name, kept as plain text in a password; the tables are intact")
    void sqlMetacharacters(String kind) throws Exception {
        open(kind).register("carol", "x' OR '1'='1; DROP TABLE account; --", "10.0.0.1");
        for (String name : List.of("x'; DROP TABLE account; --", "a\" OR 1=1", "bob%", "b_b' --", "\\x00")) {
            assertThrows(AccountException.class, () -> accounts.register(name, "glass beads glow", "10.0.0.1"), name);
            assertThrows(AccountException.class, () -> accounts.login(name, "x' OR '1'='1", "10.0.0.2"), name);
        }
        assertThrows(AccountException.class, () -> accounts.login("carol", "x' OR '1'='1", "10.0.0.3"));
        assertEquals("carol", accounts.login("carol", "x' OR '1'='1; DROP TABLE account; --", "10.0.0.3").name());
        assertEquals(1, count("SELECT COUNT(*) FROM account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("weak passwords are refused: short, common (any case), containing the name")
    void weakPasswords(String kind) {
        open(kind);
        for (String pw : List.of("short", "Password1", "QWERTYUIOP", "dave-is-great")) {
            AccountException e = assertThrows(AccountException.class, () -> accounts.register("dave", pw, "10.0.0.1"), pw);
            assertEquals(400, e.status(), pw);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("an unknown name and a wrong password get the same status and words, after about the same time")
    void unknownAndWrongAlike(String kind) {
        open(kind).register("erin", "glass beads glow", "10.0.0.1");
        List<Long> unknown = new ArrayList<>();
        List<Long> wrong = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            AccountException u = assertThrows(AccountException.class, () -> accounts.login("nobody" + 0, "glass beads gone", "10.1.0." + 0));
            long t1 = System.nanoTime();
            AccountException w = assertThrows(AccountException.class, () -> accounts.login("erin", "glass beads gone", "10.2.0." + 0));
            long t2 = System.nanoTime();
            assertEquals(w.status(), u.status());
            assertEquals(w.getMessage(), u.getMessage());
            unknown.add(t1 - t0);
            wrong.add(t2 - t1);
        }
        long u = unknown.stream().sorted().toList().get(1);
        long w = wrong.stream().sorted().toList().get(1);
        assertTrue(u > w / 3 && u < w * 3, "median unknown " + u / 1_000_000 + " ms, wrong " + w / 1_000_000 + " ms");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("a burst of wrong passwords locks the name for browsers not known to it: the right password then gets the same 401")
    void wrongPasswordBurst(String kind) {
        open(kind).register("fred", "glass beads glow", "10.0.0.1");
        AccountException first = assertThrows(AccountException.class, () -> accounts.login("fred", "guess guess", "10.3.0.1"));
        for (int i = 1; i < LoginLimits.DEFAULTS.unknown().count(); i++) {
            assertEquals(401, assertThrows(AccountException.class, () -> accounts.login("fred", "guess guess", "10.3.0.1")).status());
        }
        AccountException e = assertThrows(AccountException.class, () -> accounts.login("FRED", "glass beads glow", "10.3.0.2"));
        assertEquals(401, e.status());
        assertEquals(first.getMessage(), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("one address registers at most the registrations limit (here 3 a day); another address still can")
    void registrationsPerAddress(String kind) throws Exception {
        db = TestDatabases.open(kind, home);
        LoginLimits d = LoginLimits.DEFAULTS;
        accounts = new Accounts(db, new LoginLimits(d.device(), d.unknown(), d.address(), new Limit(3, Duration.ofDays(1))),
                SecurityLog.discarding(), Clock.systemUTC());
        for (int i = 0; i < 3; i++) {
            accounts.register("spam" + i, "glass beads glow", "10.5.0.1");
        }
        AccountException e = assertThrows(AccountException.class, () -> accounts.register("spam99", "glass beads glow", "10.5.0.1"));
        assertEquals(429, e.status());
        assertTrue(e.getMessage().startsWith("too many new accounts from your address: try again in "), e.getMessage());
        assertEquals("spam99", accounts.register("spam99", "glass beads glow", "10.5.0.2").name());
        assertEquals(4, count("SELECT COUNT(*) FROM account"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("deleting an account runs the erasure hooks in its transaction and removes its sessions")
    void deleteAccount(String kind) throws Exception {
        Account a = open(kind).register("gina", "glass beads glow", "10.0.0.1");
        Sessions sessions = new Sessions(db);
        String id = sessions.start(a);
        List<Long> erased = new ArrayList<>();
        accounts.addErasure((c, accountId) -> erased.add(accountId));
        assertThrows(AccountException.class, () -> accounts.delete(a, "wrong password", "10.4.0.1"));
        assertTrue(sessions.account(id).isPresent(), "a wrong password deletes nothing");
        accounts.delete(a, "glass beads glow", "10.4.0.1");
        assertEquals(List.of(a.id()), erased);
        assertTrue(sessions.account(id).isEmpty());
        assertEquals(0, count("SELECT COUNT(*) FROM account_session"));
        assertTrue(accounts.find("gina").isEmpty());
    }
}
