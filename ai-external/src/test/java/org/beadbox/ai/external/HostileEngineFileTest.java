package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code engines list} on an engines.json that is not a plain small file (issue 45, items 5 and
 * 8): each is refused at once in one line naming the file, read through core's guarded reader.
 */
@DisplayName("engines list on a hostile engines.json")
class HostileEngineFileTest {

    @TempDir
    Path home;

    /** The refusal of {@code engines list}, which must come within seconds and name engines.json. */
    private String refused() {
        EnginesCommand command = new EnginesCommand(EngineFile.in(home));
        PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        IllegalArgumentException e = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThrows(IllegalArgumentException.class,
                () -> command.run(List.of("list"), new ByteArrayInputStream(new byte[0]), out, out)));
        String m = e.getMessage();
        assertTrue(m.startsWith(home.resolve("engines.json") + ": ") && !m.contains("\n"), m);
        return m;
    }

    @Test
    @DisplayName("a FIFO is refused unopened")
    void fifo() throws Exception {
        assertEquals(0, new ProcessBuilder("mkfifo", home.resolve("engines.json").toString()).start().waitFor());
        assertTrue(refused().contains("it is a pipe (FIFO), not a regular file"));
    }

    @Test
    @DisplayName("a link to /dev/zero is refused unopened")
    void devZero() throws Exception {
        Files.createSymbolicLink(home.resolve("engines.json"), Path.of("/dev/zero"));
        assertTrue(refused().contains("it is a device (/dev/zero), not a regular file"));
    }

    @Test
    @DisplayName("a sparse file of 3 GB is refused by its size")
    void sparse() throws Exception {
        try (RandomAccessFile f = new RandomAccessFile(home.resolve("engines.json").toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        assertTrue(refused().contains("not read: it is 3.0 GB, and an engine list is at most 1.0 MB"));
    }

    @Test
    @DisplayName("100,000 entries are refused by the cap")
    void manyEntries() throws Exception {
        Files.writeString(home.resolve("engines.json"), "[" + "{},".repeat(99_999) + "{}]");
        assertTrue(refused().contains("more than 20,000 entries; an engine list holds at most 20,000"));
    }

    @Test
    @DisplayName("a key given twice is refused, naming the key")
    void duplicateKey() throws Exception {
        Files.writeString(home.resolve("engines.json"), "[{\"name\": \"A\", \"command\": \"a\",\n \"command\": \"rm -rf /\"}]");
        assertTrue(refused().endsWith("engines.json: line 2: the key \"command\" is given twice (in [0]); an engine list holds"
                + " each key once (remove one of them)"));
    }

    @Test
    @DisplayName("bad UTF-8 is placed, not 'Input length = 1'")
    void badUtf8() throws Exception {
        Files.write(home.resolve("engines.json"), new byte[] {'[', '\n', '"', (byte) 0xc3, '"', ']'});
        assertTrue(refused().endsWith("engines.json: line 2: the byte 0xc3 at offset 3 is not UTF-8; an engine list is UTF-8 text"
                + " (was it saved in another encoding, or is it another kind of file?)"));
    }
}
