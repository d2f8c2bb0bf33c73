package org.beadbox.ai.alphabeta;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * A depth-limited alpha-beta search of one position from one seat's point of view: that seat
 * maximises its evaluation, every other seat minimises it (with two seats this is plain minimax;
 * with more it is the "paranoid" reading). Leaves are judged by the game's {@link Evaluator};
 * finished games rank above and below every judgement, sooner wins first. Moves are tried in the
 * order of a transposition table's best move, then by a one-ply evaluation. Where a position
 * has more moves than {@code width}, a random sample of that many is searched; moves reaching
 * the same position are searched once. Stops by throwing {@link Stop} at the deadline.
 */
final class Search {

    /** Thrown through the search when time is up or the thread is interrupted. */
    static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final boolean interrupted;

        Stop(boolean interrupted) {
            super(null, null, false, false);
            this.interrupted = interrupted;
        }
    }

    /** A candidate move with the position it reaches and its one-ply score for ordering. */
    record Child(Move move, GameState state, double order) {
    }

    private record Entry(int depth, double value, int bound, Move best) {
    }

    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;
    private static final int TABLE_LIMIT = 1_000_000;

    private final Evaluator evaluator;
    private final int seat;
    private final int width;
    private final RandomGenerator random;
    private final long deadline;
    private final Map<GameState, Entry> table = new HashMap<>();
    private long nodes;

    Search(Evaluator evaluator, int seat, int width, RandomGenerator random, long deadline) {
        this.evaluator = evaluator;
        this.seat = seat;
        this.width = width;
        this.random = random;
        this.deadline = deadline;
    }

    /** Positions visited so far. */
    long nodes() {
        return nodes;
    }

    /** The value of {@code state} for the seat, searched {@code depth} plies deep. */
    double value(GameState state, int depth, int ply, double alpha, double beta) {
        if (++nodes % 64 == 0) {
            checkTime();
        }
        if (state.isOver()) {
            return terminal(state, ply);
        }
        Optional<Outcome> exact = state.solved();
        if (exact.isPresent() && ply > 0) {
            return result(exact.get(), ply, 0.5);
        }
        if (depth == 0) {
            return evaluate(state);
        }
        Entry e = table.get(state);
        if (e != null && e.depth >= depth) {
            if (e.bound == EXACT || e.bound == LOWER && e.value >= beta || e.bound == UPPER && e.value <= alpha) {
                return e.value;
            }
        }
        boolean max = state.toMove() == seat;
        double a = alpha;
        double b = beta;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        Move bestMove = null;
        for (Child c : children(state, depth > 1, e == null ? null : e.best)) {
            double v = value(c.state, depth - 1, ply + 1, a, b);
            if (max ? v > best : v < best) {
                best = v;
                bestMove = c.move;
            }
            if (max) {
                a = Math.max(a, v);
            } else {
                b = Math.min(b, v);
            }
            if (a >= b) {
                break;
            }
        }
        int bound = best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
        if (table.size() > TABLE_LIMIT) {
            table.clear();
        }
        table.put(state, new Entry(depth, best, bound, bestMove));
        return best;
    }

    /**
     * The candidate moves of {@code state}, each reaching a different position, best first for
     * the mover: the table's best move first, then (when {@code order}) by the evaluation.
     */
    List<Child> children(GameState state, boolean order, Move hint) {
        List<Move> moves = state.legalMoves();
        int n = moves.size();
        boolean sample = n > width;
        Set<GameState> seen = new HashSet<>();
        List<Child> out = new ArrayList<>(Math.min(n, width));
        int mover = state.toMove();
        for (int i = 0; i < Math.min(n, width); i++) {
            Move m = moves.get(sample ? random.nextInt(n) : i);
            GameState next = state.play(m);
            if (seen.add(next)) {
                double key = m.equals(hint) ? Double.POSITIVE_INFINITY
                        : order ? ordering(next, mover) : 0;
                out.add(new Child(m, next, key));
            }
        }
        out.sort(Comparator.comparingDouble(Child::order).reversed());
        return out;
    }

    private double ordering(GameState next, int mover) {
        if (next.isOver()) {
            return next.outcome().orElseThrow().reward(mover) * 2;
        }
        return evaluator.evaluate(next)[mover];
    }

    /** The best move stored for {@code state}, or null. */
    Move bestMove(GameState state) {
        Entry e = table.get(state);
        return e == null ? null : e.best;
    }

    private double evaluate(GameState state) {
        return evaluator.evaluate(state)[seat];
    }

    /** A finished game: a win above every judgement (sooner is better), a loss below, a share between. */
    private double terminal(GameState state, int ply) {
        return result(state.outcome().orElseThrow(), ply, 0);
    }

    /**
     * A result: a finished game's ({@code short} 0) or one the game knows exactly from here
     * ({@link GameState#solved()}, {@code short} 0.5: a proven win counts less than a finished
     * one, so that the search still heads for the end when it sees it, and more than any judgement).
     */
    private double result(Outcome outcome, int ply, double shortOf) {
        double r = outcome.reward(seat);
        if (r >= 1) {
            return 2 - shortOf - ply * 1e-4;
        }
        if (r <= 0) {
            return -1 + shortOf + ply * 1e-4;
        }
        return r;
    }

    private void checkTime() {
        if (Thread.currentThread().isInterrupted()) {
            throw new Stop(true);
        }
        if (System.nanoTime() - deadline >= 0) {
            throw new Stop(false);
        }
    }
}
