package org.beadbox.game.challenge;

import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.osgi.service.component.annotations.Component;

/**
 * Glass Bead Challenge's own judgement of a position, for AI players. The margin is Red's expected
 * lead at the end ({@link Ownership}: each bead a square, each empty square what such squares
 * came to in the search player's own games) less Blue's komi; the empty squares say how much it
 * can still swing. Red's chance is a logistic curve of the margin scaled by {@code 1 + 0.3
 * sqrt(empty squares)}; Blue's is the rest. A finished game scores 1, ½ or 0 as {@link
 * org.beadbox.api.Outcome#reward(int)} does.
 *
 * <p>Judged by today's territory alone, as this evaluation did before, the search player stopped
 * getting stronger with more time: a square held by one bead with open squares around it counted
 * as surely won, and as Blue a search of 20,000 playouts a move lost every game to one of 2,000.
 *
 * <p>Its service says the game's moves are placements ({@link Evaluator#PLACEMENTS}): a drop is
 * named by its square and is worth much the same a few moves later.
 */
@Component(service = Evaluator.class, property = {Evaluator.GAME + "=" + Challenge.ID, Evaluator.PLACEMENTS + "=true"})
public final class ChallengeEvaluator implements Evaluator {

    /** How much the square root of the empty squares widens the curve. */
    private static final double SWING = 0.3;

    /**
     * For each seat, its estimated chance of winning, from 0 to 1.
     *
     * @throws IllegalArgumentException if {@code state} is not a Glass Bead Challenge position
     */
    @Override
    public double[] evaluate(GameState state) {
        if (!(state instanceof ChallengeState s)) {
            throw new IllegalArgumentException("the Glass Bead Challenge evaluator cannot judge "
                    + (state == null ? "null" : state.getClass().getName()) + ": it judges only positions of " + Challenge.ID);
        }
        double[] out = new double[2];
        if (s.isOver()) {
            var outcome = s.outcome().orElseThrow();
            out[0] = outcome.reward(0);
            out[1] = outcome.reward(1);
            return out;
        }
        double margin = Ownership.redMargin(s) - s.variant.komi();
        double red = 1 / (1 + Math.exp(-margin / (1 + SWING * Math.sqrt(s.emptyCount()))));
        out[s.seatOf(0)] = red;
        out[s.seatOf(1)] = 1 - red;
        return out;
    }
}
