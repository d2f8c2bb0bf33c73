package org.beadbox.core.review;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;

/**
 * What a review knows of one position: every seat's winning chance, the mover's chance with the
 * computer's preferred move, and that move with its line.
 *
 * <p>A search reports only the mover's chance. With two seats the other seat has the rest; with
 * three or four, the rest is shared among the others in proportion to their chances in the
 * position before (equally at the start), since each of them was last judged on its own turn.
 * A finished position's chances are the outcome's points (1 for a sole winner). A search that gives no estimate (a
 * forced move, a player without one) keeps the chances of the position before. {@code error} is
 * about the standard error of {@code moverWin} (see {@link #error(double, long)}).
 */
record Estimate(List<Double> chances, double moverWin, String best, List<String> line, boolean judged, double error) {

    /** An estimate known exactly (error 0). */
    Estimate(List<Double> chances, double moverWin, String best, List<String> line, boolean judged) {
        this(chances, moverWin, best, line, judged, 0);
    }

    /** Each seat equally likely to win. */
    static List<Double> even(int seats) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            out.add(1.0 / seats);
        }
        return out;
    }

    /** The points of a finished game: 1 for a sole winner, shared in a draw, 0 for the others. */
    static Estimate of(Outcome outcome) {
        List<Double> out = new ArrayList<>();
        for (int s = 0; s < outcome.players(); s++) {
            out.add(Math.max(0, Math.min(1, outcome.points(s))));
        }
        return new Estimate(out, Double.NaN, "", List.of(), true);
    }

    /** This estimate's move and line with the chances of a result known exactly (the game's {@code solved()}). */
    Estimate exact(Outcome outcome, int mover) {
        List<Double> out = of(outcome).chances();
        return new Estimate(out, out.get(mover), best, line, true);
    }

    /** The estimate a search's last analysis gives, the chances before filling in what it does not say. */
    static Estimate of(GameState state, Analysis analysis, List<Double> before) {
        String best = analysis == null || analysis.bestMove() == null ? "" : analysis.bestMove();
        List<String> line = analysis == null ? List.of() : analysis.line();
        double p = analysis == null ? Double.NaN : analysis.winEstimate();
        if (!(p >= 0 && p <= 1)) {
            return new Estimate(before, before.get(state.toMove()), best, line, false);
        }
        return new Estimate(share(before, state.toMove(), p), p, best, line, true, error(p, analysis.iterations()));
    }

    /**
     * About the standard error of a chance {@code p} averaged over {@code iterations} playouts:
     * {@code sqrt(p (1 - p) / n)}; 0 when the search gave no count.
     */
    static double error(double p, long iterations) {
        return iterations <= 0 ? 0 : Math.sqrt(p * (1 - p) / iterations);
    }

    /** {@code before} with the mover's chance set to {@code p} and the rest shared as the class says. */
    static List<Double> share(List<Double> before, int mover, double p) {
        double others = 0;
        for (int s = 0; s < before.size(); s++) {
            others += s == mover ? 0 : before.get(s);
        }
        List<Double> out = new ArrayList<>();
        for (int s = 0; s < before.size(); s++) {
            double weight = others > 1e-9 ? before.get(s) / others : 1.0 / (before.size() - 1);
            out.add(s == mover ? p : (1 - p) * weight);
        }
        return out;
    }
}
