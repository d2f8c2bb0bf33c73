package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Kills a Beadbox process (SIGKILL, {@link Process#destroyForcibly()}) at random moments while it
 * autosaves and saves, again and again, and after each kill reads every record it left: each
 * must load and replay (the old version or the new one, never half of one), and the game that
 * was in progress must be offered back by {@link RecordStore#unfinished()}. The child is {@link
 * AutosavingGames}; it resumes the offered game at each start, as Beadbox does.
 */
@DisplayName("Killing Beadbox while it saves")
class CrashSafetyTest {

    private static final int KILLS = Integer.getInteger("hardening.kills", 36);

    @Test
    @DisplayName("loses no record and offers the game in progress back, kill after kill")
    void killAtRandom() throws Exception {
        Path home = Sentinels.work("crash-home");
        SplittableRandom random = new SplittableRandom(20261122);
        List<String> problems = new ArrayList<>();
        int kills = 0;
        int recordsChecked = 0;
        int resumed = 0;
        for (int k = 0; k < KILLS; k++) {
            List<String> said = runAndKill(home, random.nextLong(), random.nextInt(250));
            kills++;
            resumed += said.stream().anyMatch(l -> l.startsWith("resumed ")) ? 1 : 0;
            recordsChecked += checkEveryRecord(home, problems, k);
            checkOfferedBack(home, said, problems, k);
        }
        assertTrue(kills == KILLS && resumed >= KILLS / 2, "the child ran, was killed and resumed its game: kills " + kills
                + ", resumed " + resumed);
        assertTrue(recordsChecked > kills, "records were written: " + recordsChecked);
        assertEquals(List.of(), problems, "records lost after " + kills + " kills (" + recordsChecked + " record files read)");
        Files.writeString(home.resolveSibling("crash-figures.txt"), "kills " + kills + "\nrecord files read " + recordsChecked
                + "\nresumed " + resumed + "\nrecords lost " + problems.size() + "\n");
    }

    /** Starts the child, waits until it has autosaved, lets it run a random while longer, kills it; what it said. */
    private static List<String> runAndKill(Path home, long seed, int extraMillis) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp",
                System.getProperty("java.class.path"), AutosavingGames.class.getName(), home.toString(), Long.toString(seed))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> said = new CopyOnWriteArrayList<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    said.add(line);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }, "crash-child-output");
        reader.setDaemon(true);
        reader.start();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (said.stream().noneMatch(l -> l.startsWith("autosaved ")) && p.isAlive() && System.nanoTime() < until) {
            Thread.sleep(2);
        }
        assertTrue(p.isAlive(), "the child runs until it is killed; it said " + said);
        Thread.sleep(extraMillis);
        p.destroyForcibly();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the child died");
        reader.join(5000);
        return said;
    }

    /** Loads and replays every record file in records/ and autosave/; adds a problem for each that fails. */
    private static int checkEveryRecord(Path home, List<String> problems, int kill) throws IOException {
        int count = 0;
        for (String folder : List.of("records", "autosave")) {
            Path dir = home.resolve(folder);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".json")
                        && !f.getFileName().toString().startsWith(".")).toList()) {
                    count++;
                    try {
                        RecordStore.replay(RecordStore.load(f), Games.CATALOG);
                    } catch (RuntimeException e) {
                        problems.add("kill " + kill + ": " + f.getFileName() + ": " + e.getMessage());
                    }
                }
            }
        }
        return count;
    }

    /**
     * The game the child last reported autosaved (and not filed) must be offered back with at
     * least the moves reported, or, if it ended in the instant before the kill, be filed.
     */
    private static void checkOfferedBack(Path home, List<String> said, List<String> problems, int kill) throws IOException {
        String last = null;
        for (String line : said) {
            if (line.startsWith("autosaved ") || line.startsWith("filed ")) {
                last = line;
            }
        }
        if (last == null || last.startsWith("filed ")) {
            return;
        }
        String[] parts = last.split(" ");
        String started = parts[1];
        int moves = Integer.parseInt(parts[2]);
        RecordStore store = new RecordStore(home);
        boolean offered = store.unfinished().stream()
                .anyMatch(u -> u.record().started().equals(started) && u.record().moves().size() >= moves);
        if (!offered && !filed(store, started)) {
            problems.add("kill " + kill + ": the game begun at " + started + " with " + moves + " moves autosaved is not offered back;"
                    + " offered: " + store.unfinished().stream().map(u -> u.file().getFileName() + " " + u.record().started() + " "
                    + u.record().moves().size()).toList() + "; the child said last: "
                    + said.subList(Math.max(0, said.size() - 4), said.size()));
        }
    }

    private static boolean filed(RecordStore store, String started) throws IOException {
        for (Path p : store.recent(Integer.MAX_VALUE)) {
            GameRecord r = RecordStore.load(p);
            if (r.started().equals(started) && r.result().over()) {
                return true;
            }
        }
        return false;
    }
}
