package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.beadbox.core.RecordStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a save killed between writing its temporary file and renaming it leaves in {@code
 * records/} and {@code autosave/}, and what the next start makes of it: half-written files go,
 * complete records are moved into place or kept under a name a person can see.
 */
@DisplayName("Saves a crash interrupted")
class InterruptedSavesTest {

    private Path home;
    private RecordStore store;
    private String record;
    private String other;

    @BeforeEach
    void makeHome() throws IOException {
        home = Sentinels.work("interrupted-saves");
        store = new RecordStore(home);
        Files.createDirectories(store.records());
        Files.createDirectories(store.autosaves());
        List<String> unfinished = Corpus.records().stream().filter(r -> r.contains("\"unfinished\"")).toList();
        record = unfinished.get(0);
        other = unfinished.get(1);
    }

    @AfterEach
    void removeHome() throws IOException {
        try (Stream<Path> walk = Files.walk(home)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Writes {@code text} to {@code name} in {@code dir}, last modified {@code minutesAgo} minutes ago. */
    private static Path write(Path dir, String name, String text, int minutesAgo) throws IOException {
        Path p = Files.writeString(dir.resolve(name), text);
        Files.setLastModifiedTime(p, FileTime.from(Instant.now().minus(Duration.ofMinutes(minutesAgo))));
        return p;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("a half-written temporary file is deleted, in records/ and in autosave/")
    void halfWritten() throws IOException {
        for (Path dir : List.of(store.records(), store.autosaves())) {
            write(dir, ".g-1.json123456789.tmp", record.substring(0, record.length() / 2), 5);
            write(dir, ".g-2.json987.tmp", "", 5);
        }
        store.unfinished();
        assertEquals(List.of(), names(store.records()));
        assertEquals(List.of(), names(store.autosaves()));
    }

    @Test
    @DisplayName("a complete record that never replaced its file is moved into place")
    void completed() throws IOException {
        write(store.autosaves(), "g-1.json", other, 10);
        write(store.autosaves(), ".g-1.json4242.tmp", record, 5);
        write(store.records(), ".g-2.json77.tmp", record, 5);
        List<Path> kept = store.recoverInterruptedSaves();
        assertEquals(2, kept.size(), kept.toString());
        assertEquals(List.of("g-1.json"), names(store.autosaves()));
        assertEquals(record, Files.readString(store.autosaves().resolve("g-1.json")));
        assertEquals(List.of("g-2.json"), names(store.records()));
        assertEquals(record, Files.readString(store.records().resolve("g-2.json")));
    }

    @Test
    @DisplayName("a complete record older than its file is kept as NAME-recovered.json; one identical to it is deleted")
    void kept() throws IOException {
        write(store.records(), "g-1.json", other, 1);
        write(store.records(), ".g-1.json5.tmp", record, 5);
        write(store.records(), "g-2.json", record, 10);
        write(store.records(), ".g-2.json6.tmp", record, 5);
        store.recoverInterruptedSaves();
        assertEquals(List.of("g-1-recovered.json", "g-1.json", "g-2.json"), names(store.records()));
        assertEquals(record, Files.readString(store.records().resolve("g-1-recovered.json")));
        assertEquals(other, Files.readString(store.records().resolve("g-1.json")));
    }

    @Test
    @DisplayName("a temporary file younger than half a minute (a save under way) and files not Beadbox's are left alone")
    void leftAlone() throws IOException {
        write(store.autosaves(), ".g-1.json11.tmp", "{\"half\": ", 0);
        write(store.autosaves(), ".notes.tmp", "mine", 60);
        write(store.autosaves(), ".g-2.json.tmp", "{", 60);
        store.unfinished();
        assertEquals(List.of(".g-1.json11.tmp", ".g-2.json.tmp", ".notes.tmp"), names(store.autosaves()));
    }

    @Test
    @DisplayName("an autosave recovered this way is offered back")
    void offered() throws IOException {
        write(store.autosaves(), ".g-1.json31.tmp", record, 5);
        List<RecordStore.Unfinished> back = store.unfinished();
        assertEquals(1, back.size());
        assertEquals("g-1.json", back.get(0).file().getFileName().toString());
        assertFalse(Files.exists(store.autosaves().resolve(".g-1.json31.tmp")));
        assertEquals(RecordStore.fromJson(record, "r").moves(), back.get(0).record().moves());
    }
}
