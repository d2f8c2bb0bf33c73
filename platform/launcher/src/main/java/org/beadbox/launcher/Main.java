package org.beadbox.launcher;

import java.awt.AWTError;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.launch.Framework;

/**
 * Starts Beadbox: an embedded Apache Felix holding the bundles of the runtime's
 * {@code system/} folder and whatever the person dropped into {@code <home>/bundles}.
 *
 * <p>With no argument, Beadbox opens the Swing front-end when a display exists; without one it
 * prints a short help and the installed games. {@code --ui console} opens the terminal
 * front-end, {@code --headless} runs the framework with no front-end until it is stopped, and a
 * command ({@code ./beadbox games}, {@code ./beadbox match ...}) runs headless through the core's
 * command service and exits with the command's code. When a front-end stops the framework
 * (its window closed), the launcher exits with 0.
 */
public final class Main {

    private static final long CLI_TIMEOUT_MILLIS = Long.getLong("beadbox.cli.timeout", 20_000L);

    private Main() {
    }

    /**
     * Runs Beadbox and exits the JVM with the command's exit code (0 after a front-end closed,
     * 1 after an error, 2 after a malformed command line).
     */
    public static void main(String[] args) {
        // $HOME, not the password database's home, for everything that asks user.home (file choosers, ~ in paths).
        System.setProperty("user.home", BeadboxHome.userHome(System.getenv()).toString());
        // UTF-8 whatever the locale: under LANG=C the JDK 17 prints '?' for "2–4" and "H1–H7" (issue 46 §11).
        System.setOut(utf8(FileDescriptor.out));
        System.setErr(utf8(FileDescriptor.err));
        System.exit(run(args, System.out, System.err));
    }

    /** A stream to this file descriptor that writes UTF-8, flushed at each line as System.out is. */
    private static PrintStream utf8(FileDescriptor fd) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd), 8192), true, StandardCharsets.UTF_8);
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("beadbox: " + e.getMessage());
            return 2;
        }
        Path home = BeadboxHome.resolve(System.getenv());
        if (options.help()) {
            usage(out, home);
            return 0;
        }
        ServerOptions server = null;
        if (options.hasCommand() && options.command().get(0).equals("server")) {
            try {
                server = ServerOptions.parse(options.command().subList(1, options.command().size()));
            } catch (IllegalArgumentException e) {
                err.println("beadbox: " + e.getMessage());
                return 2;
            }
            return serve(options, server, home, out, err);
        }
        boolean display = !options.hasCommand() && hasDisplay();
        String ui = options.hasCommand() ? "none" : options.ui() != null ? options.ui() : display ? "swing" : "none";
        if (ui.equals("swing") && display && !displayOpens(err)) {
            display = false;
            ui = options.ui() == null ? "none" : ui;
        }
        if (ui.equals("swing") && !display) {
            err.println("beadbox: no display for the Swing front-end: use --ui console, or a command (" + command() + " --help)");
            return 1;
        }
        if (!ui.equals("swing")) {
            System.setProperty("java.awt.headless", "true");
        }
        PrintStream diagnostics = options.verbose() || System.getenv("BEADBOX_DEBUG") != null ? err : CondensedErrors.around(err);
        System.setErr(diagnostics);
        if (ui.equals("none") && !options.shell()) {
            // Standard output belongs to the command: whatever a bundle prints there goes to standard error.
            System.setOut(diagnostics);
        }
        if (ui.equals("web")) {
            String problem = WebStack.check(options.bind(), options.port());
            if (problem != null) {
                err.println("beadbox: " + problem);
                return 1;
            }
        }
        if (ui.equals("web") || ui.equals("swing")) { // Swing starts the web stack when it first hosts a table
            System.setProperty(WebStack.PORT, Integer.toString(options.port()));
            System.setProperty(WebStack.BIND, options.bind());
            if (ui.equals("swing") && !WebStack.loopback(options.bind())) {
                out.println("warning: --bind " + options.bind() + " lets other machines reach the tables you host; anyone with a table's link can play it");
            }
        }
        return runFramework(options, ui, display, home, out, err);
    }

    /** {@code ./beadbox server ...}: the server on loopback, or one administration action. */
    private static int serve(LaunchOptions options, ServerOptions server, Path home, PrintStream out, PrintStream err) {
        System.setProperty("java.awt.headless", "true");
        PrintStream diagnostics = options.verbose() || System.getenv("BEADBOX_DEBUG") != null ? err : CondensedErrors.around(err);
        System.setErr(diagnostics);
        server.properties().forEach(System::setProperty);
        // H2's mixed mode (AUTO_SERVER, so that admin works while the server runs) opens a TCP
        // port that other machines could reach: bind it to loopback.
        System.setProperty("h2.bindAddress", System.getProperty("h2.bindAddress", "127.0.0.1"));
        if (!server.admin().isEmpty()) {
            System.setOut(diagnostics);
            System.setProperty("slf4j.internal.verbosity", "ERROR"); // no logging backend runs for one command: say nothing of it
            List<String> command = new ArrayList<>(List.of("server-admin"));
            command.addAll(server.admin());
            LaunchOptions admin = new LaunchOptions("none", command, false, options.verbose(), false, server.port(), LaunchOptions.DEFAULT_BIND);
            return runFramework(admin, "server-admin", false, home, out, err);
        }
        String problem = WebStack.check(LaunchOptions.DEFAULT_BIND, server.port());
        if (problem != null) {
            err.println("beadbox: " + problem);
            return 1;
        }
        System.setProperty(WebStack.PORT, Integer.toString(server.port()));
        System.setProperty(WebStack.BIND, LaunchOptions.DEFAULT_BIND);
        LaunchOptions serving = new LaunchOptions("server", List.of(), false, options.verbose(), false, server.port(), LaunchOptions.DEFAULT_BIND);
        return runFramework(serving, "server", false, home, out, err);
    }

    private static int runFramework(LaunchOptions options, String ui, boolean display, Path home, PrintStream out, PrintStream err) {
        EmbeddedFramework runtime;
        try {
            runtime = new EmbeddedFramework(home, runtimeFolder(), ui, options.shell(), options.verbose(), err);
        } catch (IllegalStateException e) {
            err.println("beadbox: " + e.getMessage());
            return 1;
        }
        // A plugin's System.exit runs this hook too: it is named and quarantined before the framework stops.
        Thread hook = new Thread(() -> {
            runtime.blameExit();
            runtime.stop();
        }, "beadbox-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Framework framework = runtime.start();
            long started = System.nanoTime();
            int code = body(options, ui, display, framework, runtime.hostSecret(), out, err);
            long stopping = System.nanoTime();
            runtime.stop();
            if (options.verbose()) {
                err.printf("beadbox: exit code %d after %d ms; the framework stopped in %d ms%n", code,
                        (stopping - started) / 1_000_000, (System.nanoTime() - stopping) / 1_000_000);
            }
            return code;
        } catch (Exception e) {
            err.println("beadbox: " + Messages.firstLine(e));
            runtime.stop();
            return 1;
        }
    }

    private static int body(LaunchOptions options, String ui, boolean display, Framework framework, String hostSecret,
            PrintStream out, PrintStream err) throws InterruptedException {
        BundleContext context = framework.getBundleContext();
        if (ui.equals("server-admin")) {
            String problem = ServerStack.awaitDatabase(context, CLI_TIMEOUT_MILLIS);
            if (problem != null) {
                err.println("beadbox: " + problem);
                return 1;
            }
        }
        if (options.hasCommand()) {
            return command(context, options.command().toArray(String[]::new), out, err);
        }
        if (options.ui() == null && !display && !options.shell()) {
            out.println("Beadbox: no display here, so no window. Run a command instead:");
            commands(out);
            out.println();
            return command(context, new String[] {"games"}, out, err);
        }
        if (ui.equals("server")) {
            return serverBody(context, framework, options, out, err);
        }
        if (!ui.equals("none")) {
            String frontEnd = "org.beadbox.ui." + ui;
            if (!active(context, frontEnd)) {
                err.println("beadbox: the " + ui + " front-end (" + frontEnd + ") is not running; "
                        + "rebuild with ./beadbox, or run with --verbose to see why");
                return 1;
            }
        }
        if (ui.equals("web")) {
            // The link holds the host's secret: the browser that opens it is the host's (HostSecret).
            List<String> at = WebStack.addresses(options.bind(), options.port(), WebStack.interfaceAddresses());
            out.println("Beadbox is at " + HostSecret.link(at.get(0), hostSecret)
                    + " (open it in your browser: it makes that browser the host's; Ctrl+C stops)");
            if (at.size() > 1) { // --bind 0.0.0.0: the machine's own addresses, for the other machines (without the secret)
                out.println("Other machines reach it at " + String.join(", ", at.subList(1, at.size())));
            }
            if (!WebStack.loopback(options.bind())) {
                out.println("warning: --bind " + options.bind() + " lets other machines reach Beadbox; anyone with a table's link can play it");
            }
            out.flush();
        }
        framework.waitForStop(0);
        return 0;
    }

    /** Waits for the server's database to open, says where it serves, and serves until stopped. */
    private static int serverBody(BundleContext context, Framework framework, LaunchOptions options, PrintStream out,
            PrintStream err) throws InterruptedException {
        long deadline = System.currentTimeMillis() + CLI_TIMEOUT_MILLIS;
        for (String bundle : List.of("org.beadbox.ui.web", "org.beadbox.server")) {
            // a bundle still starting (its database opening on a busy machine) is waited for
            while (!active(context, bundle) && starting(context, bundle) && System.currentTimeMillis() < deadline) {
                Thread.sleep(50);
            }
            if (!active(context, bundle)) {
                err.println("beadbox: the server's bundle " + bundle + " is not running; rebuild with ./beadbox, or run with --verbose to see why");
                return 1;
            }
        }
        String problem = ServerStack.awaitDatabase(context, CLI_TIMEOUT_MILLIS);
        if (problem != null) {
            err.println("beadbox: " + problem);
            return 1;
        }
        out.println("Beadbox server is at " + WebStack.address(options.bind(), options.port())
                + " (Ctrl+C stops; " + command() + " server admin list shows its accounts)");
        out.flush();
        framework.waitForStop(0);
        return 0;
    }

    private static int command(BundleContext context, String[] args, PrintStream out, PrintStream err)
            throws InterruptedException {
        try {
            return new CommandBridge(context, CLI_TIMEOUT_MILLIS).run(args, System.in, out, err);
        } catch (IllegalStateException e) {
            err.println("beadbox: " + e.getMessage());
            return 1;
        } finally {
            out.flush();
        }
    }

    private static boolean starting(BundleContext context, String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName()) && (b.getState() & (Bundle.STARTING | Bundle.RESOLVED | Bundle.INSTALLED)) != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean active(BundleContext context, String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName()) && b.getState() == Bundle.ACTIVE) {
                return true;
            }
        }
        return false;
    }

    /** Whether a window can open: cheap environment checks on Linux, AWT's own answer elsewhere. */
    static boolean hasDisplay() {
        if (Boolean.getBoolean("java.awt.headless")) {
            return false;
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (!os.contains("win") && !os.contains("mac")) {
            return notBlank(System.getenv("DISPLAY")) || notBlank(System.getenv("WAYLAND_DISPLAY"));
        }
        return !GraphicsEnvironment.isHeadless();
    }

    /**
     * Whether the display named by the environment really answers (a stale DISPLAY over ssh does
     * not); says why in one line when it does not. Initializes AWT, which the window needs anyway.
     */
    private static boolean displayOpens(PrintStream err) {
        try {
            GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice();
            return true;
        } catch (AWTError | HeadlessException | UnsatisfiedLinkError e) {
            err.println("beadbox: cannot open the display " + System.getenv("DISPLAY") + ": " + Messages.firstLine(e));
            return false;
        }
    }

    private static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }

    private static Path runtimeFolder() {
        String configured = System.getProperty("beadbox.runtime");
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured).toAbsolutePath();
        }
        try {
            return Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        } catch (URISyntaxException | RuntimeException e) {
            throw new IllegalStateException("cannot tell where the launcher jar lives; set -Dbeadbox.runtime=FOLDER", e);
        }
    }

    /** The system property the start scripts set to the name Beadbox was started by. */
    static final String COMMAND = "beadbox.command";

    /**
     * The name Beadbox was started by, as the person types it: {@code ./beadbox} in a clone,
     * {@code beadbox} when installed from a package (issue 46 §8). The start scripts pass it as
     * {@value #COMMAND}; {@code ./beadbox} when nothing does (java -jar, the tests).
     */
    static String command() {
        String c = System.getProperty(COMMAND);
        return c == null || c.isBlank() ? "./beadbox" : c.strip();
    }

    private static void usage(PrintStream out, Path home) {
        String c = command();
        String pad = " ".repeat("Usage: ".length());
        out.println("Usage: " + c + " [--ui swing|console|web|none] [--headless] [--verbose]   open Beadbox");
        out.println(pad + c + " --ui web [--port N] [--bind ADDRESS]   serve Beadbox to browsers (default 127.0.0.1:8765)");
        out.println(pad + c + " server [--port N] [--db URL] [--db-password-file FILE] [--public-url URL] [--trusted-proxy ADDRESS] [--node NAME]");
        out.println("                                                                      the server (docs/deploy.md)");
        out.println("         server login limits: [--throttle-device|unknown|address|registrations COUNT/WINDOW] (docs/server-api.md)");
        out.println(pad + c + " server [--db URL] admin list|disable NAME|enable NAME|reset-password NAME|close-table ID|grant-admin NAME|revoke-admin NAME|audit");
        out.println(pad + c + " [--verbose] COMMAND [ARGUMENTS...]                  run a command, no window");
        out.println(pad + c + " --shell                                              the Gogo shell (OSGi console)");
        out.println();
        out.println("With no argument Beadbox opens its window (or, without a display, lists the games).");
        out.println("--ui console plays in the terminal; --headless runs with no front-end until stopped;");
        out.println("--shell opens Felix's Gogo shell: lb lists bundles, beadbox:run games runs a command, exit quits.");
        out.println();
        commands(out);
        out.println();
        out.println("Beadbox home: " + home + " (records/, autosave/, bundles/ for hot deploy).");
        out.println("Set BEADBOX_HOME to use another folder.");
    }

    private static void commands(PrintStream out) {
        String c = command();
        out.println("  " + c + " games                     the installed games");
        out.println("  " + c + " players                   the installed player plugins");
        out.println("  " + c + " perft GAME DEPTH          count move sequences");
        out.println("  " + c + " replay GAME FILE          replay and check a game");
        out.println("  " + c + " match GAME --seats A,B    play players against each other");
        out.println("  " + c + " bench [GAME]              speed figures");
        out.println("  " + c + " plugins search [TEXT]     the plugins the catalogues offer (install, update, remove NAME)");
        out.println("  " + c + " help                      every command and its options");
    }
}
