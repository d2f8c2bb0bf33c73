package org.beadbox.ai.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A real shell-script engine that starts children every way a process can escape its parent: a
 * plain child, a double-forked one (re-parented to init), one in a session of its own
 * ({@code setsid}), one whose setsid parent exits at once ({@code setsid -f}), and a new session
 * holding two more. Its {@code genmove} sleeps. Every process it starts runs {@code sleep}
 * from a copy in its folder, so that its command line names that folder.
 */
final class ForkingEngine {

    /** How many processes the cookie-dropping daemon adds. */
    static final int DAEMON = 2;

    /** Double-forks into a new session, dropping the cookie: nothing the engine's own tree can find. */
    private static final String DAEMON_LINE = "env -u " + ProcessTree.COOKIE
            + " S=\"$S\" setsid -f bash -c '\"$S\" 608 & \"$S\" 609 & exit 0'";

    private final Path dir;
    private final Path script;

    /** Writes the engine into {@code dir}. */
    ForkingEngine(Path dir) throws IOException {
        this(dir, false);
    }

    /**
     * Writes the engine into {@code dir}; when {@code dropsCookie}, it also starts a daemon as a
     * hostile engine would: double-forked, in a session of its own ({@code setsid}), and without
     * {@value ProcessTree#COOKIE} in its environment, two more processes ({@link #DAEMON}).
     */
    ForkingEngine(Path dir, boolean dropsCookie) throws IOException {
        this.dir = dir.toRealPath();
        Path sleeper = Files.copy(Path.of(sleep()), this.dir.resolve("sleeper"));
        Files.setPosixFilePermissions(sleeper, PosixFilePermissions.fromString("rwx------"));
        script = this.dir.resolve("engine.sh");
        Files.writeString(script, """
                #!/bin/bash
                S="$(dirname "$0")/sleeper"
                "$S" 601 &
                ( "$S" 602 & ) &
                setsid "$S" 603 &
                setsid -f "$S" 604
                setsid bash -c "\\"$S\\" 605 & \\"$S\\" 606" &
                %s
                while read -r cmd rest; do
                  case "$cmd" in
                    protocol|new|play|undo) printf '=\\n\\n';;
                    name) printf '= forking\\n\\n';;
                    games) printf '= take-away\\n\\n';;
                    genmove) "$S" 607;;
                    quit) printf '=\\n\\n'; exit 0;;
                    *) printf '? unknown command\\n\\n';;
                  esac
                done
                """.formatted(dropsCookie ? DAEMON_LINE : ""), StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
    }

    private static String sleep() {
        for (String s : List.of("/usr/bin/sleep", "/bin/sleep")) {
            if (Files.isExecutable(Path.of(s))) {
                return s;
            }
        }
        throw new IllegalStateException("no sleep program");
    }

    /** The command that starts the engine. */
    List<String> command() {
        return List.of(script.toString());
    }

    /** The processes alive now that the engine started (their command line names its folder), the engine's shell included. */
    List<Long> alive() {
        List<Long> out = new ArrayList<>();
        try (var procs = Files.list(Path.of("/proc"))) {
            for (Path p : (Iterable<Path>) procs::iterator) {
                String name = p.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    if (stat.charAt(stat.lastIndexOf(')') + 2) == 'Z') {
                        continue;
                    }
                    String cmdline = new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8);
                    if (cmdline.contains(dir.toString())) {
                        out.add(Long.parseLong(name));
                    }
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Waits up to {@code millis} until at least {@code n} processes run; how many do. */
    int awaitAtLeast(int n, long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        int now;
        while ((now = alive().size()) < n && System.nanoTime() - deadline < 0) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        }
        return now;
    }

    /** Waits up to {@code millis} until none runs; those still running. */
    List<Long> awaitNone(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        List<Long> now;
        while (!(now = alive()).isEmpty() && System.nanoTime() - deadline < 0) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        }
        return now;
    }

    /** Kills whatever is left, so that a failing test leaves nothing behind. */
    void cleanUp() {
        alive().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
    }
}
