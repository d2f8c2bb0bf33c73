package org.beadbox.tools.apifuzz;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * A fresh {@code ./beadbox server} as a child process: H2 in a temporary Beadbox folder, on a
 * free loopback port, with loopback as its trusted proxy (so that the fuzzer can speak for many
 * client addresses through {@code X-Forwarded-For}, as nginx does). {@link #close} stops it (and
 * anything it started) and deletes the folder; a shutdown hook does the same on Ctrl-C.
 *
 * <p>It sends mail ({@code --smtp} to a loopback port nothing listens on, {@code --mail-from}), so
 * that the mail's calls do their work rather than answer 501 as a site without mail does: their
 * mails wait in the queue, the SMTP server being down (docs/server-api.md, "Mail").
 */
final class Server implements AutoCloseable {

    private final Path home;
    private final int port;
    private final Process process;
    private final Deque<String> errors = new ArrayDeque<>();
    private final Thread hook = new Thread(this::close, "api-fuzz-stop-server");
    private boolean closed;

    private Server(Path home, int port, Process process) {
        this.home = home;
        this.port = port;
        this.process = process;
    }

    /** Starts the server and waits (at most {@code seconds}) until it says where it serves. */
    static Server start(Path script, int seconds) throws IOException, InterruptedException {
        if (!Files.isExecutable(script)) {
            throw new IOException("no beadbox script at " + script + ": give --beadbox PATH (the repository's ./beadbox)");
        }
        Path home = Files.createTempDirectory("beadbox-apifuzz-");
        int port = freePort();
        ProcessBuilder pb = new ProcessBuilder(script.toString(), "server", "--port", Integer.toString(port),
                "--trusted-proxy", "127.0.0.1", "--smtp", "smtp://127.0.0.1:" + freePort(), "--mail-from", "api-fuzz@example.org");
        pb.environment().put("BEADBOX_HOME", home.toString());
        pb.environment().put("BEADBOX_NO_BUILD", "1");
        pb.environment().put("BEADBOX_JAVA_OPTS", "-Xmx512m");
        pb.environment().remove("DISPLAY");
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            delete(home);
            throw e;
        }
        Server s = new Server(home, port, p);
        Runtime.getRuntime().addShutdownHook(s.hook);
        CompletableFuture<String> ready = new CompletableFuture<>();
        s.drain(p.getInputStream(), "api-fuzz-server-out", line -> {
            if (line.contains("server is at ")) {
                ready.complete(line);
            }
        });
        s.drain(p.getErrorStream(), "api-fuzz-server-err", s::error);
        p.onExit().thenRun(() -> ready.completeExceptionally(new IOException("the server stopped (exit code "
                + p.exitValue() + ") before it listened: " + s.lastErrors())));
        try {
            ready.get(seconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            s.close();
            throw new IOException("the server did not say where it serves within " + seconds + " s: " + s.lastErrors(), e);
        } catch (ExecutionException e) {
            s.close();
            throw new IOException(e.getCause().getMessage(), e.getCause());
        }
        return s;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** {@code http://127.0.0.1:PORT}: also the Origin its state-changing calls need. */
    String origin() {
        return "http://127.0.0.1:" + port;
    }

    Path home() {
        return home;
    }

    boolean alive() {
        return process.isAlive();
    }

    private void drain(InputStream in, String name, Consumer<String> lines) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null;) {
                    lines.accept(line);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }, name);
        t.setDaemon(true);
        t.start();
    }

    private synchronized void error(String line) {
        errors.addLast(line);
        if (errors.size() > 40) {
            errors.removeFirst();
        }
    }

    /** The last lines the server wrote to standard error, joined. */
    synchronized String lastErrors() {
        return errors.isEmpty() ? "(nothing on standard error)" : String.join(" | ", errors);
    }

    /** Stops the server (SIGTERM, then a kill after 15 s) and deletes its folder; once, whoever calls first. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down: this is the hook
        }
        List<ProcessHandle> family = new ArrayList<>(process.descendants().toList());
        process.destroy();
        try {
            if (!process.waitFor(15, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        family.forEach(ProcessHandle::destroyForcibly);
        delete(home);
    }

    static void delete(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try {
            Files.walkFileTree(folder, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.deleteIfExists(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            System.err.println("api-fuzz: cannot delete " + folder + ": " + e.getMessage() + "; delete it by hand");
        }
    }
}
