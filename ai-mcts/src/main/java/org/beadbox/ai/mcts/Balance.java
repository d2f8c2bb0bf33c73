package org.beadbox.ai.mcts;

/**
 * Dynamic komi in the currency of rewards: in a two-seat game where the searcher is far behind,
 * the rewards of the search are counted as if a handicap made the root even, so that the search
 * still tells a move that loses by a little from one that loses by a lot (Baudiš, "Balancing MCTS
 * by Dynamically Adjusting the Komi Value", ICGA Journal 34, 2011).
 *
 * <p>A reward {@code v} of the behind seat becomes {@code sigmoid(logit(v) - shift)}, the other
 * seat's the rest. An evaluation that is a logistic curve of the expected margin, as the games'
 * evaluations are, is then the same curve centred on the margin expected at the root: the
 * search maximises its chance of beating that margin instead of a chance of winning that is
 * nearly 0 everywhere. A won or lost game keeps its reward of 1 or 0; a draw, worth ½, becomes
 * worth more to the seat behind. Immutable.
 */
final class Balance {

    /** No balancing: rewards as they are. */
    static final Balance NONE = new Balance(-1, 0);

    /** How far, in logits, the wanted shift may move before a search starts a fresh tree. */
    static final double STEP = 0.5;

    /** The seat behind, or -1 for none. */
    final int seat;
    /** The shift in logits: the root's logit for {@link #seat}, below 0. */
    final double shift;
    private final double factor;

    private Balance(int seat, double shift) {
        this.seat = seat;
        this.shift = shift;
        this.factor = Math.exp(-shift);
    }

    /**
     * The balance for a search from a root where {@code seat} is to move and stands at {@code
     * chance} by the evaluation: none when the chance is {@code threshold} or more, else a shift
     * that brings the root to ½.
     */
    static Balance at(int seat, double chance, double threshold) {
        if (!(chance < threshold) || chance <= 0) {
            return NONE;
        }
        return new Balance(seat, Math.log(chance / (1 - chance)));
    }

    /** Whether this balance is near enough {@code other} that statistics gathered under one serve the other. */
    boolean near(Balance other) {
        if (seat != other.seat) {
            return seat < 0 && other.seat < 0;
        }
        return Math.abs(shift - other.shift) < STEP;
    }

    /** {@code rewards} as the search counts them: a new array when balanced, else the same one. */
    double[] apply(double[] rewards) {
        if (seat < 0 || rewards.length != 2) {
            return rewards;
        }
        double v = shifted(rewards[seat], factor);
        double[] out = new double[2];
        out[seat] = v;
        out[1 - seat] = 1 - v;
        return out;
    }

    /** The chance, by the game's own measure, that {@code searched} (a mean of balanced rewards for {@code forSeat}) stands for. */
    double undo(double searched, int forSeat) {
        if (seat < 0 || Double.isNaN(searched)) {
            return searched;
        }
        double v = forSeat == seat ? searched : 1 - searched;
        double back = shifted(v, 1 / factor);
        return forSeat == seat ? back : 1 - back;
    }

    /** sigmoid(logit(v) + log(f)), exact at 0 and 1. */
    private static double shifted(double v, double f) {
        if (v <= 0 || v >= 1) {
            return v <= 0 ? 0 : 1;
        }
        double w = v * f;
        return w / (w + 1 - v);
    }

    @Override
    public String toString() {
        return seat < 0 ? "no balance" : String.format("seat %d shifted by %.2f logits", seat, shift);
    }
}
