package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Engines run in the system's sandbox: a hostile engine's daemon (double-forked, setsid, the
 * cookie dropped) ends with the engine under bubblewrap and under the unshare fallback, at a
 * normal end and on any signal to Beadbox; under bubblewrap the engine has no network and writes
 * only to its own folder and a private /tmp, unless engines.json widens that.
 */
class SandboxTest {

    /** The engine's shell and its six children, and the daemon's two. */
    private static final int STARTED = 7 + ForkingEngine.DAEMON;

    @TempDir
    Path dir;

    private ForkingEngine engine;

    @AfterEach
    void cleanUp() {
        if (engine != null) {
            engine.cleanUp();
        }
    }

    private static EngineSandbox sandbox(String key) {
        EngineSandbox s = EngineSandbox.choose(key);
        assumeTrue(s.kind().key().equals(key), key + " does not work on this machine");
        return s;
    }

    @Test
    @DisplayName("where bubblewrap works, it is the sandbox chosen by default; a wrong setting is refused with the choices")
    void choice() {
        EngineSandbox auto = EngineSandbox.choose(null);
        if (EngineSandbox.choose("bwrap").kind() == EngineSandbox.Kind.BUBBLEWRAP) {
            assertEquals(EngineSandbox.Kind.BUBBLEWRAP, auto.kind());
        }
        assertEquals(EngineSandbox.Kind.COOKIE, EngineSandbox.choose("cookie").kind());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EngineSandbox.choose("docker"));
        assertTrue(e.getMessage().contains("write bwrap, unshare, cookie or auto"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bwrap", "unshare"})
    @DisplayName("at game end (quit) the daemon that dropped the cookie ends too")
    void quit(String key) throws Exception {
        EngineSandbox s = sandbox(key);
        engine = new ForkingEngine(dir, true);
        EngineProcess p = EngineProcess.start("engine 'forking'", engine.command(), null, s, EngineSandbox.Rules.NONE, l -> { });
        assertEquals("forking", p.greet().name());
        assertTrue(engine.awaitAtLeast(STARTED, 5_000) >= STARTED, "the engine started its children: " + engine.alive());
        p.close();
        assertEquals(List.of(), engine.awaitNone(2_000), "no process is left");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bwrap", "unshare"})
    @DisplayName("a faulted engine's daemon that dropped the cookie ends with it")
    void fault(String key) throws Exception {
        EngineSandbox s = sandbox(key);
        engine = new ForkingEngine(dir, true);
        EngineProcess p = EngineProcess.start("engine 'forking'", engine.command(), null, s, EngineSandbox.Rules.NONE, l -> { });
        p.greet();
        engine.awaitAtLeast(STARTED, 5_000);
        assertThrows(EngineException.class, () -> p.ask("genmove 100", 300));
        assertEquals(List.of(), engine.awaitNone(2_000), "no process is left");
        p.close();
    }

    @ParameterizedTest(name = "{0} SIG{1}")
    @CsvSource({"bwrap,TERM", "bwrap,INT", "bwrap,HUP", "bwrap,KILL", "unshare,TERM", "unshare,INT", "unshare,HUP", "unshare,KILL"})
    @DisplayName("a signal to Beadbox while the engine thinks leaves none of its processes, the cookie-less daemon included")
    void signal(String key, String signal) throws Exception {
        sandbox(key);
        engine = new ForkingEngine(dir, true);
        List<String> host = new ArrayList<>(List.of("perl", "-e", "$SIG{$_} = 'DEFAULT' for qw(INT TERM HUP); exec @ARGV"));
        List<String> java = new ArrayList<>(Engines.command());
        java.add(1, "-D" + EngineSandbox.PROPERTY + "=" + key);
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
            assertEquals(List.of(), engine.awaitNone(2_000), "no engine process is left after SIG" + signal);
        } finally {
            jvm.destroyForcibly();
        }
    }

    @Test
    @DisplayName("an engine started by a thread that then ends keeps running (the sandbox dies with Beadbox, not with a thread)")
    void outlivesItsStartingThread() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        engine = new ForkingEngine(dir, false);
        EngineProcess[] p = new EngineProcess[1];
        Thread t = new Thread(() -> p[0] = EngineProcess.start("engine 'forking'", engine.command(), null, s,
                EngineSandbox.Rules.NONE, l -> { }));
        t.start();
        t.join();
        Thread.sleep(300);
        assertEquals("forking", p[0].greet().name());
        p[0].close();
    }

    @Test
    @DisplayName("under bubblewrap the engine writes to its folder and a private /tmp only, and has no network")
    void confined() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        Fixture f = new Fixture(dir);
        try (ServerSocket listener = new ServerSocket(0, 5, java.net.InetAddress.getLoopbackAddress())) {
            String seen = f.probe(s, EngineSandbox.Rules.NONE, listener.getLocalPort());
            assertEquals("own:yes other:no tmp:private net:no", seen);
            assertTrue(Files.exists(f.own.resolve("written")), "what it wrote in its folder is there");
            assertTrue(!Files.exists(f.other.resolve("written")), "nothing was written outside");
        }
    }

    @Test
    @DisplayName("engines.json's sandbox entry widens it: the network and one more folder")
    void widened() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        Fixture f = new Fixture(dir);
        try (ServerSocket listener = new ServerSocket(0, 5, java.net.InetAddress.getLoopbackAddress())) {
            String seen = f.probe(s, new EngineSandbox.Rules(true, List.of(f.other)), listener.getLocalPort());
            assertEquals("own:yes other:yes tmp:private net:yes", seen);
        }
    }

    @Test
    @DisplayName("under bubblewrap a program and class path that the command names under /tmp stay readable, the rest of /tmp stays hidden")
    void namedUnderTmp() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        Path prog = Files.createTempDirectory(Path.of("/tmp"), "beadbox-prog-");
        Path lib = Files.createTempDirectory(Path.of("/tmp"), "beadbox-lib-");
        Path hidden = Files.createTempFile(Path.of("/tmp"), "beadbox-hidden-", ".txt");
        try {
            assertEquals(List.of(prog.toString(), lib.toString()), EngineSandbox.namedUnderTmp(
                    List.of(prog.toString(), "-cp", lib + "/*:/usr/share/java/none.jar:/tmp/not-there", "e5")));
            assertEquals(List.of(lib.toString()), EngineSandbox.namedUnderTmp(
                    List.of("/bin/sh", "-c", "exec java -cp '" + lib + "/*' Engine; exit 0")), "the words of a shell command");
            Path script = prog.resolve("engine.sh");
            Files.writeString(script, """
                    #!/bin/bash
                    tmp=private; [ -e "%s" ] && tmp=shared
                    while read -r cmd rest; do
                      case "$cmd" in
                        name) printf '= tmp:%%s\\n\\n' $tmp;;
                        quit) printf '=\\n\\n'; exit 0;;
                        *) printf '=\\n\\n';;
                      esac
                    done
                    """.formatted(hidden), StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
            try (EngineProcess p = EngineProcess.start("engine 'elsewhere'", List.of(script.toString()),
                    dir, s, EngineSandbox.Rules.NONE, l -> { })) {
                assertEquals("tmp:private", p.greet().name(), "the program under /tmp ran; the other file stayed hidden");
            }
        } finally {
            Files.deleteIfExists(prog.resolve("engine.sh"));
            Files.deleteIfExists(prog);
            Files.deleteIfExists(lib);
            Files.deleteIfExists(hidden);
        }
    }

    /** An engine whose name says what it could do: write its folder, write another, see the host's /tmp, connect. */
    private static final class Fixture {
        final Path own;
        final Path other;
        final Path script;
        final Path hostTmpFile;

        Fixture(Path dir) throws Exception {
            own = Files.createDirectories(dir.toRealPath().resolve("own"));
            other = Files.createDirectories(dir.toRealPath().resolve("other"));
            hostTmpFile = Files.createTempFile("beadbox-sandbox-", ".seen");
            script = own.resolve("engine.sh");
            Files.writeString(script, """
                    #!/bin/bash
                    own=no; other=no; tmp=private; net=no
                    echo x > "%1$s/written" 2>/dev/null && own=yes
                    echo x > "%2$s/written" 2>/dev/null && other=yes
                    [ -e "%3$s" ] && tmp=shared
                    (exec 3<>/dev/tcp/127.0.0.1/$1) 2>/dev/null && net=yes
                    while read -r cmd rest; do
                      case "$cmd" in
                        name) printf '= own:%%s other:%%s tmp:%%s net:%%s\\n\\n' $own $other $tmp $net;;
                        quit) printf '=\\n\\n'; exit 0;;
                        *) printf '=\\n\\n';;
                      esac
                    done
                    """.formatted(own, other, hostTmpFile), StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        }

        String probe(EngineSandbox s, EngineSandbox.Rules rules, int port) throws Exception {
            try (EngineProcess p = EngineProcess.start("engine 'probe'", List.of(script.toString(), Integer.toString(port)),
                    own, s, rules, l -> { })) {
                return p.greet().name();
            } finally {
                Files.deleteIfExists(hostTmpFile);
            }
        }
    }
}
