package org.beadbox.itest;

import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.beadbox.core.remote.WebStackStarter;
import org.ops4j.pax.exam.Option;

/**
 * The web stack for Pax Exam: the bundles Maven copied into {@code target/web-bundles}, numbered
 * in the install order that works (STACK.md), the HTTP service on a free loopback port, and the
 * web front-end bundle itself; installed up front ({@link #runtime}, {@link #web}) or named for
 * the Swing front-end to start on demand ({@link #onDemand}).
 */
final class WebOptions {

    /**
     * The host's secret of the desktop runtimes these tests start (the launcher makes a random
     * one; here every test knows it): a connection carrying {@link #HOST_COOKIE} is the host's,
     * whatever its address, and one without it is a guest's, loopback or not.
     */
    static final String HOST_SECRET = "itest-host-secret-0123456789abcdefghijklmnopqrstuvwxyz";
    /** The Cookie header of the host's browser. */
    static final String HOST_COOKIE = "beadbox_host=" + HOST_SECRET;

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

    /** The platform, the games, the AI players, the web stack on a free port of 127.0.0.1 and ui-web, for {@code test}. */
    static Option[] runtime(Class<?> test) {
        return runtime(test, "127.0.0.1");
    }

    /** As {@link #runtime(Class)}, the web stack listening on {@code host} ({@code 0.0.0.0}: every interface). */
    static Option[] runtime(Class<?> test, String host) {
        return RuntimeOptions.runtime(test, "none", web(freePort(), host));
    }

    /** The web stack listening on {@code host}:{@code port} ({@code 0.0.0.0}: every interface), then ui-web. */
    static Option web(int port, String host) {
        List<Option> out = new ArrayList<>();
        out.add(server(port, host));
        out.add(frameworkProperty("beadbox.web.host-secret").value(HOST_SECRET));
        out.add(frameworkProperty("org.slf4j.simpleLogger.defaultLogLevel").value("warn"));
        // Without a backend pax-logging prints everything at DEBUG: the JDK WebSocket client's
        // every frame, tens of megabytes a test class, which slows the games played here.
        out.add(frameworkProperty("org.ops4j.pax.logging.DefaultServiceLog.level").value("WARN"));
        for (Path jar : jars()) {
            out.add(bundle(jar.toUri().toString()));
        }
        return composite(out.toArray(Option[]::new));
    }

    /**
     * The web stack not installed but named in {@value WebStackStarter#BUNDLES}, as the launcher
     * names it for Swing, to listen on 127.0.0.1:{@code port} once started.
     */
    static Option onDemand(int port) {
        String jars = jars().stream().map(j -> j.toAbsolutePath().toString()).collect(Collectors.joining(File.pathSeparator));
        return composite(server(port, "127.0.0.1"), frameworkProperty(WebStackStarter.BUNDLES).value(jars));
    }

    /** The HTTP service's settings: WebSocket on, the port and the interface. */
    private static Option server(int port, String host) {
        return composite(
                frameworkProperty("org.apache.felix.jetty.websocket.enable").value("true"),
                frameworkProperty("org.osgi.service.http.port").value(Integer.toString(port)),
                frameworkProperty("org.apache.felix.http.host").value(host));
    }

    /** The web stack's jars in install order, then ui-web's. */
    private static List<Path> jars() {
        Path folder = Path.of(System.getProperty("beadbox.itest.web"));
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.jar")) {
            dir.forEach(jars::add);
        } catch (IOException e) {
            throw new UncheckedIOException("no web stack in " + folder + ": run the tests through Maven", e);
        }
        jars.sort(null);
        jars.add(RuntimeOptions.jar("beadbox-ui-web"));
        return jars;
    }
}
