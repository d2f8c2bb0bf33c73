package org.beadbox.ai.alphabeta;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;

/**
 * A two-seat game of five first moves and a long race after them that no search sees the end
 * of; the game knows ({@link GameState#solved()}) that after "c" the first seat wins with best
 * play and after every other letter loses.
 */
record Oracle(String path) implements GameState {

    private static final int LENGTH = 25;

    /** A move: a letter. */
    record Letter(String letter) implements Move {
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
        return 2;
    }

    @Override
    public int toMove() {
        return path.length() % 2;
    }

    @Override
    public List<Move> legalMoves() {
        if (path.length() >= LENGTH) {
            return List.of();
        }
        List<String> letters = path.isEmpty() ? List.of("a", "b", "c", "d", "e") : List.of("x", "y");
        return letters.stream().<Move>map(Letter::new).toList();
    }

    @Override
    public GameState play(Move move) {
        return new Oracle(path + parseMove(move.notation()).notation());
    }

    @Override
    public Optional<Outcome> outcome() {
        if (path.length() < LENGTH) {
            return Optional.empty();
        }
        return Optional.of(Outcome.winner(Math.floorMod(path.hashCode(), 2), new double[2], path));
    }

    @Override
    public Optional<Outcome> solved() {
        return path.length() != 1 ? Optional.empty() : Optional.of(Outcome.winner(path.equals("c") ? 0 : 1, new double[2], "known"));
    }

    @Override
    public double[] score() {
        return new double[2];
    }

    @Override
    public Move parseMove(String notation) {
        return legalMoves().stream().filter(m -> m.notation().equals(notation)).findFirst()
                .orElseThrow(() -> new IllegalMoveException(notation + " is not a move here"));
    }

    @Override
    public String position() {
        return path.isEmpty() ? "-" : path;
    }

    @Override
    public String toText() {
        return position();
    }

    @Override
    public Scene draw(List<String> partialMove) {
        return new Scene(1, 1, "#ffffff", List.of());
    }
}
