package org.beadbox.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the person asked for on the command line: which front-end opens (if any), or which
 * headless command runs. Launcher options come first; the first word that is not one starts the
 * command, and everything from there is passed to it untouched.
 *
 * @param ui the front-end: {@code swing}, {@code console} or {@code none}; {@code null} when
 *        nothing was asked for and the display decides
 * @param command the command and its arguments; empty when no command was given
 * @param help whether the launcher's own usage was asked for
 * @param verbose whether framework diagnostics go to standard error
 * @param shell whether the interactive Gogo shell opens (with no front-end)
 */
record LaunchOptions(String ui, List<String> command, boolean help, boolean verbose, boolean shell, int port, String bind) {

    /** The front-ends the launcher knows. */
    static final List<String> FRONT_ENDS = List.of("swing", "console", "web", "none");

    /** The web front-end's port and address unless --port and --bind say otherwise. */
    static final int DEFAULT_PORT = 8765;
    static final String DEFAULT_BIND = "127.0.0.1";

    LaunchOptions {
        command = List.copyOf(command);
    }

    /**
     * Reads the command line.
     *
     * @throws IllegalArgumentException with a message for a person when an option is malformed
     */
    static LaunchOptions parse(String[] args) {
        String ui = null;
        boolean help = false;
        boolean verbose = false;
        boolean shell = false;
        int port = DEFAULT_PORT;
        String bind = DEFAULT_BIND;
        int i = 0;
        for (; i < args.length && args[i].startsWith("-"); i++) {
            String arg = args[i];
            switch (arg) {
                case "--headless" -> ui = "none";
                case "--help", "-h" -> help = true;
                case "--verbose" -> verbose = true;
                case "--shell" -> {
                    shell = true;
                    ui = "none";
                }
                case "--ui" -> {
                    if (i + 1 == args.length) {
                        throw new IllegalArgumentException("--ui needs a front-end: " + String.join(", ", FRONT_ENDS));
                    }
                    ui = frontEnd(args[++i]);
                }
                case "--port" -> port = port(i + 1 < args.length ? args[++i] : null);
                case "--bind" -> {
                    if (i + 1 == args.length || args[i + 1].isBlank()) {
                        throw new IllegalArgumentException("--bind needs an address, e.g. --bind 0.0.0.0 (every interface)");
                    }
                    bind = args[++i].strip();
                }
                default -> {
                    if (arg.startsWith("--port=")) {
                        port = port(arg.substring("--port=".length()));
                    } else if (arg.startsWith("--bind=") && arg.length() > "--bind=".length()) {
                        bind = arg.substring("--bind=".length()).strip();
                    } else if (arg.startsWith("--ui=")) {
                        ui = frontEnd(arg.substring("--ui=".length()));
                    } else {
                        throw new IllegalArgumentException("unknown option " + arg + " (try --help)");
                    }
                }
            }
        }
        List<String> command = new ArrayList<>(List.of(args).subList(i, args.length));
        if (shell && !command.isEmpty()) {
            throw new IllegalArgumentException("--shell opens the shell; give the command there instead of " + command.get(0));
        }
        return new LaunchOptions(ui, command, help, verbose, shell, port, bind);
    }

    private static int port(String text) {
        try {
            int port = Integer.parseInt(text == null ? "" : text.strip());
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // told below
        }
        throw new IllegalArgumentException("--port needs a port number from 1 to 65535, not '" + (text == null ? "" : text) + "'");
    }

    private static String frontEnd(String name) {
        String ui = name.toLowerCase(Locale.ROOT);
        if (!FRONT_ENDS.contains(ui)) {
            throw new IllegalArgumentException("unknown front-end '" + name + "': choose one of " + String.join(", ", FRONT_ENDS));
        }
        return ui;
    }

    /** Whether a headless command was given. */
    boolean hasCommand() {
        return !command.isEmpty();
    }
}
