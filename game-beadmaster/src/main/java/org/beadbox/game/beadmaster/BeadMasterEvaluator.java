package org.beadbox.game.beadmaster;

import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.osgi.service.component.annotations.Component;

/**
 * BeadMaster's judgement of a position for AI players. Each seat's strength is the sum over its
 * beads of how safe each is: a bead one slide from falling counts 0.3, two slides 0.7, three
 * 0.88, four 0.95, and a bead no slides of its two bars can open counts 1; beads still to place
 * count 1. A seat's estimate is its squared strength over the sum of all seats' squared
 * strengths (out seats have none), moved towards an even share among the seats still in as the
 * slides without a fall near the draw. A finished game gets {@link org.beadbox.api.Outcome#reward}.
 */
@Component(service = Evaluator.class, property = Evaluator.GAME + "=" + BeadMaster.ID)
public final class BeadMasterEvaluator implements Evaluator {

    private static final double[] SAFETY = {0, 0.3, 0.7, 0.88, 0.95, 1, 1, 1, 1, 1};

    /**
     * Each seat's estimate from 0 to 1, as described above.
     *
     * @throws IllegalArgumentException if {@code state} is not a BeadMaster state
     */
    @Override
    public double[] evaluate(GameState state) {
        if (!(state instanceof BeadMasterState s)) {
            throw new IllegalArgumentException("the BeadMaster evaluator cannot judge a position of another game: "
                    + (state == null ? "null" : state.getClass().getName()));
        }
        Engine e = s.view();
        double[] out = new double[e.players];
        if (e.over()) {
            var outcome = s.outcome().orElseThrow();
            for (int seat = 0; seat < e.players; seat++) {
                out[seat] = outcome.reward(seat);
            }
            return out;
        }
        double[] unplaced = s.score();
        double total = 0;
        for (int seat = 0; seat < e.players; seat++) {
            double strength = unplaced[seat] - Long.bitCount(e.beads[seat]);
            for (long m = e.beads[seat]; m != 0; m &= m - 1) {
                strength += SAFETY[Danger.distance(e.positions, Long.numberOfTrailingZeros(m))];
            }
            out[seat] = strength * strength;
            total += out[seat];
        }
        for (int seat = 0; seat < e.players; seat++) {
            out[seat] = total == 0 ? 1.0 / e.players : out[seat] / total;
        }
        return towardsDraw(e, out);
    }

    /**
     * Moves the estimates towards the draw the quiet slides are leading to (see {@link
     * Variant#quiet}): by {@code (calm / quiet)^4} of the way, so hardly at all for the first
     * half of the count and most of the way in its last slides. A leader then sees its chances
     * shrink as the count runs and makes a bead fall rather than accept a share; a trailer plays
     * for the draw.
     */
    private static double[] towardsDraw(Engine e, double[] out) {
        int quiet = e.variant.quiet();
        if (quiet == 0 || e.calm == 0) {
            return out;
        }
        double w = (double) e.calm / quiet;
        w *= w;
        w *= w;
        int in = 0;
        for (int seat = 0; seat < e.players; seat++) {
            in += e.isIn(seat) ? 1 : 0;
        }
        for (int seat = 0; seat < e.players; seat++) {
            if (e.isIn(seat)) {
                out[seat] = (1 - w) * out[seat] + w / in;
            }
        }
        return out;
    }
}
