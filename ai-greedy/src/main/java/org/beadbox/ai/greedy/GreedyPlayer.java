package org.beadbox.ai.greedy;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * Looks one ply ahead: plays each candidate move and keeps the one whose position is best for
 * the mover, judged by a finished game's reward, the game's {@link Evaluator} where one is
 * registered, or else the mean reward of a few random playouts. Equal values are broken at
 * random. Moves that reach the same position are judged once. Where a position has more moves
 * than it may look at, it looks at a random sample of them (by index: a lazy move list is never
 * copied). When its time or the clock runs out it plays the best move seen so far.
 *
 * <p>A draw offer it answers by the API's simple rule ({@link org.beadbox.api.Player#acceptsDraw}):
 * it accepts when it is not ahead on the game's running score.
 */
final class GreedyPlayer implements Player {

    private static final int PLAYOUT_PLIES = 2_000;
    private static final long REPORT_NANOS = 100_000_000L;

    private final Supplier<Optional<Evaluator>> evaluator;
    private final RandomGenerator random;
    private final int playouts;
    private final int maxMoves;
    private final long timeMillis;

    GreedyPlayer(Supplier<Optional<Evaluator>> evaluator, RandomGenerator random, int playouts, int maxMoves, long timeMillis) {
        this.evaluator = evaluator;
        this.random = random;
        this.playouts = playouts;
        this.maxMoves = maxMoves;
        this.timeMillis = timeMillis;
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        long start = System.nanoTime();
        long deadline = clock.deadlineWithin(timeMillis) - 10_000_000L;
        long lastReport = start;
        Evaluator eval = evaluator.get().orElse(null);
        int seat = state.toMove();
        List<Move> moves = state.legalMoves();
        int n = moves.size();
        boolean sample = n > maxMoves;
        int looks = Math.min(n, maxMoves);
        Set<GameState> seen = new HashSet<>();
        Move best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (int i = 0; i < looks; i++) {
            if (Thread.interrupted()) {
                throw new InterruptedException("the greedy player was interrupted");
            }
            if (best != null && System.nanoTime() - deadline >= 0) {
                break;
            }
            Move m = moves.get(sample ? random.nextInt(n) : i);
            GameState next = state.play(m);
            if (!seen.add(next)) {
                continue;
            }
            double value = value(next, seat, eval);
            if (value > bestValue) {
                best = m;
                bestValue = value;
                ties = 1;
            } else if (value == bestValue && random.nextInt(++ties) == 0) {
                best = m;
            }
            long now = System.nanoTime();
            if (now - lastReport > REPORT_NANOS) {
                lastReport = now;
                report(progress, i + 1, start, (double) (i + 1) / looks, best, bestValue);
            }
        }
        report(progress, looks, start, 1, best, bestValue);
        return best;
    }

    private void report(Progress progress, long iterations, long start, double done, Move best, double value) {
        progress.report(new Analysis(iterations, (System.nanoTime() - start) / 1_000_000, done,
                best.notation(), value, List.of(best.notation())));
    }

    private double value(GameState next, int seat, Evaluator eval) {
        Optional<Outcome> outcome = next.outcome();
        if (outcome.isPresent()) {
            return outcome.get().reward(seat);
        }
        if (eval != null) {
            double[] values = eval.evaluate(next);
            if (values.length == next.players()) {
                return values[seat];
            }
        }
        double sum = 0;
        for (int k = 0; k < playouts; k++) {
            sum += reward(next.playout(random, PLAYOUT_PLIES), seat);
        }
        return sum / playouts;
    }

    /** A finished game's reward, or for an unfinished one the reward its running scores would give. */
    static double reward(GameState end, int seat) {
        return end.outcome().orElseGet(() -> Outcome.byScore(end.score(), "")).reward(seat);
    }
}
