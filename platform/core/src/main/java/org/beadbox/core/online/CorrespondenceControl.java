package org.beadbox.core.online;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A correspondence time control: each move is due within a number of days of the turn starting,
 * as on MindSports' ArenA or Abstract Play. There is no bank: the time not used is not kept. A
 * seat that lets its time run out loses the game on time.
 *
 * <p>It is computed from instants that the table's store keeps (when the turn began), never from
 * a running timer, so it survives restarts: after a week down, a server finds the overdue games by
 * comparing each turn's start with the time now ({@link #overdue}). Written {@code 3d}.
 *
 * @param days the days allowed for each move: {@value #FEWEST_DAYS} to {@value #MOST_DAYS}
 */
public record CorrespondenceControl(int days) {

    /** The fewest days a move. */
    public static final int FEWEST_DAYS = 1;

    /** The most days a move: two weeks, as Abstract Play and lichess allow. */
    public static final int MOST_DAYS = 14;

    /** Checks the days are 1 to 14. */
    public CorrespondenceControl {
        if (days < FEWEST_DAYS || days > MOST_DAYS) {
            throw new IllegalArgumentException("a correspondence game gives 1 to 14 days a move, not " + days);
        }
    }

    /**
     * Reads {@code 1d} to {@code 14d} (also {@code 3}).
     *
     * @throws IllegalArgumentException naming the problem and the form wanted
     */
    public static CorrespondenceControl parse(String text) {
        String t = Objects.requireNonNull(text, "text").strip().toLowerCase(java.util.Locale.ROOT);
        String n = t.endsWith("d") ? t.substring(0, t.length() - 1).strip() : t;
        try {
            return new CorrespondenceControl(Integer.parseInt(n));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + org.beadbox.api.Quote.excerpt(t)
                    + "' is not a correspondence time: write the days a move, 1 to 14");
        }
    }

    /** The time allowed for one move. */
    public Duration perMove() {
        return Duration.ofDays(days);
    }

    /** When a move is due, for a turn that began at {@code turnStarted}. */
    public Instant due(Instant turnStarted) {
        return turnStarted.plus(perMove());
    }

    /** Whether a turn that began at {@code turnStarted} is overdue at {@code now}. */
    public boolean overdue(Instant turnStarted, Instant now) {
        return !now.isBefore(due(turnStarted));
    }

    /** The time left at {@code now}, zero once overdue. */
    public Duration left(Instant turnStarted, Instant now) {
        Duration d = Duration.between(now, due(turnStarted));
        return d.isNegative() ? Duration.ZERO : d;
    }

    /** {@code 3d}; the form {@link #parse} reads. */
    @Override
    public String toString() {
        return days + "d";
    }
}
