package org.beadbox.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The assembled runtime (target/beadbox) run in a JVM of its own on a given Beadbox home, for the
 * tests of what plugins can do to it: start it, watch its standard error, stop it.
 */
final class Beadbox implements AutoCloseable {

    private final Process process;
    private final Path err;
    private final Path out;

    private Beadbox(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    /** Starts {@code java [jvm...] -jar beadbox-launcher.jar [args...]} with BEADBOX_HOME = home. */
    static Beadbox start(Path home, Path logs, List<String> jvm, String... args) throws IOException {
        return start(home, logs, jvm, java.util.Map.of(), args);
    }

    /** {@link #start(Path, Path, List, String...)} with {@code env} added to the environment (e.g. BEADBOX_DB_PASSWORD). */
    static Beadbox start(Path home, Path logs, List<String> jvm, java.util.Map<String, String> env, String... args) throws IOException {
        Path jar = Path.of(System.getProperty("beadbox.runtime", "target/beadbox")).resolve("beadbox-launcher.jar");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true", "-Dbeadbox.start.timeout=2000"));
        command.addAll(jvm);
        command.addAll(List.of("-jar", jar.toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("BEADBOX_HOME", home.toString());
        pb.environment().remove("DISPLAY");
        pb.environment().putAll(env);
        Files.createDirectories(logs);
        Path out = Files.createTempFile(logs, "out-", ".txt");
        Path err = Files.createTempFile(logs, "err-", ".txt");
        pb.redirectOutput(out.toFile());
        pb.redirectError(err.toFile());
        pb.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        return new Beadbox(pb.start(), out, err);
    }

    /** Standard error so far. */
    String err() throws IOException {
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    String out() throws IOException {
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /** Waits until standard error holds a line that {@code wanted} accepts, and returns that line. */
    String awaitLine(Predicate<String> wanted, long millis) throws IOException, InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (true) {
            for (String line : err().lines().toList()) {
                if (wanted.test(line)) {
                    return line;
                }
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("no such line within " + millis + " ms; standard error:\n" + err());
            }
            Thread.sleep(100);
        }
    }

    /** Waits for the process to end by itself; its exit code. */
    int awaitExit(long millis) throws InterruptedException, IOException {
        if (!process.waitFor(millis, TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("Beadbox did not exit within " + millis + " ms; standard error:\n" + err());
        }
        return process.exitValue();
    }

    boolean alive() {
        return process.isAlive();
    }

    long pid() {
        return process.pid();
    }

    /** Stops it as a person does with Ctrl-C (SIGTERM runs the same shutdown hook), at most 20 s. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }
}
