package org.beadbox.server.security;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * At most {@code count} events within a sliding {@code window}, written {@code COUNT/WINDOW} as
 * the options take it: {@code 10/1h}, {@code 300/1h}, {@code 100/1d}, {@code 5/15m}.
 */
public record Limit(int count, Duration window) {

    private static final Pattern TEXT = Pattern.compile("(\\d{1,6})/(\\d{1,4})([smhd])");

    public Limit {
        if (count < 1 || window.isNegative() || window.isZero() || window.compareTo(Duration.ofDays(30)) > 0) {
            throw new IllegalArgumentException("a limit needs at least 1 event in a window of up to 30 days, not " + count + "/" + window);
        }
    }

    /**
     * Reads {@code COUNT/WINDOW}.
     *
     * @param option the option's name, for the message
     * @throws IllegalArgumentException with one line naming the option and an example
     */
    public static Limit parse(String option, String text) {
        Matcher m = TEXT.matcher(text == null ? "" : text.strip());
        if (m.matches()) {
            long n = Long.parseLong(m.group(2));
            Duration window = switch (m.group(3)) {
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                case "h" -> Duration.ofHours(n);
                default -> Duration.ofDays(n);
            };
            try {
                return new Limit(Integer.parseInt(m.group(1)), window);
            } catch (IllegalArgumentException e) {
                // told below
            }
        }
        throw new IllegalArgumentException(option + " needs COUNT/WINDOW with a window of s, m, h or d up to 30 days, e.g. 10/1h, not '"
                + (text == null ? "" : text) + "'");
    }

    @Override
    public String toString() {
        long s = window.toSeconds();
        String w = s % 86_400 == 0 ? s / 86_400 + "d" : s % 3600 == 0 ? s / 3600 + "h" : s % 60 == 0 ? s / 60 + "m" : s + "s";
        return count + "/" + w;
    }
}
