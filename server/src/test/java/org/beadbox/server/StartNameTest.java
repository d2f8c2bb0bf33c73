package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's messages name the command as Beadbox was started (issue 46 §8): an installed
 * package's start script passes {@code -Dbeadbox.command=beadbox}, and {@code server admin} on a
 * folder with no server then says {@code start beadbox server first}, not {@code ./beadbox}.
 */
class StartNameTest {

    private static final ServerSettings H2 = new ServerSettings(0, Optional.empty(), Optional.empty(), Optional.empty());

    @TempDir
    Path home;

    @AfterEach
    void unset() {
        System.clearProperty("beadbox.command");
    }

    @Test
    @DisplayName("admin with no database says start beadbox server first, as the installed app is called")
    void installed() {
        System.setProperty("beadbox.command", "beadbox");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new Database(H2, home, new Database.Access(true, Optional.empty(), Map.of())));
        assertTrue(e.getMessage().contains("start beadbox server first"), e.getMessage());
        assertFalse(e.getMessage().contains("./beadbox"), e.getMessage());
        assertTrue(new AdminCommand(null, null, null).summary().contains("(beadbox server admin ...)"));
    }
}
