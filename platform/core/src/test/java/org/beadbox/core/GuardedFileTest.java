package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The guarded reader")
class GuardedFileTest {

    private static final GuardedFile.Limits SMALL = new GuardedFile.Limits("an engine list", 1 << 20, 10_000);

    @TempDir
    Path dir;

    /** The message of the refusal to read {@code file} as JSON, which must come at once and name it. */
    private String refused(Path file) {
        IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(IllegalArgumentException.class, () -> GuardedFile.json(file, SMALL)));
        String m = e.getMessage();
        assertTrue(m.startsWith(file.toString() + ": "), m);
        assertFalse(m.contains("\n") || m.contains("BEGIN_") || m.contains("path $") || m.contains("JsonReader"), m);
        return m;
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Nested
    @DisplayName("what is not a plain small file is refused before it is read")
    class NotPlain {

        @Test
        @DisplayName("a FIFO, without blocking")
        void fifo() throws Exception {
            Path fifo = dir.resolve("engines.json");
            assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
            assertTrue(refused(fifo).contains("it is a pipe (FIFO), not a regular file"));
        }

        @Test
        @DisplayName("a link to /dev/zero")
        void devZero() throws Exception {
            Path link = Files.createSymbolicLink(dir.resolve("engines.json"), Path.of("/dev/zero"));
            assertTrue(refused(link).contains("it is a device (/dev/zero), not a regular file"));
        }

        @Test
        @DisplayName("a folder")
        void folder() throws Exception {
            Path folder = Files.createDirectory(dir.resolve("engines.json"));
            assertTrue(refused(folder).contains("it is a folder, not a regular file"));
        }

        @Test
        @DisplayName("a sparse file of 3 GB, by its size, before a byte is read")
        void sparse() throws Exception {
            Path big = dir.resolve("engines.json");
            try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
                f.setLength(3L << 30);
            }
            assertTrue(refused(big).contains("not read: it is 3.0 GB, and an engine list is at most 1.0 MB"));
        }

        @Test
        @DisplayName("a missing file, as Missing")
        void missing() {
            GuardedFile.Missing e = assertThrows(GuardedFile.Missing.class, () -> GuardedFile.text(dir.resolve("none.json"), SMALL));
            assertTrue(e.getMessage().endsWith("none.json: no such file"), e.getMessage());
        }

        @Test
        @DisplayName("a file the system cannot read, with the system's reason")
        void unreadable() throws Exception {
            // Tests run as root, whom chmod 000 does not stop; /proc/self/mem is a regular file whose
            // first page cannot be read by anyone (EIO)
            Path mem = Files.createSymbolicLink(dir.resolve("engines.json"), Path.of("/proc/self/mem"));
            assertTrue(refused(mem).endsWith("engines.json: cannot be read: Input/output error"));
        }
    }

    @Nested
    @DisplayName("the text and its JSON are read strictly, in our words")
    class Strict {

        @Test
        @DisplayName("bad UTF-8 is named by its offset and line")
        void badUtf8() throws Exception {
            Path file = dir.resolve("engines.json");
            Files.write(file, "[\n\"caf\u00e9\",\n\"x\u00ff\"]".getBytes(StandardCharsets.ISO_8859_1));
            String m = refused(file);
            assertTrue(m.endsWith("engines.json: line 2: the byte 0xe9 at offset 6 is not UTF-8; an engine list is UTF-8 text"
                    + " (was it saved in another encoding, or is it another kind of file?)"), m);
        }

        @Test
        @DisplayName("a key given twice is refused, naming the key, where it is and the file")
        void duplicateKey() throws Exception {
            String m = refused(write("engines.json", "[\n {\"name\": \"a\",\n  \"command\": \"x\",\n  \"name\": \"b\"}\n]"));
            assertTrue(m.endsWith("engines.json: line 4: the key \"name\" is given twice (in [0]); an engine list holds each key"
                    + " once (remove one of them)"), m);
        }

        @Test
        @DisplayName("Gson's own tree reader would have kept the last of two keys (why ours reads the objects)")
        void gsonAcceptsDuplicates() {
            JsonElement tree = JsonParser.parseString("{\"a\": 1, \"a\": 2}");
            assertEquals(2, tree.getAsJsonObject().get("a").getAsInt());
        }

        @Test
        @DisplayName("1e999 is a number out of range, not a stray character")
        void hugeNumber() throws Exception {
            String m = refused(write("engines.json", "[\n {\"name\": \"a\", \"x\": 1e999}\n]"));
            assertTrue(m.endsWith("engines.json: line 2: the number 1e999 is out of range (in [0].x) (a number here is at most"
                    + " about 1.8e308)"), m);
        }

        @Test
        @DisplayName("100,000 entries are refused by the cap, at once")
        void tooManyEntries() throws Exception {
            String many = "[" + "1,".repeat(99_999) + "1]";
            long start = System.nanoTime();
            String m = refused(write("engines.json", many));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertTrue(m.endsWith("engines.json: line 1: more than 10,000 entries; an engine list holds at most 10,000 values in"
                    + " its lists and objects (is it the right file?)"), m);
            assertTrue(millis < 5_000, millis + " ms");
        }

        @Test
        @DisplayName("JSON the standard does not allow is placed and said in our words")
        void notJson() throws Exception {
            saying("a.json", "[\n {\"name\": 'a'}]", "a.json: line 2, column 12: text in single quotation marks; write text in"
                    + " double quotation marks");
            saying("b.json", "[1, 2] 3", "b.json: line 1: there is more text after the end; an engine list holds one JSON value"
                    + " and nothing after it");
            saying("c.json", "[1, 2", "c.json: the text ends in the middle (is the file cut short?)");
            saying("d.json", "  \n", "d.json: the file is empty; an engine list is JSON text");
        }

        private void saying(String name, String text, String end) throws IOException {
            String m = refused(write(name, text));
            assertTrue(m.endsWith(end), m);
        }

        @Test
        @DisplayName("what passes comes back as the tree it is, numbers as their values")
        void reads() throws Exception {
            JsonElement e = GuardedFile.json(write("ok.json", "[{\"name\": \"a\", \"n\": 12345678901234567890, \"d\": 0.5, \"t\": true,"
                    + " \"z\": null}]"), SMALL);
            assertEquals(JsonParser.parseString("[{\"name\": \"a\", \"n\": 12345678901234567890, \"d\": 0.5, \"t\": true, \"z\": null}]"), e);
        }
    }
}
