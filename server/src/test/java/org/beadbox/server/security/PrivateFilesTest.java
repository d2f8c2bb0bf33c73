package org.beadbox.server.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Private files and the site key")
class PrivateFilesTest {

    @TempDir
    Path dir;

    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    @DisplayName("a private folder is 0700 and a file written in it 0600, replacing a wider one")
    void modes() throws Exception {
        Path folder = PrivateFiles.folder(dir.resolve("a").resolve("server"));
        assertEquals("rwx------", mode(folder));
        Path f = folder.resolve("x");
        Files.writeString(f, "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        PrivateFiles.write(f, "new");
        assertEquals("rw-------", mode(f));
        assertEquals("new", Files.readString(f));
        try (Stream<Path> s = Files.list(folder)) {
            assertEquals(List.of(f), s.toList(), "a temporary file left");
        }
    }

    @Test
    @DisplayName("a log appended to is made 0600, and an older wider one narrowed")
    void log() throws Exception {
        Path folder = PrivateFiles.folder(dir.resolve("server"));
        Path log = folder.resolve("security.log");
        try (var out = PrivateFiles.append(log)) {
            out.write("one\n".getBytes());
        }
        assertEquals("rw-------", mode(log));
        Files.setPosixFilePermissions(log, PosixFilePermissions.fromString("rw-r--r--"));
        try (var out = PrivateFiles.append(log)) {
            out.write("two\n".getBytes());
        }
        assertEquals("rw-------", mode(log));
        assertEquals("one\ntwo\n", Files.readString(log));
    }

    @Test
    @DisplayName("a secret's file readable by others is refused with its mode and the chmod to run; 0600 and 0400 are accepted")
    void problem() throws Exception {
        Path f = Files.writeString(dir.resolve("pw"), "secret");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        String p = PrivateFiles.problem(f);
        assertTrue(p != null && p.contains("rw-r--r--") && p.contains("chmod 600 " + f), p);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        assertNull(PrivateFiles.problem(f));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("r--------"));
        assertNull(PrivateFiles.problem(f));
        assertTrue(PrivateFiles.problem(dir.resolve("none")).contains("is not a file"));
    }

    @Test
    @DisplayName("eight threads making the site key at once end with one key, 0600, the same for all")
    void oneKey() throws Exception {
        Path folder = dir.resolve("server");
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> made = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                made.add(pool.submit((Callable<String>) () -> SiteKey.in(folder).fingerprint()));
            }
            Set<String> fingerprints = new HashSet<>();
            for (Future<String> f : made) {
                fingerprints.add(f.get());
            }
            assertEquals(1, fingerprints.size(), fingerprints.toString());
        } finally {
            pool.shutdown();
        }
        assertEquals("rw-------", mode(folder.resolve(SiteKey.FILE)));
        assertEquals("rwx------", mode(folder));
        try (Stream<Path> s = Files.list(folder)) {
            assertEquals(1, s.count(), "temporary files left");
        }
    }

    @Test
    @DisplayName("tokens are 32 characters of base64url, the same for the same key and purpose, others for another")
    void tokens() throws Exception {
        SiteKey a = SiteKey.in(dir.resolve("server"));
        SiteKey again = SiteKey.in(dir.resolve("server"));
        SiteKey b = SiteKey.random();
        String t = a.token("table abc seat-0");
        assertTrue(t.matches("[A-Za-z0-9_-]{32}"), t);
        assertEquals(t, again.token("table abc seat-0"));
        assertNotEquals(t, a.token("table abc seat-1"));
        assertNotEquals(t, b.token("table abc seat-0"));
        assertEquals(64, SiteKey.digest(t).length());
        assertTrue(!a.toString().contains(Files.readString(dir.resolve("server").resolve(SiteKey.FILE)).strip()));
    }
}
