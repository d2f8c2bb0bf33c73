package org.beadbox.game.beadmaster;

import java.util.Map;
import java.util.Objects;

/**
 * The rule readings a game is played with: which bars are blocked, and whether the two-players
 * repeat limit applies.
 *
 * @param blocked which recently slid bars the player to move may not slide
 * @param repeatLimited whether, with two players left, a player may slide the same bar on at
 *     most two consecutive turns of his own
 * @param quiet the slides in a row without a bead falling after which the game ends in a draw
 *     among the players still in; 0 for no such end (the rules page is silent on games that
 *     never end: this is Beadbox's reading)
 */
record Variant(Blocking blocked, boolean repeatLimited, int quiet) {

    /** The option key of the blocked-bars rule. */
    static final String BLOCKED = "blocked";
    /** The option key of the two-players rule. */
    static final String REPEAT = "repeat";
    /** The option key of the draw after slides without a fall. */
    static final String QUIET = "quiet";
    /** The default of {@link #quiet}. */
    static final int DEFAULT_QUIET = 100;
    /** The largest {@link #quiet}. */
    static final int MAX_QUIET = 10_000;

    /** The defaults of the rules page, and Beadbox's draw after 100 quiet slides. */
    static final Variant STANDARD = new Variant(Blocking.OPPONENTS, true, DEFAULT_QUIET);

    /** Checks the rule is present and the quiet limit in range. */
    Variant {
        Objects.requireNonNull(blocked, "blocked");
        if (quiet < 0 || quiet > MAX_QUIET) {
            throw new IllegalArgumentException("quiet=" + quiet + " is out of range: use 0 (never a draw) to " + MAX_QUIET);
        }
    }

    /** The variant named by resolved options ({@code blocked}, {@code repeat}, {@code quiet}). */
    static Variant of(Map<String, String> options) {
        return new Variant(Blocking.of(options.getOrDefault(BLOCKED, "opponents")),
                !"free".equals(options.getOrDefault(REPEAT, "limited")),
                Integer.parseInt(options.getOrDefault(QUIET, Integer.toString(DEFAULT_QUIET))));
    }

    /** The option values, as they appear in setups and position strings. */
    String repeatWord() {
        return repeatLimited ? "limited" : "free";
    }

    /** Which bars the player to move may not slide. */
    enum Blocking {
        /** Bars that opponents still in the game slid on their most recent turns. */
        OPPONENTS("opponents"),
        /** Only the bar slid on the immediately preceding turn ("Stay Alive"). */
        PREVIOUS("previous"),
        /** Every bar slid since the mover's own last turn, by anyone. */
        SINCE_MINE("since-mine");

        private final String word;

        Blocking(String word) {
            this.word = word;
        }

        /** The option value. */
        String word() {
            return word;
        }

        /**
         * The rule with option value {@code word}.
         *
         * @throws IllegalArgumentException naming the values it takes
         */
        static Blocking of(String word) {
            for (Blocking b : values()) {
                if (b.word.equals(word)) {
                    return b;
                }
            }
            throw new IllegalArgumentException("blocked=" + word + " is not a rule: use opponents, previous or since-mine");
        }
    }
}
