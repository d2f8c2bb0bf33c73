package org.beadbox.ai.external;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * An engine's process and every process it started, so that none outlives the engine's player
 * or Beadbox.
 *
 * <p>The engine runs in its {@link EngineSandbox}: in bubblewrap or a PID namespace, killing the
 * root (the sandbox's own process) makes the kernel end every process in it, whatever it did;
 * what follows is then a second line of defence. With the cookie sandbox (the last resort), on
 * Linux the engine is started through {@code setsid}, in a session and process group of
 * its own (its pid is both ids), and with a cookie in its environment,
 * {@value #COOKIE}{@code =<random id>}, which every process it starts inherits. {@link #kill}
 * kills, with SIGKILL, the engine, its descendants, every process of its group or session, and
 * every process carrying the cookie: so also a child that double-forked (re-parented to init, but
 * still in the group) or called {@code setsid} (a session of its own, but still carrying the
 * cookie), as Jenkins' process-tree killer does, but not one that also dropped the cookie. It
 * looks again until nothing is left. Elsewhere the engine and its descendants are killed.
 *
 * <p>A shutdown hook kills the tree when the JVM exits while the engine runs (SIGINT, SIGTERM,
 * SIGHUP, {@code System.exit}); it is removed once the tree is killed.
 */
final class ProcessTree {

    /** The environment variable that marks an engine's processes. */
    static final String COOKIE = "BEADBOX_ENGINE_COOKIE";

    private static final System.Logger LOG = System.getLogger(ProcessTree.class.getName());
    private static final Path PROC = Path.of("/proc");
    private static final boolean LINUX = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")
            && Files.isDirectory(PROC.resolve("self"));
    private static final Optional<Path> SETSID = LINUX ? findSetsid() : Optional.empty();

    private final ProcessHandle root;
    private final Instant started;
    private final byte[] mark;
    private final Thread hook;
    private volatile boolean killed;

    private ProcessTree(ProcessHandle root, String cookie) {
        this.root = root;
        this.started = root.info().startInstant().orElse(Instant.EPOCH);
        this.mark = (COOKIE + "=" + cookie).getBytes(StandardCharsets.UTF_8);
        this.hook = new Thread(this::kill, "beadbox engine killer " + root.pid());
        members(); // loads what kill needs now, while the bundle's classes can still be loaded
        try {
            Runtime.getRuntime().addShutdownHook(hook);
        } catch (IllegalStateException e) {
            kill(); // the JVM is already exiting: the engine must not outlive it
        }
    }

    /**
     * Starts {@code builder}'s command as an engine tree in {@code sandbox} under {@code rules},
     * with {@code work} as its private folder ({@link EngineSandbox#wrap}), with the cookie; with the cookie sandbox, in a session of its own when {@code setsid} is
     * there and the program can be found. The process is started on {@link #LAUNCHER}, a thread
     * that lives as long as the JVM: the sandboxes end the engine when the thread that started
     * it ends (the kernel's parent-death signal follows the thread, not the process).
     *
     * @throws IOException as {@link ProcessBuilder#start()}
     */
    static Started start(ProcessBuilder builder, EngineSandbox sandbox, EngineSandbox.Rules rules, Path work) throws IOException {
        String cookie = UUID.randomUUID().toString();
        builder.environment().put(COOKIE, cookie);
        List<String> command = builder.command();
        if (sandbox.kind() != EngineSandbox.Kind.COOKIE) {
            File dir = builder.directory();
            // as ProcessBuilder would, before the sandbox hides the reason in its own message
            if (dir != null && !dir.isDirectory()) {
                throw new IOException("its working folder " + dir + " does not exist");
            }
            if (command.isEmpty() || !findable(command.get(0), builder)) {
                throw new IOException("Cannot run program \"" + (command.isEmpty() ? "" : command.get(0))
                        + "\": no such executable file");
            }
            builder.command(sandbox.wrap(command, dir == null ? null : dir.toPath(), rules, work));
        } else if (SETSID.isPresent() && !command.isEmpty() && findable(command.get(0), builder)) {
            List<String> wrapped = new ArrayList<>();
            wrapped.add(SETSID.get().toString());
            wrapped.addAll(command);
            builder.command(wrapped);
        }
        Process p = launch(builder);
        return new Started(p, new ProcessTree(p.toHandle(), cookie));
    }

    /** Starts the process on the launcher thread. */
    private static Process launch(ProcessBuilder builder) throws IOException {
        try {
            return LAUNCHER.submit(builder::start).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while starting the engine", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IOException(e.getCause());
        }
    }

    /** The thread engines are started on; it never ends while the JVM runs. */
    private static final ExecutorService LAUNCHER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "beadbox engine launcher");
        t.setDaemon(true);
        return t;
    });

    /** A started engine and its tree. */
    record Started(Process process, ProcessTree tree) {
    }

    /** Whether {@code program} names an executable file, as the process would look for it. */
    private static boolean findable(String program, ProcessBuilder builder) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            if (!p.isAbsolute() && builder.directory() != null) {
                p = builder.directory().toPath().resolve(p);
            }
            return Files.isRegularFile(p) && Files.isExecutable(p);
        }
        String path = builder.environment().getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty()) {
                Path p = Path.of(dir, program);
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Optional<Path> findSetsid() {
        for (String s : List.of("/usr/bin/setsid", "/bin/setsid")) {
            Path p = Path.of(s);
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** Whether engines run in a session of their own here, when the cookie is the sandbox. */
    static boolean isolated() {
        return SETSID.isPresent();
    }

    /** The processes of the tree alive now: the engine, its descendants, its group and session, and all with the cookie. */
    List<ProcessHandle> members() {
        Set<ProcessHandle> out = new LinkedHashSet<>();
        if (root.isAlive()) {
            out.add(root);
        }
        root.descendants().forEach(out::add);
        if (LINUX) {
            long self = ProcessHandle.current().pid();
            try (DirectoryStream<Path> procs = Files.newDirectoryStream(PROC)) {
                for (Path proc : procs) {
                    String name = proc.getFileName().toString();
                    if (!name.chars().allMatch(Character::isDigit)) {
                        continue;
                    }
                    long pid = Long.parseLong(name);
                    if (pid != self && pid != root.pid() && belongs(proc)) {
                        ProcessHandle.of(pid).ifPresent(out::add);
                    }
                }
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.DEBUG, "looking through /proc failed", e);
            }
        }
        out.removeIf(h -> !h.isAlive() || h.pid() == ProcessHandle.current().pid() || zombie(h.pid()));
        return new ArrayList<>(out);
    }

    /** Whether the process has ended and waits for its parent to collect it: nothing left to kill. */
    private static boolean zombie(long pid) {
        if (!LINUX) {
            return false;
        }
        try {
            String stat = Files.readString(PROC.resolve(Long.toString(pid)).resolve("stat"), StandardCharsets.UTF_8);
            return stat.charAt(stat.lastIndexOf(')') + 2) == 'Z';
        } catch (IOException | RuntimeException e) {
            return true; // gone
        }
    }

    /** Whether the process at {@code proc} is in the engine's group or session, or carries its cookie. */
    private boolean belongs(Path proc) {
        try {
            String stat = Files.readString(proc.resolve("stat"), StandardCharsets.UTF_8);
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long pgrp = Long.parseLong(f[2]);
            long session = Long.parseLong(f[3]);
            if ((pgrp == root.pid() || session == root.pid()) && !olderThanEngine(proc)) {
                return true;
            }
            return contains(Files.readAllBytes(proc.resolve("environ")), mark);
        } catch (IOException | RuntimeException e) {
            return false; // gone meanwhile, or another user's
        }
    }

    /** A process older than the engine cannot be its child: its group id merely reuses a pid. */
    private boolean olderThanEngine(Path proc) {
        long pid = Long.parseLong(proc.getFileName().toString());
        return ProcessHandle.of(pid).flatMap(h -> h.info().startInstant())
                .map(t -> t.isBefore(started.minusSeconds(1))).orElse(false);
    }

    private static boolean contains(byte[] environ, byte[] entry) {
        int start = 0;
        for (int i = 0; i <= environ.length; i++) {
            if (i == environ.length || environ[i] == 0) {
                if (i - start == entry.length && java.util.Arrays.equals(environ, start, i, entry, 0, entry.length)) {
                    return true;
                }
                start = i + 1;
            }
        }
        return false;
    }

    /**
     * Kills every process of the tree with SIGKILL, looking again until none is left (a process
     * may start another meanwhile), at most for a second; then removes the shutdown hook.
     * Idempotent, and safe from any thread.
     */
    void kill() {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        // The others first, giving the engine a moment to collect its own children (a wrapper
        // script waits for its program), so that none is left a zombie for init, which may be slow.
        List<ProcessHandle> others = members();
        others.remove(root);
        others.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : others) {
            while (h.isAlive() && root.isAlive() && h.parent().map(root::equals).orElse(false)
                    && System.nanoTime() - deadline < 0) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
            }
        }
        for (List<ProcessHandle> left = members(); !left.isEmpty() && System.nanoTime() - deadline < 0; left = members()) {
            left.forEach(ProcessHandle::destroyForcibly);
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
        if (!killed) {
            killed = true;
            if (Thread.currentThread() != hook) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    LOG.log(System.Logger.Level.TRACE, "the JVM is exiting: the hook runs anyway", e);
                }
            }
        }
    }
}
