package org.beadbox.ai.alphabeta;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.beadbox.api.OptionSpec;

/**
 * Checks a player's options against its specs and fills in the defaults. A copy of this small
 * class lives in each AI bundle, since implementation bundles export nothing.
 */
final class OptionValues {

    private OptionValues() {
    }

    /**
     * Every option of {@code specs} with its value: the given one, checked, or the default.
     *
     * @throws IllegalArgumentException naming an unknown option (and the known ones) or a bad
     *     value (and the values the option takes)
     */
    static Map<String, String> resolve(String player, List<OptionSpec> specs, Map<String, String> given) {
        Map<String, String> out = new TreeMap<>();
        for (OptionSpec spec : specs) {
            out.put(spec.key(), spec.defaultValue());
        }
        for (Map.Entry<String, String> e : given.entrySet()) {
            OptionSpec spec = specs.stream().filter(s -> s.key().equals(e.getKey())).findFirst().orElse(null);
            if (spec == null) {
                throw new IllegalArgumentException("unknown option '" + e.getKey() + "' for the " + player
                        + " player: its options are " + String.join(", ", out.keySet()));
            }
            String problem = spec.problem(e.getValue());
            if (problem != null) {
                throw new IllegalArgumentException(problem + " (it takes " + spec.values() + ")");
            }
            out.put(e.getKey(), e.getValue().strip());
        }
        return out;
    }

    /**
     * The seed an option names, or a fresh one when it is empty.
     *
     * @throws IllegalArgumentException if the text is not a whole number
     */
    static long seed(String text) {
        if (text.isBlank()) {
            return System.nanoTime() ^ Thread.currentThread().getId() * 0x9E3779B97F4A7C15L;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option seed: '" + text + "' is not a whole number (leave it empty for a new seed each game)");
        }
    }
}
