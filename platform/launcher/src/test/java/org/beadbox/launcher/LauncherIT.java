package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The assembled runtime (target/beadbox) started as a person starts it, in its own JVM with an
 * empty Beadbox home: what it prints, what it leaves out, and its exit codes.
 */
@DisplayName("The launcher jar, run as a program")
class LauncherIT {

    private static final List<String> GAMES = List.of("glassbead-challenge", "glassbead-mancala", "beadmaster");

    @TempDir
    Path home;

    /** Where a run's standard output and error go: a temporary folder of their own, removed after the test as the home is. */
    @TempDir
    Path logs;

    private record Run(int code, String out, String err) {
    }

    private Run run(String... args) throws IOException, InterruptedException {
        return run(Map.of("BEADBOX_HOME", home.toString()), args);
    }

    /** Runs with these environment variables set, and those mapped to "" removed. */
    private Run run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("beadbox.runtime", "target/beadbox")).resolve("beadbox-launcher.jar");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true", "-jar", jar.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("DISPLAY");
        pb.environment().remove("BEADBOX_HOME");
        env.forEach((k, v) -> {
            if (v.isEmpty()) {
                pb.environment().remove(k);
            } else {
                pb.environment().put(k, v);
            }
        });
        pb.redirectOutput(logs.resolve("out.txt").toFile());
        pb.redirectError(logs.resolve("err.txt").toFile());
        pb.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        Process p = pb.start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the launcher did not exit within 60 s: " + command);
        }
        return new Run(p.exitValue(),
                Files.readString(logs.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(logs.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Nested
    @DisplayName("given a command")
    class Command {

        @Test
        @DisplayName("games lists every game, prints nothing else and exits 0, twice (the second from the cache)")
        void games() throws Exception {
            for (int i = 0; i < 2; i++) {
                Run games = run("games");
                assertEquals(0, games.code(), games.err());
                assertEquals("", games.err(), "nothing on standard error");
                for (String id : GAMES) {
                    assertTrue(games.out().contains(id), games.out());
                }
                assertTrue(games.out().lines().allMatch(l -> !l.contains("Felix") && !l.contains("INFO")), games.out());
            }
            assertTrue(Files.isDirectory(home.resolve("bundles")), "the hot-deploy folder is made");
            assertTrue(Files.isDirectory(home.resolve("cache")), "the bundle cache persists");
        }

        @Test
        @DisplayName("an unknown command fails with one line naming it")
        void unknownCommand() throws Exception {
            Run wrong = run("frobnicate");
            assertTrue(wrong.code() != 0, "non-zero exit");
            assertEquals("", wrong.out());
            assertEquals(1, wrong.err().strip().lines().count(), wrong.err());
            assertTrue(wrong.err().contains("frobnicate"), wrong.err());
        }
    }

    @Nested
    @DisplayName("given no argument and no display")
    class NoDisplay {

        @Test
        @DisplayName("prints a short help and the games, and exits 0")
        void helpAndGames() throws Exception {
            Run plain = run();
            assertEquals(0, plain.code(), plain.err());
            assertTrue(plain.out().contains("./beadbox games"), plain.out());
            for (String id : GAMES) {
                assertTrue(plain.out().contains(id), plain.out());
            }
        }

        @Test
        @DisplayName("refuses the Swing front-end with one line")
        void noSwing() throws Exception {
            Run swing = run("--ui", "swing");
            assertEquals(1, swing.code());
            assertTrue(swing.err().startsWith("beadbox: no display"), swing.err());
        }
    }

    @Test
    @DisplayName("a malformed option exits 2 with one line")
    void badOption() throws Exception {
        Run bad = run("--ui");
        assertEquals(2, bad.code());
        assertEquals(1, bad.err().strip().lines().count(), bad.err());
    }

    @Test
    @DisplayName("without BEADBOX_HOME the folder follows $HOME, then XDG_DATA_HOME, keeping an existing ~/.beadbox (env -i HOME=/elsewhere beadbox)")
    void followsHomeAndXdg() throws Exception {
        Path elsewhere = Files.createDirectories(home.resolve("elsewhere"));
        Path xdg = home.resolve("xdg-data");
        Run plain = run(Map.of("HOME", elsewhere.toString(), "XDG_DATA_HOME", ""), "--help");
        assertEquals(0, plain.code(), plain.err());
        assertTrue(plain.out().contains("Beadbox home: " + elsewhere.resolve(".beadbox") + " "), plain.out());
        Run underXdg = run(Map.of("HOME", elsewhere.toString(), "XDG_DATA_HOME", xdg.toString()), "--help");
        assertTrue(underXdg.out().contains("Beadbox home: " + xdg.resolve("beadbox") + " "), underXdg.out());
        Run relativeXdg = run(Map.of("HOME", elsewhere.toString(), "XDG_DATA_HOME", "not/absolute"), "--help");
        assertTrue(relativeXdg.out().contains("Beadbox home: " + elsewhere.resolve(".beadbox") + " "), "a relative XDG_DATA_HOME is ignored: " + relativeXdg.out());
        Files.createDirectories(elsewhere.resolve(".beadbox"));
        Run existing = run(Map.of("HOME", elsewhere.toString(), "XDG_DATA_HOME", xdg.toString()), "--help");
        assertTrue(existing.out().contains("Beadbox home: " + elsewhere.resolve(".beadbox") + " "), "an existing ~/.beadbox is kept: " + existing.out());
        Run set = run(Map.of("HOME", elsewhere.toString(), "XDG_DATA_HOME", xdg.toString(), "BEADBOX_HOME", home.resolve("mine").toString()), "--help");
        assertTrue(set.out().contains("Beadbox home: " + home.resolve("mine") + " "), "BEADBOX_HOME wins: " + set.out());
    }

    @Test
    @DisplayName("under the C locale the games' names and ranges are still printed in UTF-8, not as '?'")
    void utf8UnderTheCLocale() throws Exception {
        Run games = run(Map.of("BEADBOX_HOME", home.toString(), "LC_ALL", "C", "LANG", "C", "LC_CTYPE", ""), "games");
        assertEquals(0, games.code(), games.err());
        assertTrue(games.out().contains("\u2013") || games.out().contains("\u00d7"), "a dash or a times sign: " + games.out());
        assertTrue(!games.out().contains("?"), "no character lost to '?': " + games.out());
    }
}
