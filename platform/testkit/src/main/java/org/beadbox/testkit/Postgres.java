package org.beadbox.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for tests: Debian's {@code postgresql} 15 ({@code apt-get install
 * postgresql}), initialised in a temporary folder and started on a free loopback port, with
 * trust authentication for the one user {@value #USER} and nothing else listening. PostgreSQL
 * refuses to run as root, so under root it runs as the {@code postgres} user the package
 * creates ({@code runuser}). It is stopped, and its folder deleted, by {@link #close()} and by a
 * shutdown hook, whichever comes first.
 *
 * <p>{@link #shared()} starts one per JVM for every test that wants one; {@link #newDatabase()}
 * gives each test a database of its own in it.
 */
public final class Postgres implements AutoCloseable {

    /** Where Debian installs PostgreSQL 15's programs. */
    public static final Path BIN = Path.of(System.getProperty("beadbox.postgres.bin", "/usr/lib/postgresql/15/bin"));
    public static final String USER = "beadbox";

    private static Postgres shared;

    private final Path folder;
    private final int port;
    private final boolean asRoot;
    private final Thread hook;
    private final AtomicInteger databases = new AtomicInteger();
    private boolean stopped;

    private Postgres() throws IOException {
        if (!Files.isExecutable(BIN.resolve("postgres"))) {
            throw new IllegalStateException("PostgreSQL 15 is not installed at " + BIN + ": apt-get install postgresql");
        }
        asRoot = "root".equals(System.getProperty("user.name"));
        folder = Files.createTempDirectory("beadbox-postgres-");
        port = freePort();
        hook = new Thread(this::stop, "beadbox-postgres-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            if (asRoot) {
                UserPrincipal postgres = folder.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
                Files.setOwner(folder, postgres);
            }
            Path data = folder.resolve("data");
            run(List.of(BIN.resolve("initdb").toString(), "-D", data.toString(), "-U", USER, "--auth=trust",
                    "-E", "UTF8", "--locale=C", "--no-sync"), 120);
            run(List.of(BIN.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", folder.resolve("log.txt").toString(),
                    "-w", "-t", "60", "-o", "-p " + port + " -k " + folder + " -c listen_addresses=127.0.0.1"
                            + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200",
                    "start"), 90);
        } catch (IOException | RuntimeException e) {
            stop();
            throw e;
        }
    }

    /** The one server of this JVM, started at the first call. */
    public static synchronized Postgres shared() {
        if (shared == null || shared.stopped) {
            try {
                shared = new Postgres();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot start PostgreSQL: " + e.getMessage(), e);
            }
        }
        return shared;
    }

    /** A new server of its own (for a test that stops it); close it when done. */
    public static Postgres start() throws IOException {
        return new Postgres();
    }

    public int port() {
        return port;
    }

    /** Creates an empty database; its JDBC address (user {@value #USER}, no password). */
    public String newDatabase() {
        String name = "test_" + ProcessHandle.current().pid() + "_" + databases.incrementAndGet();
        try {
            run(List.of(BIN.resolve("createdb").toString(), "-h", "127.0.0.1", "-p", Integer.toString(port), "-U", USER, name), 60);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jdbcUrl(name);
    }

    /** The JDBC address of a database of this server. */
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + USER;
    }

    /**
     * Makes {@code user} a login role with {@code password}, owning {@code database}, and has
     * PostgreSQL ask that user for its password over TCP (scram-sha-256, pg_hba.conf reloaded);
     * the fixture's own user stays trusted. For a server of its own ({@link #start()}): the
     * tests of a password given by the environment, a file or ~/.pgpass.
     */
    public void requirePassword(String database, String user, String password) throws IOException {
        if (!user.matches("[a-z_]{1,30}") || password.contains("'")) {
            throw new IllegalArgumentException("a plain role name and a password without quotes, please");
        }
        run(List.of(BIN.resolve("psql").toString(), "-h", "127.0.0.1", "-p", Integer.toString(port), "-U", USER, "-d", database,
                "-v", "ON_ERROR_STOP=1", "-c", "CREATE ROLE " + user + " LOGIN PASSWORD '" + password + "'",
                "-c", "ALTER DATABASE " + database + " OWNER TO " + user, "-c", "ALTER SCHEMA public OWNER TO " + user), 60);
        Path hba = folder.resolve("data").resolve("pg_hba.conf");
        Files.writeString(hba, "host all " + user + " 127.0.0.1/32 scram-sha-256\n" + Files.readString(hba, StandardCharsets.UTF_8),
                StandardCharsets.UTF_8);
        run(List.of(BIN.resolve("pg_ctl").toString(), "-D", folder.resolve("data").toString(), "reload"), 30);
    }

    /** The name of a database made by {@link #newDatabase()}: the last part of its address. */
    public static String name(String jdbcUrl) {
        String path = jdbcUrl.substring(jdbcUrl.lastIndexOf('/') + 1);
        int q = path.indexOf('?');
        return q < 0 ? path : path.substring(0, q);
    }

    /** Stops the server (fast shutdown) and deletes its folder. */
    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook runs (or ran) stop
        }
    }

    private synchronized void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        Path data = folder.resolve("data");
        if (Files.exists(data.resolve("postmaster.pid"))) {
            try {
                run(List.of(BIN.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "fast", "-w", "-t", "30", "stop"), 40);
            } catch (IOException | RuntimeException e) {
                System.err.println("postgres fixture: could not stop PostgreSQL in " + folder + ": " + e.getMessage());
            }
        }
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a file still held: the temporary folder goes with the machine's next clean-up
        }
    }

    /** Runs a PostgreSQL program (as the postgres user under root) and waits for it; throws with its output when it fails. */
    private void run(List<String> command, int seconds) throws IOException {
        List<String> full = new ArrayList<>();
        if (asRoot) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        ProcessBuilder pb = new ProcessBuilder(full).redirectErrorStream(true);
        pb.directory(folder.toFile());
        Path output = Files.createTempFile("beadbox-postgres-", ".txt");
        pb.redirectOutput(output.toFile());
        Process p = pb.start();
        try {
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException(command.get(0) + " did not finish within " + seconds + " s");
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException(Path.of(command.get(0)).getFileName() + " failed (" + p.exitValue() + "): "
                        + Files.readString(output, StandardCharsets.UTF_8).strip());
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command.get(0), e);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
