package org.beadbox.server.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The security log's lines, file and size")
class SecurityLogTest {

    @TempDir
    Path home;

    private static final Instant T = Instant.parse("2026-12-01T10:00:00.789Z");

    @Test
    @DisplayName("a line is the time to the second in UTC, the event, then the fields in order")
    void line() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("address", "10.0.0.66");
        f.put("account", "ann");
        f.put("device", "new");
        assertEquals("2026-12-01T10:00:00Z event=login-failed address=10.0.0.66 account=ann device=new\n",
                SecurityLog.line(T, "login-failed", f));
        Map<String, String> g = new LinkedHashMap<>();
        g.put("by", null);
        g.put("v6", "2001:db8::1");
        assertEquals("2026-12-01T10:00:00Z event=admin by=- v6=2001:db8::1\n", SecurityLog.line(T, "admin", g));
    }

    @Test
    @DisplayName("no value can forge a line or a field: newline, space, '=', '%', control characters and non-ASCII are %XX")
    void escaping() {
        assertEquals("ann%0Aevent%3Dlogin-ok", SecurityLog.escape("ann\nevent=login-ok"));
        assertEquals("x%20address%3D1.2.3.4", SecurityLog.escape("x address=1.2.3.4"));
        assertEquals("%00%0D%09%1B%5B31m%25", SecurityLog.escape("\u0000\r\t\u001b[31m%"));
        assertEquals("%D0%B0nn", SecurityLog.escape("\u0430nn"), "a Cyrillic a is not an a");
        String cut = SecurityLog.escape("z".repeat(1000));
        assertEquals(SecurityLog.MAX_VALUE + 3, cut.length());
        assertTrue(cut.endsWith("..."));
        assertThrows(IllegalArgumentException.class, () -> SecurityLog.line(T, "login ok", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> SecurityLog.line(T, "ok", Map.of("a b", "c")));
        assertThrows(IllegalArgumentException.class, () -> SecurityLog.line(T, "ok", Map.of("a\nevent", "c")));
    }

    @Test
    @DisplayName("the file is 0600 in a 0700 folder, one line per event, and a forged name stays on its line")
    void file() throws Exception {
        Path file = home.resolve("server").resolve(SecurityLog.FILE);
        SecurityLog log = new SecurityLog(file, SecurityLog.MAX_BYTES, Clock.fixed(T, ZoneOffset.UTC));
        log.event("login-failed", Map.of("account", "ann\n2026-12-01T10:00:00Z event=login-ok"));
        log.event("login-ok", Map.of("account", "ann"));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        assertEquals(List.of("2026-12-01T10:00:00Z event=login-failed account=ann%0A2026-12-01T10:00:00Z%20event%3Dlogin-ok",
                "2026-12-01T10:00:00Z event=login-ok account=ann"), lines);
    }

    @Test
    @DisplayName("an existing file and folder with wider modes are narrowed at the first line")
    void narrowed() throws Exception {
        Path folder = Files.createDirectories(home.resolve("server"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path file = Files.writeString(folder.resolve(SecurityLog.FILE), "");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        new SecurityLog(file, SecurityLog.MAX_BYTES, Clock.systemUTC()).event("start", Map.of());
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)));
    }

    @Test
    @DisplayName("past its size the file is rolled to security.log.1, one old file kept, also 0600; no line is split")
    void rolled() throws Exception {
        Path file = home.resolve("server").resolve(SecurityLog.FILE);
        SecurityLog log = new SecurityLog(file, 1000, Clock.fixed(T, ZoneOffset.UTC));
        for (int i = 0; i < 100; i++) {
            log.event("login-ok", Map.of("n", Integer.toString(i)));
        }
        Path old = file.resolveSibling(SecurityLog.FILE + ".1");
        assertTrue(Files.size(file) <= 1000 && Files.size(old) <= 1000, Files.size(file) + " " + Files.size(old));
        assertFalse(Files.exists(file.resolveSibling(SecurityLog.FILE + ".2")));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(old)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        List<String> last = Files.readAllLines(file);
        assertEquals("2026-12-01T10:00:00Z event=login-ok n=99", last.get(last.size() - 1));
        List<String> before = Files.readAllLines(old);
        int first = Integer.parseInt(last.get(0).substring(last.get(0).lastIndexOf('=') + 1));
        assertEquals("2026-12-01T10:00:00Z event=login-ok n=" + (first - 1), before.get(before.size() - 1), "nothing lost at the roll");
    }

    @Test
    @DisplayName("a log it cannot write does not stop the server: the event is dropped")
    void unwritable() throws Exception {
        Path blocker = Files.writeString(home.resolve("server"), "a file where the folder should be");
        new SecurityLog(blocker.resolve(SecurityLog.FILE), SecurityLog.MAX_BYTES, Clock.systemUTC()).event("login-ok", Map.of());
        assertTrue(Files.isRegularFile(blocker));
    }
}
