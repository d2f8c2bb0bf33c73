#set( $symbol_pound = '#' )
package ${package};

import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.osgi.service.component.annotations.Component;

/**
 * ${gameName}'s own judgement of a position, registered as an {@link Evaluator} service for the
 * game's id. With it every computer player of Beadbox plays the game: the alpha-beta player
 * needs one, and the greedy, cautious and Monte Carlo players judge positions by it instead of
 * by random games (see "Which computer players play your game" in Beadbox's
 * docs/plugin-authors.md). Without it, remove this class: the others still play.
 *
 * <p>Edit {@link ${symbol_pound}evaluate} for your game: material, mobility, territory, whatever tells a good
 * position from a bad one, fast. ${gameName} as generated is solved: the seat to move loses when
 * the beads left are a multiple of four (whatever it takes, the other takes the rest of four).
 */
@Component(service = Evaluator.class, property = Evaluator.GAME + "=" + ${className}.ID)
public final class ${className}Evaluation implements Evaluator {

    @Override
    public double[] evaluate(GameState state) {
        if (!(state instanceof ${className}State s)) {
            throw new IllegalArgumentException("not a ${gameName} position: " + state.getClass().getName());
        }
        if (s.isOver()) {
            Outcome o = s.outcome().orElseThrow();
            return new double[] {o.reward(0), o.reward(1)};
        }
        double mover = s.beads() % 4 == 0 ? 0.1 : 0.9;  // not 0 or 1: a won game still counts more
        double[] out = new double[2];
        out[s.toMove()] = mover;
        out[1 - s.toMove()] = 1 - mover;
        return out;
    }
}
