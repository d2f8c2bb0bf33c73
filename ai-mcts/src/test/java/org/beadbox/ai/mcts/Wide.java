package org.beadbox.ai.mcts;

import java.util.AbstractList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.testkit.PlainState;

/**
 * A two-seat game with 100,000 moves in every position, listed lazily and counted as they are
 * made, for the huge-branching tests. Move {@code i} adds {@code i % 5} to a running total, so
 * only five successors are distinct. After four plies seat 0 wins if the total is even.
 */
record Wide(int plies, int total, AtomicLong made) implements PlainState {

    static final int MOVES = 100_000;

    /** A move: an index. */
    record Pick(int index) implements Move {
        @Override
        public List<String> steps() {
            return List.of(notation());
        }

        @Override
        public String notation() {
            return Integer.toString(index);
        }
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return plies % 2;
    }

    @Override
    public List<Move> legalMoves() {
        if (plies >= 4) {
            return List.of();
        }
        return new AbstractList<>() {
            @Override
            public Move get(int index) {
                made.incrementAndGet();
                return new Pick(index);
            }

            @Override
            public int size() {
                return MOVES;
            }
        };
    }

    @Override
    public GameState play(Move move) {
        int i = Integer.parseInt(move.notation());
        if (plies >= 4 || i < 0 || i >= MOVES) {
            throw new IllegalMoveException(move.notation() + " is not a move here");
        }
        return new Wide(plies + 1, total + i % 5, made);
    }

    @Override
    public Optional<Outcome> outcome() {
        return plies < 4 ? Optional.empty() : Optional.of(Outcome.winner(total % 2 == 0 ? 0 : 1, score(), "over"));
    }

    @Override
    public double[] score() {
        return new double[2];
    }

    @Override
    public Move parseMove(String notation) {
        return new Pick(Integer.parseInt(notation));
    }

    @Override
    public String position() {
        return plies + " " + total;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Wide w && w.plies == plies && w.total == total;
    }

    @Override
    public int hashCode() {
        return plies * 31 + total;
    }
}
