package org.beadbox.browser;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openqa.selenium.json.Json;
import org.openqa.selenium.json.JsonException;
import org.openqa.selenium.support.ui.FluentWait;

/**
 * The real Beadbox, as a player starts it: the assembled runtime's launcher jar run as a child
 * process with {@code --ui web --port N}, in a temporary Beadbox folder deleted on close. Ready
 * once it has printed its address line; closing ends the process and everything it started.
 */
final class BeadboxProcess implements AutoCloseable {

    private static final Pattern ADDRESS = Pattern.compile("Beadbox (?:server )?is at (http://\\S+/)(\\?host=[A-Za-z0-9_-]+)?");

    /** How {@link #restart} ends the running process. */
    enum Stop {
        /** As Ctrl+C or a logout does: SIGTERM, Beadbox's shutdown hook stops the framework. */
        GRACEFUL,
        /** As a crash or a power cut of the process does: SIGKILL, nothing runs. */
        KILL
    }

    private final Process process;
    private final Path runtime;
    private final Path home;
    private final int port;
    private final String address;
    private final String hostLink;
    private final List<String> output = new ArrayList<>();
    private final Thread cleanup;
    private final String ui;
    /** The launcher JVM's {@code -D} options (kept across a {@link #restart}). */
    private final List<String> jvm;

    private BeadboxProcess(Path runtime, Path home, int port) throws IOException {
        this(runtime, home, port, "web");
    }

    /** @param ui {@code web} for {@code --ui web}, {@code server} for {@code ./beadbox server} */
    private BeadboxProcess(Path runtime, Path home, int port, String ui) throws IOException {
        this(runtime, home, port, ui, List.of(), List.of());
    }

    /**
     * @param options more options after {@code --port N}, e.g. {@code --smtp URL}
     * @param jvm the launcher JVM's {@code -Dname=value} options (test knobs such as the first move's window)
     */
    private BeadboxProcess(Path runtime, Path home, int port, String ui, List<String> options, List<String> jvm) throws IOException {
        this.ui = ui;
        this.jvm = jvm;
        Path jar = runtime.resolve("beadbox-launcher.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("no Beadbox runtime at " + runtime
                    + ": build it first (mvn verify builds platform/launcher before these tests)");
        }
        this.runtime = runtime;
        this.home = home;
        this.port = port;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-XX:+UseSerialGC"));
        command.addAll(jvm);
        command.addAll(List.of("-jar", jar.toString()));
        command.addAll(ui.equals("server") ? List.of("server") : List.of("--ui", "web"));
        command.addAll(List.of("--port", Integer.toString(port)));
        command.addAll(options);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("BEADBOX_HOME", home.toString());
        pb.redirectErrorStream(true);
        process = pb.start();
        // Ends the process even when the test JVM is stopped before close() runs.
        cleanup = new Thread(this::stop, "beadbox-process-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        CompletableFuture<String[]> ready = new CompletableFuture<>();
        Thread reader = new Thread(() -> read(ready), "beadbox-output");
        reader.setDaemon(true);
        reader.start();
        String[] found;
        try {
            found = ready.get(90, TimeUnit.SECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException e) {
            close();
            throw new IllegalStateException("Beadbox did not print its address within 90 s; its output: " + output(), e);
        }
        address = found[0];
        hostLink = found[0] + found[1];
    }

    /** Starts the runtime named by the system property browser.runtime and waits until it serves. */
    static BeadboxProcess start() throws IOException {
        return new BeadboxProcess(runtime(), TempFolder.create("beadbox-browser-home"), freePort());
    }

    /**
     * As {@link #start}, with system properties for the launcher (the framework gets those named
     * {@code beadbox.*}), e.g. {@code beadbox.web.first-move-window-ms}.
     */
    static BeadboxProcess start(Map<String, String> properties) throws IOException {
        List<String> jvm = properties.entrySet().stream().map(e -> "-D" + e.getKey() + "=" + e.getValue()).sorted().toList();
        return new BeadboxProcess(runtime(), TempFolder.create("beadbox-browser-home"), freePort(), "web", List.of(), jvm);
    }

    /** As {@link #start}, with {@code ./beadbox server} (accounts, lobby, H2 under the Beadbox folder). */
    static BeadboxProcess startServer() throws IOException {
        return startServer(runtime());
    }

    /** {@code ./beadbox server} with more options (e.g. {@code --smtp URL --mail-from ADDRESS}). */
    static BeadboxProcess startServer(List<String> options) throws IOException {
        return new BeadboxProcess(runtime(), TempFolder.create("beadbox-browser-home"), freePort(), "server", options, List.of());
    }

    /** {@code ./beadbox server} from another runtime folder (e.g. a {@link #runtimeWithout copy}). */
    static BeadboxProcess startServer(Path runtime) throws IOException {
        return new BeadboxProcess(runtime, TempFolder.create("beadbox-browser-home"), freePort(), "server");
    }

    /** The runtime the build assembled (the system property browser.runtime). */
    static Path runtime() {
        String runtime = System.getProperty("browser.runtime");
        if (runtime == null) {
            throw new IllegalStateException("the system property browser.runtime (the runtime folder) is not set: run these tests through Maven");
        }
        return Path.of(runtime);
    }

    /**
     * A copy of the built runtime in a new temporary folder (the caller deletes it), without the
     * files {@code left} (e.g. {@code system/beadbox-game-beadmaster.jar}): a Beadbox installed
     * without those plugins, which can then be dropped into its Beadbox folder's {@code bundles/}.
     */
    static Path runtimeWithout(String... left) throws IOException {
        Path from = runtime();
        for (String l : left) {
            if (!Files.isRegularFile(from.resolve(l))) {
                throw new IllegalStateException("the runtime " + from + " has no " + l + ": rebuild it (mvn verify builds platform/launcher first)");
            }
        }
        java.util.Set<String> skipped = java.util.Set.of(left);
        Path to = TempFolder.create("beadbox-runtime");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.toList()) {
                Path rel = from.relativize(f);
                if (skipped.contains(rel.toString())) {
                    continue;
                }
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to.resolve(rel.toString()));
                } else {
                    Files.copy(f, to.resolve(rel.toString()));
                }
            }
        } catch (IOException | RuntimeException e) {
            TempFolder.delete(to);
            throw e;
        }
        return to;
    }

    /**
     * Ends this process ({@code how}) and starts Beadbox again with the same Beadbox folder and
     * port, as a player does after a crash or a restart; waits until the new one serves. The
     * folder then belongs to the new process (closing it deletes the folder).
     *
     * @return the new process
     */
    BeadboxProcess restart(Stop how) throws IOException {
        Runtime.getRuntime().removeShutdownHook(cleanup);
        int code = end(how);
        // A JVM ended by SIGTERM exits with 143 (128 + 15) once its shutdown hooks have run.
        if (how == Stop.GRACEFUL && code != 0 && code != 143) {
            TempFolder.delete(home);
            throw new AssertionError("Beadbox stopped with exit code " + code + " (0 or 143 expected); its output:\n" + output());
        }
        try {
            return new BeadboxProcess(runtime, home, port, ui, List.of(), jvm);
        } catch (RuntimeException | IOException e) {
            TempFolder.delete(home);
            throw e;
        }
    }

    /** Ends the process as {@code how} says and waits for it; returns its exit code. */
    private int end(Stop how) {
        List<ProcessHandle> children = process.descendants().toList();
        try {
            if (how == Stop.KILL) {
                children.forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                return process.waitFor();
            }
            process.destroy();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                throw new AssertionError("Beadbox did not stop within 60 s of SIGTERM; its output:\n" + output());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while Beadbox stopped", e);
        } finally {
            children.forEach(ProcessHandle::destroyForcibly);
        }
    }

    private void read(CompletableFuture<String[]> ready) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                synchronized (output) {
                    output.add(line);
                }
                Matcher m = ADDRESS.matcher(line);
                if (m.find()) {
                    ready.complete(new String[] {m.group(1), m.group(2) == null ? "" : m.group(2)});
                }
            }
            ready.completeExceptionally(new IOException("Beadbox ended with exit code " + process.waitFor()));
        } catch (IOException | InterruptedException e) {
            ready.completeExceptionally(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** The address Beadbox printed, e.g. http://127.0.0.1:41234/ */
    String address() {
        return address;
    }

    /**
     * The link Beadbox printed for the host's browser ({@code address()?host=SECRET}): a browser
     * that opens it holds the host's cookie and is the host; any other, on this machine too, is a
     * guest. The address alone for a server, which has no host.
     */
    String hostLink() {
        return hostLink;
    }

    /** The Beadbox folder it runs with (BEADBOX_HOME). */
    Path home() {
        return home;
    }

    /**
     * Waits until a record of {@code gameId} whose result's status is {@code status} ("finished",
     * "resigned") is filed in the Beadbox folder's records/, as it is when a game ends; returns it
     * as read from its JSON.
     */
    Map<String, Object> awaitRecord(String gameId, String status, Duration timeout) {
        Path records = home.resolve("records");
        return new FluentWait<>(records).withTimeout(timeout).pollingEvery(Duration.ofMillis(50))
                .ignoring(UncheckedIOException.class).ignoring(JsonException.class)
                .withMessage(() -> "no " + status + " record of " + gameId + " was filed in " + records + ": " + names(records))
                .until(dir -> {
                    for (Path file : jsonFiles(dir)) {
                        Map<String, Object> record = new Json().toType(read(file), Json.MAP_TYPE);
                        if (gameId.equals(record.get("gameId")) && record.get("result") instanceof Map<?, ?> result
                                && status.equals(result.get("status"))) {
                            return record;
                        }
                    }
                    return null;
                });
    }

    /** The records in a folder (a save is written to a hidden file first, then renamed: those are skipped). */
    private static List<Path> jsonFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json") && !f.getFileName().toString().startsWith(".")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("could not list " + dir, e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file, e);
        }
    }

    private static List<String> names(Path dir) {
        return jsonFiles(dir).stream().map(f -> f.getFileName().toString()).toList();
    }

    /** Everything Beadbox printed so far. */
    String output() {
        synchronized (output) {
            return String.join("\n", output);
        }
    }

    /** Whether Beadbox printed a line holding this text (an exception, a warning). */
    boolean printed(String text) {
        synchronized (output) {
            return output.stream().anyMatch(l -> l.contains(text));
        }
    }

    private void stop() {
        List<ProcessHandle> children = process.descendants().toList();
        process.destroy();
        children.forEach(ProcessHandle::destroy);
        try {
            if (!process.waitFor(15, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        children.forEach(ProcessHandle::destroyForcibly);
        TempFolder.delete(home);
    }

    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs anyway
        }
    }
}
