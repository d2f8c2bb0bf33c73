package org.beadbox.ai.uct;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * Plain UCT: each move, one fresh tree per thread from the position (root parallelism) until the
 * time or the iteration budget is spent, or the clock is nearly out; plays the move with the
 * most visits over all trees. With a seed, one thread and an iteration budget it repeats itself.
 */
final class UctPlayer implements Player {

    private static final long MAX_MARGIN_NANOS = 20_000_000L;

    private final UctSettings settings;
    private final SplittableRandom seeds;

    UctPlayer(UctSettings settings) {
        this.settings = settings;
        this.seeds = new SplittableRandom(settings.seed());
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        long start = System.nanoTime();
        long deadline = deadline(clock, start);
        int n = settings.threads();
        UctSearch[] trees = new UctSearch[n];
        for (int i = 0; i < n; i++) {
            trees[i] = new UctSearch(state, settings.exploration(), seeds.split(), settings.uniform());
        }
        long perTree = settings.iterations() == 0 ? Long.MAX_VALUE : Math.max(1, settings.iterations() / n);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> helpers = new ArrayList<>();
        for (int i = 1; i < n; i++) {
            UctSearch tree = trees[i];
            Thread t = new Thread(() -> {
                try {
                    grow(tree, perTree, deadline);
                } catch (RuntimeException | InterruptedException e) {
                    failure.compareAndSet(null, e);
                }
            }, "uct-search-" + i);
            t.setDaemon(true);
            t.start();
            helpers.add(t);
        }
        try {
            grow(trees[0], perTree, deadline);
        } finally {
            for (Thread t : helpers) {
                t.interrupt();
            }
            for (Thread t : helpers) {
                t.join();
            }
        }
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        }
        return best(state, trees, start, progress);
    }

    /** Grows one tree until its share of the iterations is done or the deadline passes. */
    private static void grow(UctSearch tree, long budget, long deadline) throws InterruptedException {
        while (tree.iterations() < budget) {
            if ((tree.iterations() & 15) == 0) {
                if (Thread.interrupted()) {
                    throw new InterruptedException("the UCT search was interrupted");
                }
                if (System.nanoTime() - deadline >= 0 && tree.iterations() > 0) {
                    return;
                }
            }
            tree.iterate();
        }
    }

    /** The move with the most visits summed over the trees (ties to the better mean). */
    private Move best(GameState state, UctSearch[] trees, long start, Progress progress) {
        UctSearch.Node[] first = trees[0].rootChildren();
        if (first == null || first.length == 0) {
            return state.randomMove(seeds);
        }
        long[] visits = new long[first.length];
        double[] sums = new double[first.length];
        long total = 0;
        for (UctSearch t : trees) {
            UctSearch.Node[] kids = t.rootChildren();
            total += t.iterations();
            if (kids == null) {
                continue;
            }
            for (int i = 0; i < kids.length && i < visits.length; i++) {
                visits[i] += kids[i].visits;
                sums[i] += kids[i].sum;
            }
        }
        int best = 0;
        for (int i = 1; i < visits.length; i++) {
            if (visits[i] > visits[best] || visits[i] == visits[best] && sums[i] > sums[best]) {
                best = i;
            }
        }
        Move move = first[best].move;
        double estimate = visits[best] == 0 ? Double.NaN : sums[best] / visits[best];
        progress.report(new Analysis(total, (System.nanoTime() - start) / 1_000_000, 1, move.notation(), estimate,
                List.of(move.notation())));
        return move;
    }

    /** When to stop: the player's own time, or a little before the clock's deadline, whichever is first. */
    private long deadline(Clock clock, long start) {
        long left = Math.max(0, clock.deadlineNanos() - start);
        long byClock = clock.deadlineNanos() - Math.min(MAX_MARGIN_NANOS, left / 10);
        if (settings.timeMillis() == 0) {
            return byClock;
        }
        long own = start + settings.timeMillis() * 1_000_000L;
        return own - byClock < 0 ? own : byClock;
    }
}
