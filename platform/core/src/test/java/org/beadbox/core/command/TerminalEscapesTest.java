package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.beadbox.core.BrokenGames;
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
 * Control characters (ESC sequences, C1, DEL, NUL, line breaks) and bidirectional overrides from
 * a plugin or a record reach the terminal escaped, never raw, through each command that prints
 * them (issue 45, items 6 and 7): games, match, review and replay.
 */
@DisplayName("What reaches the terminal is escaped")
class TerminalEscapesTest {

    @TempDir
    Path dir;

    private final PlayerCatalog players = PlayerCatalog.of(TestPlayers.factory("random", () -> TestPlayers.random(5)),
            TestPlayers.factory("first", () -> (s, c, p) -> s.legalMoves().get(0)));

    /** Standard output and standard error of a run, together. */
    private String run(GameCatalog games, int code, String... args) {
        CommandLine cli = new CommandLine(List.of(new GamesCommand(games), new MatchCommand(games, players),
                new ReviewCommand(games, players), new ReplayCommand(games)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertEquals(code, cli.run(args, new ByteArrayInputStream(new byte[0]), print, print), out.toString(StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        text.lines().forEach(TerminalEscapesTest::assertClean);
        return text;
    }

    /** Fails on a control character or a bidirectional override written raw. */
    static void assertClean(String line) {
        for (char c : line.toCharArray()) {
            boolean unsafe = Character.getType(c) == Character.CONTROL || c >= '\u202a' && c <= '\u202e' || c >= '\u2066' && c <= '\u2069';
            assertTrue(!unsafe, String.format("U+%04X written raw in: %s", (int) c, line));
        }
    }

    private static final String SHOWN = "\\u001b[2J\\u009b31m\\u007f\\u0000\\nline\\u202eevil\\u2066";

    @Test
    @DisplayName("games: a game's name and summary")
    void games() {
        String out = run(GameCatalog.of(BrokenGames.hostileWords(2)), 0, "games");
        assertTrue(out.contains("take-away  Take" + SHOWN + "  seats") && out.contains("    sum" + SHOWN), out);
    }

    @Test
    @DisplayName("match: the line of a game abandoned as its plugin failed")
    void match() {
        String out = run(GameCatalog.of(BrokenGames.hostileWords(2)), 0, "match", "take-away", "--seats", "random,random");
        assertTrue(out.contains(": abandoned: the game take-away failed: a bug in legalMoves at ply 2" + SHOWN), out);
    }

    private Path record(String seat, List<String> moves) {
        Path f = dir.resolve("game.json");
        RecordStore.save(new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "15"), 2, 0,
                List.of(new GameRecord.Seat(seat, "human"), new GameRecord.Seat("Bob", "human")), "", moves,
                new GameRecord.Result("unfinished", "", List.of(), List.of(0.0, 0.0)), "", ""), f);
        return f;
    }

    @Test
    @DisplayName("review: seat names in the table and the counts")
    void review() {
        Path f = record("R" + BrokenGames.CONTROL, List.of("1", "2", "1"));
        String out = run(GameCatalog.of(new TakeAway()), 0, "review", f.toString(), "--player", "first", "--time", "0.02");
        assertTrue(out.contains("   1  R\\u001b… 1 "), "the name cut to its column, escaped: " + out);
        assertTrue(out.contains("R" + SHOWN), "the name whole in the counts: " + out);
    }

    @Test
    @DisplayName("replay: a move with a line break is named whole, escaped, with the file")
    void replayMove() {
        Path f = record("Ann", List.of("1", "a1\nresult: winner 0"));
        String out = run(GameCatalog.of(new TakeAway()), 1, "replay", f.toString());
        assertTrue(out.startsWith("beadbox replay: " + f + ": move 2: 'a1\\nresult: winner 0' is not a take"), out);
        assertEquals(1, out.lines().count(), out);
    }
}
