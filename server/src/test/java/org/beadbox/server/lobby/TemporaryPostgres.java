package org.beadbox.server.lobby;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * The distribution's PostgreSQL (apt-get install postgresql), started for a test class in a
 * temporary folder on a free loopback port, as the user {@code postgres} (it refuses root), and
 * stopped on close and from a shutdown hook. Each {@link #newDatabase} is a fresh database.
 */
final class TemporaryPostgres implements AutoCloseable {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private final Path bin;
    private final Path folder;
    private final int port;
    private final Thread hook = new Thread(this::stop, "postgres-cleanup");

    TemporaryPostgres() throws IOException, InterruptedException {
        this.bin = binaries();
        this.folder = Files.createTempDirectory("beadbox-pg");
        this.port = freePort();
        run("chown", "postgres", folder.toString());
        Runtime.getRuntime().addShutdownHook(hook);
        asPostgres(bin.resolve("initdb").toString(), "-D", folder.resolve("db").toString(), "-U", "postgres", "-A", "trust");
        asPostgres(bin.resolve("pg_ctl").toString(), "-D", folder.resolve("db").toString(), "-l", folder.resolve("log").toString(), "-w",
                "-o", "-p " + port + " -k " + folder + " -c listen_addresses=127.0.0.1 -c fsync=off", "start");
    }

    /** A new empty database; its JDBC address. */
    String newDatabase() throws IOException, InterruptedException {
        String name = "lobby" + DATABASES.incrementAndGet();
        asPostgres(bin.resolve("createdb").toString(), "-h", "127.0.0.1", "-p", Integer.toString(port), "-U", "postgres", name);
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + name + "?user=postgres";
    }

    private static Path binaries() {
        Path root = Path.of("/usr/lib/postgresql");
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("pg_ctl")))
                    .max(Comparator.naturalOrder()).orElseThrow();
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("PostgreSQL is not installed: apt-get install postgresql (.ci/run installs it)");
        }
    }

    private void asPostgres(String... command) throws IOException, InterruptedException {
        List<String> c = new ArrayList<>(List.of("runuser", "-u", "postgres", "--"));
        c.addAll(List.of(command));
        run(c.toArray(String[]::new));
    }

    private void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + out.strip());
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private void stop() {
        try {
            asPostgres(bin.resolve("pg_ctl").toString(), "-D", folder.resolve("db").toString(), "-m", "immediate", "stop");
        } catch (IOException | InterruptedException e) {
            // already stopped
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // left in the temporary folder
        }
    }

    @Override
    public void close() {
        Runtime.getRuntime().removeShutdownHook(hook);
        stop();
    }
}
