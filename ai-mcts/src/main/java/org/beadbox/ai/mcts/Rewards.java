package org.beadbox.ai.mcts;

import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;

/** Rewards in [0, 1] per seat, the currency of the search. */
final class Rewards {

    private Rewards() {
    }

    /** Each seat's {@link Outcome#reward(int)} of a finished game. */
    static double[] of(Outcome outcome) {
        double[] r = new double[outcome.players()];
        for (int i = 0; i < r.length; i++) {
            r[i] = outcome.reward(i);
        }
        return r;
    }

    /**
     * The rewards of where a playout stopped: the outcome of a finished game, else the
     * evaluator's judgement where there is one, else the ranking of the running scores.
     */
    static double[] of(GameState end, Evaluator evaluator) {
        if (end.isOver()) {
            return of(end.outcome().orElseThrow());
        }
        if (evaluator != null) {
            double[] v = evaluator.evaluate(end);
            if (v.length == end.players()) {
                return v;
            }
        }
        return of(Outcome.byScore(end.score(), ""));
    }

    /** Whether {@code rewards} make {@code seat} the sole winner. */
    static boolean soleWin(double[] rewards, int seat) {
        return rewards[seat] >= 1.0;
    }
}
