package org.beadbox.game.mancala;

import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.osgi.service.component.annotations.Component;

/**
 * The Glass Bead Game's own judgement of a position for AI players: captured points weigh most,
 * gems still lying in a player's own row count a little for him (he controls where they go), and
 * the pits he could capture from now a little more; the difference goes through a logistic curve
 * scaled to the points in play. A finished game gets the outcome's rewards.
 */
@Component(service = Evaluator.class, property = Evaluator.GAME + "=" + GlassBeadGame.ID)
public final class MancalaEvaluator implements Evaluator {

    /**
     * For South and North, an estimate from 0 to 1 of how well each stands.
     *
     * @throws IllegalArgumentException if {@code state} is not a Glass Bead Game state
     */
    @Override
    public double[] evaluate(GameState state) {
        if (!(state instanceof MancalaState s)) {
            throw new IllegalArgumentException("the Glass Bead Game evaluator cannot judge a state of another game: "
                    + (state == null ? "null" : state.getClass().getName()));
        }
        if (s.isOver()) {
            Outcome o = s.outcome().orElseThrow();
            return new double[] {o.reward(0), o.reward(1)};
        }
        Board b = s.board();
        int n = b.n;
        double total = n * (n + 1);
        double edge = b.points[0] - b.points[1];
        for (int side = 0; side < 2; side++) {
            double sign = side == 0 ? 1 : -1;
            for (int i = side * n; i < side * n + n; i++) {
                for (int v = 1; v <= n; v++) {
                    edge += sign * 0.25 * v * Board.gems(b.pit[i], v);
                }
            }
        }
        int mover = b.toMove;
        int threats = 0;
        for (int i = mover * n; i < mover * n + n; i++) {
            if (b.mayCapture(i, b.count[i], Board.stones(b.pit[i]))) {
                threats++;
            }
        }
        edge += (mover == 0 ? 1 : -1) * 1.5 * Math.min(threats, 1);
        double south = 1 / (1 + Math.exp(-edge * 8 / total));
        return new double[] {south, 1 - south};
    }
}
