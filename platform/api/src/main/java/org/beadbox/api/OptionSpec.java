package org.beadbox.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One option of a game or a player: what it is called, what values it takes, its default.
 *
 * @param key the name used in setups and on the command line ({@code size}, {@code drop})
 * @param label a short name for a person ("Board size")
 * @param description one sentence for a tooltip
 * @param kind what sort of value it takes, and so which widget a front-end shows
 * @param defaultValue the value taken when none is given; for {@link Kind#TEXT} options an empty
 *     default may mean "chosen at random" or "none", as the description says
 * @param choices for {@link Kind#CHOICE}, every value in the order to show them; else empty
 * @param min for {@link Kind#INTEGER} and {@link Kind#NUMBER}, the smallest value
 * @param max for {@link Kind#INTEGER} and {@link Kind#NUMBER}, the largest value
 */
public record OptionSpec(
        String key,
        String label,
        String description,
        Kind kind,
        String defaultValue,
        List<String> choices,
        double min,
        double max) {

    /** The sorts of value an option takes. */
    public enum Kind {
        /** One of a fixed list of words. */
        CHOICE,
        /** A whole number between {@code min} and {@code max}. */
        INTEGER,
        /** A decimal number between {@code min} and {@code max}. */
        NUMBER,
        /** Free text the game checks itself. */
        TEXT
    }

    /** Checks that the default is one of the values the option takes. */
    public OptionSpec {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(kind, "kind");
        label = Objects.requireNonNullElse(label, key);
        description = Objects.requireNonNullElse(description, "");
        defaultValue = Objects.requireNonNullElse(defaultValue, "");
        choices = List.copyOf(choices);
        if (kind == Kind.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("option " + key + " offers no choices");
        }
        if (kind != Kind.TEXT && problem(defaultValue, kind, choices, min, max) != null) {
            throw new IllegalArgumentException("option " + key + ": default " + defaultValue + " is not allowed");
        }
    }

    /** A choice among words; the first is the default unless {@code defaultValue} says otherwise. */
    public static OptionSpec choice(String key, String label, String description, String defaultValue, String... choices) {
        return new OptionSpec(key, label, description, Kind.CHOICE, defaultValue, List.of(choices), 0, 0);
    }

    /** A whole number in {@code [min, max]}. */
    public static OptionSpec integer(String key, String label, String description, int defaultValue, int min, int max) {
        return new OptionSpec(key, label, description, Kind.INTEGER, Integer.toString(defaultValue), List.of(), min, max);
    }

    /** A decimal number in {@code [min, max]}. */
    public static OptionSpec number(String key, String label, String description, double defaultValue, double min, double max) {
        return new OptionSpec(key, label, description, Kind.NUMBER, format(defaultValue), List.of(), min, max);
    }

    /** Free text. */
    public static OptionSpec text(String key, String label, String description, String defaultValue) {
        return new OptionSpec(key, label, description, Kind.TEXT, defaultValue, List.of(), 0, 0);
    }

    /**
     * Why {@code value} is not a value of this option, as a sentence for a person, or null when
     * it is one. {@link Kind#TEXT} values are always accepted here; the game checks them.
     */
    public String problem(String value) {
        String p = problem(value, kind, choices, min, max);
        return p == null ? null : "option " + key + ": " + p;
    }

    /** The values this option takes, as a person reads them: "8, 9, 10 or 11", "a whole number from 0 to 3". */
    public String values() {
        return switch (kind) {
            case CHOICE -> choices.size() == 1 ? choices.get(0)
                    : String.join(", ", choices.subList(0, choices.size() - 1)) + " or " + choices.get(choices.size() - 1);
            case INTEGER -> "a whole number from " + format(min) + " to " + format(max);
            case NUMBER -> "a number from " + format(min) + " to " + format(max);
            case TEXT -> description.isEmpty() ? "text" : description;
        };
    }

    private static String problem(String value, Kind kind, List<String> choices, double min, double max) {
        switch (kind) {
            case CHOICE:
                return choices.contains(value) ? null : "'" + value + "' is not one of " + String.join(", ", choices);
            case INTEGER:
                try {
                    long v = Long.parseLong(value.strip());
                    return v < min || v > max ? value + " is outside " + format(min) + ".." + format(max) : null;
                } catch (NumberFormatException e) {
                    return "'" + value + "' is not a whole number";
                }
            case NUMBER:
                try {
                    double v = Double.parseDouble(value.strip());
                    return !(v >= min && v <= max) ? value + " is outside " + format(min) + ".." + format(max) : null;
                } catch (NumberFormatException e) {
                    return "'" + value + "' is not a number";
                }
            default:
                return null;
        }
    }

    private static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /**
     * Checks a setup against a list of option specs and fills in every default: the usual body
     * of {@link Game#resolve(Setup)}.
     *
     * @throws IllegalArgumentException for an unknown option (naming the known ones), a value the
     *     option does not take (naming the ones it does), or a seat count outside the game's range
     */
    public static Setup resolve(List<OptionSpec> specs, Setup setup, GameInfo game) {
        if (!game.seats(setup.players())) {
            throw new IllegalArgumentException(game.name() + " is played by " + game.seatRange()
                    + " players, not " + setup.players());
        }
        Map<String, String> resolved = values("for " + game.id(), specs, setup.options());
        return new Setup(setup.players(), resolved, setup.seed());
    }

    /**
     * Checks a player's options against its specs and fills in every default: the usual start of
     * {@link PlayerFactory#create}. Values are stripped of surrounding white space.
     *
     * @param player the player's id, as messages name it
     * @return every option of {@code specs}, by key in order, with the given value or the default
     * @throws IllegalArgumentException for an unknown option (naming the known ones) or a value the
     *     option does not take (naming the ones it does)
     * @since 1.1
     */
    public static Map<String, String> resolve(String player, List<OptionSpec> specs, Map<String, String> given) {
        return values("for the " + player + " player", specs, given);
    }

    /**
     * {@code given} checked against {@code specs}, stripped, with every default filled in, by key
     * in order; an unknown option's message names it, then {@code forWhom}, then the known ones.
     */
    private static Map<String, String> values(String forWhom, List<OptionSpec> specs, Map<String, String> given) {
        Map<String, OptionSpec> byKey = new TreeMap<>();
        for (OptionSpec spec : specs) {
            byKey.putIfAbsent(spec.key(), spec);
        }
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            OptionSpec spec = byKey.get(e.getKey());
            if (spec == null) {
                throw new IllegalArgumentException("unknown option '" + e.getKey() + "' " + forWhom + ": "
                        + (byKey.isEmpty() ? "it has no options" : "its options are " + String.join(", ", byKey.keySet())));
            }
            String problem = spec.problem(e.getValue());
            if (problem != null) {
                throw new IllegalArgumentException(problem + " (it takes " + spec.values() + ")");
            }
            out.put(e.getKey(), e.getValue().strip());
        }
        for (OptionSpec spec : byKey.values()) {
            out.putIfAbsent(spec.key(), spec.defaultValue());
        }
        return out;
    }

    /**
     * The seed a player's {@code seed} option names: the whole number written, or a fresh one
     * for each call when it is empty (a new game each time).
     *
     * @throws IllegalArgumentException if the text is neither empty nor a whole number
     * @since 1.1
     */
    public static long seed(String text) {
        if (text == null || text.isBlank()) {
            return System.nanoTime() ^ Thread.currentThread().getId() * 0x9E3779B97F4A7C15L;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option seed: '" + text + "' is not a whole number (leave it empty for a new seed each game)");
        }
    }
}
