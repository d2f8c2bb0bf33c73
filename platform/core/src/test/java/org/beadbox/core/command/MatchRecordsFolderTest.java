package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TestPlayers;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match killed while it saved into {@code --records DIR} left a hidden temporary file holding
 * a complete record (issue 38, item 9): the next match into DIR completes that save first.
 */
@DisplayName("match --records DIR after a match killed while saving")
class MatchRecordsFolderTest {

    @TempDir
    Path dir;

    private int match(ByteArrayOutputStream err, String... args) {
        MatchCommand match = new MatchCommand(GameCatalog.of(new TakeAway()),
                PlayerCatalog.of(TestPlayers.factory("random", () -> TestPlayers.random(5))));
        return match.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("a complete record left as .NAME.json<digits>.tmp is renamed into place; a cut-off one is deleted")
    void interruptedSaveCompleted() throws Exception {
        Path first = dir.resolve("first");
        assertEquals(0, match(new ByteArrayOutputStream(), "take-away", "--seats", "random,random", "--games", "2", "--records", first.toString()));
        Path saved = first.resolve("take-away-0002.json");
        String whole = Files.readString(saved);
        // What a SIGKILL between the write and the rename leaves: the record under its temporary name only.
        Files.delete(saved);
        Path tmp = first.resolve(".take-away-0002.json8812.tmp");
        Files.writeString(tmp, whole);
        Path cut = first.resolve(".take-away-0001.json9911.tmp");
        Files.writeString(cut, whole.substring(0, whole.length() / 2));
        for (Path p : List.of(tmp, cut)) {
            Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() - 120_000));
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, match(err, "take-away", "--seats", "random,random", "--games", "1", "--records", dir.resolve("first").toString()));
        assertTrue(Files.exists(saved), "the interrupted save is completed");
        assertEquals(RecordStore.fromJson(whole, "x"), RecordStore.load(saved));
        assertFalse(Files.exists(tmp) || Files.exists(cut), "no temporary file is left");
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("take-away-0002.json: a save interrupted by the end of an earlier match is completed"),
                err.toString(StandardCharsets.UTF_8));
    }
}
