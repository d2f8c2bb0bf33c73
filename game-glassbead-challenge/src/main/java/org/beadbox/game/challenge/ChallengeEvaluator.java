package org.beadbox.game.challenge;

import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.osgi.service.component.annotations.Component;

/**
 * Glass Bead Challenge's own judgement of a position, for AI players. Each colour's territory now
 * (with Blue's komi) gives a margin, plus half a square for the side to move; the squares still
 * open say how much that margin can still swing. Red's chance is a logistic curve of the margin
 * scaled by {@code 1 + sqrt(open squares)}; Blue's is the rest. A finished game scores 1, ½ or 0
 * as {@link org.beadbox.api.Outcome#reward(int)} does.
 */
@Component(service = Evaluator.class, property = Evaluator.GAME + "=" + Challenge.ID)
public final class ChallengeEvaluator implements Evaluator {

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
        double margin = s.colourScore(0) - s.colourScore(1) + (s.colour == 0 ? 0.5 : -0.5);
        double red = 1 / (1 + Math.exp(-margin / (1 + Math.sqrt(s.unownedCount()))));
        out[s.seatOf(0)] = red;
        out[s.seatOf(1)] = 1 - red;
        return out;
    }
}
