package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Turns lines of (name, points, games, tie-breaks, order) into ranked {@link Standing}s: by
 * points, then each tie-break in turn (higher first), players equal on all of them sharing a
 * rank (1, 2, 2, 4), listed among themselves by seed.
 */
final class Ranking {

    /** One player's line before ranking; {@code seed} orders players tied on everything. */
    record Line(String name, double points, int games, List<Double> tieBreaks, int seed) {
    }

    private static final double EPSILON = 1e-9;

    private Ranking() {
    }

    static List<Standing> rank(List<Line> lines) {
        return rank(lines, true);
    }

    /** Ranked by the tie-breaks alone (knockout: by round reached, whatever the points). */
    static List<Standing> rankByTieBreaks(List<Line> lines) {
        return rank(lines, false);
    }

    private static List<Standing> rank(List<Line> lines, boolean byPoints) {
        Comparator<Line> scores = byPoints ? Ranking::compareScores : Ranking::compareTieBreaks;
        List<Line> sorted = new ArrayList<>(lines);
        sorted.sort(scores.thenComparingInt(Line::seed));
        List<Standing> standings = new ArrayList<>();
        int rank = 0;
        for (int i = 0; i < sorted.size(); i++) {
            Line line = sorted.get(i);
            if (i == 0 || scores.compare(sorted.get(i - 1), line) != 0) {
                rank = i + 1;
            }
            standings.add(new Standing(rank, line.name(), rounded(line.points()), line.games(),
                    line.tieBreaks().stream().map(Ranking::rounded).toList()));
        }
        return List.copyOf(standings);
    }

    /** Negative when {@code a} ranks above {@code b}: more points, then higher tie-breaks. */
    static int compareScores(Line a, Line b) {
        int c = compare(b.points(), a.points());
        for (int i = 0; c == 0 && i < a.tieBreaks().size(); i++) {
            c = compare(b.tieBreaks().get(i), a.tieBreaks().get(i));
        }
        return c;
    }

    static int compareTieBreaks(Line a, Line b) {
        int c = 0;
        for (int i = 0; c == 0 && i < a.tieBreaks().size(); i++) {
            c = compare(b.tieBreaks().get(i), a.tieBreaks().get(i));
        }
        return c;
    }

    /** Rounded to six decimals, so that sums in another order (thirds of a point) compare and show equal. */
    static double rounded(double x) {
        return Math.round(x * 1e6) / 1e6;
    }

    private static int compare(double x, double y) {
        return Math.abs(x - y) < EPSILON ? 0 : Double.compare(x, y);
    }
}
