package org.beadbox.ai.mcts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;

/**
 * A Monte Carlo tree search player for any game of the API. Each move it grows one tree from the
 * position, with all its threads at once (tree parallelism with virtual loss, {@link Tree#share}),
 * until its own budget or the clock runs out, and
 * keeps the tree for the next move: the new position is looked up below the old root, so the
 * playouts spent on the reply the opponent chose are not lost. With a seed, one thread and an
 * iteration budget it repeats itself exactly.
 */
final class MctsPlayer implements Player {

    private static final long MAX_MARGIN_NANOS = 20_000_000L;
    /** How long a draw offer is thought over. */
    static final long DRAW_LOOK_MILLIS = 400;
    /** The highest chance of winning at which a draw is accepted. */
    static final double DRAW_CHANCE = 0.55;
    /** The most moves {@link #freshWin} tries. */
    private static final int FRESH_LIMIT = 5000;


    private final MctsSettings settings;
    private final MctsSettings twoSeats;
    private final Supplier<Evaluator> evaluator;
    private final SplittableRandom seeds;
    private final List<GameState> played = new ArrayList<>();
    /** The positions this game has been in, as far as this player saw them: a known win is not played round in a circle. */
    private final Set<GameState> seen = new HashSet<>();
    private Tree[] trees;
    private long reused;

    MctsPlayer(MctsSettings settings, Supplier<Evaluator> evaluator) {
        this(settings, settings, evaluator);
    }

    /** A player that searches a two-seat game with {@code twoSeats}, any other with {@code settings}. */
    MctsPlayer(MctsSettings settings, MctsSettings twoSeats, Supplier<Evaluator> evaluator) {
        this.settings = settings;
        this.twoSeats = twoSeats;
        this.evaluator = evaluator;
        this.seeds = new SplittableRandom(settings.seed());
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        long start = System.nanoTime();
        if (trees == null) {
            trees = new Tree[settings.threads()];
            for (int i = 0; i < trees.length; i++) {
                trees[i] = new Tree(seeds.split(), settings(state.players()));
            }
        }
        reused = trees[0].reroot(state, played);
        for (int i = 1; i < trees.length; i++) {
            trees[i].share(trees[0]);
        }
        played.clear();
        Evaluator judge = evaluator.get();
        long deadline = deadline(clock, start);
        double share = settings(state.players()).prove();
        if (settings.timeMillis() > 0 && share > 0 && judge instanceof BiFunction<?, ?, ?> deeper) {
            prove(deeper, state, start + (long) ((deadline - start) * share), judge);
        }
        SearchRun run = new SearchRun(trees, judge, settings.iterations(), start, deadline);
        run.run(progress);
        Node best = run.best(progress);
        seen.add(state);
        if (best != null && best.proven != null && seen.contains(best.state)) {
            Move fresh = freshWin(state);
            if (fresh != null) {
                return fresh;
            }
        }
        if (best != null) {
            return best.move;
        }
        Move any = state.randomMove(seeds);
        progress.report(new Analysis(0, (System.nanoTime() - start) / 1_000_000, 1, any.notation(), Double.NaN, List.of()));
        return any;
    }

    /**
     * Asks a game's deeper judgement of the searched position (an evaluator that is also a
     * {@code BiFunction<GameState, Long, double[]>}: the position and a {@code System.nanoTime()}
     * deadline, giving the rewards of a proven win or null; BeadMaster's is an exact search when
     * few beads are left) for up to the share {@link MctsSettings#prove} of the move's time, then lets the roots' children take up
     * what it proved: that evaluator's evaluation finds the proofs the search made.
     */
    @SuppressWarnings("unchecked")
    private void prove(BiFunction<?, ?, ?> deeper, GameState state, long until, Evaluator judge) {
        try {
            ((BiFunction<GameState, Long, double[]>) deeper).apply(state, until);
        } catch (ClassCastException | IllegalArgumentException e) {
            return;
        }
        trees[0].root().reprove(judge);
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

    /**
     * A move to a position the game has not been in that the game knows is won for the mover
     * ({@link GameState#solved()}), or null; looked for among the first {@link #FRESH_LIMIT} moves.
     * An endgame table says who wins but not how soon, and the game may go round: a player that
     * only ever picks a known win could circle through won positions for ever. Never stepping
     * back into a position already played, while another known win is open, ends the game.
     */
    private Move freshWin(GameState state) {
        List<Move> moves = state.legalMoves();
        int mover = state.toMove();
        for (int i = 0; i < moves.size() && i < FRESH_LIMIT; i++) {
            GameState next = state.play(moves.get(i));
            if (seen.contains(next)) {
                continue;
            }
            Optional<Outcome> known = next.isOver() ? next.outcome() : next.solved();
            if (known.isPresent() && !known.get().isDraw() && known.get().winners().equals(List.of(mover))) {
                return moves.get(i);
            }
        }
        return null;
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

    /** The playouts carried over from earlier moves into the last search (tree reuse). */
    long reusedPlayouts() {
        return reused;
    }

    /** How this player searches, for tests. */
    MctsSettings settings() {
        return settings;
    }

    /** The settings it searches a game of {@code players} seats with. */
    MctsSettings settings(int players) {
        return players == 2 ? twoSeats : settings;
    }

    /** The first tree, for tests. */
    Tree tree() {
        return trees[0];
    }

    /** Whether the player holds search trees, for tests. */
    boolean holdsTrees() {
        return trees != null;
    }

    @Override
    public void begin(GameInfo game, Setup setup, GameState start, int seat) {
        trees = null;
        played.clear();
        seen.clear();
    }

    /** Notes the position for the next search; once the game is over the trees are let go, as nothing is left to search. */
    @Override
    public void played(Move move, GameState after) {
        if (after.isOver()) {
            trees = null;
            played.clear();
            seen.clear();
            return;
        }
        played.add(after);
        seen.add(after);
    }

    @Override
    public void undone(GameState now) {
        played.clear();
        seen.clear();
    }

    @Override
    public void close() {
        trees = null;
        played.clear();
        seen.clear();
    }
}
