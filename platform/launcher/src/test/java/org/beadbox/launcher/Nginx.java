package org.beadbox.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's nginx ({@code apt-get install nginx}) started by a test on a free loopback port, in
 * the foreground as one process ({@code master_process off}), with a configuration of its own
 * in a temporary folder that includes {@code docs/deploy/beadbox-locations.conf} with its
 * upstream port replaced. Stopped by {@link #close()} and by a shutdown hook.
 */
final class Nginx implements AutoCloseable {

    static final Path BINARY = Path.of("/usr/sbin/nginx");

    final int port;
    private final Process process;
    private final Path folder;
    private final Thread hook;

    /**
     * @param locations the locations file of the deployment docs
     * @param upstream  the port the Beadbox server listens on (replaces 8765 in it)
     * @param port      the free port nginx listens on
     */
    Nginx(Path folder, Path locations, int upstream, int port) throws Exception {
        this(folder, "", Files.readString(locations, StandardCharsets.UTF_8).replace("127.0.0.1:8765", "127.0.0.1:" + upstream), port);
    }

    /**
     * @param httpLevel text for nginx's {@code http} block (upstreams, maps); may be empty
     * @param site      the locations of the one {@code server} block
     * @param port      the free port nginx listens on
     */
    Nginx(Path folder, String httpLevel, String site, int port) throws Exception {
        this(folder, httpLevel, site, port, 256);
    }

    /** @param connections nginx's worker_connections (each proxied socket takes two) */
    Nginx(Path folder, String httpLevel, String site, int port, int connections) throws Exception {
        if (!Files.isExecutable(BINARY)) {
            throw new IllegalStateException("nginx is not installed: apt-get install nginx");
        }
        this.folder = folder;
        this.port = port;
        Files.writeString(folder.resolve("beadbox-http.conf"), httpLevel, StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("beadbox-locations.conf"), site, StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("nginx.conf"), String.join("\n",
                "daemon off;",
                "master_process off;",
                "worker_processes 1;",
                "worker_rlimit_nofile " + Math.max(1024, connections * 3) + ";",
                "pid " + folder.resolve("nginx.pid") + ";",
                "error_log " + folder.resolve("error.log") + " warn;",
                "events { worker_connections " + connections + "; }",
                "http {",
                // Which node answered each request, and how: what a failover run is read by.
                "  log_format beadbox '$remote_addr [$time_local] \"$request\" $status $body_bytes_sent"
                        + " upstream $upstream_addr $upstream_status $request_time';",
                "  access_log " + folder.resolve("access.log") + " beadbox;",
                "  client_body_temp_path " + folder.resolve("body") + ";",
                "  proxy_temp_path " + folder.resolve("proxy") + ";",
                "  fastcgi_temp_path " + folder.resolve("fastcgi") + ";",
                "  uwsgi_temp_path " + folder.resolve("uwsgi") + ";",
                "  scgi_temp_path " + folder.resolve("scgi") + ";",
                "  include " + folder.resolve("beadbox-http.conf") + ";",
                "  server {",
                "    listen 127.0.0.1:" + port + ";",
                "    server_name localhost;",
                "    include " + folder.resolve("beadbox-locations.conf") + ";",
                "  }",
                "}", ""), StandardCharsets.UTF_8);
        ProcessBuilder pb = new ProcessBuilder(BINARY.toString(), "-p", folder.toString(), "-c", folder.resolve("nginx.conf").toString())
                .redirectErrorStream(true).redirectOutput(folder.resolve("stdout.log").toFile());
        process = pb.start();
        hook = new Thread(process::destroyForcibly, "nginx-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long deadline = System.currentTimeMillis() + 20_000;
        while (!listening()) {
            if (!process.isAlive() || System.currentTimeMillis() > deadline) {
                String log = Files.readString(folder.resolve("stdout.log")) + readIfThere(folder.resolve("error.log"));
                close();
                throw new IllegalStateException("nginx did not start: " + log);
            }
            Thread.sleep(100);
        }
    }

    private boolean listening() {
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static String readIfThere(Path p) throws IOException {
        return Files.exists(p) ? Files.readString(p) : "";
    }

    /** nginx's error log so far. */
    String errorLog() throws IOException {
        return readIfThere(folder.resolve("error.log"));
    }

    /** The access log so far (one line a request). */
    List<String> accessLog() throws IOException {
        return readIfThere(folder.resolve("access.log")).lines().toList();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down already
        }
    }
}
