package org.beadbox.server.lobby;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.beadbox.api.Quote;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.CorrespondenceControl;

/**
 * The times a seek (or a table for guests) may offer, as the API reads them: a live clock of 1 to
 * 180 whole minutes with an increment of 0 to 180 seconds ({@code "3+2"}), or 1 to 14 days a move
 * for correspondence. The desktop's own tables take any {@link TimeControl} (a quarter of a minute
 * for a quick test); the site keeps to what a person would post and the clock pages show well.
 * Each refusal is one line that quotes what was sent and says what to send.
 */
public final class SeekTime {

    /** The fewest minutes a live clock's base. */
    public static final int FEWEST_MINUTES = 1;
    /** The most minutes a live clock's base: three hours. */
    public static final int MOST_MINUTES = 180;
    /** The most seconds added after a move. */
    public static final int MOST_INCREMENT = 180;

    private static final Pattern WHOLE = Pattern.compile("(\\d{1,6})(?:\\s*\\+\\s*(\\d{1,6}))?");
    private static final Pattern FRACTION = Pattern.compile("\\d*\\.\\d*(?:\\s*\\+\\s*\\d+(?:\\.\\d*)?)?|\\d+\\s*\\+\\s*\\d*\\.\\d*");

    private SeekTime() {
    }

    /**
     * Reads a live clock, {@code minutes+seconds} ({@code "3+2"}; {@code "30"} has no increment).
     *
     * @throws IllegalArgumentException {@code "181+0" is not a time control: the base runs from 1 to 180 minutes}, and the like
     */
    public static TimeControl live(String text) {
        String t = text.strip();
        Matcher m = WHOLE.matcher(t);
        if (!m.matches()) {
            throw refused(text, FRACTION.matcher(t).matches()
                    ? "the base is whole minutes, " + FEWEST_MINUTES + " to " + MOST_MINUTES + ", and the increment whole seconds"
                    : "write minutes+seconds, such as 3+2 (3 minutes each, 2 seconds more a move)");
        }
        long minutes = Long.parseLong(m.group(1));
        long seconds = m.group(2) == null ? 0 : Long.parseLong(m.group(2));
        if (minutes < FEWEST_MINUTES || minutes > MOST_MINUTES) {
            throw refused(text, "the base runs from " + FEWEST_MINUTES + " to " + MOST_MINUTES + " minutes");
        }
        if (seconds > MOST_INCREMENT) {
            throw refused(text, "the increment runs from 0 to " + MOST_INCREMENT + " seconds");
        }
        return TimeControl.of(minutes, seconds);
    }

    /**
     * Reads a correspondence time, the days a move: {@code "3"} (also {@code "3d"}), 1 to 14.
     *
     * @throws IllegalArgumentException {@code "days" is the days a move, 1 to 14 (as "days": "3"), not '15'}
     */
    public static CorrespondenceControl days(String text) {
        try {
            return CorrespondenceControl.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("\"days\" is the days a move, " + CorrespondenceControl.FEWEST_DAYS + " to "
                    + CorrespondenceControl.MOST_DAYS + " (as \"days\": \"3\"), not '" + Quote.excerpt(text) + "'");
        }
    }

    /** A live clock when {@code text} is given, else none. */
    public static Optional<TimeControl> liveOrNone(String text) {
        return text == null || text.isBlank() ? Optional.empty() : Optional.of(live(text));
    }

    /** A correspondence time when {@code text} is given, else none. */
    public static Optional<CorrespondenceControl> daysOrNone(String text) {
        return text == null || text.isBlank() ? Optional.empty() : Optional.of(days(text));
    }

    private static IllegalArgumentException refused(String text, String why) {
        return new IllegalArgumentException("\"" + Quote.excerpt(text.strip()) + "\" is not a time control: " + why);
    }
}
