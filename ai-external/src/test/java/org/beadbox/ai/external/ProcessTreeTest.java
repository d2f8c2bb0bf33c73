package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The last resort, where the system has no sandbox ({@link EngineSandbox.Kind#COOKIE}): no engine
 * process that keeps the cookie or stays in the engine's session or group outlives its player or
 * Beadbox. ({@link SandboxTest} shows the sandboxes end even an engine's cookie-less daemon.)
 */
class ProcessTreeTest {

    /** The engine's shell, its genmove sleep excluded, and its six children. */
    private static final int STARTED = 7;

    private static final EngineSandbox COOKIE = EngineSandbox.choose("cookie");

    @TempDir
    Path dir;

    private ForkingEngine engine;

    @AfterEach
    void cleanUp() {
        if (engine != null) {
            engine.cleanUp();
        }
    }

    @Test
    @DisplayName("at game end (quit) the engine's children are killed, even double-forked and setsid ones")
    void quit() throws Exception {
        engine = new ForkingEngine(dir);
        EngineProcess p = EngineProcess.start("engine 'forking'", engine.command(), null, COOKIE, EngineSandbox.Rules.NONE, line -> { });
        assertEquals("forking", p.greet().name());
        assertTrue(engine.awaitAtLeast(STARTED, 5_000) >= STARTED, "the engine started its children: " + engine.alive());
        if (ProcessTree.isolated()) {
            long pid = p.handle().pid();
            assertTrue(java.nio.file.Files.readString(Path.of("/proc", Long.toString(pid), "stat")).contains(
                    " " + pid + " " + pid + " "), "the engine leads a process group and session of its own");
        }
        p.close();
        assertEquals(List.of(), engine.awaitNone(2_000), "no process is left");
    }

    @Test
    @DisplayName("a faulted engine busy in genmove is killed with all it started")
    void fault() throws Exception {
        engine = new ForkingEngine(dir);
        EngineProcess p = EngineProcess.start("engine 'forking'", engine.command(), null, COOKIE, EngineSandbox.Rules.NONE, line -> { });
        p.greet();
        engine.awaitAtLeast(STARTED, 5_000);
        assertThrows(EngineException.class, () -> p.ask("genmove 100", 300));
        assertEquals(List.of(), engine.awaitNone(2_000), "no process is left");
        p.close();
    }

    @ParameterizedTest(name = "SIG{0}")
    @ValueSource(strings = {"TERM", "INT", "HUP"})
    @DisplayName("a signal to Beadbox while an engine thinks leaves no engine process")
    void signal(String signal) throws Exception {
        engine = new ForkingEngine(dir);
        List<String> host = new ArrayList<>(List.of("perl", "-e", "$SIG{$_} = 'DEFAULT' for qw(INT TERM HUP); exec @ARGV"));
        List<String> java = new ArrayList<>(Engines.command());
        java.add(1, "-D" + EngineSandbox.PROPERTY + "=cookie");
        host.addAll(java.subList(0, java.indexOf(ReferenceEngine.class.getName())));
        host.add(EngineHost.class.getName());
        host.addAll(engine.command());
        Process jvm = new ProcessBuilder(host).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("ready", out.readLine());
            assertTrue(engine.awaitAtLeast(STARTED + 1, 5_000) >= STARTED + 1, "the engine thinks: " + engine.alive());
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(jvm.pid())).start();
            assertEquals(0, kill.waitFor());
            assertTrue(jvm.waitFor(10, TimeUnit.SECONDS), "Beadbox exits on SIG" + signal);
            assertFalse(jvm.isAlive());
            assertEquals(List.of(), engine.awaitNone(2_000), "no engine process is left after SIG" + signal);
        } finally {
            jvm.destroyForcibly();
        }
    }
}
