package org.beadbox.core.command;

import java.util.List;
import org.beadbox.api.Quote;
import org.beadbox.core.review.MoveReview;

/** The rows the {@code review} command prints: one a move, in fixed-width columns. */
final class ReviewTable {

    private static final String FORMAT = "%4s  %-8s %-12s %6s %6s  %-10s %-12s %s";

    private ReviewTable() {
    }

    /** The header line. */
    static String header() {
        return String.format(FORMAT, "#", "seat", "move", "before", "after", "mark", "best", "line").stripTrailing();
    }

    /**
     * One move's row: number, seat, move, the mover's chance before and after, mark ("too close"
     * when the searches could not tell the preferred move from the move played), preferred move, line.
     */
    static String row(MoveReview m, List<String> names) {
        String best = m.best().equals(m.move()) ? "=" : Quote.line(m.best());
        String line = m.line().size() > 1 ? Quote.line(String.join(" ", m.line().subList(0, Math.min(6, m.line().size())))) : "";
        return String.format(FORMAT, m.number(), cut(Quote.line(names.get(m.seat())), 8), cut(Quote.line(m.move()), 12),
                percent(m.before()), percent(m.after()), m.tooClose() ? "too close" : Quote.line(m.mark()), cut(best, 12), line).stripTrailing();
    }

    private static String percent(double p) {
        return Math.round(p * 100) + "%";
    }

    /** {@code s} (escaped) in at most {@code max} characters, never cutting an escape such as {@code \\u001b} in half. */
    private static String cut(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int end = max - 1;
        int slash = s.lastIndexOf('\\', end - 1);
        if (slash >= 0 && slash + (s.startsWith("\\u", slash) ? 6 : 2) > end) {
            end = slash;
        }
        return s.substring(0, end) + "…";
    }
}
