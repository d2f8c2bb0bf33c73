package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.core.UsageException;
import org.beadbox.server.security.SecurityLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

@DisplayName("./beadbox server admin, on H2 and on PostgreSQL")
class AdminCommandTest {

    private static final String PW = "glass beads glow";

    @TempDir
    Path home;

    private Database db;
    private Accounts accounts;
    private Sessions sessions;
    private AdminCommand admin;

    private void open(String kind) {
        db = TestDatabases.open(kind, home);
        accounts = new Accounts(db);
        sessions = new Sessions(db);
        admin = new AdminCommand(db, accounts, new SecurityLog(home.resolve("server").resolve(SecurityLog.FILE), SecurityLog.MAX_BYTES,
                java.time.Clock.systemUTC()));
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    private String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = admin.run(List.of(args), InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        return out.toString(StandardCharsets.UTF_8);
    }

    private List<String> audit() throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT actor, action, target FROM audit_log ORDER BY id")) {
            while (r.next()) {
                rows.add(r.getString(2) + " " + r.getString(3) + " by " + r.getString(1));
            }
        }
        return rows;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("list shows every account and its status; disable ends its sessions and stops its logins; enable undoes it")
    void disableAndEnable(String kind) throws Exception {
        open(kind);
        Account ann = accounts.register("ann", PW, "10.0.0.1");
        accounts.register("Bob", PW, "10.0.0.1");
        String session = sessions.start(ann);
        String list = run("list");
        assertTrue(list.contains("ann") && list.contains("Bob") && list.strip().endsWith("2 accounts"), list);
        assertTrue(run("disable", "ANN").contains("ann is disabled; 1 session ended"));
        assertTrue(sessions.account(session).isEmpty());
        assertEquals(403, assertThrows(AccountException.class, () -> accounts.login("ann", PW, "10.0.0.1")).status());
        assertTrue(run("list").contains("disabled"));
        run("enable", "ann");
        assertEquals("ann", accounts.login("ann", PW, "10.0.0.1").name());
        String user = "cli:" + System.getProperty("user.name");
        assertEquals(List.of("disable ann by " + user, "enable ann by " + user), audit());
        List<String> logged = Files.readAllLines(home.resolve("server").resolve(SecurityLog.FILE)).stream()
                .filter(l -> l.contains(" event=admin ")).map(l -> l.substring(l.indexOf(' ') + 1)).toList();
        assertEquals(List.of("event=admin action=disable account=ann by=" + user, "event=admin action=enable account=ann by=" + user),
                logged, "also in the security log");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("reset-password prints a new password that works, the old one stops working, and it is audited")
    void resetPassword(String kind) throws Exception {
        open(kind);
        Account cara = accounts.register("cara", PW, "10.0.0.1");
        String session = sessions.start(cara);
        String out = run("reset-password", "cara");
        String password = out.substring(out.indexOf(": ") + 2, out.indexOf(" (give"));
        assertEquals(20, password.length(), out);
        assertTrue(sessions.account(session).isEmpty());
        assertEquals(401, assertThrows(AccountException.class, () -> accounts.login("cara", PW, "10.0.0.2")).status());
        assertEquals("cara", accounts.login("cara", password, "10.0.0.2").name());
        assertEquals(1, audit().size());
        assertTrue(audit().get(0).startsWith("reset-password cara"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("mistakes get one line and change nothing: unknown name, unknown action, no argument, close-table with no tables")
    void mistakes(String kind) throws Exception {
        open(kind);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> run("disable", "nobody")).getMessage().contains("no account named nobody"));
        // The command line prints a usage error's message with the usage after it: the message holds none of its own.
        for (String[] args : new String[][] {{"frobnicate"}, {"disable"}, {}, {"grant-admin"}, {"revoke-admin", "a", "b"}}) {
            String message = assertThrows(UsageException.class, () -> run(args)).getMessage();
            assertFalse(message.contains("list|"), "the usage is printed once, by the command line: " + message);
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> run("grant-admin", "nobody")).getMessage().contains("no account named nobody"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> run("close-table", "t1")).getMessage().contains("no tables"));
        assertEquals(List.of(), audit());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("grant-admin and revoke-admin give and take the role, audited; list marks administrators and bots")
    void adminRole(String kind) throws Exception {
        open(kind);
        Account dora = accounts.register("dora", PW, "10.0.0.1");
        Account bot = accounts.register("mcts-bot", PW, "10.0.0.1");
        try (Connection c = db.dataSource().getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO bot_account (account_id, spec) VALUES (" + bot.id() + ", 'mcts')");
        }
        accounts.register("eli", PW, "10.0.0.1");
        assertTrue(run("grant-admin", "DORA").contains("dora is an administrator"));
        assertTrue(run("grant-admin", "dora").contains("already"), "twice: said, not audited again");
        assertTrue(db.<Boolean>inTransaction(c -> AdminRoles.isAdmin(c, dora.id())));
        List<String> rows = run("list").lines().toList();
        assertTrue(rows.get(0).matches("name +status +role +registered"), rows.get(0));
        assertTrue(rows.stream().anyMatch(l -> l.matches("dora +active +admin +.*")), rows.toString());
        assertTrue(rows.stream().anyMatch(l -> l.matches("mcts-bot +active +bot +.*")), rows.toString());
        assertTrue(rows.stream().anyMatch(l -> l.matches("eli +active +- +.*")), rows.toString());
        assertTrue(run("revoke-admin", "dora").contains("dora is no longer an administrator"));
        assertTrue(run("revoke-admin", "dora").contains("not an administrator"));
        assertFalse(db.<Boolean>inTransaction(c -> AdminRoles.isAdmin(c, dora.id())));
        String user = "cli:" + System.getProperty("user.name");
        assertEquals(List.of("grant-admin dora by " + user, "revoke-admin dora by " + user), audit());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.beadbox.server.TestDatabases#kinds")
    @DisplayName("close-table goes to the tables' hook and is audited with what it did")
    void closeTable(String kind) throws Exception {
        open(kind);
        admin.addCloser((c, id) -> "closed table " + id);
        assertTrue(run("close-table", "t42").contains("closed table t42"));
        assertEquals(1, audit().size());
        assertTrue(audit().get(0).startsWith("close-table t42"));
    }
}
