package org.beadbox.ai.cautious;

import java.util.List;
import java.util.Optional;
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
 * Plays defensively: for each of its moves it looks at every reply of the next seat and judges
 * the move by the worst position that reply can leave it in (a two-ply search, minimum over the
 * replies of its own reward). A finished game counts by its outcome, an unfinished one by the
 * game's {@link Evaluator} where one is registered, else by the running scores. It never hands the opponent an immediate win when another move does not, and
 * it takes a win at once. Equal moves are broken at random; when its time runs out it plays the
 * best move judged so far.
 */
final class CautiousPlayer implements Player {

    private final Supplier<Optional<Evaluator>> evaluator;
    private final RandomGenerator random;
    private final int maxReplies;
    private final long timeMillis;

    CautiousPlayer(Supplier<Optional<Evaluator>> evaluator, RandomGenerator random, int maxReplies, long timeMillis) {
        this.evaluator = evaluator;
        this.random = random;
        this.maxReplies = maxReplies;
        this.timeMillis = timeMillis;
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        long start = System.nanoTime();
        long deadline = clock.deadlineWithin(timeMillis) - 10_000_000L;
        int seat = state.toMove();
        Evaluator eval = evaluator.get().orElse(null);
        List<Move> moves = state.legalMoves();
        Move best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        int looked = 0;
        for (Move m : moves) {
            if (Thread.interrupted()) {
                throw new InterruptedException("the cautious player was interrupted");
            }
            if (best != null && System.nanoTime() - deadline >= 0) {
                break;
            }
            double value = worstAfterReplies(state.play(m), seat, eval, deadline);
            looked++;
            if (value > bestValue) {
                best = m;
                bestValue = value;
                ties = 1;
            } else if (value == bestValue && random.nextInt(++ties) == 0) {
                best = m;
            }
        }
        progress.report(new Analysis(looked, (System.nanoTime() - start) / 1_000_000, (double) looked / moves.size(),
                best.notation(), bestValue, List.of(best.notation())));
        return best;
    }

    /** The lowest reward {@code seat} keeps after any reply to {@code next} (its reward, when the game ended). */
    private double worstAfterReplies(GameState next, int seat, Evaluator eval, long deadline) {
        if (next.isOver()) {
            return reward(next, seat, eval);
        }
        List<Move> replies = next.legalMoves();
        int n = replies.size();
        int looks = Math.min(n, maxReplies);
        double worst = Double.POSITIVE_INFINITY;
        for (int i = 0; i < looks; i++) {
            Move reply = replies.get(n > maxReplies ? random.nextInt(n) : i);
            worst = Math.min(worst, reward(next.play(reply), seat, eval));
            if (worst == 0 || (i > 0 && System.nanoTime() - deadline >= 0)) {
                break;
            }
        }
        return worst;
    }

    /** A finished game's reward; for an unfinished one the evaluation's value, else the reward its running scores would give. */
    static double reward(GameState position, int seat, Evaluator eval) {
        Optional<Outcome> outcome = position.outcome();
        if (outcome.isPresent()) {
            return outcome.get().reward(seat);
        }
        if (eval != null) {
            double[] values = eval.evaluate(position);
            if (values.length == position.players()) {
                return values[seat];
            }
        }
        return Outcome.byScore(position.score(), "").reward(seat);
    }
}
