package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game plugins that misbehave after they started (issue 38, items 1, 2, 3 and 6), dropped into
 * the bundles folder of the real runtime run as a program: {@code ./beadbox games} and {@code
 * match} list and play the other games and exit 0, the bad plugin is named in one line, a
 * hanging one is quarantined, and nothing a plugin wrote reaches the terminal raw. Each runtime
 * starts with {@code -Dbeadbox.start.timeout=2000 -Dbeadbox.plugin.timeout=1000}.
 */
@DisplayName("Game plugins that hang, throw or take a built-in id")
class GamePluginsIT {

    private static final List<String> JVM = List.of("-Dbeadbox.plugin.timeout=1000");

    @TempDir
    Path home;

    @TempDir
    Path logs;

    private Path bundles() {
        return home.resolve("bundles");
    }

    /** Runs a command, which must end with 0 within 30 s; the process, for its output. */
    private Beadbox run(String... args) throws Exception {
        Beadbox b = Beadbox.start(home, logs, JVM, args);
        long started = System.nanoTime();
        int code = b.awaitExit(30_000);
        assertEquals(0, code, b.err());
        System.out.printf("%s: exit 0 after %d ms%n", String.join(" ", args), (System.nanoTime() - started) / 1_000_000);
        return b;
    }

    private static void assertNoRawEscapes(String text) {
        assertFalse(text.chars().anyMatch(c -> c == 0x1b || c == 0x07 || c == 0x202e), "no raw control characters: " + text);
    }

    @Test
    @DisplayName("a game whose options() never returns: games lists the others, names and quarantines it; the next start skips it")
    void optionsNeverReturn() throws Exception {
        TestJars.game(bundles().resolve("hang.jar"), "test.hang", "probe-hang", "options-hang");
        try (Beadbox games = run("games")) {
            String out = games.out();
            assertTrue(out.contains("beadmaster") && out.contains("glassbead-challenge") && out.contains("glassbead-mancala"), out);
            assertFalse(out.contains("probe-hang"), out);
            assertTrue(games.err().contains("beadbox: bundles/hang.jar (test.hang) did not return from options() within 1 s: "
                    + "its game is left out until it answers: it is quarantined and will not start again (safe mode); "
                    + "to try it again, replace or touch bundles/hang.jar"), games.err());
        }
        try (Beadbox again = run("games")) {
            assertTrue(again.err().contains("beadbox: safe mode: bundles/hang.jar (test.hang) is not started: "
                    + "did not return from options() within 1 s"), again.err());
            assertTrue(again.out().contains("beadmaster"), again.out());
        }
        try (Beadbox match = run("match", "glassbead-challenge", "--seats", "random,random", "--games", "2",
                "--records", home.resolve("match-records").toString())) {
            assertTrue(match.out().contains("random"), match.out());
        }
    }

    @Test
    @DisplayName("a game whose start() never returns is left out before anyone plays it, so match plays the others")
    void startNeverReturns() throws Exception {
        TestJars.game(bundles().resolve("slow.jar"), "test.slow", "probe-slow", "start-hang");
        try (Beadbox match = run("match", "beadmaster", "--seats", "random,random", "--games", "1",
                "--records", home.resolve("match-records").toString())) {
            assertTrue(match.err().contains("bundles/slow.jar (test.slow) did not return from start() within 1 s"), match.err());
        }
        try (Beadbox games = run("games")) {
            assertFalse(games.out().contains("probe-slow"), games.out());
        } finally {
            Files.writeString(home.resolve("release-hangs"), "");
        }
    }

    @Test
    @DisplayName("a game whose options() throws: one line naming the jar, escaped; the game left out; exit 0 at every start")
    void optionsThrow() throws Exception {
        TestJars.game(bundles().resolve("throw.jar"), "test.throw", "probe-throw", "options-throw");
        for (int start = 0; start < 2; start++) {
            try (Beadbox games = run("games")) {
                assertTrue(games.out().contains("beadmaster") && !games.out().contains("probe-throw"), games.out());
                assertTrue(games.err().contains("beadbox: bundles/throw.jar (test.throw) failed in its options(): "
                        + "options throws \\u001b[2J: its game is left out"), games.err());
                assertNoRawEscapes(games.err());
            }
        }
    }

    @Test
    @DisplayName("a game that takes a built-in game's id is named with the id; the built-in game stays")
    void builtInIdTaken() throws Exception {
        TestJars.game(bundles().resolve("dup.jar"), "test.dup", "glassbead-challenge", "none");
        try (Beadbox games = run("games")) {
            assertTrue(games.err().contains("beadbox: bundles/dup.jar (test.dup) offers the game id 'glassbead-challenge', "
                    + "which Glass Bead Challenge from "), games.err());
            assertTrue(games.err().contains("already has: its game is left out while that one is installed"), games.err());
            assertFalse(games.out().contains("Probe glassbead-challenge"), games.out());
            assertEquals(1, games.out().lines().filter(l -> l.startsWith("glassbead-challenge ")).count(), games.out());
        }
    }

    @Test
    @DisplayName("an activator's exception message with escape codes reaches the hot-deploy notice escaped")
    void activatorMessageEscaped() throws Exception {
        TestJars.plugin(bundles().resolve("esc.jar"), "test.esc", "throw-escapes");
        try (Beadbox games = run("games")) {
            assertTrue(games.err().contains("beadbox: bundles/esc.jar (test.esc) could not start: its activator failed: "
                    + "\\u001b[2J\\u001b]0;owned\\u0007 boom \\u202e from test.esc"), games.err());
            assertNoRawEscapes(games.err());
        }
    }
    /** Runs a command that must end by itself within {@code millis}; the process, for its output and exit code. */
    private Beadbox ended(long millis, String... args) throws Exception {
        Beadbox b = Beadbox.start(home, logs, JVM, args);
        long started = System.nanoTime();
        int code = b.awaitExit(millis);
        System.out.printf("%s: exit %d after %d ms%n", String.join(" ", args), code, (System.nanoTime() - started) / 1_000_000);
        return b;
    }

    @Test
    @DisplayName("a game whose position's legalMoves() never returns: match --time 2 ends within a bound, one line names"
            + " and quarantines the jar; the next start names it (parseMove and the others: CatalogDeadlineTest)")
    void positionNeverReturns() throws Exception {
        String method = "legalMoves";
        TestJars.game(bundles().resolve("stuck.jar"), "test.stuck", "probe-stuck", method + "-hang");
        try (Beadbox match = ended(20_000, "match", "probe-stuck", "--seats", "random,random", "--games", "2", "--time", "2")) {
            assertEquals(1, match.awaitExit(0), match.err());
            // legalMoves: the player's clock runs out first, and the stand-in move is asked of the guarded position (randomMove)
            String call = method.equals("legalMoves") ? "randomMove" : method;
            String line = "beadbox: bundles/stuck.jar (test.stuck) Probe probe-stuck did not return from " + call
                    + "() within 1 s: its game is left out: it is quarantined and will not start again (safe mode)";
            assertEquals(1, match.err().lines().filter(l -> l.contains("stuck.jar")).count(), match.err());
            assertTrue(match.err().contains(line), match.err());
            assertTrue(match.out().contains("match stopped after game 1 of 2: the game probe-stuck is no longer installed"),
                    match.out());
        } finally {
            Files.writeString(home.resolve("release-hangs"), "");
        }
        try (Beadbox games = run("games")) {
            assertTrue(games.err().contains("beadbox: safe mode: bundles/stuck.jar (test.stuck) is not started: Probe probe-stuck"
                    + " did not return from randomMove() within 1 s"), games.err());
        }
    }

    @Test
    @DisplayName("a game whose legalMoves() calls System.exit(7): Beadbox ends with 7 and one line naming and quarantining"
            + " the jar; the next start names it and plays on")
    void positionExits() throws Exception {
        TestJars.game(bundles().resolve("exit.jar"), "test.exit", "probe-exit", "legalMoves-exit");
        try (Beadbox match = ended(20_000, "match", "probe-exit", "--seats", "random,random", "--games", "2", "--time", "2")) {
            assertEquals(7, match.awaitExit(0), match.err());
            assertTrue(match.err().contains("beadbox: bundles/exit.jar (test.exit) ended Beadbox: its code called System.exit"
                    + " (in org.beadbox.launcher.plugin.ProbeGame): it is quarantined and will not start again (safe mode)"),
                    match.err());
        }
        try (Beadbox games = run("games")) {
            assertTrue(games.err().contains("beadbox: safe mode: bundles/exit.jar (test.exit) is not started: Beadbox ended:"
                    + " its code called System.exit"), games.err());
            assertTrue(games.out().contains("beadmaster"), games.out());
        }
    }

    @Test
    @DisplayName("SIGTERM to a match ends it without a word about missing players")
    void termDuringMatch() throws Exception {
        Beadbox match = Beadbox.start(home, logs, JVM, "match", "glassbead-challenge", "--seats", "random,random",
                "--games", "100000");
        try {
            long until = System.currentTimeMillis() + 30_000;
            while (!match.out().contains("game 2/") && System.currentTimeMillis() < until) {
                Thread.sleep(50);
            }
            assertTrue(match.out().contains("game 2/"), match.out() + match.err());
            assertEquals(0, new ProcessBuilder("kill", "-TERM", Long.toString(match.pid())).start().waitFor());
            assertEquals(143, match.awaitExit(20_000), match.err());
            assertFalse(match.err().contains("unknown player") || match.err().contains("no player plugins"), match.err());
        } finally {
            match.close();
        }
    }
}
