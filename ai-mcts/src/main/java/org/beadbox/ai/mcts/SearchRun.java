package org.beadbox.ai.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Analysis;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Progress;

/**
 * One move's search by one or more threads in one tree (each thread's {@link Tree} after the
 * first {@linkplain Tree#share shares} the first's nodes): the calling thread searches and
 * reports progress, one helper thread per further tree searches alongside, and all stop together
 * at the deadline, the iteration budget, or an interrupt. The move played is the root's child
 * with the most visits.
 */
final class SearchRun {

    private static final long REPORT_NANOS = 100_000_000L;
    private static final int LINE_LENGTH = 12;

    private final Tree[] trees;
    private final Evaluator evaluator;
    private final long budget;
    private final long start;
    private final long deadline;
    private final AtomicLong claimed = new AtomicLong();
    private final AtomicLong done = new AtomicLong();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private volatile boolean stop;

    /**
     * @param budget the most iterations over all threads, 0 for none
     * @param deadline the {@code System.nanoTime()} at which to stop
     */
    SearchRun(Tree[] trees, Evaluator evaluator, long budget, long start, long deadline) {
        this.trees = trees;
        this.evaluator = evaluator;
        this.budget = budget;
        this.start = start;
        this.deadline = deadline;
    }

    /** The iterations run so far, over all threads. */
    long iterations() {
        return done.get();
    }

    /**
     * Searches until the deadline or the budget.
     *
     * @throws InterruptedException when the calling thread is interrupted; the helpers stop too
     */
    void run(Progress progress) throws InterruptedException {
        List<Thread> helpers = new ArrayList<>();
        for (int i = 1; i < trees.length; i++) {
            Tree tree = trees[i];
            Thread t = new Thread(() -> help(tree), "beadbox-mcts-" + i);
            t.setDaemon(true);
            t.start();
            helpers.add(t);
        }
        try {
            lead(trees[0], progress);
        } finally {
            stop = true;
            boolean interrupted = Thread.interrupted();
            for (Thread t : helpers) {
                joinUninterruptibly(t);
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        if (Thread.interrupted()) {
            throw new InterruptedException("the Monte Carlo search was interrupted");
        }
        Throwable t = failure.get();
        if (t != null) {
            throw new IllegalStateException("a search thread failed: " + t.getMessage(), t);
        }
    }

    private void lead(Tree tree, Progress progress) throws InterruptedException {
        long nextReport = start + REPORT_NANOS;
        while (more()) {
            if (Thread.currentThread().isInterrupted()) {
                throw new InterruptedException("the Monte Carlo search was interrupted");
            }
            tree.iterate(evaluator);
            done.incrementAndGet();
            long now = System.nanoTime();
            if (now - nextReport >= 0) {
                progress.report(analysis(tree, now));
                nextReport = now + REPORT_NANOS;
            }
        }
    }

    private void help(Tree tree) {
        try {
            while (more()) {
                tree.iterate(evaluator);
                done.incrementAndGet();
            }
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e);
            stop = true;
        }
    }

    private boolean more() {
        return !stop && System.nanoTime() - deadline < 0 && (budget == 0 || claimed.getAndIncrement() < budget);
    }

    private static void joinUninterruptibly(Thread t) {
        while (true) {
            try {
                t.join();
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private double fraction(long now) {
        double time = (double) (now - start) / Math.max(1, deadline - start);
        double its = budget == 0 ? 0 : (double) done.get() / budget;
        return Math.max(time, its);
    }

    /** What the first tree thinks so far. */
    Analysis analysis(Tree tree, long now) {
        List<Node> line = tree.principalLine(LINE_LENGTH);
        Node root = tree.root();
        String best = line.isEmpty() ? null : line.get(0).move.notation();
        double win = line.isEmpty() ? Double.NaN : line.get(0).mean(root.mover);
        return new Analysis(done.get(), (now - start) / 1_000_000, fraction(now), best, win, notations(line));
    }

    /**
     * The recommended root child, reported as the final analysis: a decisive one if the search
     * found it, else the one with the most visits (ties to the better mean), passing over those
     * proven lost while another is open; null if the root has no child.
     */
    Node best(Progress progress) {
        Node root = trees[0].root();
        int mover = root.mover;
        Node decisive = root.decisive();
        if (decisive != null) {
            report(progress, decisive, decisive.mean(mover));
            return decisive;
        }
        boolean anyOpen = root.children().stream().anyMatch(c -> !provenLost(c, mover));
        Node best = null;
        for (Node c : root.children()) {
            if (anyOpen && provenLost(c, mover)) {
                continue;
            }
            if (best == null || c.visits > best.visits || c.visits == best.visits && c.mean(mover) > best.mean(mover)) {
                best = c;
            }
        }
        if (best != null) {
            report(progress, best, best.mean(mover));
        }
        return best;
    }

    /** Whether the search proved {@code c}'s position a win for a seat other than {@code mover}. */
    private static boolean provenLost(Node c, int mover) {
        return c.proven != null && c.lostFor(mover);
    }

    private void report(Progress progress, Node best, double win) {
        List<Node> line = trees[0].principalLine(LINE_LENGTH);
        List<String> moves = !line.isEmpty() && line.get(0).state.equals(best.state)
                ? notations(line) : List.of(best.move.notation());
        long now = System.nanoTime();
        progress.report(new Analysis(done.get(), (now - start) / 1_000_000, 1, best.move.notation(), win, moves));
    }

    private static List<String> notations(List<Node> line) {
        List<String> out = new ArrayList<>(line.size());
        for (Node n : line) {
            out.add(n.move.notation());
        }
        return out;
    }
}
