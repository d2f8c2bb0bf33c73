package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.beadbox.core.RecordStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files that are not records where records are kept: a sparse file of 3 GB, a link to {@code
 * /dev/zero}, a FIFO (whose opening blocks until someone writes), a folder named like a record.
 * Each is refused in one line naming it, at once and in little memory, and the listings the
 * front-ends show at their start skip them without opening them.
 */
@DisplayName("Hostile files in the Beadbox folder")
class HostileFilesTest {

    private static final Duration QUICK = Duration.ofSeconds(5);

    private Path home;
    private RecordStore store;

    @BeforeEach
    void makeHome() throws IOException {
        home = Sentinels.work("hostile-files");
        store = new RecordStore(home);
        Files.createDirectories(store.records());
        Files.createDirectories(store.autosaves());
    }

    @AfterEach
    void removeHome() throws IOException {
        try (Stream<Path> walk = Files.walk(home)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Makes {@code name} in {@code dir} as the kind of file given. */
    private static Path make(Path dir, String kind, String name) throws IOException, InterruptedException {
        Path p = dir.resolve(name);
        switch (kind) {
            case "huge" -> {
                try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
                    f.setLength(3L << 30); // sparse: takes no room on disk
                }
            }
            case "zero" -> Files.createSymbolicLink(p, Path.of("/dev/zero"));
            case "fifo" -> assertEquals(0, new ProcessBuilder("mkfifo", p.toString()).start().waitFor(), "mkfifo");
            case "folder" -> Files.createDirectory(p);
            default -> throw new IllegalArgumentException(kind);
        }
        return p;
    }

    @Nested
    @DisplayName("opened by name (replay, load, the Open dialog)")
    class Load {

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"huge", "zero", "fifo", "folder"})
        @DisplayName("is refused at once in one line naming the file")
        void refused(String kind) throws Exception {
            Path p = make(store.records(), kind, "game-" + kind + ".json");
            IllegalArgumentException e = assertTimeoutPreemptively(QUICK,
                    () -> assertThrows(IllegalArgumentException.class, () -> RecordStore.load(p)));
            assertTrue(e.getMessage().contains("game-" + kind + ".json"), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertEquals(null, Judge.unreadable(e.getMessage(), p.toString()), e.getMessage());
        }

        @Test
        @DisplayName("a file of 3 GB is refused for its size, saying how large it is")
        void size() throws Exception {
            Path p = make(store.records(), "huge", "big.json");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecordStore.load(p));
            assertTrue(e.getMessage().contains("3.0 GB") && e.getMessage().contains("at most 4.0 MB"), e.getMessage());
        }

        @Test
        @DisplayName("a record just over the cap is refused, one just under it is read")
        void cap() throws IOException {
            String record = Corpus.records().get(0);
            String padded = record.replaceFirst("\\{", "{" + " ".repeat(RecordStore.MAX_FILE - record.length()));
            Path under = Files.writeString(store.records().resolve("under.json"), padded);
            assertEquals(RecordStore.MAX_FILE, Files.size(under));
            RecordStore.load(under);
            Path over = Files.writeString(store.records().resolve("over.json"), " " + padded);
            assertThrows(IllegalArgumentException.class, () -> RecordStore.load(over));
        }
    }

    @Nested
    @DisplayName("lying in records/ and autosave/")
    class Listings {

        @Test
        @DisplayName("are skipped by the games offered back and the recent records, a readable record still listed")
        void skipped() throws Exception {
            for (Path dir : List.of(store.records(), store.autosaves())) {
                make(dir, "huge", "a-huge.json");
                make(dir, "zero", "a-zero.json");
                make(dir, "fifo", "a-fifo.json");
            }
            String unfinished = Corpus.records().stream().filter(r -> r.contains("\"unfinished\"")).findFirst().orElseThrow();
            Files.writeString(store.autosaves().resolve("good.json"), unfinished);
            Files.writeString(store.records().resolve("good.json"), unfinished);
            List<RecordStore.Unfinished> back = assertTimeoutPreemptively(QUICK, () -> store.unfinished());
            assertEquals(List.of("good.json"), back.stream().map(u -> u.file().getFileName().toString()).toList());
            List<Path> recent = assertTimeoutPreemptively(QUICK, () -> store.recent(10));
            assertTrue(recent.stream().map(p -> p.getFileName().toString()).toList().contains("good.json"), recent.toString());
            assertTrue(recent.stream().noneMatch(p -> p.getFileName().toString().contains("fifo")
                    || p.getFileName().toString().contains("zero")), recent.toString());
            for (Path p : recent) { // what a front-end does with each: load it, and get an answer
                assertTimeoutPreemptively(QUICK, () -> {
                    try {
                        RecordStore.load(p);
                    } catch (IllegalArgumentException refused) {
                        assertFalse(refused.getMessage().isBlank());
                    }
                });
            }
        }
    }
}
