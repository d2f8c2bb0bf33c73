package org.beadbox.ui.console;

import org.beadbox.core.ClockReading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.UsageException;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The console's clocks: a game started with one, and a clocked game resumed with its times as saved. */
@Timeout(20)
class ConsoleClockTest {

    @TempDir
    Path home;

    private String play(String input, String... args) throws InterruptedException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ConsoleSession session = new ConsoleSession(GameCatalog.of(new TakeAway()), PlayerCatalog.of(new ConsoleSessionTest.TakeOne()),
                new RecordStore(home), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), false);
        assertEquals(0, session.play(PlayArgs.parse(List.of(args))));
        return out.toString(StandardCharsets.UTF_8);
    }

    private GameRecord onlyAutosave() {
        List<RecordStore.Unfinished> open = new RecordStore(home).unfinished();
        assertEquals(1, open.size(), "one autosave: " + open);
        return open.get(0).record();
    }

    @Test
    @DisplayName("--clock starts the game with the clocks, shown at the prompt and kept in the autosave")
    void startsWithAClock() throws InterruptedException {
        String out = play("2\nquit\n", "take-away", "--seats", "human,first", "--clock", "5+3");
        assertTrue(out.contains("Clocks (5+3): Player 1 "), out);
        assertTrue(out.contains("Player 2 5:00"), "the computer's clock not yet run: " + out);
        GameRecord.Clocks c = onlyAutosave().clocks();
        assertNotNull(c, "the autosave keeps the clocks");
        assertEquals("5+3", c.control());
        // Each seat moved once: its bank less what it used, plus the increment.
        for (long ms : c.remainingMillis()) {
            assertTrue(ms > 280_000 && ms <= 303_000, "a bank after one move of 5+3: " + c.remainingMillis());
        }
    }

    @Test
    @DisplayName("a clocked game resumed from the menu goes on from the times saved, not full banks, and keeps its clock")
    void resumesWithTheClocksAsSaved() throws Exception {
        play("2\nquit\n", "take-away", "--seats", "human,first", "--clock", "5+3");
        // The times another front-end (or an earlier run) left: 2:03 for the person, 0:45 for the computer.
        Path file = new RecordStore(home).unfinished().get(0).file();
        String json = Files.readString(file);
        String edited = json.replaceFirst("(?s)\"remainingMillis\":\\s*\\[[^\\]]*\\]", "\"remainingMillis\": [123000, 45000]");
        assertTrue(!edited.equals(json), "the record holds the clocks' times: " + json);
        Files.writeString(file, edited);

        String out = play("y\n2\nquit\nq\n");
        assertTrue(out.contains("Resume it?"), out);
        assertTrue(out.contains("Clocks (5+3): Player 1 2:0"), "the person's saved 2:03 runs on: " + out);
        assertTrue(out.contains("Player 2 0:45"), "the computer's saved 0:45: " + out);
        GameRecord r = onlyAutosave();
        assertEquals(List.of("2", "1", "2", "1"), r.moves());
        GameRecord.Clocks c = r.clocks();
        assertNotNull(c, "the resumed game keeps its clock");
        assertEquals("5+3", c.control());
        long person = c.remainingMillis().get(0);
        long computer = c.remainingMillis().get(1);
        assertTrue(person > 103_000 && person <= 126_000, "2:03 less the person's thinking plus 3 s: " + person);
        assertTrue(computer > 40_000 && computer <= 48_000, "0:45 less the computer's thinking plus 3 s: " + computer);
    }

    @Test
    @DisplayName("a game loaded with load FILE keeps the file's clocks")
    void loadKeepsTheClocks() throws Exception {
        play("2\nquit\n", "take-away", "--seats", "human,first", "--clock", "10+0");
        Path file = new RecordStore(home).unfinished().get(0).file();
        Path copy = home.resolve("g.json");
        Files.writeString(copy, Files.readString(file).replaceFirst("(?s)\"remainingMillis\":\\s*\\[[^\\]]*\\]",
                "\"remainingMillis\": [61000, 7500]"));
        String out = play("load " + copy + "\nquit\n", "take-away", "--seats", "human,first");
        assertTrue(out.contains("Opened " + copy + ": 2 moves."), out);
        assertTrue(out.contains("Clocks (10+0): Player 1 1:0"), out);
        assertTrue(out.contains("Player 2 0:07.5"), out);
    }

    @Test
    @DisplayName("the faces: minutes, hours, tenths under ten seconds, never below zero")
    void faces() {
        assertEquals("4:31", ClockReading.face(Duration.ofMillis(271_900)));
        assertEquals("1:02:03", ClockReading.face(Duration.ofSeconds(3723)));
        assertEquals("0:09.4", ClockReading.face(Duration.ofMillis(9_480)));
        assertEquals("0:00.0", ClockReading.face(Duration.ofMillis(-5)));
    }

    @Test
    @DisplayName("a malformed --clock is refused in one line naming the form wanted")
    void badClock() {
        UsageException e = assertThrows(UsageException.class, () -> PlayArgs.parse(List.of("take-away", "--clock", "soon")));
        assertTrue(e.getMessage().startsWith("--clock: 'soon' is not a time control: write minutes+seconds"), e.getMessage());
    }
}
