package org.beadbox.launcher;

import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes {@code beadbox(1)}, the manual page, from the very texts {@code beadbox --help} and
 * {@code beadbox help} print, so that the page and the program never disagree (issue 46 §9).
 * {@code packaging/package} runs it on the assembled runtime and installs the page with the
 * .deb and the .tar.gz:
 * <pre>java -cp beadbox-launcher.jar org.beadbox.launcher.ManPage VERSION &gt; beadbox.1</pre>
 * It starts the framework once, in a throw-away Beadbox folder, to ask the core for its commands.
 */
public final class ManPage {

    private ManPage() {
    }

    public static void main(String[] args) throws IOException {
        System.setProperty(Main.COMMAND, "beadbox");
        Path home = Files.createTempDirectory("beadbox-man");
        int code;
        String usage;
        String help;
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        try {
            System.setProperty("beadbox.home", home.toString());
            ByteArrayOutputStream u = new ByteArrayOutputStream();
            Main.run(new String[] {"--help"}, new PrintStream(u, true, StandardCharsets.UTF_8), new PrintStream(errors, true, StandardCharsets.UTF_8));
            usage = u.toString(StandardCharsets.UTF_8);
            ByteArrayOutputStream h = new ByteArrayOutputStream();
            code = Main.run(new String[] {"help"}, new PrintStream(h, true, StandardCharsets.UTF_8), new PrintStream(errors, true, StandardCharsets.UTF_8));
            help = h.toString(StandardCharsets.UTF_8);
        } finally {
            try (Stream<Path> all = Files.walk(home)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        // Straight to the file descriptors: the framework's stop leaves System.out and System.err closed.
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        if (code != 0 || help.isBlank()) {
            new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8).println("beadbox-man: 'beadbox help' failed (" + code + "): " + errors.toString(StandardCharsets.UTF_8));
            System.exit(1);
        }
        out.print(render(usage, help, args.length > 0 ? args[0] : ""));
        out.flush();
        System.exit(0);
    }

    /**
     * The page in roff's man macros.
     *
     * @param usage what {@code beadbox --help} prints: the "Usage:" lines, a paragraph, the short
     *              command list, the Beadbox home
     * @param help  what {@code beadbox help} prints: a usage line, then each command's synopsis
     *              (indented two spaces) and description (indented six), then closing lines
     */
    static String render(String usage, String help, String version) {
        StringBuilder page = new StringBuilder();
        page.append(".TH BEADBOX 1 \"\" \"Beadbox ").append(escape(version)).append("\" \"User Commands\"\n");
        page.append(".SH NAME\n");
        page.append("beadbox \\- bead games: the Glass Bead Challenge, the Glass Bead Game and BeadMaster, against people and computer players\n");

        List<String> synopsis = new ArrayList<>();
        List<String> description = new ArrayList<>();
        boolean inSynopsis = true;
        for (String line : usage.lines().toList()) {
            if (inSynopsis && line.isBlank()) {
                inSynopsis = false;
            } else if (inSynopsis) {
                synopsis.add(line.startsWith("Usage: ") ? line.substring("Usage: ".length()) : line);
            } else if (line.isBlank() || line.startsWith("  ") || line.startsWith("Beadbox home:") || line.startsWith("Set BEADBOX_HOME")) {
                if (!description.isEmpty() && line.isBlank()) {
                    break; // the paragraph is over; the command list follows, which help gives in full
                }
            } else {
                description.add(line);
            }
        }
        page.append(".SH SYNOPSIS\n.nf\n");
        for (String line : synopsis) {
            page.append(escape(line.strip().isEmpty() ? line : line.replaceFirst("^ {0,7}", ""))).append('\n');
        }
        page.append(".fi\n.SH DESCRIPTION\n");
        page.append(escape(String.join(" ", description))).append('\n');

        page.append(".SH COMMANDS\n");
        List<String> closing = new ArrayList<>();
        boolean commands = false;
        for (String line : help.lines().toList()) {
            if (line.startsWith("      ") && commands) {
                page.append(escape(line.strip())).append('\n');
            } else if (line.startsWith("  ") && !line.startsWith("   ")) {
                commands = true;
                page.append(".TP\n.B ").append(escape(line.strip())).append('\n');
            } else if (commands && !line.isBlank()) {
                closing.add(line);
            }
        }
        if (!closing.isEmpty()) {
            page.append(".PP\n").append(escape(String.join(" ", closing))).append('\n');
        }

        page.append(".SH ENVIRONMENT\n");
        entry(page, "BEADBOX_HOME", "The Beadbox folder. Without it: ~/.beadbox when it exists, else $XDG_DATA_HOME/beadbox when XDG_DATA_HOME is set to an absolute path, else ~/.beadbox.");
        entry(page, "HOME", "The home folder that ~ stands for.");
        entry(page, "BEADBOX_JAVA_OPTS", "Options for the Java runtime, e.g. -Xmx4g for a bigger heap.");
        entry(page, "BEADBOX_DEBUG", "Set to 1 to see the stack traces of errors.");
        page.append(".SH FILES\n");
        entry(page, "~/.beadbox/records/", "Saved games, one JSON record a game.");
        entry(page, "~/.beadbox/autosave/", "The games in progress, saved after every move.");
        entry(page, "~/.beadbox/bundles/", "Plugin jars: a game or a computer player dropped here is added while Beadbox runs.");
        entry(page, "~/.beadbox/engines.json", "The outside engines that take a seat (beadbox engines).");
        page.append(".SH EXIT STATUS\n0 on success, 1 after an error, 2 after a malformed command line.\n");
        page.append(".SH SEE ALSO\nThe README and the docs folder of Beadbox's sources.\n");
        return page.toString();
    }

    private static void entry(StringBuilder page, String name, String text) {
        page.append(".TP\n.B ").append(escape(name)).append('\n').append(escape(text)).append('\n');
    }

    /** Text as roff reads it literally: backslashes, minus signs and quotes escaped, no line taken for a request. */
    static String escape(String text) {
        String s = text.replace("\\", "\\e").replace("-", "\\-").replace("\"", "\\(dq");
        return s.startsWith(".") || s.startsWith("'") ? "\\&" + s : s;
    }
}
