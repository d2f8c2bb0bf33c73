package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("the host's secret of --ui web")
class HostSecretTest {

    @TempDir
    Path home;

    @Test
    @DisplayName("256 random bits kept 0600 in the Beadbox folder, the same at the next start; made again when others could read it")
    void keptPrivately() throws Exception {
        String secret = HostSecret.of(home);
        assertEquals(32, Base64.getUrlDecoder().decode(secret).length);
        Path file = home.resolve(HostSecret.FILE);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(secret, HostSecret.of(home), "the same secret at the next start: the host's browser stays the host");
        assertNotEquals(secret, HostSecret.of(Files.createDirectories(home.resolve("other"))), "another folder, another secret");

        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        String again = HostSecret.of(home);
        assertNotEquals(secret, again, "a secret others could read is no secret: a new one");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));

        Files.writeString(file, "short");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        assertTrue(HostSecret.of(home).matches("[A-Za-z0-9_-]{43}"), "a file that holds no secret of ours is replaced");
        assertEquals("http://127.0.0.1:8765/?host=" + again, HostSecret.link("http://127.0.0.1:8765/", again));
    }
}
