package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("./beadbox server's options")
class ServerOptionsTest {

    @Test
    @DisplayName("every option is read, and admin takes the rest of the line")
    void options() {
        ServerOptions o = ServerOptions.parse(List.of("--port", "9000", "--db", "jdbc:postgresql://127.0.0.1/b?user=u",
                "--public-url", "https://beads.example.org/", "--trusted-proxy", "127.0.0.1", "admin", "disable", "ann"));
        assertEquals(9000, o.port());
        assertEquals("https://beads.example.org", o.publicUrl());
        assertEquals(List.of("disable", "ann"), o.admin());
        assertEquals("jdbc:postgresql://127.0.0.1/b?user=u", o.properties().get("beadbox.server.db"));
        ServerOptions plain = ServerOptions.parse(List.of());
        assertEquals(LaunchOptions.DEFAULT_PORT, plain.port());
        assertEquals("", plain.properties().get("beadbox.server.public-url"));
        assertTrue(plain.admin().isEmpty());
        assertEquals(plain.node(), plain.properties().get("beadbox.server.node"));
        assertTrue(plain.node().matches(ServerOptions.NODE_NAME), plain.node());
    }

    @Test
    @DisplayName("--bots sets the bot accounts (NAME=SPEC, by commas); a part without a name is refused in one line")
    void bots() {
        ServerOptions o = ServerOptions.parse(List.of("--bots", "r1=random,g1=greedy,c1=cautious,u1=uct:time=0.05"));
        assertEquals("r1=random,g1=greedy,c1=cautious,u1=uct:time=0.05", o.properties().get("beadbox.server.bots"));
        assertEquals(null, ServerOptions.parse(List.of()).properties().get("beadbox.server.bots"), "the server's default bots");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ServerOptions.parse(List.of("--bots", "r1=random,greedy")));
        assertEquals("--bots: 'greedy' is not NAME=SPEC (a name of 2 to 30 letters, digits, '-' or '_', and a player such as greedy or uct:time=0.05)",
                e.getMessage());
    }

    @Test
    @DisplayName("--node names the node; without it, the host name made to fit, or node-1")
    void node() {
        ServerOptions two = ServerOptions.parse(List.of("--node", "node-2", "--port", "9000"));
        assertEquals("node-2", two.properties().get("beadbox.server.node"));
        assertEquals("true", two.properties().get("beadbox.server.route-tables"), "one of several nodes: tables are routed");
        assertEquals("false", ServerOptions.parse(List.of()).properties().get("beadbox.server.route-tables"), "alone: every table served here");
        assertEquals("b".repeat(30), ServerOptions.parse(List.of("--node", "b".repeat(30))).node());
        assertEquals("web-3", ServerOptions.defaultNode("Web-3.beads.example.org\n"));
        assertEquals("beadbox", ServerOptions.defaultNode("bead_box"));
        assertEquals("c".repeat(30), ServerOptions.defaultNode("c".repeat(40)));
        assertEquals("node-1", ServerOptions.defaultNode(""));
        assertEquals("node-1", ServerOptions.defaultNode("___"));
        assertEquals("node-1", ServerOptions.defaultNode(null));
    }

    @Test
    @DisplayName("--throttle-KIND COUNT/WINDOW sets each login limit as a property; absent ones are not set (the server's defaults)")
    void throttle() {
        ServerOptions o = ServerOptions.parse(List.of("--throttle-device", "5/15m", "--throttle-unknown", "20/1h",
                "--throttle-address", "1000/1h", "--throttle-registrations", "500/1d"));
        assertEquals("5/15m", o.properties().get("beadbox.server.throttle.device"));
        assertEquals("20/1h", o.properties().get("beadbox.server.throttle.unknown"));
        assertEquals("1000/1h", o.properties().get("beadbox.server.throttle.address"));
        assertEquals("500/1d", o.properties().get("beadbox.server.throttle.registrations"));
        assertTrue(ServerOptions.parse(List.of()).properties().keySet().stream().noneMatch(k -> k.contains("throttle")));
    }

    @Test
    @DisplayName("--db holding a password is refused with one line naming the safe ways, without the password; --db-password-file is taken")
    void password() {
        for (String url : List.of("jdbc:postgresql://127.0.0.1/b?user=u&password=hunter22", "jdbc:postgresql://127.0.0.1/b?PASSWORD=hunter22",
                "jdbc:h2:file:/tmp/x;USER=sa;PASSWORD=hunter22")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ServerOptions.parse(List.of("--db", url)), url);
            assertEquals(1, e.getMessage().lines().count());
            assertTrue(e.getMessage().startsWith("--db must not hold the password"), e.getMessage());
            assertTrue(e.getMessage().contains("BEADBOX_DB_PASSWORD") && e.getMessage().contains("--db-password-file FILE")
                    && e.getMessage().contains("~/.pgpass"), e.getMessage());
            assertTrue(!e.getMessage().contains("hunter22"), e.getMessage());
        }
        ServerOptions o = ServerOptions.parse(List.of("--db", "jdbc:postgresql://127.0.0.1/b?user=u", "--db-password-file", "db.password"));
        assertEquals(java.nio.file.Path.of("db.password").toAbsolutePath().toString(), o.properties().get("beadbox.server.db-password-file"));
        assertEquals("false", o.properties().get("beadbox.server.admin"));
        assertEquals("true", ServerOptions.parse(List.of("admin", "list")).properties().get("beadbox.server.admin"));
        assertThrows(IllegalArgumentException.class, () -> ServerOptions.parse(List.of("--db-password-file")));
    }

    @Test
    @DisplayName("mistakes get one line that says what is expected")
    void mistakes() {
        for (List<String> args : List.of(List.of("--port"), List.of("--port", "70000"), List.of("--db", "mysql://x"),
                List.of("--public-url", "beads.example.org"), List.of("--public-url", "https://beads.example.org/play"),
                List.of("--trusted-proxy", "proxy.example"), List.of("--frob"), List.of("admin"),
                List.of("--node"), List.of("--node", "Node_2"), List.of("--node", "a".repeat(31)), List.of("--node", "a/b"),
                List.of("--node", ""), List.of("--throttle-device"), List.of("--throttle-device", "10"),
                List.of("--throttle-device", "0/1h"), List.of("--throttle-unknown", "10/1w"), List.of("--throttle-address", "10/31d"),
                List.of("--throttle-frob", "10/1h"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ServerOptions.parse(args), args.toString());
            assertEquals(1, e.getMessage().lines().count());
        }
    }

    @Test
    @DisplayName("--smtp, --mail-from and the mail throttles become properties; a password in --smtp, one without the other, or a bad address is refused")
    void mail(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = dir.resolve("smtp-password");
        java.nio.file.Files.writeString(file, "hunter22\n");
        java.nio.file.Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        IllegalArgumentException readable = assertThrows(IllegalArgumentException.class,
                () -> ServerOptions.parse(List.of("--smtp-password-file", file.toString())));
        assertTrue(readable.getMessage().contains("chmod 600"), readable.getMessage());
        java.nio.file.Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        assertEquals(file.toString(), ServerOptions.parse(List.of("--smtp", "smtp://127.0.0.1:25", "--mail-from", "beads@example.org",
                "--smtp-password-file", file.toString())).properties().get("beadbox.server.smtp-password-file"));
        ServerOptions o = ServerOptions.parse(List.of("--smtp", "smtps://beads@smtp.example.org:465", "--mail-from", "beads@example.org",
                "--throttle-forgot", "2/1h", "--throttle-verify", "3/1d", "--throttle-forgot-address", "50/1h"));
        assertEquals("smtps://beads@smtp.example.org:465", o.properties().get("beadbox.server.smtp"));
        assertEquals("beads@example.org", o.properties().get("beadbox.server.mail-from"));
        assertEquals("2/1h", o.properties().get("beadbox.server.throttle.forgot"));
        assertEquals("3/1d", o.properties().get("beadbox.server.throttle.verify"));
        assertEquals("50/1h", o.properties().get("beadbox.server.throttle.forgot-address"));
        assertTrue(ServerOptions.parse(List.of()).properties().keySet().stream().noneMatch(k -> k.contains("smtp") || k.contains("mail")));
        IllegalArgumentException secret = assertThrows(IllegalArgumentException.class, () -> ServerOptions.parse(
                List.of("--smtp", "smtp://beads:hunter22@smtp.example.org:587", "--mail-from", "beads@example.org")));
        assertTrue(secret.getMessage().contains("must not hold a password") && !secret.getMessage().contains("hunter22"), secret.getMessage());
        for (List<String> args : List.of(List.of("--smtp", "smtp://127.0.0.1:25"), List.of("--mail-from", "beads@example.org"),
                List.of("--smtp", "http://127.0.0.1:25", "--mail-from", "beads@example.org"),
                List.of("--smtp", "smtp://127.0.0.1", "--mail-from", "beads@example.org"),
                List.of("--smtp", "smtp://127.0.0.1:25", "--mail-from", "beads@example.org\r\nBcc: x@example.org"),
                List.of("--smtp-password-file", "/nonexistent/file"), List.of("--throttle-forgot", "3"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ServerOptions.parse(args), args.toString());
            assertEquals(1, e.getMessage().lines().count());
        }
    }
}
