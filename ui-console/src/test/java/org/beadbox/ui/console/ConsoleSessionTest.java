package org.beadbox.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Clock;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(20)
class ConsoleSessionTest {

    @TempDir
    Path home;

    /** An AI that always takes one bead: predictable, so the scripts below know the game. */
    static final class TakeOne implements PlayerFactory {
        @Override
        public String id() {
            return "first";
        }

        @Override
        public String name() {
            return "First move";
        }

        @Override
        public String description() {
            return "plays the first legal move";
        }

        @Override
        public List<OptionSpec> options() {
            return List.of();
        }

        @Override
        public boolean supports(GameInfo game) {
            return true;
        }

        @Override
        public int strength() {
            return 5;
        }

        @Override
        public Player create(GameInfo game, Map<String, String> options) {
            return new Player() {
                @Override
                public Move choose(GameState state, Clock clock, Progress progress) {
                    return state.legalMoves().get(0);
                }
            };
        }
    }

    /** An AI that fails at every turn, as a broken engine does. */
    static final class Broken extends TakeOneLike {
        @Override
        public String id() {
            return "broken";
        }

        @Override
        public Player create(GameInfo game, Map<String, String> options) {
            return (state, clock, progress) -> {
                throw new IllegalStateException("engine gone");
            };
        }
    }

    /** {@link TakeOne}'s facts, for players that differ only in how they choose. */
    abstract static class TakeOneLike implements PlayerFactory {
        private final TakeOne facts = new TakeOne();

        @Override
        public String name() {
            return id();
        }

        @Override
        public String description() {
            return facts.description();
        }

        @Override
        public List<OptionSpec> options() {
            return List.of();
        }

        @Override
        public boolean supports(GameInfo game) {
            return true;
        }
    }

    private String play(String input, String... args) throws InterruptedException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ConsoleSession session = new ConsoleSession(GameCatalog.of(new TakeAway()), PlayerCatalog.of(new TakeOne(), new Broken()),
                new RecordStore(home), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), false);
        assertEquals(0, session.play(PlayArgs.parse(List.of(args))));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Nested
    @DisplayName("when a person plays a whole game against an AI")
    class WholeGame {

        @Test
        @DisplayName("moves typed in notation are played and the result is shown")
        void playsToTheEnd() throws InterruptedException {
            String out = play("3\n3\n3\n3\n", "take-away", "--seats", "human,first");
            assertTrue(out.contains("Player 2 plays 1"), out);
            assertTrue(out.contains("Game over: Player 1 wins"), out);
            assertTrue(out.contains("Score: Player 1 1 Player 2 0"), out);
        }

        @Test
        @DisplayName("a player that fails at every turn is reported once, with its count at the end")
        void faultsOncePerGame() throws InterruptedException {
            String out = play("", "take-away", "--seats", "broken,first");
            assertEquals(1, out.split("engine gone", -1).length - 1, out);
            assertTrue(out.matches("(?s).*Player 1 faulted [2-9]\\d* times this game.*Game over.*"), out);
        }

        @Test
        @DisplayName("the finished game is filed among the records")
        void filesTheRecord() throws Exception {
            play("3\n3\n3\n3\n", "take-away", "--seats", "human,first");
            try (var files = Files.list(home.resolve("records"))) {
                GameRecord r = RecordStore.load(files.findFirst().orElseThrow());
                assertEquals(List.of("3", "1", "3", "1", "3", "1", "3"), r.moves());
            }
        }
    }

    @Nested
    @DisplayName("when the person types something that is not a legal move")
    class BadInput {

        @Test
        @DisplayName("a short reason is shown and the prompt comes again, nothing lost")
        void reasonAndPromptAgain() throws InterruptedException {
            String out = play("7\nfoo bar\n3\nquit\n", "take-away", "--seats", "human,first");
            assertTrue(out.contains("✗ '7' is not a take"), out);
            assertTrue(out.contains("✗ 'foo bar' is not a take"), out);
            assertTrue(out.contains("Player 1 plays 3"), out);
        }

        @Test
        @DisplayName("an unknown game is refused naming the installed ones")
        void unknownGame() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> play("", "chess"));
            assertTrue(e.getMessage().contains("take-away"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("the commands at the prompt")
    class Commands {

        @Test
        @DisplayName("draw offers a draw: two people at the prompt decline, then agree it; one offer per move")
        void draw() throws InterruptedException {
            String out = play("draw\nno\ndraw\n3\ndraw\nyes\n", "take-away", "--seats", "human,human");
            assertTrue(out.contains("Player 1 offers a draw. Accept?"), out);
            assertTrue(out.contains("The draw was declined."), out);
            assertTrue(out.contains("No draw offered: you have offered a draw at this move already"), out);
            assertTrue(out.contains("Player 2: Player 1 offers a draw.") || out.contains("Player 1: Player 2 offers a draw."), out);
            assertTrue(out.contains("Drawn by agreement"), out);
        }

        @Test
        @DisplayName("moves lists the legal moves, help the commands, rules the rules as text")
        void movesHelpRules() throws InterruptedException {
            String out = play("moves\nhelp\nrules\nquit\n", "take-away", "--seats", "human,first");
            assertTrue(out.contains("3 legal moves:"), out);
            assertTrue(out.contains("undo / redo"), out);
            assertTrue(out.contains("Whoever takes the last bead wins."), out);
        }

        @Test
        @DisplayName("undo takes back to the person's previous move")
        void undo() throws InterruptedException {
            String out = play("3\nundo\nboard\nquit\n", "take-away", "--seats", "human,first");
            assertTrue(out.contains("Taken back to your previous move."), out);
            assertTrue(out.lines().filter(l -> l.equals("o".repeat(15))).count() >= 2, out);
        }

        @Test
        @DisplayName("save writes a record that load opens again, with the moves kept")
        void saveAndLoad() throws InterruptedException {
            Path file = home.resolve("g.json");
            String out = play("2\nsave " + file + "\nload " + file + "\nmoves\nquit\n", "take-away", "--seats", "human,first");
            assertTrue(out.contains("Saved to " + file), out);
            assertTrue(out.contains("Opened " + file + ": 2 moves."), out);
            assertTrue(out.contains("o".repeat(12) + "\n"), out);
        }

        @Test
        @DisplayName("a count of one says \"1 move\", not \"1 moves\", when a record opens and when an autosave is offered back")
        void oneMove() throws InterruptedException {
            Path file = home.resolve("one.json");
            String out = play("save " + file + "\nload " + file + "\nquit\n", "take-away", "--seats", "first,human");
            assertTrue(out.contains("Opened " + file + ": 1 move."), out);
            String offered = play("n\nq\n");
            assertTrue(offered.contains("An unfinished game of Take Away (1 move) was autosaved."), offered);
        }

        @Test
        @DisplayName("loading a broken file says why and keeps the game going")
        void loadBroken() throws Exception {
            Path file = home.resolve("broken.json");
            Files.writeString(file, "{\"formatVersion\": 1, \"gameId\": ");
            String out = play("2\nload " + file + "\nboard\nquit\n", "take-away", "--seats", "human,first");
            assertTrue(out.contains("✗ broken.json: not a readable Beadbox record"), out);
            assertTrue(out.contains("o".repeat(12) + "\n"), out);
        }
    }

    @Nested
    @DisplayName("the menu")
    class Menu {

        @Test
        @DisplayName("wraps a game's summary at spaces, within the width")
        void wraps() {
            assertEquals(List.of("Drop glass beads to", "win the squares;", "whoever owns more", "wins."),
                    ConsoleSession.wrap("Drop glass beads to win the squares; whoever owns more wins.", 20));
            assertEquals(List.of("a", "verylongwordindeed", "b"), ConsoleSession.wrap("a verylongwordindeed b", 5));
        }

        @Test
        @DisplayName("lists the installed games and plays the one chosen")
        void choosesAndPlays() throws InterruptedException {
            String out = play("1\n2\nbeads=5\nhuman,first\n3\n1\nq\n");
            assertTrue(out.contains("1. Take Away"), out);
            assertTrue(out.contains("Options: beads=15"), out);
            assertTrue(out.contains("Game over: Player 1 wins"), out);
        }

        @Test
        @DisplayName("offers back a game left unfinished, once, and resuming it keeps one autosave of it")
        void resumesTheUnfinishedOnce() throws Exception {
            play("2\nquit\n", "take-away", "--seats", "human,first");
            RecordStore store = new RecordStore(home);
            assertEquals(1, store.unfinished().size());

            String out = play("y\n2\nquit\nq\n");
            assertTrue(out.contains("An unfinished game of Take Away (2 moves) was autosaved. Resume it?"), out);
            assertTrue(out.contains("Player 1 plays 2"), out);
            List<RecordStore.Unfinished> left = store.unfinished();
            assertEquals(1, left.size(), "one autosave of the resumed game, not the old one besides");
            assertEquals(List.of("2", "1", "2", "1"), left.get(0).record().moves());
        }
    }

    @Nested
    @DisplayName("hostile input")
    class Hostile {

        @Test
        @DisplayName("a FIFO, a link to /dev/zero and a sparse 3 GB file in autosave/ are passed over: the menu comes")
        void filesThatAreNotRecords() throws Exception {
            Path autosave = Files.createDirectories(home.resolve("autosave"));
            assertEquals(0, new ProcessBuilder("mkfifo", autosave.resolve("a-pipe.json").toString()).start().waitFor());
            Files.createSymbolicLink(autosave.resolve("b-zero.json"), Path.of("/dev/zero"));
            try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(autosave.resolve("c-big.json").toFile(), "rw")) {
                f.setLength(3L << 30);
            }
            String out = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10), () -> play("q\n"),
                    "the menu came within 10 s (opening a FIFO blocks for ever, and cannot be interrupted)");
            assertTrue(out.contains("1. Take Away"), out);
            assertFalse(out.contains("Resume it?"), out);
        }

        @Test
        @DisplayName("a move holding ESC[2J is shown escaped in the error line, and a huge one cut")
        void escapedMove() throws InterruptedException {
            String out = play("\u001b[2J\n" + "x".repeat(100_000) + "\nquit\n", "take-away", "--seats", "human,first");
            assertFalse(out.contains("\u001b"), "no raw escape character");
            assertTrue(out.contains("✗ '\\u001b[2J' is not a take"), out);
            assertTrue(out.lines().allMatch(l -> l.length() < 1200), "no line runs on");
        }
    }
}
