package org.beadbox.ai.mcts;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * A three-seat game of at most two plies for the first-place reward test. Seat 0 picks {@code S}
 * or {@code K}:
 *
 * <ul>
 *   <li>{@code S} ends the game: seat 2 first, seat 0 second, seat 1 last. Seat 0 is sure of
 *       second place (a reward of a quarter by places) and has no chance of first.
 *   <li>{@code K} lets seat 1 pick one of {@code a} to {@code f}, each leaving seat 1 without a
 *       first place: {@code a} makes seat 0 first, the others {@code b} to {@code f} make seat 2
 *       first; the other two share second (and last) place. Seat 1 is indifferent, so seat 0
 *       expects a sixth of a first place and nothing else.
 * </ul>
 *
 * Counting every place, seat 0 should pick {@code S} (a quarter against a sixth); counting first
 * places only, {@code K} (a sixth against nothing).
 */
record ShareSecond(String path) implements PlainState {

    /** A move: a letter. */
    record Pick(String letter) implements Move {
        @Override
        public List<String> steps() {
            return List.of(letter);
        }

        @Override
        public String notation() {
            return letter;
        }
    }

    @Override
    public int players() {
        return 3;
    }

    @Override
    public int toMove() {
        return path.length();
    }

    @Override
    public List<Move> legalMoves() {
        if (path.isEmpty()) {
            return List.of(new Pick("S"), new Pick("K"));
        }
        if (path.equals("K")) {
            return List.of(new Pick("a"), new Pick("b"), new Pick("c"), new Pick("d"), new Pick("e"), new Pick("f"));
        }
        return List.of();
    }

    @Override
    public GameState play(Move move) {
        return new ShareSecond(path + legal(move).notation());
    }

    @Override
    public Optional<Outcome> outcome() {
        List<Integer> ranks = path.equals("S") ? List.of(1, 2, 0)
                : path.equals("Ka") ? List.of(0, 1, 1)
                : path.length() == 2 ? List.of(1, 1, 0)
                : null;
        return ranks == null ? Optional.empty() : Optional.of(new Outcome(List.of(0.0, 0.0, 0.0), ranks, path));
    }

    @Override
    public double[] score() {
        return new double[3];
    }

    @Override
    public String position() {
        return path.isEmpty() ? "-" : path;
    }
}
