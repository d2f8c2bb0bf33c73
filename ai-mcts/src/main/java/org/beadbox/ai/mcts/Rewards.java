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

    /** Each seat's match points ({@link Outcome#points}) of a finished game: only a first place counts. */
    static double[] firsts(Outcome outcome) {
        double[] r = new double[outcome.players()];
        for (int i = 0; i < r.length; i++) {
            r[i] = outcome.points(i);
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

    /**
     * In a two-seat game, {@code rewards} with a share {@code weight} given to the score margin at
     * {@code where}: each seat's reward becomes {@code (1 - weight) * reward + weight *
     * sigmoid(margin / scale)}, its margin being its score less the other's and the scale a
     * twelfth of the two scores together (at least 1). A won game still counts more than a lost
     * one, but a loss by 2 now counts more than a loss by 10, and a position ahead on the board
     * more than one behind when the evaluation calls both lost. Other games, and a weight of 0,
     * get {@code rewards} back.
     */
    static double[] withMargin(double[] rewards, GameState where, double weight) {
        if (weight <= 0 || rewards.length != 2) {
            return rewards;
        }
        double[] score = where.score();
        if (score.length != 2) {
            return rewards;
        }
        double scale = Math.max(1, (Math.abs(score[0]) + Math.abs(score[1])) / 12);
        double first = 1 / (1 + Math.exp(-(score[0] - score[1]) / scale));
        return new double[] {(1 - weight) * rewards[0] + weight * first, (1 - weight) * rewards[1] + weight * (1 - first)};
    }

    /** How far {@code seat}'s score at {@code where} is ahead of the best other seat's. */
    static double lead(GameState where, int seat) {
        double[] score = where.score();
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < score.length; i++) {
            if (i != seat) {
                best = Math.max(best, score[i]);
            }
        }
        return score[seat] - best;
    }

    /**
     * Whether {@code rewards} are a proof: exactly 1 for one seat and exactly 0 for every other,
     * as an evaluation gives for a position whose win it has proved (BeadMaster's does, with few
     * beads left); a finished game with a sole winner reads the same.
     */
    static boolean proof(double[] rewards) {
        int ones = 0;
        for (double r : rewards) {
            if (r == 1.0) {
                ones++;
            } else if (r != 0.0) {
                return false;
            }
        }
        return ones == 1;
    }

    /** Whether {@code rewards} make {@code seat} the sole winner. */
    static boolean soleWin(double[] rewards, int seat) {
        return rewards[seat] >= 1.0;
    }

    /**
     * The rewards of the result the game knows exactly from here ({@link GameState#solved()}, an
     * endgame table), when it has a sole winner: a proof the search treats as a finished game;
     * else null (a draw under perfect play is left to the search).
     */
    static double[] exact(GameState state) {
        return state.solved().filter(o -> !o.isDraw()).map(Rewards::of).orElse(null);
    }
}
