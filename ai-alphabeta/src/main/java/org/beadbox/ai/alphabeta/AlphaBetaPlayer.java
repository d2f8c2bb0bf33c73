package org.beadbox.ai.alphabeta;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * Chooses by iterative deepening: an alpha-beta {@link Search} one ply deeper each round, the
 * best move of the last finished round first in the next, until its time or the clock runs out
 * or a forced result is found. Without an evaluation service (one removed mid-game) it plays a
 * random move rather than fail.
 */
final class AlphaBetaPlayer implements Player {

    private static final long MAX_MARGIN_NANOS = 20_000_000L;
    /** How long a draw offer is thought over. */
    static final long DRAW_LOOK_MILLIS = 400;
    /** The highest chance of winning at which a draw is accepted. */
    static final double DRAW_CHANCE = 0.55;

    private static final int LINE_LENGTH = 12;

    private final Supplier<Evaluator> evaluator;
    private final RandomGenerator random;
    private final long timeMillis;
    private final int maxDepth;
    private final int width;

    AlphaBetaPlayer(Supplier<Evaluator> evaluator, RandomGenerator random, long timeMillis, int maxDepth, int width) {
        this.evaluator = evaluator;
        this.random = random;
        this.timeMillis = timeMillis;
        this.maxDepth = maxDepth;
        this.width = width;
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        long start = System.nanoTime();
        Evaluator eval = evaluator.get();
        if (eval == null) {
            return state.randomMove(random);
        }
        long deadline = deadline(clock, start);
        Search search = new Search(eval, state.toMove(), width, random, deadline);
        List<Search.Child> root = new ArrayList<>(search.children(state, true, null));
        Search.Child best = root.get(0);
        for (int depth = 1; depth <= maxDepth && root.size() > 1; depth++) {
            Search.Child found = null;
            double alpha = Double.NEGATIVE_INFINITY;
            try {
                for (Search.Child c : root) {
                    double v = search.value(c.state(), depth - 1, 1, alpha, Double.POSITIVE_INFINITY);
                    if (found == null || v > alpha) {
                        found = c;
                        alpha = v;
                    }
                }
            } catch (Search.Stop stop) {
                if (stop.interrupted) {
                    throw new InterruptedException("the alpha-beta search was interrupted");
                }
                break;
            }
            best = found;
            root.remove(found);
            root.add(0, found);
            progress.report(analysis(search, state, best, alpha, start, deadline));
            if (alpha >= 1.5 || alpha <= -0.5) {
                break;
            }
        }
        if (Thread.interrupted()) {
            throw new InterruptedException("the alpha-beta search was interrupted");
        }
        return best.move();
    }

    private Analysis analysis(Search search, GameState state, Search.Child best, double value, long start, long deadline) {
        List<String> line = new ArrayList<>(List.of(best.move().notation()));
        GameState s = best.state();
        for (Move m = search.bestMove(s); m != null && line.size() < LINE_LENGTH && !s.isOver(); m = search.bestMove(s)) {
            line.add(m.notation());
            s = s.play(m);
        }
        long now = System.nanoTime();
        double win = Math.max(0, Math.min(1, value));
        return new Analysis(search.nodes(), (now - start) / 1_000_000, (double) (now - start) / Math.max(1, deadline - start),
                best.move().notation(), win, line);
    }

    /**
     * Accepts a draw when a short search (at most {@value #DRAW_LOOK_MILLIS} ms) sees no progress
     * for its seat: its estimate of its chance of winning is at most {@value #DRAW_CHANCE}. A
     * search that gives no estimate leaves the answer to the API's default (not ahead on the score).
     */
    @Override
    public boolean acceptsDraw(GameState state, int seat) {
        if (state.isOver()) {
            return false;
        }
        double[] last = {Double.NaN};
        try {
            choose(state, Clock.ofMillis(DRAW_LOOK_MILLIS), a -> last[0] = a.winEstimate());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        double mine = state.toMove() == seat ? last[0] : state.players() == 2 ? 1 - last[0] : Double.NaN;
        return Double.isNaN(mine) ? Player.super.acceptsDraw(state, seat) : mine <= DRAW_CHANCE;
    }

    /** When to stop: the player's own time, or a little before the clock's deadline, whichever is first. */
    private long deadline(Clock clock, long start) {
        long left = Math.max(0, clock.deadlineNanos() - start);
        long byClock = clock.deadlineNanos() - Math.min(MAX_MARGIN_NANOS, left / 10);
        long own = start + timeMillis * 1_000_000L;
        return own - byClock < 0 ? own : byClock;
    }
}
