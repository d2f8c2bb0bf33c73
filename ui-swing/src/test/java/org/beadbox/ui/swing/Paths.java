package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * A test position whose legal moves are given as step paths ("a 1", "a 2", "b 1"): enough to
 * exercise move entry without a real game.
 */
record Paths(List<List<String>> paths) implements GameState {

    /** The position whose moves are these space-separated step paths. */
    static Paths of(String... moves) {
        List<List<String>> out = new ArrayList<>();
        for (String m : moves) {
            out.add(List.of(m.split(" ")));
        }
        return new Paths(out);
    }

    record PathMove(List<String> steps) implements Move {
        @Override
        public String notation() {
            return String.join("", steps);
        }
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return 0;
    }

    @Override
    public List<Move> legalMoves() {
        return paths.stream().map(p -> (Move) new PathMove(p)).toList();
    }

    @Override
    public GameState play(Move move) {
        return new Paths(List.of());
    }

    @Override
    public Optional<Outcome> outcome() {
        return Optional.empty();
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
        return paths.toString();
    }

    @Override
    public String toText() {
        return position();
    }

    @Override
    public Scene draw(List<String> partialMove) {
        return new Scene(1, 1, "#ffffff", List.of(new Shape.Rect("r", 0, 0, 1, 1, 0, Style.fill("#000000"), null)));
    }
}
