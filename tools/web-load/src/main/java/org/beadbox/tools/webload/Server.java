package org.beadbox.tools.webload;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
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
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The real Beadbox as a child process: {@code beadbox --ui web --port P} with a temporary
 * Beadbox folder, on loopback. Samples its heap with {@code jstat}; {@link #close} kills it (and
 * anything it started) and deletes the folder, on every way out.
 */
final class Server implements AutoCloseable {

    private final Path script;
    private final Path home;
    private final String host;
    private final int port;
    private final Process process;
    private final Deque<String> errors = new ArrayDeque<>();
    private int errorLines;
    /** The key /timings asks for (a fresh one a run). */
    private static final String TIMINGS_KEY = key();
    private volatile String hostCookie = "";
    private Process jstat;
    private volatile long peakUsedKb;
    private volatile long peakCommittedKb;
    private volatile int samples;

    private Server(Path script, Path home, String host, int port, Process process) {
        this.script = script;
        this.home = home;
        this.host = host;
        this.port = port;
        this.process = process;
    }

    /** Starts Beadbox and waits (at most {@code seconds}) for its "Beadbox is at" line. */
    static Server start(Path script, String host, String heap, String javaOptions, int seconds) throws IOException, InterruptedException {
        if (!Files.isExecutable(script)) {
            throw new IOException("no beadbox script at " + script + ": give --beadbox PATH (the repository's ./beadbox)");
        }
        Path home = Files.createTempDirectory("beadbox-webload-");
        int port = freePort(host);
        List<String> command = new ArrayList<>(List.of(script.toString(), "--ui", "web", "--port", Integer.toString(port)));
        if (!host.equals("127.0.0.1")) {
            command.addAll(List.of("--bind", host));
        }
        ProcessBuilder pb = new ProcessBuilder(command);
        environment(pb.environment(), home);
        // jstat and jcmd need the performance data the script turns off for a faster start.
        // A bounded heap: left to itself the JVM takes a quarter of the memory before it collects
        // (6 GB here), and the kernel killed the server when other programs needed theirs.
        // beadbox.web.timings: the server times each move itself and serves the figures at /timings
        // to requests carrying this run's key.
        pb.environment().put("BEADBOX_JAVA_OPTS", ("-XX:+UsePerfData -Dbeadbox.web.timings=true -Dbeadbox.web.timings-key=" + TIMINGS_KEY
                + " -Xmx" + heap + " " + javaOptions).strip());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            delete(home);
            throw e;
        }
        Server s = new Server(script, home, host, port, p);
        CompletableFuture<String> ready = new CompletableFuture<>();
        s.drain(p.getInputStream(), "web-load-server-out", line -> {
            if (line.startsWith("Beadbox is at ")) {
                // The printed link holds the host's secret (?host=SECRET): its cookie makes the lobby connections the host's.
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\?host=([A-Za-z0-9_-]+)").matcher(line);
                s.hostCookie = m.find() ? "beadbox_host=" + m.group(1) : "";
                ready.complete(line);
            }
        });
        s.drain(p.getErrorStream(), "web-load-server-err", s::error);
        p.onExit().thenRun(() -> ready.completeExceptionally(new IOException("the server stopped (exit code "
                + p.exitValue() + ") before it listened: " + s.lastErrors())));
        try {
            ready.get(seconds, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            s.close();
            throw new IOException("the server did not say where it listens within " + seconds + " s: " + s.lastErrors(), e);
        } catch (java.util.concurrent.ExecutionException e) {
            s.close();
            throw new IOException(e.getCause().getMessage(), e.getCause());
        }
        s.sampleHeap();
        return s;
    }

    /** The environment of every Beadbox this tool starts: its own folder, no rebuild. */
    static void environment(Map<String, String> env, Path home) {
        env.put("BEADBOX_HOME", home.toString());
        env.put("BEADBOX_NO_BUILD", "1");
        env.remove("BEADBOX_JAVA_OPTS");
        env.remove("DISPLAY");
    }

    private static int freePort(String host) throws IOException {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getByName(host), 0));
            return s.getLocalPort();
        }
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
        errorLines++;
        errors.addLast(line);
        if (errors.size() > 20) {
            errors.removeFirst();
        }
    }

    /** The last lines the server wrote to standard error, joined. */
    synchronized String lastErrors() {
        return errors.isEmpty() ? "(nothing on standard error)" : String.join(" | ", errors);
    }

    /** How many lines the server wrote to standard error. */
    synchronized int errorLines() {
        return errorLines;
    }

    /**
     * The server's own timings of moves and steps ({@code /timings}: a line a stage), then
     * forgotten when {@code reset}; one line naming the problem when it cannot say.
     */
    List<String> timings(java.net.http.HttpClient http, boolean reset) {
        String authority = (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
        try {
            java.net.http.HttpResponse<String> r = http.send(java.net.http.HttpRequest.newBuilder(
                    java.net.URI.create("http://" + authority + "/timings" + (reset ? "?reset=1" : ""))).timeout(java.time.Duration.ofSeconds(30))
                    .header("X-Beadbox-Timings", TIMINGS_KEY).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                return List.of("none: /timings answered " + r.statusCode());
            }
            return r.body().lines().filter(l -> !l.isBlank()).toList();
        } catch (IOException e) {
            return List.of("none: /timings: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of("none: interrupted");
        }
    }

    /** The Cookie header of the host's browser (from the link the server printed). */
    String hostCookie() {
        return hostCookie;
    }

    String host() {
        return host;
    }

    int port() {
        return port;
    }

    long pid() {
        return process.pid();
    }

    Path home() {
        return home;
    }

    Path script() {
        return script;
    }

    /** The CPU time the server has used so far, in seconds; -1 when the system does not say. */
    double cpuSeconds() {
        return process.toHandle().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(-1.0);
    }

    boolean alive() {
        return process.isAlive();
    }

    /** {@code jstat -gc PID 1000}: the heap in use (survivors, eden, old) each second; the peak kept. */
    private void sampleHeap() {
        try {
            jstat = new ProcessBuilder("jstat", "-gc", Long.toString(pid()), "1000").redirectErrorStream(true).start();
        } catch (IOException e) {
            error("web-load: no jstat (" + e.getMessage() + "): the heap is not sampled");
            return;
        }
        String[][] header = new String[1][];
        drain(jstat.getInputStream(), "web-load-jstat", line -> {
            String[] f = line.strip().split("\\s+");
            if (f.length > 0 && f[0].equals("S0C")) {
                header[0] = f;
                return;
            }
            if (header[0] == null || f.length != header[0].length) {
                return;
            }
            try {
                double used = 0;
                double committed = 0;
                for (int i = 0; i < f.length; i++) {
                    switch (header[0][i]) {
                        case "S0U", "S1U", "EU", "OU" -> used += Double.parseDouble(f[i]);
                        case "S0C", "S1C", "EC", "OC" -> committed += Double.parseDouble(f[i]);
                        default -> { }
                    }
                }
                peakUsedKb = Math.max(peakUsedKb, (long) used);
                peakCommittedKb = Math.max(peakCommittedKb, (long) committed);
                samples++;
            } catch (NumberFormatException e) {
                // not a sample line
            }
        });
    }

    long peakUsedKb() {
        return peakUsedKb;
    }

    long peakCommittedKb() {
        return peakCommittedKb;
    }

    int heapSamples() {
        return samples;
    }

    /**
     * The heap in use after a full collection ({@code jcmd PID GC.run}, then {@code GC.heap_info}):
     * what the server keeps; -1 when jcmd cannot tell.
     */
    long liveHeapKb() {
        try {
            run(List.of("jcmd", Long.toString(pid()), "GC.run"));
            String info = run(List.of("jcmd", Long.toString(pid()), "GC.heap_info"));
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("total \\d+K, used (\\d+)K").matcher(info);
            return m.find() ? Long.parseLong(m.group(1)) : -1;
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(30, TimeUnit.SECONDS);
        return out;
    }

    /** Stops the server (it saves what it must on SIGTERM), waits a little, then kills what is left. */
    synchronized void stop() {
        if (jstat != null) {
            jstat.destroy();
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
    }

    /** Kills the server if it still runs and deletes its folder (once, whoever calls first). */
    @Override
    public synchronized void close() {
        if (process.isAlive() || (jstat != null && jstat.isAlive())) {
            stop();
        }
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
            System.err.println("web-load: cannot delete " + folder + ": " + e.getMessage() + "; delete it by hand");
        }
    }

    private static String key() {
        byte[] b = new byte[24];
        new java.security.SecureRandom().nextBytes(b);
        return java.util.HexFormat.of().formatHex(b);
    }
}
