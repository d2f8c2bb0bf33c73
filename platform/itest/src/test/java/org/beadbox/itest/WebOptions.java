package org.beadbox.itest;

import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ops4j.pax.exam.Option;

/**
 * The web stack for Pax Exam: the bundles Maven copied into {@code target/web-bundles}, numbered
 * in the install order that works (STACK.md), the HTTP service on a free loopback port, and the
 * web front-end bundle itself.
 */
final class WebOptions {

    private WebOptions() {
    }

    /** A port free now on the loopback interface. */
    static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port", e);
        }
    }

    /** The web stack listening on 127.0.0.1:{@code port}, then ui-web. */
    static Option web(int port) {
        return web(port, "127.0.0.1");
    }

    /** The web stack listening on {@code host}:{@code port} ({@code 0.0.0.0}: every interface), then ui-web. */
    static Option web(int port, String host) {
        List<Option> out = new ArrayList<>();
        out.add(frameworkProperty("org.apache.felix.jetty.websocket.enable").value("true"));
        out.add(frameworkProperty("org.osgi.service.http.port").value(Integer.toString(port)));
        out.add(frameworkProperty("org.apache.felix.http.host").value(host));
        out.add(frameworkProperty("org.slf4j.simpleLogger.defaultLogLevel").value("warn"));
        // Without a backend pax-logging prints everything at DEBUG: the JDK WebSocket client's
        // every frame, tens of megabytes a test class, which slows the games played here.
        out.add(frameworkProperty("org.ops4j.pax.logging.DefaultServiceLog.level").value("WARN"));
        Path folder = Path.of(System.getProperty("beadbox.itest.web"));
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.jar")) {
            dir.forEach(jars::add);
        } catch (IOException e) {
            throw new UncheckedIOException("no web stack in " + folder + ": run the tests through Maven", e);
        }
        jars.sort(null);
        for (Path jar : jars) {
            out.add(bundle(jar.toUri().toString()));
        }
        out.add(bundle(RuntimeOptions.jar("beadbox-ui-web").toUri().toString()));
        return composite(out.toArray(Option[]::new));
    }
}
