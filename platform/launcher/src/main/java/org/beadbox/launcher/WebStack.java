package org.beadbox.launcher;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;

/**
 * The web front-end's stack (Felix HTTP Jetty 12, Jetty's WebSocket, SPI Fly and ui-web itself):
 * installed from the runtime's {@code web/} folder and started, for that run only, when
 * {@code --ui web} asks for it; otherwise not even installed (the headless commands start as
 * fast as without it), and the Swing front-end installs and starts it on demand, the first time
 * it hosts a table, from the jars this class names in {@value #BUNDLES}. The jars are numbered
 * in the order that works (STACK.md).
 */
final class WebStack {

    /** System properties through which Main hands --port and --bind to the framework. */
    static final String PORT = "beadbox.web.port";
    static final String BIND = "beadbox.web.bind";

    /** The framework property naming the stack's jars in start order (read by core's WebStackStarter). */
    static final String BUNDLES = "beadbox.web.bundles";

    /** Held so that the level set on it stays (the JDK keeps loggers only weakly). */
    private static final java.util.logging.Logger SPI_FLY = java.util.logging.Logger.getLogger("org.apache.aries.spifly");

    private WebStack() {
    }

    /** The framework properties of the HTTP service. */
    static Map<String, String> properties() {
        return Map.of(
                "org.apache.felix.jetty.websocket.enable", "true",
                "org.osgi.service.http.port", System.getProperty(PORT, Integer.toString(LaunchOptions.DEFAULT_PORT)),
                "org.apache.felix.http.host", System.getProperty(BIND, LaunchOptions.DEFAULT_BIND),
                "org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }

    /**
     * Installs the web bundles when {@code ui} is {@code web}; otherwise uninstalls those a
     * previous run left in the framework's cache, so that the run pays nothing for them.
     *
     * @return how many bundles were installed, updated or removed
     */
    static int prepare(BundleContext context, Path runtime, String ui, Path storage, PrintStream err)
            throws IOException, BundleException {
        if (ui.equals("web")) {
            return new SystemBundles(context, runtime, "web", false, storage, err).synchronize();
        }
        int removed = 0;
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith("beadbox:web/")) {
                b.uninstall();
                removed++;
            }
        }
        return removed;
    }

    /** The runtime's web jars in start order, separated by the path separator; empty when there are none. */
    static String bundles(Path runtime) {
        List<String> jars = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(runtime.resolve("web"), "*.jar")) {
            dir.forEach(j -> jars.add(j.toAbsolutePath().toString()));
        } catch (IOException e) {
            return "";
        }
        jars.sort(null);
        return String.join(File.pathSeparator, jars);
    }

    /** Whether {@code b} is Beadbox's web front-end (the rest of the web folder is the stack it runs on). */
    static boolean frontEnd(Bundle b) {
        return "org.beadbox.ui.web".equals(b.getSymbolicName());
    }

    /** Whether {@code b} opens the HTTP port (Felix HTTP's Jetty, with the whiteboard). */
    static boolean httpPort(Bundle b) {
        return "org.apache.felix.http.jetty12".equals(b.getSymbolicName());
    }

    /** Starts the web bundles that {@code which} accepts, in their file order, for this run only. */
    static void start(BundleContext context, java.util.function.Predicate<Bundle> which) throws BundleException {
        // The stack's own logs say only what goes wrong (SPI Fly logs through the JDK, Jetty through slf4j-simple).
        SPI_FLY.setLevel(java.util.logging.Level.WARNING);
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        List<Bundle> web = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith("beadbox:web/")) {
                web.add(b);
            }
        }
        if (web.isEmpty()) {
            throw new BundleException("the runtime has no web front-end (web/ folder): rebuild it with ./beadbox");
        }
        web.sort((a, b) -> a.getLocation().compareTo(b.getLocation()));
        for (Bundle b : web) {
            if (b.getHeaders("").get("Fragment-Host") == null && which.test(b)) {
                b.start(Bundle.START_TRANSIENT);
            }
        }
    }

    /**
     * Checks before the start that the address can be listened on: null when it can, else one
     * line for a person.
     */
    static String check(String bind, int port) {
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            return "--bind " + bind + " is not an address of this machine";
        }
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(address, port));
            return null;
        } catch (IOException e) {
            return "cannot listen on " + bind + " port " + port + " (" + e.getMessage()
                    + "): another program may use it; choose another with --port N";
        }
    }

    /** Whether {@code bind} is a loopback address (only this machine can connect). */
    static boolean loopback(String bind) {
        try {
            return InetAddress.getByName(bind).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /**
     * The addresses to print for {@code bind} (issue 46 §6): for a wildcard ({@code 0.0.0.0},
     * {@code ::}), which no browser opens, 127.0.0.1 first (the host's own browser), then each
     * address of the machine's interfaces that are up, not loopback (IPv4 only for
     * {@code 0.0.0.0}, which listens on IPv4 only); else {@code bind}'s alone.
     */
    static List<String> addresses(String bind, int port, List<InetAddress> interfaces) {
        String b = bind.replace("[", "").replace("]", "");
        boolean v4 = b.equals("0.0.0.0");
        if (!v4 && !b.equals("::") && !b.equals("0:0:0:0:0:0:0:0")) {
            return List.of(address(bind, port));
        }
        List<String> out = new ArrayList<>();
        out.add(address("127.0.0.1", port));
        for (InetAddress a : interfaces) {
            if (a.isLoopbackAddress() || a.isAnyLocalAddress() || a.isMulticastAddress() || v4 && !(a instanceof java.net.Inet4Address)) {
                continue;
            }
            String host = a.getHostAddress();
            int zone = host.indexOf('%'); // a link-local IPv6 address's scope: no browser takes it in a link
            String link = address(zone < 0 ? host : host.substring(0, zone), port);
            if (!out.contains(link)) {
                out.add(link);
            }
        }
        return out;
    }

    /** The addresses of this machine's interfaces that are up, not loopback; none when they cannot be listed. */
    static List<InetAddress> interfaceAddresses() {
        List<InetAddress> out = new ArrayList<>();
        try {
            for (java.net.NetworkInterface n : java.net.NetworkInterface.networkInterfaces().toList()) {
                if (n.isUp() && !n.isLoopback()) {
                    out.addAll(n.inetAddresses().toList());
                }
            }
        } catch (java.net.SocketException e) {
            // printed as 127.0.0.1 alone
        }
        return out;
    }

    /** The address to print: http://HOST:PORT/ (IPv6 in brackets). */
    static String address(String bind, int port) {
        String host = bind.contains(":") ? "[" + bind + "]" : bind;
        return "http://" + host + ":" + port + "/";
    }
}
