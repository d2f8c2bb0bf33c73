package org.beadbox.ai.uct;

import java.util.Map;
import org.beadbox.api.OptionSpec;

/**
 * How the UCT player searches.
 *
 * @param timeMillis the most time per move, 0 for no limit of its own (the clock still applies)
 * @param iterations the most playouts per move over all threads, 0 for no limit
 * @param threads search threads, each growing its own tree (root parallelism)
 * @param seed the seed of the random source
 * @param exploration the UCB1 constant
 * @param uniform whether playouts draw each move from the legal-move list rather than by the
 *     game's own fast playout
 */
record UctSettings(long timeMillis, long iterations, int threads, long seed, double exploration, boolean uniform) {

    /** Checks the numbers make a search that ends. */
    UctSettings {
        if (timeMillis < 0 || iterations < 0 || timeMillis == 0 && iterations == 0 || threads < 1 || !(exploration >= 0)) {
            throw new IllegalArgumentException("a UCT player needs a time or an iteration budget, a thread, and exploration >= 0");
        }
    }

    /** The settings that checked option values name. */
    static UctSettings of(Map<String, String> values) {
        return new UctSettings(Math.round(Double.parseDouble(values.get("time")) * 1000), Long.parseLong(values.get("iterations")),
                Integer.parseInt(values.get("threads")), OptionSpec.seed(values.get("seed")),
                Double.parseDouble(values.get("exploration")), values.get("playout").equals("uniform"));
    }
}
