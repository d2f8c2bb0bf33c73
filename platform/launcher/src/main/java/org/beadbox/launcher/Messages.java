package org.beadbox.launcher;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns exceptions into the one line a person reads. */
final class Messages {

    private static final int MAX = 400;
    private static final Pattern SIZE = Pattern.compile("Unsupported size: (\\d+)");
    private static final Pattern MISSING = Pattern.compile("missing requirement .*?\\(([\\w.]+)=([^)\\s]+)\\)");

    private Messages() {
    }

    /**
     * The first line of the deepest useful message of {@code t}, at most a few hundred
     * characters; a bundle that cannot resolve is told by what it misses.
     */
    static String firstLine(Throwable t) {
        String ours = inOurWords(t);
        if (ours != null) {
            return ours;
        }
        Throwable cause = t;
        String message = null;
        while (cause != null) {
            if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
                message = cause.getMessage();
                if (!(cause instanceof java.lang.reflect.InvocationTargetException)) {
                    break;
                }
            }
            cause = cause.getCause();
        }
        if (message == null) {
            message = t.getClass().getSimpleName();
        }
        String line = message.strip().lines().findFirst().orElse(message);
        Matcher missing = MISSING.matcher(line);
        if (line.startsWith("Unable to resolve") && missing.find()) {
            line = missing.group(1).equals("osgi.wiring.package")
                    ? "it needs the package " + missing.group(2) + ", which no installed bundle exports"
                    : "it needs " + missing.group(1) + "=" + missing.group(2) + ", which no installed bundle provides";
        }
        return quoted(line.length() > MAX ? line.substring(0, MAX) + "…" : line);
    }

    /**
     * What the JDK says of a file in terms of its own workings, said in Beadbox's words instead:
     * a file deleted or moved while it was read (the JDK gives only its path), and a manifest too
     * large to read (the JDK suggests a system property); null for anything else.
     */
    static String inOurWords(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof java.nio.file.NoSuchFileException || c instanceof java.io.FileNotFoundException) {
                return "the file was deleted or moved while Beadbox read it (copy it into the folder again if it was meant to stay)";
            }
            String m = c.getMessage();
            if (m != null && m.contains("jdk.jar.maxSignatureFileSize")) {
                Matcher size = SIZE.matcher(m);
                return "its manifest is " + (size.find() ? String.format(java.util.Locale.ROOT, "%.1f MB",
                        Long.parseLong(size.group(1)) / 1048576.0) : "too large to read") + ", where a plugin's manifest"
                        + " holds a few kilobytes: it is damaged or not a plugin";
            }
        }
        return null;
    }

    /**
     * {@code text} from a plugin or a file made safe for one line of a terminal, by the rules of
     * the API's {@code org.beadbox.api.Quote#line} (the launcher cannot load that class: STACK
     * trap 4; {@code MessagesTest} holds the two to the same answers): control characters (C0,
     * DEL, C1, line breaks) and the characters that reorder text escaped as {@code \n}, {@code
     * \r}, {@code \t} or {@code \}{@code uXXXX}; more than 1,000 characters cut with "… (N characters)".
     */
    static String quoted(String text) {
        if (text == null) {
            return "";
        }
        String cut = text.length() <= 1000 ? text : text.substring(0, 960) + "… (" + text.length() + " characters)";
        StringBuilder b = null;
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            if (unsafe(c)) {
                if (b == null) {
                    b = new StringBuilder(cut.length() + 16).append(cut, 0, i);
                }
                switch (c) {
                    case '\n' -> b.append("\\n");
                    case '\r' -> b.append("\\r");
                    case '\t' -> b.append("\\t");
                    default -> b.append(String.format("\\u%04x", (int) c));
                }
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? cut : b.toString();
    }

    private static boolean unsafe(char c) {
        return Character.getType(c) == Character.CONTROL
                || c >= '\u202a' && c <= '\u202e' || c >= '\u2066' && c <= '\u2069'
                || c == '\u200e' || c == '\u200f' || c == '\u061c';
    }
}
