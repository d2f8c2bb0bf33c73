package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Asking the configured engines what they play: all at once, briefly, and once per version of an engine. */
class EngineProbesTest {

    @TempDir
    Path home;

    private final List<String> transcript = Collections.synchronizedList(new ArrayList<>());

    private Path script(String name, String body) throws Exception {
        Path p = home.resolve(name);
        Files.writeString(p, "#!/bin/bash\n" + body, StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx------"));
        return p;
    }

    private EngineFactory factory(EngineProbes probes, String name, Path script) {
        return new EngineFactory(new EngineConfig(name, List.of(script.toString()), null), id -> Optional.empty(),
                transcript::add, probes);
    }

    @Test
    @DisplayName("four silent engines are asked at once, and given up on after the short wait, not 15 s each")
    void silentEngines() throws Exception {
        Path silent = script("silent.sh", "exec sleep 600\n");
        try (EngineProbes probes = new EngineProbes(AnswerCache.in(home))) {
            List<EngineFactory> all = new ArrayList<>();
            for (int i = 1; i <= 4; i++) {
                all.add(factory(probes, "silent " + i, silent));
            }
            long t0 = System.nanoTime();
            assertTimeoutPreemptively(Duration.ofSeconds(EngineProbes.WAIT_MILLIS / 1000 + 4), () -> {
                for (EngineFactory f : all) {
                    assertTrue(f.supports(new TakeAway().info()), "a silent engine is offered until it answers");
                }
            });
            long millis = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(millis < EngineProbes.WAIT_MILLIS + 2_000, "four silent engines took " + millis + " ms");
            assertTrue(all.get(3).description().contains("did not say within 3 s which games it plays, so it is offered"),
                    all.get(3).description());
        }
    }

    @Test
    @DisplayName("an engine that cannot be started plays nothing, at once")
    void broken() throws Exception {
        try (EngineProbes probes = new EngineProbes(AnswerCache.in(home))) {
            EngineFactory f = factory(probes, "broken", script("broken.sh", "exit 3\n"));
            long t0 = System.nanoTime();
            assertEquals(Set.of(), f.games());
            assertTrue(System.nanoTime() - t0 < 2_000_000_000L, "no waiting for an engine that died");
            assertTrue(f.description().contains("exited (code 3)"), f.description());
        }
        assertFalse(Files.exists(home.resolve(AnswerCache.NAME)), "a failure is not kept");
    }

    /** A test of what engines answer waits longer than Beadbox's 3 s: a loaded CI machine once took longer to start the script. */
    private static final long ANSWERS_WAIT = 30_000;

    @Test
    @DisplayName("an engine's answer is kept, and asked again only when its script changes")
    void cache() throws Exception {
        Path engine = script("engine.sh", """
                while read -r cmd rest; do
                  case "$cmd" in
                    protocol) printf '=\\n\\n';;
                    name) printf '= Kept\\n\\n';;
                    games) printf '= take-away beadmaster\\n\\n';;
                    quit) printf '=\\n\\n'; exit 0;;
                    *) printf '? unknown command\\n\\n';;
                  esac
                done
                """);
        try (EngineProbes probes = new EngineProbes(AnswerCache.in(home), ANSWERS_WAIT)) {
            assertEquals(Set.of("take-away", "beadmaster"), factory(probes, "kept", engine).games());
        }
        assertTrue(transcript.contains("> games"), "the engine was asked: " + transcript);
        assertTrue(Files.isRegularFile(home.resolve(AnswerCache.NAME)));

        transcript.clear();
        try (EngineProbes probes = new EngineProbes(AnswerCache.in(home), ANSWERS_WAIT)) {
            assertEquals(Set.of("take-away", "beadmaster"), factory(probes, "kept", engine).games());
        }
        assertEquals(List.of(), transcript, "the kept answer is used: the engine is not started");

        Files.setLastModifiedTime(engine, FileTime.fromMillis(Files.getLastModifiedTime(engine).toMillis() + 10_000));
        try (EngineProbes probes = new EngineProbes(AnswerCache.in(home), ANSWERS_WAIT)) {
            assertEquals(Set.of("take-away", "beadmaster"), factory(probes, "kept", engine).games());
        }
        assertTrue(transcript.contains("> games"), "a changed script is asked again: " + transcript);
        assertEquals(1, new AnswerCache(home.resolve(AnswerCache.NAME)).entries().size(), "one answer per engine version");
    }
}
