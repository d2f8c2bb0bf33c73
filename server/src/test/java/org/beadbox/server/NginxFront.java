package org.beadbox.server;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Debian's nginx ({@code apt-get install nginx}) in front of two test nodes, started on a free
 * loopback port in the foreground as one process, with the deployment docs' own files for several
 * nodes ({@code docs/deploy/beadbox-nodes-upstreams.conf} with the nodes' ports put in, and
 * {@code beadbox-nodes-locations.conf} as it is). Stopped by {@link #close()} and a shutdown hook.
 */
final class NginxFront implements AutoCloseable {

    final int port;
    private final Process process;
    private final Thread hook;

    NginxFront(Path folder, int nodeOne, int nodeTwo) throws Exception {
        Path docs = deployDocs();
        String upstreams = Files.readString(docs.resolve("beadbox-nodes-upstreams.conf"))
                .replace("127.0.0.1:8765", "127.0.0.1:" + nodeOne).replace("127.0.0.1:8766", "127.0.0.1:" + nodeTwo);
        Files.writeString(folder.resolve("upstreams.conf"), upstreams);
        Files.copy(docs.resolve("beadbox-nodes-locations.conf"), folder.resolve("locations.conf"));
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Files.writeString(folder.resolve("nginx.conf"), String.join("\n", "daemon off;", "master_process off;",
                "worker_processes 1;", "pid " + folder.resolve("nginx.pid") + ";", "error_log " + folder.resolve("error.log") + " warn;",
                "events { worker_connections 128; }", "http {", "  access_log " + folder.resolve("access.log") + ";",
                "  client_body_temp_path " + folder.resolve("body") + ";", "  proxy_temp_path " + folder.resolve("proxy") + ";",
                "  fastcgi_temp_path " + folder.resolve("fastcgi") + ";", "  uwsgi_temp_path " + folder.resolve("uwsgi") + ";",
                "  scgi_temp_path " + folder.resolve("scgi") + ";", "  include " + folder.resolve("upstreams.conf") + ";",
                "  server {", "    listen 127.0.0.1:" + port + ";", "    include " + folder.resolve("locations.conf") + ";",
                "  }", "}", ""), StandardCharsets.UTF_8);
        process = new ProcessBuilder("/usr/sbin/nginx", "-p", folder.toString(), "-c", folder.resolve("nginx.conf").toString())
                .redirectErrorStream(true).redirectOutput(folder.resolve("stdout.log").toFile()).start();
        hook = new Thread(process::destroyForcibly, "nginx-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long end = System.currentTimeMillis() + 20_000;
        while (!listening()) {
            if (!process.isAlive() || System.currentTimeMillis() > end) {
                close();
                throw new IllegalStateException("nginx did not start: " + Files.readString(folder.resolve("stdout.log")));
            }
            Thread.sleep(100);
        }
    }

    static Path deployDocs() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("docs/deploy/beadbox-nodes-locations.conf"))) {
                return p.resolve("docs/deploy");
            }
        }
        throw new IllegalStateException("docs/deploy/ not found above " + Path.of("").toAbsolutePath());
    }

    private boolean listening() {
        try (Socket s = new Socket("127.0.0.1", port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
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
