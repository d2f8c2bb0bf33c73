package org.beadbox.server.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Mail settings: the SMTP password from the environment or a 0600 file, never the address; addresses without CR/LF")
class MailConfigTest {

    @Test
    @DisplayName("without --smtp the site sends no mail; with it, the user and password come from the environment")
    void environment() {
        assertFalse(MailConfig.read(Map.<String, String>of()::get, Map.<String, String>of()::get).enabled());
        MailConfig c = MailConfig.read(Map.of(MailConfig.SMTP, "smtp://relay.example.org:587", MailConfig.FROM, "beads@example.org")::get,
                Map.of(MailConfig.USER_ENV, "beads", MailConfig.PASSWORD_ENV, "s3cret")::get);
        assertTrue(c.enabled());
        assertEquals("beads", c.user());
        assertEquals("s3cret", c.password());
        assertFalse(c.toString().contains("s3cret"), c.toString());
        IllegalArgumentException noFrom = assertThrows(IllegalArgumentException.class,
                () -> MailConfig.read(Map.of(MailConfig.SMTP, "smtp://relay.example.org:587")::get, Map.<String, String>of()::get));
        assertTrue(noFrom.getMessage().contains("--mail-from"));
        IllegalArgumentException inUrl = assertThrows(IllegalArgumentException.class, () -> MailConfig.read(
                Map.of(MailConfig.SMTP, "smtp://beads:s3cret@relay.example.org:587", MailConfig.FROM, "beads@example.org")::get,
                Map.<String, String>of()::get));
        assertFalse(inUrl.getMessage().contains("s3cret"));
    }

    @Test
    @DisplayName("--smtp-password-file is read only when no one else may read it")
    void passwordFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("smtp-password");
        Files.writeString(file, "from-the-file\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        Map<String, String> p = Map.of(MailConfig.SMTP, "smtps://relay.example.org:465", MailConfig.FROM, "beads@example.org",
                MailConfig.PASSWORD_FILE, file.toString());
        IllegalArgumentException open = assertThrows(IllegalArgumentException.class, () -> MailConfig.read(p::get, Map.<String, String>of()::get));
        assertTrue(open.getMessage().contains("chmod 600"), open.getMessage());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        assertEquals("from-the-file", MailConfig.read(p::get, Map.<String, String>of()::get).password());
    }

    @Test
    @DisplayName("an address is one plain local@domain: CR, LF, spaces, lists and display names are refused")
    void addresses() {
        assertNull(Addresses.problem("ann.lee+beads@mail.example.org"));
        for (String bad : new String[] {"ann@example.org\r\nBcc: evil@example.org", "ann@example.org\n", "ann@example.org\r",
                "ann @example.org", "Ann <ann@example.org>", "ann@example.org, evil@example.org", "ann@example.org;evil@example.org",
                "ann", "@example.org", "ann@", "ann@localhost", "\"a b\"@example.org", "a".repeat(250) + "@example.org", "ann@exa_mple.org"}) {
            assertTrue(Addresses.problem(bad) != null, bad);
        }
    }
}
