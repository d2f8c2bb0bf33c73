package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.api.Analysis;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TestPlayers;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The review command")
class ReviewCommandTest {

    @TempDir
    Path dir;

    private final AtomicInteger searches = new AtomicInteger();

    /** Plays Take Away perfectly and says so: a row of a multiple of four is lost for the seat to take. */
    private final Player perfect = (state, clock, progress) -> {
        searches.incrementAndGet();
        int beads = Integer.parseInt(state.position().split(" ")[0]);
        String best = Integer.toString(beads % 4 == 0 ? 1 : beads % 4);
        progress.report(new Analysis(1, 0, 1, best, beads % 4 == 0 ? 0 : 1, List.of(best, "1", "3")));
        return state.parseMove(best);
    };

    private final CommandLine cli = new CommandLine(List.of(new ReviewCommand(GameCatalog.of(new TakeAway()),
            PlayerCatalog.of(TestPlayers.factory("perfect", () -> perfect), TestPlayers.factory("first",
                    () -> (s, c, p) -> s.legalMoves().get(0))))));

    private List<String> run(int code, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int got = cli.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(code, got, "exit code; err: " + err.toString(StandardCharsets.UTF_8));
        return (got == 0 ? out : err).toString(StandardCharsets.UTF_8).lines().toList();
    }

    private Path record() {
        Path f = dir.resolve("game.json");
        RecordStore.save(new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "15"), 2, 0,
                List.of(new GameRecord.Seat("Ann", "human"), new GameRecord.Seat("Bob", "human")), "", List.of("1", "2", "1"),
                new GameRecord.Result("unfinished", "", List.of(), List.of(0.0, 0.0)), "", ""), f);
        return f;
    }

    @Test
    @DisplayName("prints a row a move, the blunder marked with the preferred move, then the counts, and stores the review")
    void table() {
        Path f = record();
        List<String> out = run(0, "review", f.toString(), "--player", "perfect", "--time", "0.05");
        assertEquals("review of Take Away: 3 moves, by perfect:time=0.05, 0.05 s a position", out.get(0));
        assertEquals("   #  seat     move         before  after  mark       best         line", out.get(1));
        assertEquals("   1  Ann      1              100%     0%  blunder    3            3 1 3", out.get(2));
        assertEquals("   2  Bob      2              100%   100%             =            2 1 3", out.get(3));
        assertTrue(out.get(4).startsWith("   3  Ann      1                0%     0%"), out.get(4));
        assertEquals(List.of("Ann: 1 blunder; accuracy 50%", "Bob: no mistakes; accuracy 100%", "review stored in " + f),
                out.subList(5, 8));
        assertEquals("perfect:time=0.05", RecordStore.load(f).review().player());
    }

    @Test
    @DisplayName("of a resigned game says how it ended and where it turned")
    void resigned() {
        Path f = dir.resolve("resigned.json");
        RecordStore.save(new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "15"), 2, 0,
                List.of(new GameRecord.Seat("Ann", "human"), new GameRecord.Seat("Bob", "human")), "", List.of("1", "2", "1"),
                new GameRecord.Result("resigned", "Ann resigns", List.of(1), List.of(0.0, 1.0)), "", ""), f);
        List<String> out = run(0, "review", f.toString(), "--player", "perfect", "--time", "0.05");
        assertEquals(List.of("Ann: 1 blunder; accuracy 50%", "Bob: no mistakes; accuracy 100%",
                "the game ended off the board: Ann resigns", "the game turned at move 1 (1 by Ann), toward Bob"), out.subList(5, 9));
    }

    @Test
    @DisplayName("does not search a stored review again")
    void stored() {
        Path f = record();
        run(0, "review", f.toString(), "--player", "perfect", "--time", "0.05");
        int before = searches.get();
        List<String> again = run(0, "review", f.toString(), "--player", "perfect", "--time", "0.05");
        assertTrue(again.get(0).endsWith("(stored in the record: not searched again)"), again.get(0));
        assertEquals(before, searches.get());
        assertTrue(again.get(2).contains("blunder"), again.get(2));
    }

    @Test
    @DisplayName("reads a published move list with GAME FILE")
    void moveList() throws IOException {
        Path f = Files.writeString(dir.resolve("moves.txt"), "1 2");
        List<String> out = run(0, "review", "take-away", f.toString(), "--player", "perfect", "--time", "0.05");
        assertTrue(out.get(2).startsWith("   1  Player 1 1") && out.get(2).contains("blunder"), out.get(2));
    }

    @Test
    @DisplayName("names an unknown player in one line")
    void unknownPlayer() {
        List<String> err = run(1, "review", record().toString(), "--player", "nobody");
        assertEquals(1, err.size(), err.toString());
        assertTrue(err.get(0).startsWith("beadbox review: ") && err.get(0).contains("nobody"), err.get(0));
    }
}
