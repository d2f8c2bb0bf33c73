package org.beadbox.ai.mcts;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.testkit.Letter;
import org.beadbox.testkit.PlainState;

/**
 * A two-seat game where the first seat's two moves from "R" both reach positions the game
 * knows it wins ({@link GameState#solved()}): "a" to "P", ahead by 5, and "b" to "Q", ahead by 1.
 * From there one move ends it. For the test that a known win is not played into a position the
 * game has already been in.
 */
record Twins(String at) implements PlainState {

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return at.equals("R") ? 0 : 1;
    }

    @Override
    public List<Move> legalMoves() {
        return switch (at) {
            case "R" -> List.of(new Letter("a"), new Letter("b"));
            case "P", "Q" -> List.of(new Letter("x"));
            default -> List.of();
        };
    }

    @Override
    public GameState play(Move move) {
        String m = legal(move).notation();
        return new Twins(at.equals("R") ? (m.equals("a") ? "P" : "Q") : at + "x");
    }

    @Override
    public Optional<Outcome> outcome() {
        return at.endsWith("x") ? Optional.of(Outcome.winner(0, score(), "over")) : Optional.empty();
    }

    @Override
    public Optional<Outcome> solved() {
        return at.equals("P") || at.equals("Q") ? Optional.of(Outcome.winner(0, score(), "known")) : Optional.empty();
    }

    @Override
    public double[] score() {
        return at.startsWith("P") ? new double[] {5, 0} : at.startsWith("Q") ? new double[] {1, 0} : new double[2];
    }

    @Override
    public String position() {
        return at;
    }
}
