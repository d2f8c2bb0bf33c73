package org.beadbox.ai.mcts;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.testkit.Letter;
import org.beadbox.testkit.PlainState;

/**
 * A three-seat game of a few plies for the multi-seat tests: its moves are letters, the seat to
 * move is the number of letters played so far, and {@code rules} say which letters may follow a
 * path and how the seats rank where it ends ({@link Kingmaker}, {@link ShareSecond}).
 */
record PickGame(Rules rules, String path) implements PlainState {

    /** Which letters may follow a path, and the seats' ranks where the game ends. */
    interface Rules {
        /** The letters that may follow {@code path}; none where the game ends. */
        List<String> picks(String path);

        /** The ranks of seats 0, 1 and 2 where the game ends after {@code path}. */
        List<Integer> ranks(String path);
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
        return rules.picks(path).stream().<Move>map(Letter::new).toList();
    }

    @Override
    public GameState play(Move move) {
        return new PickGame(rules, path + legal(move).notation());
    }

    @Override
    public Optional<Outcome> outcome() {
        return rules.picks(path).isEmpty() ? Optional.of(new Outcome(List.of(0.0, 0.0, 0.0), rules.ranks(path), path)) : Optional.empty();
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
