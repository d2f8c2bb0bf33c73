package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.beadbox.core.GameCatalog;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Hostile input on the command line")
class HostileInputTest {

    @TempDir
    Path dir;

    private final GameCatalog games = GameCatalog.of(new TakeAway());
    private final CommandLine cli = new CommandLine(List.of(new GamesCommand(games), new ReplayCommand(games)));

    /** The error lines of a run, which must exit 1 or 2. */
    private List<String> errors(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> cli.run(args,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(code == 1 || code == 2, "exit " + code);
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static void assertSafe(List<String> lines) {
        assertEquals(1, lines.size(), lines.toString());
        String line = lines.get(0);
        assertTrue(line.length() < 1200, "a line of " + line.length() + " characters");
        assertTrue(line.chars().noneMatch(c -> c < 32 || c == 127 || c >= 0x80 && c < 0xa0), "a control character in " + line);
    }

    @Nested
    @DisplayName("error lines quote input cut short and escaped")
    class Quoted {

        @Test
        @DisplayName("a game id of 10 MB gives a short line")
        void hugeGameId() {
            List<String> lines = errors("", "replay", "g".repeat(10 << 20), "x.txt");
            assertSafe(lines);
            assertTrue(lines.get(0).contains("unknown game 'gggg") && lines.get(0).contains("(10485760 characters)"), lines.get(0));
        }

        @Test
        @DisplayName("a move holding ESC[2J, quoted raw by the game, is printed escaped")
        void escapeInMove() {
            List<String> lines = errors("", "replay", "take-away", "-", "--moves", "1 \u001b[2J\u0007");
            assertSafe(lines);
            assertTrue(lines.get(0).contains("\\u001b[2J\\u0007"), lines.get(0));
        }

        @Test
        @DisplayName("an unknown command of control characters is printed escaped")
        void escapeInCommand() {
            List<String> lines = errors("", "\u001b]0;owned\u0007" + "x".repeat(5000));
            assertSafe(lines);
            assertTrue(lines.get(0).startsWith("beadbox: unknown command '\\u001b]0;owned\\u0007xxx"), lines.get(0));
        }

        @Test
        @DisplayName("a flag value of megabytes is cut")
        void hugeFlag() {
            List<String> lines = errors("", "replay", "take-away", "-", "--seed", "9".repeat(3 << 20));
            assertSafe(lines);
        }
    }

    @Nested
    @DisplayName("replay refuses files that are not records, at once")
    class NotRecords {

        @Test
        @DisplayName("a sparse file of 3 GB, as a record or a move list")
        void huge() throws Exception {
            Path big = dir.resolve("big.json");
            try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
                f.setLength(3L << 30);
            }
            for (List<String> lines : List.of(errors("", "replay", big.toString()), errors("", "replay", "take-away", big.toString()))) {
                assertSafe(lines);
                assertTrue(lines.get(0).contains(big.toString()) && lines.get(0).contains("3.0 GB"), lines.get(0));
            }
        }

        @Test
        @DisplayName("a FIFO, which would block on opening, and /dev/zero")
        void fifo() throws Exception {
            Path fifo = dir.resolve("pipe.json");
            assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
            Path zero = Files.createSymbolicLink(dir.resolve("zero.json"), Path.of("/dev/zero"));
            for (Path p : List.of(fifo, zero)) {
                for (List<String> lines : List.of(errors("", "replay", p.toString()), errors("", "replay", "take-away", p.toString()))) {
                    assertSafe(lines);
                    assertTrue(lines.get(0).contains("not a regular file"), lines.get(0));
                }
            }
        }

        @Test
        @DisplayName("more than 4 MB on standard input")
        void hugeInput() {
            List<String> lines = errors("1 ".repeat(3 << 20), "replay", "take-away", "-");
            assertSafe(lines);
            assertTrue(lines.get(0).startsWith("beadbox replay: standard input: not read: it is over 4 MB"), lines.get(0));
        }
    }
}
