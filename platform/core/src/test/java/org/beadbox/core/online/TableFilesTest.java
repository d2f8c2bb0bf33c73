package org.beadbox.core.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An online table's file is found by its name and linked to its game's autosave by game and start time. */
class TableFilesTest {

    @TempDir
    Path autosaves;

    @Test
    void aTableFileLinksItsGameAndStartTimeToItsTableId() throws IOException {
        Files.writeString(autosaves.resolve("online-abcDEF12.tokens"), """
                {"format": 1, "table": "abcDEF12", "game": "take-away", "players": 2,
                 "started": "2026-11-25T10:00:00Z", "seats": [{"kind": "remote"}, {"kind": "host"}], "spectator": "x"}
                """);
        Files.writeString(autosaves.resolve("take-away-1.json"), "{\"table\": \"no\", \"game\": \"g\", \"started\": \"s\"}");
        Files.writeString(autosaves.resolve("online-broken.tokens"), "{ not json");
        Files.writeString(autosaves.resolve("online-partial.tokens"), "{\"table\": \"partial1\", \"game\": \"take-away\"}");
        Files.writeString(autosaves.resolve("online-old.tokens.unreadable"), "{\"table\": \"old12345\", \"game\": \"g\", \"started\": \"s\"}");

        Map<String, TableFiles.Saved> tables = TableFiles.tables(autosaves);

        assertEquals(Map.of("take-away@2026-11-25T10:00:00Z", new TableFiles.Saved("abcDEF12", 1)), tables);
    }

    @Test
    void aTableOpenedInABrowserHasNoHostSeat() throws IOException {
        Files.writeString(autosaves.resolve("online-lobby123.tokens"),
                "{\"table\": \"lobby123\", \"game\": \"g\", \"started\": \"s\", \"seats\": [{\"kind\": \"remote\"}]}");
        assertEquals(Map.of("g@s", new TableFiles.Saved("lobby123", -1)), TableFiles.tables(autosaves));
    }

    @Test
    void theNamingRule() {
        assertTrue(TableFiles.isTableFile(Path.of("autosave/online-abcDEF12.tokens")));
        assertFalse(TableFiles.isTableFile(Path.of("autosave/online-abcDEF12.tokens.unreadable")));
        assertFalse(TableFiles.isTableFile(Path.of("autosave/take-away-1.json")));
    }

    @Test
    void noFolderNoTables() {
        assertTrue(TableFiles.tables(autosaves.resolve("missing")).isEmpty());
    }
}
