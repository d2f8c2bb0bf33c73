package org.beadbox.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.beadbox.api.Quote;

/**
 * A player plugin and its options as written on a command line or in a record:
 * {@code mcts}, {@code mcts:time=0.2}, {@code mcts:time=0.2:level=strong}.
 *
 * @param id the factory's id
 * @param options option key to value, in the order written; unmodifiable
 */
public record PlayerSpec(String id, Map<String, String> options) {

    /** Checks the id and copies the options. */
    public PlayerSpec {
        Objects.requireNonNull(id, "id");
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("player '" + Quote.excerpt(id) + "' is not a player id: lower case letters, digits and dashes");
        }
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** A spec with no options. */
    public static PlayerSpec of(String id) {
        return new PlayerSpec(id, Map.of());
    }

    /**
     * Reads {@code ID[:KEY=VALUE]...}.
     *
     * @throws IllegalArgumentException naming what is wrong: "player spec 'mcts:time' : option
     *     'time' has no value (write time=VALUE)"
     */
    public static PlayerSpec parse(String text) {
        String t = Objects.requireNonNull(text, "text").strip();
        if (t.isEmpty()) {
            throw new IllegalArgumentException("empty player spec: write a player id such as random or mcts:time=0.2");
        }
        String[] parts = t.split(":", -1);
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i];
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("player spec '" + Quote.excerpt(t) + "': '" + Quote.excerpt(p) + "' is not KEY=VALUE (write e.g. "
                        + Quote.excerpt(parts[0]) + ":time=0.5)");
            }
            String key = p.substring(0, eq).strip();
            if (options.put(key, p.substring(eq + 1).strip()) != null) {
                throw new IllegalArgumentException("player spec '" + Quote.excerpt(t) + "': option '" + Quote.excerpt(key) + "' is given twice");
            }
        }
        try {
            return new PlayerSpec(parts[0].strip(), options);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("player spec '" + Quote.excerpt(t) + "': " + e.getMessage(), e);
        }
    }

    /** Reads a comma-separated list of specs: {@code random,mcts:time=0.2}. */
    public static List<PlayerSpec> parseList(String text) {
        List<PlayerSpec> out = new ArrayList<>();
        for (String s : text.split(",", -1)) {
            out.add(parse(s));
        }
        return List.copyOf(out);
    }

    /** The id of the player factory that runs an external engine from a command line (the ai-external bundle). */
    public static final String ENGINE_FACTORY = "engine";

    /**
     * This spec with an engine name resolved: when {@code engines} (name to command line, as given
     * with {@code --engine NAME=COMMAND}) names this spec's id, the spec of the generic engine
     * factory with the options {@code command} and {@code name} added to this spec's own
     * ({@code ref:time=0.5} becomes {@code engine:command=...:name=ref:time=0.5}); else this spec.
     */
    public PlayerSpec resolveEngine(Map<String, String> engines) {
        String command = engines.get(id);
        if (command == null) {
            return this;
        }
        Map<String, String> withEngine = new LinkedHashMap<>();
        withEngine.put("command", command);
        withEngine.put("name", id);
        withEngine.putAll(options);
        return new PlayerSpec(ENGINE_FACTORY, withEngine);
    }

    /**
     * Reads an {@code --engine NAME=COMMAND} value into {@code engines}.
     *
     * @throws IllegalArgumentException when it is not NAME=COMMAND with a player-id-like name
     */
    public static void parseEngine(String text, Map<String, String> engines) {
        int eq = text.indexOf('=');
        String name = eq <= 0 ? "" : text.substring(0, eq).strip();
        if (eq <= 0 || !name.matches("[a-z0-9][a-z0-9-]*") || text.substring(eq + 1).isBlank()) {
            throw new IllegalArgumentException("--engine '" + Quote.excerpt(text) + "' is not NAME=COMMAND with a lower-case name"
                    + " (e.g. --engine ref=\"java -jar ref-engine.jar\")");
        }
        if (engines.put(name, text.substring(eq + 1).strip()) != null) {
            throw new IllegalArgumentException("--engine " + name + " is given twice");
        }
    }

    /** The spec as {@link #parse} reads it: {@code mcts:time=0.2}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(id);
        options.forEach((k, v) -> b.append(':').append(k).append('=').append(v));
        return b.toString();
    }
}
