package org.beadbox.api;

/**
 * Input quoted in a message, made safe to print: what a person (or a plugin, or an engine) typed
 * can be megabytes long and can hold control characters, and an error line that echoed it raw
 * would run on for pages or drive the terminal ({@code ESC[2J} clears the screen). Every message
 * that quotes input goes through {@link #excerpt}; a front-end or command line that prints a
 * message it did not write puts it through {@link #line}.
 *
 * <p>Both escape the control characters (C0, DEL, C1) as {@code \n}, {@code \r}, {@code \t} or
 * {@code \}{@code uXXXX}, and the invisible characters that reorder text (the bidirectional
 * overrides and isolates), so what is printed is what was given, readable, on one line.
 *
 * @since 1.3
 */
public final class Quote {

    /** The most characters of input an {@link #excerpt} shows. */
    public static final int EXCERPT = 40;
    /** The most characters a {@link #line} keeps. */
    public static final int LINE = 1000;

    private Quote() {
    }

    /**
     * {@code input} as a message quotes it: control characters escaped, and when it is longer than
     * {@value #EXCERPT} characters its start followed by "… (N characters)". No quotation marks
     * are added. {@code null} gives "(nothing)".
     */
    public static String excerpt(String input) {
        if (input == null) {
            return "(nothing)";
        }
        if (input.length() <= EXCERPT) {
            return escape(input);
        }
        int end = Character.isHighSurrogate(input.charAt(29)) ? 31 : 30;
        return escape(input.substring(0, end)) + "… (" + input.length() + " characters)";
    }

    /**
     * {@code message} made fit for one line of a terminal or a status bar: control characters
     * (line breaks included) escaped, and when longer than {@value #LINE} characters its start
     * followed by "… (N characters)". {@code null} gives an empty string.
     */
    public static String line(String message) {
        if (message == null) {
            return "";
        }
        String cut = message.length() <= LINE ? message
                : message.substring(0, LINE - 40) + "… (" + message.length() + " characters)";
        return escape(cut);
    }

    /** Whether {@code c} is escaped: a control character or one that reorders text. */
    static boolean unsafe(char c) {
        return Character.getType(c) == Character.CONTROL
                || c >= '\u202a' && c <= '\u202e' || c >= '\u2066' && c <= '\u2069'
                || c == '\u200e' || c == '\u200f' || c == '\u061c';
    }

    private static String escape(String s) {
        int i = 0;
        while (i < s.length() && !unsafe(s.charAt(i))) {
            i++;
        }
        if (i == s.length()) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 16).append(s, 0, i);
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (unsafe(c)) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
