package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
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
 * normal end and on any signal to Beadbox; under bubblewrap the engine has no network, cannot
 * signal other processes, and writes only to its private folder, unless engines.json widens that.
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
        java.add(1, "-Dbeadbox.home=" + dir.resolve("home"));
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
    @DisplayName("under bubblewrap every way out fails (write to the interpreter's folder, the script's, $HOME, /tmp,"
            + " the records; signal another process; connect to a loopback listener), and the engine still plays")
    void everyWayOutFails() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        Fixture f = new Fixture(dir);
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        try (ServerSocket listener = new ServerSocket(0, 5, java.net.InetAddress.getLoopbackAddress());
                ServerSocketChannel unix = f.unixListener()) {
            String seen = f.probe(s, EngineSandbox.Rules.NONE, listener.getLocalPort(), sleeper.pid());
            String unixSeen = s.refusesUnixSockets() ? "no" : "yes";
            assertEquals("interp:no script:no home:no tmp:no records:no kill:no net:no unix:" + unixSeen + " work:yes tmpdir:yes", seen);
            assertTrue(s.refusesUnixSockets() || !UnixSocketFilter.supported(), "the filter is used where it is written for");
            assertTrue(sleeper.isAlive(), "the process the engine tried to kill is alive");
            for (Path p : f.targets()) {
                assertTrue(!Files.exists(p), "nothing written at " + p);
            }
            Path work = EngineSandbox.workFolder("probe");
            assertTrue(Files.exists(work.resolve("written")), "it wrote in its private folder " + work);
            assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE),
                    Files.getPosixFilePermissions(work), "the private folder is the user's alone");
            try (EngineProcess p = EngineProcess.start("engine 'probe'", List.of(f.interpreter.toString(), f.script.toString(),
                    "0", "0"), null, s,
                    EngineSandbox.Rules.NONE, l -> { })) {
                assertEquals("genmove", p.ask("genmove", 5_000).text(), "the engine still plays");
            }
        } finally {
            sleeper.destroyForcibly();
        }
    }

    @Test
    @DisplayName("engines.json's sandbox entry widens it: the network and one more folder")
    void widened() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        Fixture f = new Fixture(dir);
        try (ServerSocket listener = new ServerSocket(0, 5, java.net.InetAddress.getLoopbackAddress());
                ServerSocketChannel unix = f.unixListener()) {
            String seen = f.probe(s, new EngineSandbox.Rules(true, List.of(f.records)), listener.getLocalPort(), 0);
            assertTrue(seen.contains("records:yes") && seen.contains("net:yes") && seen.contains("unix:yes") && seen.contains("script:no"),
                    seen);
        }
    }

    @Test
    @DisplayName("under bubblewrap the program, a class path and a script that the command names under /tmp stay readable;"
            + " a relative script is found from the current folder; the rest of /tmp stays hidden")
    void namedUnderTmp() throws Exception {
        EngineSandbox s = sandbox("bwrap");
        Path prog = Files.createTempDirectory(Path.of("/tmp"), "beadbox-prog-");
        Path lib = Files.createTempDirectory(Path.of("/tmp"), "beadbox-lib-");
        Path hidden = Files.createTempFile(Path.of("/tmp"), "beadbox-hidden-", ".txt");
        try {
            List<Path> named = BubblewrapLayout.named(List.of(prog.resolve("x").toString(), "-cp",
                    lib + "/*:/usr/share/java/none.jar:/tmp/not-there", "e5"), Path.of("/"));
            assertTrue(named.contains(lib) && !named.contains(Path.of("/tmp/not-there")), named.toString());
            assertTrue(BubblewrapLayout.named(List.of("/bin/sh", "-c", "exec java -cp '" + lib + "/*' Engine; exit 0"),
                    Path.of("/")).contains(lib), "the words of a shell command");
            Path script = prog.resolve("engine.sh");
            Files.writeString(script, """
                    tmp=private; [ -e "%s" ] && tmp=shared
                    while read -r cmd rest; do
                      case "$cmd" in
                        name) printf '= tmp:%%s\\n\\n' $tmp;;
                        quit) printf '=\\n\\n'; exit 0;;
                        *) printf '=\\n\\n';;
                      esac
                    done
                    """.formatted(hidden), StandardCharsets.UTF_8);
            BubblewrapLayout layout = BubblewrapLayout.of(List.of("/bin/bash", "pom.xml", "engine.sh"), null,
                    EngineSandbox.Rules.NONE, dir.resolve("home/engines/x/work"), false);
            assertEquals(List.of("/bin/bash", Path.of("pom.xml").toAbsolutePath().toString(), "engine.sh"), layout.command(),
                    "a relative path to a file is made absolute (the engine runs in its private folder); one that names nothing is not");
            Path realDir = dir.toRealPath();
            assertTrue(layout.hidden().contains(Path.of("/tmp")) && layout.hidden().stream().noneMatch(h -> h.startsWith(realDir)),
                    "a Beadbox folder under /tmp is hidden with /tmp, not on its own: " + layout.hidden());
            EngineSandbox.useHome(dir.resolve("home")); // a Beadbox folder under /tmp, as BEADBOX_HOME=/tmp/x gives
            try (EngineProcess p = EngineProcess.start("engine 'elsewhere'", List.of("/bin/bash", script.toString()),
                    null, s, EngineSandbox.Rules.NONE, l -> { })) {
                assertEquals("tmp:private", p.greet().name(), "the script under /tmp ran; the other file stayed hidden");
            }
        } finally {
            EngineSandbox.useHome(null);
            Files.deleteIfExists(prog.resolve("engine.sh"));
            Files.deleteIfExists(prog);
            Files.deleteIfExists(lib);
            Files.deleteIfExists(hidden);
        }
    }

    /**
     * An engine run by an "interpreter" of its own (a copy of the shell's starter in a folder of
     * its own) whose name says what it could do: write to the interpreter's folder, its script's,
     * $HOME, /tmp, the records; kill a process; connect to a port; write to its private folder
     * and TMPDIR.
     */
    private static final class Fixture {
        final Path interpreter;
        final Path script;
        final Path records;
        final Path hostTmpFile;
        final Path homeFile;

        Fixture(Path dir) throws Exception {
            Path interp = Files.createDirectories(dir.toRealPath().resolve("interp"));
            Path own = Files.createDirectories(dir.toRealPath().resolve("engine"));
            records = Files.createDirectories(Path.of("target").toAbsolutePath().resolve("records-" + UUID.randomUUID()));
            hostTmpFile = Path.of("/tmp", "beadbox-sandbox-" + UUID.randomUUID());
            homeFile = Path.of(System.getProperty("user.home"), "beadbox-sandbox-" + UUID.randomUUID());
            interpreter = interp.resolve("run");
            Files.writeString(interpreter, "#!/bin/bash\nexec /bin/bash \"$@\"\n", StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(interpreter, PosixFilePermissions.fromString("rwx------"));
            script = own.resolve("engine.sh");
            Files.writeString(script, """
                    try() { if eval "$2" 2>/dev/null; then r="$r $1:yes"; else r="$r $1:no"; fi; }
                    r=; port=$1; victim=$2
                    try interp 'echo x > "%1$s/written"'
                    try script 'echo x > "%2$s/written"'
                    try home 'echo x > "%3$s"'
                    try tmp 'echo x > "%4$s"'
                    try records 'echo x > "%5$s/written"'
                    try kill '[ "$victim" != 0 ] && kill "$victim"'
                    try net '(exec 3<>/dev/tcp/127.0.0.1/$port)'
                    try unix 'perl -MIO::Socket::UNIX -e "IO::Socket::UNIX->new(Peer => shift) or exit 1" "%2$s/sock"'
                    try work 'echo x > "$HOME/written"'
                    try tmpdir 'echo x > "$TMPDIR/t" && [ "$TMPDIR" = "$HOME" ] && [ "$PWD" = "$HOME" ]'
                    while read -r cmd rest; do
                      case "$cmd" in
                        name) printf '=%%s\\n\\n' "$r";;
                        genmove) printf '= genmove\\n\\n';;
                        quit) printf '=\\n\\n'; exit 0;;
                        *) printf '=\\n\\n';;
                      esac
                    done
                    """.formatted(interp, own, homeFile, hostTmpFile, records), StandardCharsets.UTF_8);
        }

        /** A host program's Unix socket in the engine's own (read-only) script folder. */
        ServerSocketChannel unixListener() throws Exception {
            Path sock = script.resolveSibling("sock");
            Files.deleteIfExists(sock);
            ServerSocketChannel c = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            c.bind(UnixDomainSocketAddress.of(sock));
            return c;
        }

        /** Where the engine must not have written. */
        List<Path> targets() {
            return List.of(interpreter.resolveSibling("written"), script.resolveSibling("written"), homeFile, hostTmpFile,
                    records.resolve("written"));
        }

        String probe(EngineSandbox s, EngineSandbox.Rules rules, int port, long victim) throws Exception {
            try (EngineProcess p = EngineProcess.start("engine 'probe'", List.of(interpreter.toString(), script.toString(),
                    Integer.toString(port), Long.toString(victim)), null, s, rules, l -> { })) {
                return p.greet().name().strip();
            } finally {
                for (Path t : targets()) {
                    Files.deleteIfExists(t);
                }
                Files.deleteIfExists(records);
            }
        }
    }
}
