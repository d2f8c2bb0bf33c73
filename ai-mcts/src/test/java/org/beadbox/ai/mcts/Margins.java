package org.beadbox.ai.mcts;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.testkit.Letter;
import org.beadbox.testkit.PlainState;

/**
 * A two-seat game of one ply for the margin test: seat 0 picks a result, each move ending the
 * game with these scores (seat 0 – seat 1). In {@code "losing"} it can only lose: {@code a}
 * 2–10, {@code b} 8–10, {@code c} 5–10. In {@code "winning"} it can only win: {@code a} 6–5,
 * {@code b} 12–2, {@code c} 9–5. By winning and losing alone all moves are alike; by the
 * margin, {@code b} is best in both. Its moves are {@link PickGame}'s letters.
 */
record Margins(String kind, String picked) implements PlainState {

    private static final List<String> LETTERS = List.of("a", "b", "c");

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return picked.isEmpty() ? 0 : -1;
    }

    @Override
    public List<Move> legalMoves() {
        return picked.isEmpty() ? LETTERS.stream().<Move>map(Letter::new).toList() : List.of();
    }

    @Override
    public GameState play(Move move) {
        return new Margins(kind, legal(move).notation());
    }

    @Override
    public Optional<Outcome> outcome() {
        return picked.isEmpty() ? Optional.empty() : Optional.of(Outcome.byScore(score(), kind + " " + picked));
    }

    @Override
    public double[] score() {
        if (picked.isEmpty()) {
            return new double[2];
        }
        int i = LETTERS.indexOf(picked);
        return kind.equals("losing")
                ? new double[] {new int[] {2, 8, 5}[i], 10}
                : new double[] {new int[] {6, 12, 9}[i], new int[] {5, 2, 5}[i]};
    }

    @Override
    public String position() {
        return kind + " " + (picked.isEmpty() ? "-" : picked);
    }
}
