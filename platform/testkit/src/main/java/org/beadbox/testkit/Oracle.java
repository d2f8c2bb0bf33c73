package org.beadbox.testkit;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * A two-seat game whose first move is one of five letters and whose rest is a long coin-flipping
 * race the search cannot see through: after 24 plies of "x" or "y" the winner follows from a
 * hash of the path, so random games from any first move come out about even. The game knows
 * (through {@link GameState#solved()}) that after "c" the first seat wins with best play and after
 * every other letter loses: only an endgame-table probe tells the moves apart. For tests that a
 * player consults {@code solved()}; start it with {@code new Oracle("")}.
 *
 * @param path the letters played so far
 */
public record Oracle(String path) implements PlainState {

    private static final int LENGTH = 25;

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
        return new Oracle(path + legal(move).notation());
    }

    @Override
    public Optional<Outcome> outcome() {
        if (path.length() < LENGTH) {
            return Optional.empty();
        }
        int winner = Math.floorMod(path.hashCode() * 31 + 7, 2);
        return Optional.of(Outcome.winner(winner, new double[2], path));
    }

    @Override
    public Optional<Outcome> solved() {
        if (path.length() != 1) {
            return Optional.empty();
        }
        return Optional.of(Outcome.winner(path.equals("c") ? 0 : 1, new double[2], "known"));
    }

    @Override
    public double[] score() {
        return new double[2];
    }

    @Override
    public String position() {
        return path.isEmpty() ? "-" : path;
    }
}
