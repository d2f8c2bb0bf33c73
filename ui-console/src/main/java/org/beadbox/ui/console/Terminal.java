package org.beadbox.ui.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.beadbox.api.Quote;

/**
 * The terminal a console session talks to: lines in, text out, with colour and a rewritable
 * status line only when a person is watching an ANSI terminal. Everything else (tests, pipes,
 * {@code NO_COLOR}) gets plain text.
 */
final class Terminal {

    private static final String RESET = "\u001b[0m";

    private final BufferedReader in;
    private final PrintStream out;
    private final boolean ansi;
    private int statusWidth;

    Terminal(InputStream in, PrintStream out, boolean ansi) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = out;
        this.ansi = ansi;
    }

    /** Whether the real terminal of this process takes colour: a console, a TERM that is not dumb, no NO_COLOR. */
    static boolean detectAnsi() {
        String term = System.getenv("TERM");
        return System.console() != null && term != null && !term.equals("dumb") && System.getenv("NO_COLOR") == null;
    }

    /** Reads a line, or null at the end of input. Clears the status line first. */
    String readLine(String prompt) {
        clearStatus();
        out.print(ansi ? bold(prompt) : prompt);
        out.flush();
        try {
            String line = in.readLine();
            if (line == null) {
                out.println();
            }
            return line;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the terminal: " + e.getMessage(), e);
        }
    }

    void println(String text) {
        clearStatus();
        out.println(text);
        out.flush();
    }

    void println() {
        println("");
    }

    /** A one-line status (AI progress) that the next output replaces; shown on ANSI terminals only. */
    void status(String text) {
        if (!ansi) {
            return;
        }
        String line = text.length() > 100 ? text.substring(0, 100) : text;
        out.print("\r" + dim(line) + " ".repeat(Math.max(0, statusWidth - line.length())));
        out.flush();
        statusWidth = line.length();
    }

    void clearStatus() {
        if (ansi && statusWidth > 0) {
            out.print("\r" + " ".repeat(statusWidth) + "\r");
            statusWidth = 0;
        }
    }

    /** {@code text} in a seat's colour ({@code #rrggbb}) when the terminal takes colour. */
    String colour(String text, String hex) {
        if (!ansi || hex == null || hex.length() < 7) {
            return text;
        }
        int rgb = Integer.parseInt(hex.substring(1, 7), 16);
        return "\u001b[1;38;2;" + (rgb >> 16 & 255) + ";" + (rgb >> 8 & 255) + ";" + (rgb & 255) + "m" + text + RESET;
    }

    String bold(String text) {
        return ansi ? "\u001b[1m" + text + RESET : text;
    }

    String dim(String text) {
        return ansi ? "\u001b[2m" + text + RESET : text;
    }

    /** An error line in red; its text is escaped and cut ({@link Quote#line}), as it may quote input or a plugin's message. */
    String error(String text) {
        String safe = Quote.line(text);
        return ansi ? "\u001b[31m" + safe + RESET : safe;
    }
}
