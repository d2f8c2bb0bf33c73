package org.beadbox.core.command;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.beadbox.api.Outcome;
import org.beadbox.core.PlayerSpec;

/**
 * The standings of a {@code match}: wins, draws, losses, points and faults (the games in which the
 * player faulted) per player (in {@code --seats} order), the two-player Elo estimate, and the table. With three or more
 * players it also keeps the head-to-head score: in each game, the share of the other seats a
 * player finished ahead of (a shared place counts half), the usual way to compare players of a
 * many-seat game, where finishing first against three others is par at one game in four.
 */
final class Tally {

    private final List<PlayerSpec> specs;
    final int[] wins;
    final int[] draws;
    final int[] losses;
    final int[] faults;
    final double[] points;
    private double firstSum;
    private double firstSquares;
    private final double[] aheadSum;
    private final double[] aheadSquares;
    private int scored;
    private int abandoned;

    Tally(List<PlayerSpec> specs) {
        this.specs = specs;
        int n = specs.size();
        wins = new int[n];
        draws = new int[n];
        losses = new int[n];
        faults = new int[n];
        points = new double[n];
        aheadSum = new double[n];
        aheadSquares = new double[n];
    }

    /** A game's outcome; {@code seating[seat]} is the player who sat there. */
    void add(int[] seating, Outcome o) {
        boolean shared = o.winners().size() > 1;
        for (int seat = 0; seat < seating.length; seat++) {
            int p = seating[seat];
            double pts = o.points(seat);
            points[p] += pts;
            if (o.ranks().get(seat) != 0) {
                losses[p]++;
            } else if (shared) {
                draws[p]++;
            } else {
                wins[p]++;
            }
            if (p == 0) {
                firstSum += pts;
                firstSquares += pts * pts;
            }
            double ahead = ahead(o, seat);
            aheadSum[p] += ahead;
            aheadSquares[p] += ahead * ahead;
        }
        scored++;
    }

    /** The share of the other seats that {@code seat} finished ahead of, a shared place counting half. */
    static double ahead(Outcome o, int seat) {
        int n = o.players();
        if (n < 2) {
            return 0.5;
        }
        double sum = 0;
        int mine = o.ranks().get(seat);
        for (int t = 0; t < n; t++) {
            int theirs = o.ranks().get(t);
            if (t != seat) {
                sum += mine < theirs ? 1 : mine == theirs ? 0.5 : 0;
            }
        }
        return sum / (n - 1);
    }

    /** A game that was abandoned (the game failed, or went past the ply limit): no points. */
    void abandoned() {
        abandoned++;
    }

    /** A game in which {@code player} faulted (once however many faults it made there). */
    void fault(int player) {
        faults[player]++;
    }

    void print(int games, PrintStream out) {
        int width = Math.max(6, specs.stream().mapToInt(s -> s.toString().length()).max().orElse(6));
        out.println();
        out.println(String.format(Locale.ROOT, "%-" + width + "s %6s %6s %6s %8s %7s", "player", "wins", "draws", "losses", "points", "faults"));
        for (int i = 0; i < specs.size(); i++) {
            out.println(String.format(Locale.ROOT, "%-" + width + "s %6d %6d %6d %8s %7d", specs.get(i), wins[i], draws[i],
                    losses[i], Format.number(points[i]), faults[i]));
        }
        if (abandoned > 0) {
            out.println("abandoned: " + abandoned + " game" + (abandoned == 1 ? "" : "s") + " without a result");
        }
        if (specs.size() == 2) {
            out.println(elo(games - abandoned));
        } else if (scored > 0) {
            out.println("head to head: the share of the other seats each player finished ahead of (a shared place counts half; par 50%)");
            for (int i = 0; i < specs.size(); i++) {
                out.println(String.format(Locale.ROOT, "  %-" + width + "s %s", specs.get(i), headToHead(i)));
            }
        }
        out.println("points: " + Format.numbers(points));
    }

    /**
     * The first player's scores so far: its points with two seats, else the share of the other
     * seats it finished ahead of in each game.
     */
    MatchStats first() {
        return specs.size() == 2 ? new MatchStats(scored, firstSum, firstSquares) : new MatchStats(scored, aheadSum[0], aheadSquares[0]);
    }

    /** "elo: A vs B: +120 ± 85 (95% interval +40 to +210, score 66.7% over 20 games)", cutechess-cli's way. */
    String elo(int games) {
        String who = "elo: " + specs.get(0) + " vs " + specs.get(1) + ": ";
        MatchStats m = new MatchStats(games, firstSum, firstSquares);
        double s = games == 0 ? 0 : m.score();
        if (!m.finite()) {
            return who + "no finite estimate after " + games + " game" + (games == 1 ? "" : "s")
                    + (s <= 0 ? " (" + specs.get(0) + " scored no point)" : s >= 1 ? " (" + specs.get(0) + " scored every point)" : "");
        }
        double[] range = m.interval();
        return who + signed(m.elo()) + " ± " + Math.round(m.margin()) + " (95% interval " + signed(range[0]) + " to " + signed(range[1])
                + ", score " + Format.number(Math.round(s * 1000) / 10.0) + "% over " + games + " games)";
    }

    /** "71.7% ± 6.2, Elo against the others +160 (95% interval +110 to +215)" for player {@code p}. */
    String headToHead(int p) {
        double s = aheadSum[p] / scored;
        String share = Format.number(Math.round(s * 1000) / 10.0) + "%";
        if (scored < 2) {
            return share + " after 1 game";
        }
        double variance = Math.max(0, (aheadSquares[p] / scored - s * s) * scored / (scored - 1));
        double half = 1.96 * Math.sqrt(variance / scored);
        String bar = share + " ± " + Format.number(Math.round(half * 1000) / 10.0);
        if (s <= 0 || s >= 1) {
            return bar + ", no finite Elo (" + (s <= 0 ? "behind every other seat every game" : "ahead of every other seat every game") + ")";
        }
        return bar + ", Elo against the others " + signed(elo(s)) + " (95% interval " + signed(elo(Math.max(1e-6, s - half)))
                + " to " + signed(elo(Math.min(1 - 1e-6, s + half))) + ")";
    }

    /** The Elo difference that gives an expected score {@code s}. */
    static double elo(double s) {
        return -400 * Math.log10(1 / s - 1);
    }

    private static String signed(double v) {
        long r = Math.round(v);
        return r > 0 ? "+" + r : Long.toString(r);
    }
}
