package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TestPlayers;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A second {@code match --records DIR} into the same folder wrote over the first one's records
 * (issue 45, item 1): its games are numbered on after those DIR holds, and no file is replaced.
 */
@DisplayName("match --records DIR into a folder that already holds records")
class MatchRecordsNumberingTest {

    @TempDir
    Path dir;

    private String match(String... args) {
        MatchCommand match = new MatchCommand(GameCatalog.of(new TakeAway()),
                PlayerCatalog.of(TestPlayers.factory("random", () -> TestPlayers.random(5)),
                        TestPlayers.factory("first", () -> (s, c, p) -> s.legalMoves().get(0))));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = match.run(List.of(args), new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Every file in {@code folder} (hidden ones too) with its bytes, by name. */
    private static Map<String, byte[]> files(Path folder) throws Exception {
        Map<String, byte[]> all = new LinkedHashMap<>();
        try (Stream<Path> s = Files.list(folder).sorted()) {
            for (Path p : s.toList()) {
                all.put(p.getFileName().toString(), Files.readAllBytes(p));
            }
        }
        return all;
    }

    private static List<String> players(Path record) {
        return RecordStore.load(record).seats().stream().map(GameRecord.Seat::player).toList();
    }

    @Test
    @DisplayName("the issue's two matches: the second's games are -0003 and -0004, the first's stay byte for byte")
    void secondMatchNumbersOn() throws Exception {
        Path ow = dir.resolve("ow");
        String first = match("take-away", "--seats", "random,random", "--games", "2", "--records", ow.toString());
        assertTrue(!first.contains("already holds"), first);
        Map<String, byte[]> before = files(ow);
        assertEquals(List.of("take-away-0001.json", "take-away-0002.json"), List.copyOf(before.keySet()));

        String second = match("take-away", "--seats", "first,random", "--games", "2", "--records", ow.toString());
        assertTrue(second.contains("note: " + ow + " already holds records up to take-away-0002.json; this match's are numbered from"
                + " take-away-0003.json"), second);
        Map<String, byte[]> after = files(ow);
        assertEquals(List.of("take-away-0001.json", "take-away-0002.json", "take-away-0003.json", "take-away-0004.json"),
                List.copyOf(after.keySet()), "four records, no temporary file left");
        for (String name : before.keySet()) {
            assertArrayEquals(before.get(name), after.get(name), name + " is the first match's, unchanged");
        }
        for (String name : List.of("take-away-0001.json", "take-away-0002.json")) {
            assertEquals(List.of("random", "random"), players(ow.resolve(name)), name);
        }
        // The second match rotates its seats: first,random then random,first.
        assertEquals(List.of("first", "random"), players(ow.resolve("take-away-0003.json")));
        assertEquals(List.of("random", "first"), players(ow.resolve("take-away-0004.json")));
    }

    @Test
    @DisplayName("numbers on after the highest record of the game, past gaps, other games' records and other files")
    void afterTheHighest() throws Exception {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("take-away-0007.json"), "mine");
        Files.writeString(dir.resolve("take-away-0003-recovered.json"), "mine too");
        Files.writeString(dir.resolve("take-away-extra-0050.json"), "another game's");
        Files.writeString(dir.resolve("notes-0099.json"), "not a record");
        match("take-away", "--seats", "random,random", "--games", "1", "--records", dir.toString());
        assertEquals("mine", Files.readString(dir.resolve("take-away-0007.json")));
        assertEquals(List.of("random", "random"), players(dir.resolve("take-away-0008.json")));
        assertEquals(5, files(dir).size(), files(dir).keySet().toString());
    }
}
