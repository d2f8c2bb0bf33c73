package org.beadbox.core;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Setup;

/**
 * The values of each whole-number option a game accepts with the other options as they are,
 * asked of the game itself: a spec carries one range for every variant (the Glass Bead
 * Challenge's size is 3 to 11 because the hex board takes 3 to 7 and the square one 8 to 11), so
 * only {@link Game#resolve} knows what a variant takes. The new-game forms of every front-end
 * narrow their fields with it.
 */
public final class SetupRanges {

    /** A whole-number option whose range is wider than this is not tried value by value. */
    public static final int MAX_PROBED = 64;

    /** The least and the greatest value accepted (the values between need not all be). */
    public record Range(long min, long max) {
    }

    private SetupRanges() {
    }

    /**
     * For each whole-number option of {@code specs} with at most {@link #MAX_PROBED} values, the
     * values {@code game} accepts for it with the others as in {@code shown}; an option none of
     * whose values is accepted is left out.
     */
    public static Map<String, Range> accepted(Game game, int players, List<OptionSpec> specs, Map<String, String> shown) {
        Map<String, Range> out = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            if (spec.kind() != OptionSpec.Kind.INTEGER || spec.max() - spec.min() > MAX_PROBED) {
                continue;
            }
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (long v = (long) spec.min(); v <= (long) spec.max(); v++) {
                Map<String, String> trial = new HashMap<>(shown);
                trial.put(spec.key(), Long.toString(v));
                try {
                    game.resolve(new Setup(players, trial, 0));
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                } catch (IllegalArgumentException e) {
                    // not with the other values as they are
                }
            }
            if (lo <= hi) {
                out.put(spec.key(), new Range(lo, hi));
            }
        }
        return out;
    }
}
