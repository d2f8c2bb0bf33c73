package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugins that misbehave at start, dropped into the bundles folder of the real runtime run as a
 * program (issue 28, items 1 to 4): none of them hangs or silences Beadbox, each is named in one
 * line, and the ones that took a start down stay quarantined (safe mode) at the next start.
 * Each test's runtime starts with {@code -Dbeadbox.start.timeout=2000}.
 */
@DisplayName("Hot-deployed plugins that misbehave at start")
class SafeModeIT {

    @TempDir
    Path home;

    @TempDir
    Path logs;

    private Path bundles() {
        return home.resolve("bundles");
    }

    /** How many times the test plugin {@code symbolicName} was started. */
    private int calls(String symbolicName) throws IOException {
        return calls(symbolicName, "start");
    }

    /** How many lines of the plugin's calls file start with {@code what} ("start", "stop", "activate"). */
    private int calls(String symbolicName, String what) throws IOException {
        Path f = home.resolve("calls").resolve(symbolicName);
        return Files.exists(f) ? (int) Files.readAllLines(f, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith(what)).count() : 0;
    }

    private void awaitCalls(String symbolicName, long millis) throws Exception {
        awaitCalls(symbolicName, "start", 1, millis);
    }

    private void awaitCalls(String symbolicName, String what, int count, long millis) throws Exception {
        long deadline = System.currentTimeMillis() + millis;
        while (calls(symbolicName, what) < count) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError(symbolicName + ": not " + count + " x " + what + " within " + millis + " ms; calls: "
                        + (Files.exists(home.resolve("calls").resolve(symbolicName))
                                ? Files.readString(home.resolve("calls").resolve(symbolicName)) : "none"));
            }
            Thread.sleep(100);
        }
    }

    private Beadbox headless(String... jvm) throws IOException {
        return Beadbox.start(home, logs, List.of(jvm), "--headless");
    }

    /** Runs ./beadbox games, which must end within 30 s with 0 and list the games; its standard error. */
    private String games(String... jvm) throws Exception {
        try (Beadbox games = Beadbox.start(home, logs, List.of(jvm), "games")) {
            int code = games.awaitExit(30_000);
            assertEquals(0, code, games.err());
            assertTrue(games.out().contains("beadmaster"), "the games are listed: " + games.out());
            return games.err();
        }
    }

    @Test
    @DisplayName("an activator that never returns is named after the time limit, hot deploy goes on, and the next start quarantines it")
    void hangingActivator() throws Exception {
        TestJars.plugin(bundles().resolve("hang.jar"), "test.hang", "hang");
        TestJars.plugin(bundles().resolve("good.jar"), "test.good", "good");
        try (Beadbox beadbox = headless()) {
            String line = beadbox.awaitLine(l -> l.contains("bundles/hang.jar (test.hang) did not finish starting within 2 s"), 30_000);
            assertTrue(line.contains("quarantined") && line.contains("replace or touch bundles/hang.jar"), line);
            awaitCalls("test.good", 10_000);
            TestJars.plugin(bundles().resolve("later.jar"), "test.later", "good");
            awaitCalls("test.later", 15_000);
        }
        String err = games();
        assertTrue(err.contains("beadbox: safe mode: bundles/hang.jar (test.hang) is not started: it did not finish starting within 2 s; "
                + "to try it again, replace or touch bundles/hang.jar"), err);
        assertEquals(1, calls("test.hang"), "a quarantined bundle is not started again");
        assertEquals(2, calls("test.good"), "the good plugin starts at each start");
    }

    @Test
    @DisplayName("an activator that calls System.exit is named as Beadbox ends, and quarantined at the next start")
    void exitingActivator() throws Exception {
        TestJars.plugin(bundles().resolve("exit.jar"), "test.exit", "exit");
        TestJars.plugin(bundles().resolve("good.jar"), "test.good", "good");
        try (Beadbox beadbox = headless()) {
            assertEquals(42, beadbox.awaitExit(30_000));
            assertTrue(beadbox.err().contains("beadbox: bundles/exit.jar (test.exit) ended Beadbox while it was starting: "
                    + "it is quarantined"), beadbox.err());
        }
        String err = games();
        assertTrue(err.contains("beadbox: safe mode: bundles/exit.jar (test.exit) is not started"), err);
        assertEquals(1, calls("test.exit"));
        assertTrue(calls("test.good") >= 1, "the good plugin started");
    }

    @Test
    @DisplayName("an activator that calls Runtime.halt is found by the start journal and quarantined at the next start")
    void haltingActivator() throws Exception {
        TestJars.plugin(bundles().resolve("halt.jar"), "test.halt", "halt");
        try (Beadbox beadbox = headless()) {
            assertEquals(43, beadbox.awaitExit(30_000));
        }
        String err = games();
        assertTrue(err.contains("beadbox: safe mode: bundles/halt.jar (test.halt) is not started: Beadbox ended while it was starting"), err);
        assertEquals(1, calls("test.halt"));
        assertTrue(games().contains("safe mode: bundles/halt.jar"), "the line is said at each start");
        assertEquals(1, calls("test.halt"));
    }

    @Test
    @DisplayName("an activator that runs out of memory is tried once, quarantined, and Beadbox goes on")
    void outOfMemory() throws Exception {
        TestJars.plugin(bundles().resolve("oom.jar"), "test.oom", "oom");
        try (Beadbox beadbox = headless("-Xmx128m")) {
            beadbox.awaitLine(l -> l.equals("beadbox: bundles/oom.jar (test.oom) ran out of memory while starting: it is quarantined "
                    + "and will not start again (safe mode); to try it again, replace or touch bundles/oom.jar (or delete its line in "
                    + home.resolve("quarantine.properties") + ")"), 30_000);
            Thread.sleep(3_000);
            assertTrue(beadbox.alive(), "Beadbox goes on");
            assertEquals(1, calls("test.oom"), "no second attempt");
        }
        String err = games("-Xmx128m");
        assertTrue(err.contains("beadbox: safe mode: bundles/oom.jar (test.oom) is not started: it ran out of memory while starting"), err);
        assertEquals(1, calls("test.oom"));
    }

    @Test
    @DisplayName("a jar of random bytes, a cut-off zip, a plain jar, a throwing activator and duplicates each give one line naming the file")
    void badJarsAreNamed() throws Exception {
        TestJars.randomBytes(bundles().resolve("random.jar"), 28);
        TestJars.truncated(bundles().resolve("truncated.jar"), "test.truncated");
        TestJars.plain(bundles().resolve("plain.jar"));
        TestJars.plugin(bundles().resolve("throw.jar"), "test.throw", "throw");
        TestJars.plugin(bundles().resolve("good.jar"), "test.good", "good");
        Path system = Path.of(System.getProperty("beadbox.runtime", "target/beadbox"), "system", "gson.jar");
        Files.copy(system, bundles().resolve("gson.jar"), StandardCopyOption.COPY_ATTRIBUTES);
        try (Beadbox beadbox = headless()) {
            awaitCalls("test.good", 15_000);
            Files.copy(bundles().resolve("good.jar"), bundles().resolve("good-copy.jar"), StandardCopyOption.COPY_ATTRIBUTES);
            List<String> expected = List.of(
                    "beadbox: bundles/random.jar is not installed: it is not a jar (not a zip file): remove it",
                    "beadbox: bundles/truncated.jar is not installed: the jar is damaged or cut short",
                    "beadbox: bundles/plain.jar is not a plugin: it is a plain jar, not an OSGi bundle",
                    "beadbox: bundles/throw.jar (test.throw) could not start: its activator failed: boom from test.throw",
                    "beadbox: bundles/good-copy.jar is not installed: it is a second copy of test.good 1.0.0, already installed from bundles/good.jar",
                    "beadbox: bundles/gson.jar is not installed: it is a second copy of com.google.gson 2.15.0, "
                            + "already installed from system/gson.jar");
            for (String start : expected) {
                beadbox.awaitLine(l -> l.startsWith(start), 20_000);
            }
            Thread.sleep(3_000);
            String err = beadbox.err();
            for (String file : List.of("random.jar", "truncated.jar", "plain.jar", "throw.jar", "good-copy.jar", "gson.jar")) {
                assertEquals(1, err.lines().filter(l -> l.contains("bundles/" + file)).count(), "one line for " + file + ":\n" + err);
            }
            assertEquals(1, calls("test.throw"), "a failed start is not retried");
            assertTrue(beadbox.alive());
        }
    }

    @Test
    @DisplayName("while an activator hangs, jars are still removed, updated and added; the hung jar's own removal waits and is named")
    void hotDeployGoesOnWhileAnActivatorHangs() throws Exception {
        TestJars.plugin(bundles().resolve("hang.jar"), "test.hang", "hang");
        TestJars.plugin(bundles().resolve("good.jar"), "test.good", "good");
        TestJars.plugin(bundles().resolve("upd.jar"), "test.upd", "good", "1.0.0");
        try (Beadbox beadbox = headless()) {
            beadbox.awaitLine(l -> l.contains("bundles/hang.jar (test.hang) did not finish starting within 2 s"), 30_000);
            awaitCalls("test.good", 10_000);
            awaitCalls("test.upd", 10_000);
            long began = System.nanoTime();
            Files.delete(bundles().resolve("good.jar"));
            TestJars.plugin(bundles().resolve("upd.jar"), "test.upd", "good", "1.0.1");
            TestJars.plugin(bundles().resolve("later.jar"), "test.later", "good");
            awaitCalls("test.good", "stop", 1, 10_000);
            awaitCalls("test.upd", "start", 2, 10_000);
            awaitCalls("test.later", 10_000);
            System.out.printf("while test.hang hangs: a removal, an update and an install done in %d ms%n",
                    (System.nanoTime() - began) / 1_000_000);
            assertEquals(1, calls("test.upd", "stop"), "the old version stopped once, before the update");

            Files.delete(bundles().resolve("hang.jar"));
            String line = beadbox.awaitLine(l -> l.startsWith("beadbox: bundles/hang.jar: removing it has waited"), 15_000);
            assertTrue(line.contains("the other jars go on"), line);
            TestJars.plugin(bundles().resolve("after.jar"), "test.after", "good");
            awaitCalls("test.after", 10_000);
            Files.createFile(home.resolve("release-hangs"));
            awaitCalls("test.hang", "stop", 1, 10_000);
            assertTrue(beadbox.alive());
            assertEquals(0, beadbox.err().lines().filter(l -> l.contains("could not")).count(), beadbox.err());
        }
        String err = games();
        assertTrue(!err.contains("hang.jar") && !err.contains("good.jar"), "removed jars are gone for good: " + err);
        assertEquals(1, calls("test.good"), "the removed plugin is not started again");
    }

    @Test
    @DisplayName("a second jar of an installed bundle's name and version is refused in one line, not taken as an update, at each start")
    void duplicateIsRefused() throws Exception {
        TestJars.plugin(bundles().resolve("good.jar"), "test.good", "good");
        String line = "beadbox: bundles/good-copy.jar is not installed: it is a second copy of test.good 1.0.0, already installed "
                + "from bundles/good.jar: remove one of the two";
        try (Beadbox beadbox = headless()) {
            awaitCalls("test.good", 15_000);
            // Another plugin under the same name and version: taken as an update, its activator would throw.
            TestJars.plugin(bundles().resolve("good-copy.jar"), "test.good", "throw");
            beadbox.awaitLine(line::equals, 15_000);
            Thread.sleep(3_000);
            assertEquals(1, calls("test.good"), "the installed bundle was neither updated nor restarted");
            assertEquals(0, calls("test.good", "stop"));
            assertEquals(1, beadbox.err().lines().filter(l -> l.contains("good-copy.jar")).count(), beadbox.err());
        }
        String err = games();
        assertTrue(err.contains(line), "named again at the next start: " + err);
        assertTrue(!err.contains("could not start"), err);
        assertEquals(2, calls("test.good"));
    }

    @Test
    @DisplayName("a component whose activate method never returns is named and quarantined, and hot deploy goes on, components too")
    void hangingComponent() throws Exception {
        TestJars.component(bundles().resolve("ds.jar"), "test.ds", true);
        TestJars.plugin(bundles().resolve("good.jar"), "test.good", "good");
        try (Beadbox beadbox = headless()) {
            String line = beadbox.awaitLine(l -> l.contains("bundles/ds.jar (test.ds) did not finish starting within 2 s"), 30_000);
            assertEquals("beadbox: bundles/ds.jar (test.ds) did not finish starting within 2 s (a component's activate method did not "
                    + "return): it is quarantined and will not start again (safe mode); to try it again, replace or touch "
                    + "bundles/ds.jar (or delete its line in " + home.resolve("quarantine.properties") + ")", line);
            awaitCalls("test.good", 10_000);
            // SCR activated it on Beadbox's start thread for that bundle, not on a thread of SCR's own.
            assertTrue(Files.readString(home.resolve("calls/test.ds")).startsWith("activate beadbox-bundle-start-"));
            TestJars.component(bundles().resolve("ds-ok.jar"), "test.dsok", false);
            TestJars.plugin(bundles().resolve("later.jar"), "test.later", "good");
            awaitCalls("test.dsok", "activate", 1, 10_000);
            awaitCalls("test.later", 10_000);
            Files.delete(bundles().resolve("later.jar"));
            awaitCalls("test.later", "stop", 1, 10_000);
        }
        String err = games();
        assertTrue(err.contains("beadbox: safe mode: bundles/ds.jar (test.ds) is not started: it did not finish starting within 2 s "
                + "(a component's activate method did not return)"), err);
        assertEquals(1, calls("test.ds", "activate"), "not activated again");
        assertEquals(2, calls("test.dsok", "activate"));
    }
}
