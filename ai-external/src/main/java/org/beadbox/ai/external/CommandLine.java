package org.beadbox.ai.external;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line written as one string into its arguments, the way a POSIX shell does
 * for the simple cases: white space separates arguments, single quotes keep everything
 * literally, double quotes keep white space (a backslash escapes {@code "} and {@code \} inside
 * them), and a backslash outside quotes escapes the next character. No variables, no globbing,
 * no pipes: the engine is started directly, not through a shell.
 */
final class CommandLine {

    private CommandLine() {
    }

    /**
     * The arguments of {@code line}.
     *
     * @throws IllegalArgumentException for an unclosed quote or an empty command line
     */
    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder arg = new StringBuilder();
        boolean inArg = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    arg.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '\\' && i + 1 < line.length() && (line.charAt(i + 1) == '"' || line.charAt(i + 1) == '\\')) {
                    arg.append(line.charAt(++i));
                } else {
                    arg.append(c);
                }
            } else if (Character.isWhitespace(c)) {
                if (inArg) {
                    out.add(arg.toString());
                    arg.setLength(0);
                    inArg = false;
                }
            } else {
                inArg = true;
                if (c == '\'' || c == '"') {
                    quote = c;
                } else if (c == '\\' && i + 1 < line.length()) {
                    arg.append(line.charAt(++i));
                } else {
                    arg.append(c);
                }
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("command line has an unclosed " + quote + " quote: " + line);
        }
        if (inArg) {
            out.add(arg.toString());
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("the engine's command line is empty: give the program to start and its arguments");
        }
        return List.copyOf(out);
    }

    /** Writes {@code args} back as one line that {@link #split} reads the same, quoting where needed. */
    static String join(List<String> args) {
        StringBuilder b = new StringBuilder();
        for (String a : args) {
            if (b.length() > 0) {
                b.append(' ');
            }
            if (!a.isEmpty() && a.matches("[A-Za-z0-9_@%+=:,./-]+")) {
                b.append(a);
            } else {
                b.append('\'').append(a.replace("'", "'\\''")).append('\'');
            }
        }
        return b.toString();
    }
}
