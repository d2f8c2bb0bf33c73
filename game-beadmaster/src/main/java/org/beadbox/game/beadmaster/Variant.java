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
 */
record Variant(Blocking blocked, boolean repeatLimited) {

    /** The option key of the blocked-bars rule. */
    static final String BLOCKED = "blocked";
    /** The option key of the two-players rule. */
    static final String REPEAT = "repeat";

    /** The defaults of the rules page. */
    static final Variant STANDARD = new Variant(Blocking.OPPONENTS, true);

    /** Checks the rule is present. */
    Variant {
        Objects.requireNonNull(blocked, "blocked");
    }

    /** The variant named by resolved options ({@code blocked}, {@code repeat}). */
    static Variant of(Map<String, String> options) {
        return new Variant(Blocking.of(options.getOrDefault(BLOCKED, "opponents")),
                !"free".equals(options.getOrDefault(REPEAT, "limited")));
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
