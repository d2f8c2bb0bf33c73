package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TestPlayers;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The command line")
class CommandLineTest {

    @TempDir
    Path dir;

    private final GameCatalog games = GameCatalog.of(new TakeAway());
    private final PlayerCatalog players = PlayerCatalog.of(
            TestPlayers.factory("first", () -> (s, c, p) -> s.legalMoves().get(0)),
            TestPlayers.factory("broken", () -> (s, c, p) -> {
                throw new IllegalStateException("broken on purpose");
            }));
    {
        // a player that plays none of the games, and says what a game needs for it
        players.add(new AbstractPlayerFactory("picky", "Picky", "Plays only games with an evaluation.", 0, List.of()) {
            @Override
            public boolean supports(GameInfo game) {
                return false;
            }

            @Override
            protected Player player(GameInfo game, Map<String, String> values) {
                throw new AssertionError("never made: it supports no game");
            }
        }, "a game whose bundle registers an Evaluator service for it");
    }
    private final CommandLine cli = new CommandLine(List.of(new GamesCommand(games), new PlayersCommand(games, players),
            new PerftCommand(games), new ReplayCommand(games), new MatchCommand(games, players),
            new BenchCommand(games, players), new EndgameCommand(games, Path.of("unused"))));

    /** What a run printed and returned. */
    record Run(int code, List<String> out, List<String> err) {
        String last() {
            return out.get(out.size() - 1);
        }
    }

    private Run run(String... args) {
        return runWithInput("", args);
    }

    private Run runWithInput(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8).lines().toList(),
                err.toString(StandardCharsets.UTF_8).lines().toList());
    }

    private void assertOneLineError(Run r, int code, String message) {
        assertEquals(code, r.code(), "exit code");
        assertEquals(1, r.err().size(), "one line: " + r.err());
        assertEquals(message, r.err().get(0));
    }

    @Nested
    @DisplayName("dispatches")
    class Dispatch {

        @Test
        @DisplayName("lists every command for help and for no arguments")
        void help() {
            Run r = run();
            assertEquals(0, r.code());
            assertTrue(r.out().stream().anyMatch(l -> l.strip().startsWith("perft GAME DEPTH")));
            assertEquals(r.out(), run("help").out());
            assertTrue(run("help", "match").out().get(0).startsWith("usage: ./beadbox match GAME --seats"));
            assertEquals(run("help", "perft").out(), run("perft", "--help").out());
        }

        @Test
        @DisplayName("endgame: a game without an endgame table says so, exit 1")
        void endgameWithoutTable() {
            Run r = run("endgame", "take-away", "--beads", "4");
            assertEquals(1, r.code());
            assertEquals(List.of("beadbox: Take Away has no endgame table"), r.err());
            assertEquals(2, run("endgame").code(), "no game named");
        }

        @Test
        @DisplayName("refuses an unknown command naming the known ones, exit 2")
        void unknown() {
            assertOneLineError(run("dance"), 2,
                    "beadbox: unknown command 'dance': commands are bench, endgame, games, help, match, perft, players, replay");
        }

        @Test
        @DisplayName("turns bad usage into one line with the usage, exit 2")
        void usage() {
            Run r = run("perft", "take-away", "deep");
            assertEquals(2, r.code());
            assertEquals(1, r.err().size());
            assertTrue(r.err().get(0).startsWith("beadbox perft: depth 'deep' is not a whole number (usage: perft GAME DEPTH"),
                    r.err().get(0));
            assertEquals(2, run("perft", "take-away").code());
            assertEquals(2, run("games", "--colour", "red").code());
        }

        @Test
        @DisplayName("turns a failure into one line, exit 1, never a stack trace")
        void failure() {
            assertOneLineError(run("perft", "chess", "2"), 1,
                    "beadbox perft: unknown game 'chess': installed games are take-away");
            assertOneLineError(run("perft", "take-away", "2", "--option", "beads=200"), 1,
                    "beadbox perft: option beads: 200 is outside 1..99 (it takes a whole number from 1 to 99)");
        }
    }

    @Nested
    @DisplayName("lists")
    class Lists {

        @Test
        @DisplayName("the games with their seats and options")
        void games() {
            Run r = run("games");
            assertEquals(0, r.code());
            assertEquals("take-away  Take Away  seats 2–4", r.out().get(0));
            assertTrue(r.out().stream().anyMatch(l -> l.contains("--option beads=15") && l.contains("(default 15)")), r.out().toString());
        }

        @Test
        @DisplayName("the players with the games they play")
        void players() {
            Run r = run("players");
            assertEquals(0, r.code());
            assertTrue(r.out().contains("    plays: take-away"), r.out().toString());
            assertTrue(r.out().get(0).startsWith("broken  Test broken"), r.out().toString());
            int picky = r.out().indexOf("picky  Picky  strength 0");
            assertEquals(List.of("    plays: none of the installed games",
                    "    does not play: take-away; it needs a game whose bundle registers an Evaluator service for it"),
                    r.out().subList(picky + 2, picky + 4), r.out().toString());
            assertFalse(r.out().stream().anyMatch(l -> l.startsWith("    does not play: ") && !l.contains("Evaluator")),
                    "the players that play every game refuse none: " + r.out());
        }
    }

    @Nested
    @DisplayName("perft")
    class Perft {

        @Test
        @DisplayName("ends with the count alone")
        void count() {
            Run r = run("perft", "take-away", "4");
            assertEquals(0, r.code());
            assertEquals(Long.toString(new TakeAway().start(Setup.of(2, 0)).perft(4)), r.last());
            assertEquals("81", r.last());
            assertTrue(r.out().get(r.out().size() - 2).startsWith("time: "));
        }

        @Test
        @DisplayName("counts from a position with moves played")
        void fromPosition() {
            assertEquals("3", run("perft", "take-away", "1", "--position", "5 1 3", "--moves", "1 1").last());
            assertEquals("2", run("perft", "take-away", "1", "--option", "beads=4", "--moves", "2").last());
        }

        @Test
        @DisplayName("names the move it cannot play")
        void badMove() {
            assertOneLineError(run("perft", "take-away", "1", "--moves", "3 x"), 1,
                    "beadbox perft: move 2: 'x' is not a take: write 1, 2 or 3");
        }
    }

    @Nested
    @DisplayName("replay")
    class Replay {

        @Test
        @DisplayName("of a finished move list ends with the winner and the score")
        void finished() throws IOException {
            Path f = Files.writeString(dir.resolve("moves.txt"), "3 3 3\n3 3\n");
            Run r = run("replay", "take-away", f.toString());
            assertEquals(0, r.code());
            assertEquals(List.of("result: winner 0", "score: 1 0"), r.out().subList(r.out().size() - 2, r.out().size()));
            assertTrue(r.out().contains("moves: 5"));
        }

        @Test
        @DisplayName("reads the move list from standard input for FILE -")
        void stdin() {
            Run r = runWithInput("1 1 1 1", "replay", "take-away", "-", "--option", "beads=4");
            assertEquals(List.of("result: winner 1", "score: 0 1"), r.out().subList(r.out().size() - 2, r.out().size()));
        }

        @Test
        @DisplayName("of an unfinished list says so, after the board")
        void unfinished() throws IOException {
            Path f = Files.writeString(dir.resolve("moves.txt"), "3");
            Run r = run("replay", "take-away", f.toString(), "--players", "3");
            assertEquals("oooooooooooo", r.out().get(0));
            assertEquals(List.of("result: unfinished", "score: 0 0 0"), r.out().subList(r.out().size() - 2, r.out().size()));
        }

        @Test
        @DisplayName("of a saved record replays it through the rules")
        void record() {
            Path f = dir.resolve("game.json");
            RecordStore.save(new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "4"), 2, 0,
                    List.of(new GameRecord.Seat("A", "first"), new GameRecord.Seat("B", "first")), "", List.of("1", "3"),
                    new GameRecord.Result("finished", "Player 2 wins", List.of(1), List.of(0.0, 1.0)), "", ""), f);
            Run r = run("replay", f.toString());
            assertEquals(0, r.code());
            assertEquals(List.of("result: winner 1", "score: 0 1"), r.out().subList(r.out().size() - 2, r.out().size()));
        }

        @Test
        @DisplayName("of a list with an illegal move names the move, exit 1")
        void illegal() throws IOException {
            Path f = Files.writeString(dir.resolve("moves.txt"), "3 3 4");
            assertOneLineError(run("replay", "take-away", f.toString()), 1,
                    "beadbox replay: " + f + ": move 3: '4' is not a take: write 1, 2 or 3");
        }

        @Test
        @DisplayName("of a broken record names the file and the problem")
        void broken() throws IOException {
            Path f = Files.writeString(dir.resolve("bad.json"), "{\"formatVersion\": 1, \"gameId\": ");
            Run r = run("replay", f.toString());
            assertEquals(1, r.code());
            assertEquals(1, r.err().size());
            assertTrue(r.err().get(0).startsWith("beadbox replay: bad.json: not a readable Beadbox record: "), r.err().get(0));
        }
    }

    @Nested
    @DisplayName("match")
    class MatchCommandTest {

        @Test
        @DisplayName("rotates the seats and ends with the points in --seats order")
        void rotates() {
            Run r = run("match", "take-away", "--seats", "first,first:time=0.5", "--games", "4", "--option", "beads=5");
            assertEquals(0, r.code(), r.err().toString());
            assertEquals("points: 2 2", r.last(), "whoever sits first wins with five beads, and each sat first twice");
            assertTrue(r.out().stream().anyMatch(l -> l.startsWith("game 4/4: ")));
            assertTrue(r.out().stream().anyMatch(l -> l.startsWith("elo: first vs first:time=0.5: 0 ± ")), r.out().toString());
        }

        @Test
        @DisplayName("rotates three players through three seats")
        void threeSeats() {
            Run r = run("match", "take-away", "--seats", "first,first:time=1,first:time=2", "--games", "3", "--option", "beads=4");
            assertEquals("points: 1 1 1", r.last(), "seat 0 takes the last of four beads, and each player sat there once");
            assertFalse(r.out().stream().anyMatch(l -> l.startsWith("elo")), "no Elo line for three players");
            assertTrue(r.out().stream().anyMatch(l -> l.startsWith("head to head: ")), r.out().toString());
            assertTrue(r.out().stream().anyMatch(l -> l.startsWith("  first:time=2 ") && l.contains(" 50% ± ")),
                    "each player won one game of three and lost two, so each finished ahead of half the other seats: " + r.out());
        }

        @Test
        @DisplayName("reports a faulting player and goes on, writing each game's record")
        void faults() throws IOException {
            Run r = run("match", "take-away", "--seats", "broken,first", "--games", "2", "--records", dir.toString());
            assertEquals(0, r.code());
            assertTrue(r.out().stream().anyMatch(l -> l.contains("fault: Player") && l.contains("broken on purpose")), r.out().toString());
            assertTrue(r.last().matches("points: \\d+ \\d+"));
            try (var files = Files.list(dir)) {
                assertEquals(2, files.count());
            }
        }

        @Test
        @DisplayName("refuses an unknown player naming the installed ones")
        void unknownPlayer() {
            assertOneLineError(run("match", "take-away", "--seats", "first,nobody"), 1,
                    "beadbox match: unknown player 'nobody': installed players are broken, first, picky");
            assertEquals(2, run("match", "take-away").code(), "--seats is required");
        }

        @Test
        @DisplayName("refuses a player that does not play the game, saying what the game would need")
        void playerThatDoesNotPlayTheGame() {
            assertOneLineError(run("match", "take-away", "--seats", "first,picky"), 1,
                    "beadbox match: player 'picky' does not play Take Away: it needs a game whose bundle registers an Evaluator"
                    + " service for it; 'beadbox players' lists which games each player plays");
        }
    }

    @Test
    @DisplayName("bench measures playouts and enumeration")
    void bench() {
        Run r = run("bench", "take-away", "--seconds", "0.1");
        assertEquals(0, r.code(), r.err().toString());
        assertTrue(r.out().stream().anyMatch(l -> l.startsWith("  playouts: ")), r.out().toString());
        assertTrue(r.out().stream().anyMatch(l -> l.startsWith("  legal moves of the start: 3 in ")), r.out().toString());
        assertTrue(r.out().stream().anyMatch(l -> l.equals("  ai: no mcts player installed for this game")), r.out().toString());

        Run after = run("bench", "take-away", "--seconds", "0.1", "--moves", "3 3");
        assertTrue(after.out().stream().anyMatch(l -> l.startsWith("take-away (") && l.endsWith(", from 9 0 2")), after.out().toString());
        assertTrue(after.out().stream().anyMatch(l -> l.startsWith("  legal moves of the position: 3 in ")), after.out().toString());

        Run unknown = run("bench", "no-such-game");
        assertTrue(unknown.out().isEmpty(), "nothing measured, no heading: " + unknown.out());
        assertEquals(1, unknown.err().size(), unknown.err().toString());
        assertTrue(unknown.err().get(0).startsWith("beadbox bench: unknown game 'no-such-game'"), unknown.err().get(0));
    }

    @Test
    @DisplayName("bench warms an AI up on one thread until it stops getting faster, then measures it as asked")
    void benchWarmsUp() {
        List<Map<String, String>> made = new ArrayList<>();
        PlayerFactory warming = new PlayerFactory() {
            @Override
            public String id() {
                return "warming";
            }

            @Override
            public String name() {
                return "Warming";
            }

            @Override
            public String description() {
                return "Reports more iterations for each of its first four players, like code the compiler is still building";
            }

            @Override
            public List<OptionSpec> options() {
                return List.of(OptionSpec.number("time", "Time", "Seconds per move.", 1, 0.01, 60),
                        OptionSpec.integer("threads", "Threads", "Search threads.", 2, 1, 8));
            }

            @Override
            public boolean supports(GameInfo game) {
                return true;
            }

            @Override
            public Player create(GameInfo game, Map<String, String> options) {
                made.add(Map.copyOf(options));
                long iterations = 1000L * Math.min(made.size(), 4);
                return (s, c, p) -> {
                    p.report(new Analysis(iterations, 100, 1, null, 0.5, List.of()));
                    return s.legalMoves().get(0);
                };
            }
        };
        CommandLine bench = new CommandLine(List.of(new BenchCommand(games, PlayerCatalog.of(warming))));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = bench.run(new String[] {"bench", "take-away", "--seconds", "0.1", "--player", "warming:threads=2"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertEquals(0, code);
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(
                "  ai: warming:threads=2: 40000 iterations per second (4000 in 0.1 s, after 5 warm-up moves)"), out.toString(StandardCharsets.UTF_8));
        assertEquals(6, made.size(), "five warm-up players (the fifth no faster than the fourth) and the one measured");
        for (Map<String, String> warm : made.subList(0, 5)) {
            assertEquals("1", warm.get("threads"), "a warm-up player searches on one thread: " + warm);
        }
        assertEquals("2", made.get(5).get("threads"), "the player measured has the threads asked for");
        assertEquals("0.1", made.get(5).get("time"));
    }

    @Test
    @DisplayName("head to head counts the other seats finished ahead of, a shared place counting half")
    void ahead() {
        Outcome fourth = new Outcome(List.of(0.0, 3.0, 5.0, 0.0), List.of(3, 1, 0, 2), "");
        assertEquals(0, Tally.ahead(fourth, 0));
        assertEquals(2 / 3.0, Tally.ahead(fourth, 1), 1e-9);
        assertEquals(1, Tally.ahead(fourth, 2));
        Outcome shared = Outcome.winner(0, new double[] {1, 0, 0, 0}, "");
        assertEquals(1, Tally.ahead(shared, 0));
        assertEquals((0 + 0.5 + 0.5) / 3, Tally.ahead(shared, 3), 1e-9);
    }

    @Test
    @DisplayName("the Elo estimate follows the score")
    void elo() {
        assertEquals(191, Math.round(Tally.elo(0.75)));
        assertEquals(0, Math.round(Tally.elo(0.5)));
        assertFalse(Double.isNaN(Tally.elo(0.01)));
    }
}
