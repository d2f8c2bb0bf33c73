package org.beadbox.ai.external;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.beadbox.api.OptionSpec;

/** The options of the engine player factories, and how their values are read. */
final class EngineOptions {

    /** Seconds per move: {@code genmove} gets this many milliseconds, or the clock's remaining time if less. */
    static final OptionSpec TIME = OptionSpec.number("time", "Time per move",
            "Seconds the engine may think per move (or less, when the clock has less left).", 1, 0.001, 86_400);

    /** The generic factory's command line. */
    static final OptionSpec COMMAND = OptionSpec.text("command", "Command",
            "The engine's command line: the program and its arguments, quoted as in a shell.", "");

    /** The generic factory's display name. */
    static final OptionSpec NAME = OptionSpec.text("name", "Name", "The name the engine is shown under.", "engine");

    /** The generic factory's working folder. */
    static final OptionSpec DIR = OptionSpec.text("dir", "Working folder",
            "The folder the engine runs in; empty for Beadbox's own.", "");

    private EngineOptions() {
    }

    /**
     * Checks that every key of {@code options} is one of {@code specs} and every value one it
     * takes.
     *
     * @throws IllegalArgumentException naming the option and what it takes
     */
    static void check(String factory, List<OptionSpec> specs, Map<String, String> options) {
        Set<String> known = new TreeSet<>();
        specs.forEach(s -> known.add(s.key()));
        for (Map.Entry<String, String> e : options.entrySet()) {
            OptionSpec spec = specs.stream().filter(s -> s.key().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown option '" + e.getKey() + "' for player "
                            + factory + ": its options are " + String.join(", ", known)));
            String problem = spec.problem(e.getValue());
            if (problem != null) {
                throw new IllegalArgumentException("player " + factory + ": " + problem + " (it takes " + spec.values() + ")");
            }
        }
    }

    /** The milliseconds per move that the {@code time} option (seconds) asks for. */
    static long timeMillis(Map<String, String> options) {
        double seconds = Double.parseDouble(options.getOrDefault(TIME.key(), TIME.defaultValue()).strip());
        return Math.max(1, Math.round(seconds * 1000));
    }
}
