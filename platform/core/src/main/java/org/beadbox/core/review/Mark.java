package org.beadbox.core.review;

import java.util.Optional;

/**
 * How bad a move was, by how much of its mover's winning chance it lost against the computer's
 * preferred move (see docs/review.md for why these thresholds): 10 points of winning chance or
 * more an inaccuracy, 20 a mistake, 30 a blunder.
 */
public enum Mark {

    /** Lost 10 to 20 points of winning chance. */
    INACCURACY(0.10, "inaccuracy", "inaccuracies", "?!"),
    /** Lost 20 to 30 points. */
    MISTAKE(0.20, "mistake", "mistakes", "?"),
    /** Lost 30 points or more. */
    BLUNDER(0.30, "blunder", "blunders", "??");

    private final double loss;
    private final String word;
    private final String plural;
    private final String symbol;

    Mark(double loss, String word, String plural, String symbol) {
        this.loss = loss;
        this.word = word;
        this.plural = plural;
        this.symbol = symbol;
    }

    /** The smallest loss of winning chance, from 0 to 1, that earns this mark. */
    public double loss() {
        return loss;
    }

    /** The word for it: {@code inaccuracy}, {@code mistake}, {@code blunder}. */
    public String word() {
        return word;
    }

    /** The word for several: {@code inaccuracies}, {@code mistakes}, {@code blunders}. */
    public String plural() {
        return plural;
    }

    /** The annotation symbol players know: {@code ?!}, {@code ?}, {@code ??}. */
    public String symbol() {
        return symbol;
    }

    /** The mark a loss of {@code loss} (0 to 1) earns, if any. */
    public static Optional<Mark> of(double loss) {
        Mark found = null;
        for (Mark m : values()) {
            if (loss >= m.loss - 1e-9) {
                found = m;
            }
        }
        return Optional.ofNullable(found);
    }

    /** The mark named by {@link #word()}, or empty for an empty or unknown word. */
    public static Optional<Mark> named(String word) {
        for (Mark m : values()) {
            if (m.word.equals(word)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
