package org.beadbox.core.review;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The computer's verdict on one move of a game. Gson reads it from a record through this compact
 * constructor, so a stored review is checked as it is read.
 *
 * @param number the move's number, 1 for the first move of the game
 * @param seat the seat that played it
 * @param move the move played, in the game's notation
 * @param before the mover's winning chance, from 0 to 1, with the computer's preferred move instead:
 *     the position after that move, judged as the position after the move played is; equal to
 *     {@code after} when the move played was the computer's choice (or forced)
 * @param after the mover's winning chance after the move played
 * @param chances every seat's winning chance after the move, in seat order (what the graph draws)
 * @param mark {@link Mark#word()} of the move's mark, or empty when it earned none
 * @param best the computer's preferred move in notation, or empty when it had none
 * @param line the line the computer expected, starting with {@code best}; may be empty
 * @param margin how far apart {@code before} and {@code after} must be for the searches to tell
 *     the two moves apart (about two standard errors of their difference, from the searches'
 *     iterations), 0 when the searches were exact or gave no count; a stored review without it
 *     reads as 0
 */
public record MoveReview(int number, int seat, String move, double before, double after, List<Double> chances,
        String mark, String best, List<String> line, double margin) {

    /** A verdict without a margin (searches that were exact or gave no count). */
    public MoveReview(int number, int seat, String move, double before, double after, List<Double> chances, String mark,
            String best, List<String> line) {
        this(number, seat, move, before, after, chances, mark, best, line, 0);
    }

    /** Checks the fields a record may carry. */
    public MoveReview {
        if (number < 1) {
            throw new IllegalArgumentException("review move number " + number + ": moves count from 1");
        }
        if (seat < 0) {
            throw new IllegalArgumentException("review move " + number + ": seat " + seat + " is not a seat");
        }
        move = Objects.requireNonNull(move, "review move " + number + ": missing field move");
        before = chance(before, number);
        after = chance(after, number);
        chances = List.copyOf(Objects.requireNonNullElse(chances, List.of()));
        chances.forEach(c -> chance(c, number));
        mark = Objects.requireNonNullElse(mark, "");
        if (!mark.isEmpty() && Mark.named(mark).isEmpty()) {
            throw new IllegalArgumentException("review move " + number + ": mark '" + mark
                    + "' is not inaccuracy, mistake or blunder");
        }
        best = Objects.requireNonNullElse(best, "");
        line = List.copyOf(Objects.requireNonNullElse(line, List.of()));
        margin = margin >= 0 && margin <= 1 ? margin : 0;
    }

    private static double chance(Double c, int number) {
        if (c == null || !(c >= 0 && c <= 1)) {
            throw new IllegalArgumentException("review move " + number + ": a winning chance is from 0 to 1, not " + c);
        }
        return c;
    }

    /** The winning chance the move gave away, 0 when it lost none. */
    public double loss() {
        return Math.max(0, before - after);
    }

    /**
     * Whether the searches could not tell the computer's preferred move from the move played: they
     * differ, but by less than the {@link #margin()}.
     */
    public boolean tooClose() {
        return !best.isEmpty() && !best.equals(move) && before - after < margin;
    }

    /** The move's mark, if it earned one. */
    public Optional<Mark> marked() {
        return Mark.named(mark);
    }
}
