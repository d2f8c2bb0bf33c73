package org.beadbox.api;

import java.util.Map;
import java.util.TreeMap;

/**
 * How a game is to be started: the number of seats, the chosen options and the random seed.
 *
 * @param players the number of seats
 * @param options option key to value, as text; keys absent take their defaults. Sorted, unmodifiable.
 * @param seed the seed for everything random in the set-up
 */
public record Setup(int players, Map<String, String> options, long seed) {

    /** Copies the options into an unmodifiable sorted map. */
    public Setup {
        if (players < 1) {
            throw new IllegalArgumentException("a game needs at least one seat, not " + players);
        }
        options = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(options));
    }

    /** A setup with default options. */
    public static Setup of(int players, long seed) {
        return new Setup(players, Map.of(), seed);
    }

    /** The value of an option, or {@code fallback} when it is not set. */
    public String option(String key, String fallback) {
        return options.getOrDefault(key, fallback);
    }

    /** This setup with one option set. */
    public Setup with(String key, String value) {
        Map<String, String> copy = new TreeMap<>(options);
        copy.put(key, value);
        return new Setup(players, copy, seed);
    }
}
