package org.beadbox.launcher;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A real {@code ./beadbox server} (the assembled runtime in a JVM of its own) for the server's
 * end-to-end tests, and the HTTP calls a browser or script makes to it.
 */
final class ServerRun implements AutoCloseable {

    final int port;
    final Beadbox process;
    private final Path home;
    private final Path logs;
    private final List<String> db;

    private ServerRun(Path home, Path logs, List<String> db, int port, Beadbox process) {
        this.home = home;
        this.logs = logs;
        this.db = db;
        this.port = port;
        this.process = process;
    }

    /** Starts the server with {@code options} after {@code --port P}, and waits until it says where it serves. */
    static ServerRun start(Path home, Path logs, List<String> db, String... options) throws Exception {
        return start(home, logs, db, freePort(), List.of(), options);
    }

    /** {@link #start(Path, Path, List, String...)} on {@code port}, the JVM given {@code jvm} options. */
    static ServerRun start(Path home, Path logs, List<String> db, int port, List<String> jvm, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("server", "--port", Integer.toString(port)));
        args.addAll(db);
        String site = db.contains("--db") ? db.get(db.indexOf("--db") + 1) : null;
        if (site != null) {
            shareSiteKey(site, home);
        }
        args.addAll(List.of(options));
        Beadbox b = Beadbox.start(home, logs, jvm, args.toArray(String[]::new));
        ServerRun run = new ServerRun(home, logs, db, port, b);
        long deadline = System.currentTimeMillis() + 120_000;
        while (!b.out().contains("Beadbox server is at")) {
            if (!b.alive() || System.currentTimeMillis() > deadline) {
                String why = "the server did not start; standard error:\n" + b.err();
                run.close();
                throw new AssertionError(why);
            }
            Thread.sleep(200);
        }
        return run;
    }

    /** The first node's home of each site (its database's address), whose server/site.key the next nodes get. */
    private static final java.util.Map<String, Path> SITES = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Gives a node the site key of the site's first node, as docs/deploy.md tells an operator to
     * (copy server/site.key, 600, into the node's server/ folder, 700): every node of a site
     * derives the same links, and a node with another key is refused.
     */
    private static void shareSiteKey(String site, Path home) throws IOException {
        Path first = SITES.putIfAbsent(site, home);
        Path key = home.resolve("server").resolve("site.key");
        if (first == null || first.equals(home) || java.nio.file.Files.exists(key)) {
            return;
        }
        Path known = first.resolve("server").resolve("site.key");
        long deadline = System.currentTimeMillis() + 120_000;
        while (!java.nio.file.Files.exists(known) && System.currentTimeMillis() < deadline) {
            try {
                Thread.sleep(100); // the first node is still starting
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        Path folder = java.nio.file.Files.createDirectories(key.getParent());
        java.nio.file.Files.setPosixFilePermissions(folder, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        java.nio.file.Files.copy(known, key);
        java.nio.file.Files.setPosixFilePermissions(key, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** Runs {@code ./beadbox server [--db ...] admin ARGS} on the same home; its standard output (exit code checked). */
    String admin(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("server"));
        command.addAll(db);
        command.add("admin");
        command.addAll(List.of(args));
        Beadbox b = Beadbox.start(home, logs, List.of(), command.toArray(String[]::new));
        int code = b.awaitExit(120_000);
        if (code != 0) {
            throw new AssertionError("admin " + List.of(args) + " exited " + code + ": " + b.err());
        }
        return b.out();
    }

    static HttpResponse<String> post(String url, String origin, String cookie, String body) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (origin != null) {
            r.header("Origin", origin);
        }
        if (cookie != null) {
            r.header("Cookie", cookie);
        }
        return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Sends only the head of a POST to {@code path} that declares a {@code length}-byte body, and
     * returns what the server answers before any of the body is sent (up to its "too large", the
     * connection's end, or 30 s). The way to see a declared size refused without the race of a
     * client still sending a body the server will not read (see ServerIT).
     */
    String declaredPost(String path, long length) throws IOException {
        try (java.net.Socket s = new java.net.Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(30_000);
            String origin = "http://127.0.0.1:" + port;
            s.getOutputStream().write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nOrigin: " + origin
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + length + "\r\n\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            java.io.ByteArrayOutputStream answer = new java.io.ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            try {
                for (int n; !answer.toString(java.nio.charset.StandardCharsets.UTF_8).contains("too large")
                        && (n = s.getInputStream().read(buffer)) > 0;) {
                    answer.write(buffer, 0, n);
                }
            } catch (java.net.SocketTimeoutException e) {
                // what came is the answer
            }
            return answer.toString(java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    static HttpResponse<String> get(String url, String cookie) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).GET();
        if (cookie != null) {
            r.header("Cookie", cookie);
        }
        return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The {@code name=value} of a response's session cookie. */
    static String cookie(HttpResponse<?> r) {
        String set = r.headers().firstValue("Set-Cookie").orElseThrow(() -> new AssertionError("no cookie: " + r));
        return set.substring(0, set.indexOf(';'));
    }

    /** Opens {@code ws} and returns its first text message (the welcome). */
    static String firstMessage(String ws) throws Exception {
        return Sockets.talk(ws, null, 1).get(0);
    }

    @Override
    public void close() throws InterruptedException {
        process.close();
    }
}
