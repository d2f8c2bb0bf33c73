package org.beadbox.ai.mcts;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;

/**
 * One position in a search tree, with the reward sums (and sums of squares) of every playout that
 * passed through it, one per seat: each seat, when it is to move, picks the child best for itself, so two to
 * four seats are backed up alike.
 *
 * <p>Children are added by progressive widening ({@link Widening}: the moves not yet in the
 * tree) and chosen by UCB1-Tuned ({@link Selection}). A child that wins outright for the mover
 * (a finished game, or a result proved by the evaluation or known exactly by the game) is kept
 * as decisive: the search then always goes there (of several found, the one that wins by the
 * most).
 *
 * <p>Threads that share a tree ({@link Tree#share}) take a node's {@link #lock} for each step at
 * it: its lists of children and moves, its decisive child, and its children's {@link #virtual}
 * counts are touched only under it, and its statistics are written only under it. Selection reads
 * the children's statistics without their locks: a count a moment old only moves the choice as a
 * playout more or less would. A tree searched by one thread takes no locks at all.
 */
final class Node {

    private static final VarHandle LOCKED;

    static {
        try {
            LOCKED = MethodHandles.lookup().findVarHandle(Node.class, "locked", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Spins this many times on a held lock before yielding the processor to its holder. */
    private static final int SPINS = 64;

    final GameState state;
    /** The move that leads here from the parent (the first such move, when several merged); null at a root. */
    final Move move;
    /** The seat to move here, or -1 once the game is over. */
    final int mover;
    /** 1 while a thread holds this node's lock. */
    private volatile int locked;
    /**
     * The iterations of other threads under way through this node: each counts as a visit that
     * has not yet won anything (a virtual loss), so that threads sharing the tree spread over
     * its lines instead of all following the best one. Guarded by the parent's lock.
     */
    int virtual;
    /** The rewards of a finished game, else null. */
    final double[] terminal;
    final double[] sums;
    /** Sums of squared rewards per seat, for the variance in UCB1-Tuned. */
    final double[] squares;
    /** The game's evaluation of this position, when the parent's ranking computed it; else null. */
    double[] estimate;
    /**
     * The implicit minimax value: the evaluation at the end of this node's best line in the tree
     * (each seat to move taking the child best for itself), or the node's own evaluation while it
     * has no judged child; null until the node is judged. Kept only when the search uses it.
     */
    volatile double[] line;
    /** The rewards after the mover's best reply by the evaluation, when {@link #order(Evaluator, int, RandomGenerator, double)} was asked for them; else null. */
    volatile double[] settled;
    long visits;
    /**
     * All-moves-as-first statistics, kept when the search uses RAVE: the iterations through the
     * parent in which the parent's mover played this node's move there or further down the path,
     * and the sum of that seat's rewards in them.
     */
    long amafVisits;
    double amafSum;
    /** The children by the notation of their move, made when RAVE first asks. */
    private Map<String, Node> byNote;
    private List<Node> children = List.of();
    private Map<GameState, Node> byState;
    /** The moves not yet in the tree, made on first use. */
    private Widening widening;
    private Node decisive;
    /**
     * The rewards of the win the game's evaluation proved from here (or the game knows exactly,
     * {@link GameState#solved()}), or that every move from here proved for another seat: a position judged exactly 1 for one seat and 0 for the
     * others ({@link Rewards#proof}); null if none. The search then treats the node as finished.
     */
    volatile double[] proven;

    Node(GameState state, Move move) {
        this.state = state;
        this.move = move;
        this.terminal = state.outcome().map(Rewards::of).orElse(null);
        this.mover = terminal == null ? state.toMove() : -1;
        this.proven = terminal == null ? Rewards.exact(state) : null;
        this.sums = new double[state.players()];
        this.squares = new double[state.players()];
    }

    /**
     * Takes this node's lock, for threads sharing its tree: the steps under it are short, so a
     * thread that finds it held spins a little, then lets the holder run.
     */
    void lock() {
        for (int spins = 0; !LOCKED.compareAndSet(this, 0, 1); spins++) {
            if (spins < SPINS) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
    }

    /** Lets go of this node's lock. */
    void unlock() {
        locked = 0;
    }

    /** The children so far, in the order added. */
    List<Node> children() {
        return children;
    }

    /** Whether this node's result is known: the game is over here or the evaluation proved it. */
    boolean solved() {
        return terminal != null || proven != null;
    }

    /** Whether this node's result is known to be a sole win for a seat other than {@code seat}. */
    boolean lostFor(int seat) {
        double[] known = terminal != null ? terminal : proven;
        return known != null && Rewards.proof(known) && known[seat] == 0;
    }

    /**
     * Judges this node's children and ranked moves again by {@code evaluator}, taking up any
     * proof it now gives (after a deeper search of the position filled in what it knows).
     */
    void reprove(Evaluator evaluator) {
        for (Node c : children) {
            if (c.solved()) {
                continue;
            }
            double[] v = evaluator.evaluate(c.state);
            if (v.length == sums.length && Rewards.proof(v)) {
                c.proven = v;
                proved(c);
            }
        }
        if (widening != null) {
            widening.reprove(evaluator);
        }
    }

    /** Records that the evaluation proved {@code child}'s result: a win for the mover there makes it decisive. */
    void proved(Node child) {
        if (Rewards.soleWin(child.proven, mover)
                && (decisive == null || Rewards.lead(child.state, mover) > Rewards.lead(decisive.state, mover))) {
            decisive = child;
        }
    }

    /** A child that wins outright for the mover, or null. */
    Node decisive() {
        return decisive;
    }

    /** The child holding {@code position}, or null. */
    Node child(GameState position) {
        return byState == null ? null : byState.get(position);
    }

    /** The mean reward of {@code seat} over the playouts through here; 0.5 with none. */
    double mean(int seat) {
        return visits == 0 ? 0.5 : sums[seat] / visits;
    }

    /** Adds one playout's rewards. */
    void update(double[] rewards) {
        visits++;
        for (int i = 0; i < sums.length; i++) {
            sums[i] += rewards[i];
            squares[i] += rewards[i] * rewards[i];
        }
    }

    /** The child reached by the move written {@code note}, or null. */
    Node childByNote(String note) {
        if (byNote == null) {
            if (children.isEmpty()) {
                return null;
            }
            byNote = new HashMap<>();
            for (Node c : children) {
                byNote.putIfAbsent(c.move.notation(), c);
            }
        }
        return byNote.get(note);
    }

    /**
     * A new child, if the widening allows one and a move with a new position is left; else null
     * ({@link Widening#expand}).
     */
    Node expand(RandomGenerator random, double widen) {
        return widening().expand(random, widen);
    }

    /** Ranks the moves not yet in the tree by the evaluation ({@link Widening#order}). */
    void order(Evaluator evaluator, int limit, RandomGenerator random) {
        order(evaluator, limit, random, -1);
    }

    /** {@link Widening#order}, also setting {@link #settled} with a {@code margin} of 0 or more. */
    void order(Evaluator evaluator, int limit, RandomGenerator random, double margin) {
        if (terminal == null) {
            widening().order(evaluator, limit, random, margin);
        }
    }

    /** The moves not yet in the tree, the children's lists made on the first call. */
    private Widening widening() {
        if (widening == null) {
            widening = new Widening(this);
            children = new ArrayList<>();
            byState = new HashMap<>();
        }
        return widening;
    }

    /** Whether a move's position is already a child's. */
    boolean holds(GameState position) {
        return byState != null && byState.containsKey(position);
    }

    /**
     * In a two-seat game, sets {@link #proven} when every move from here leads to a proven win of
     * the other seat: the ranked ones ({@code rankedAllLost}, with {@code lastRanked} the last
     * one's rewards, null when none is ranked) and those already in the tree.
     */
    void provenLost(boolean rankedAllLost, double[] lastRanked) {
        if (sums.length != 2 || !rankedAllLost) {
            return;
        }
        double[] lost = lastRanked;
        if (lost == null && children.isEmpty()) {
            return;
        }
        for (Node c : children) {
            if (!c.lostFor(mover)) {
                return;
            }
            lost = c.terminal != null ? c.terminal : c.proven;
        }
        proven = lost;
    }

    /** Adds {@code child} to the tree. */
    Node adopt(Node child) {
        children.add(child);
        if (byNote != null) {
            byNote.putIfAbsent(child.move.notation(), child);
        }
        byState.put(child.state, child);
        if (child.estimate != null && Rewards.proof(child.estimate)) {
            child.proven = child.estimate;
        }
        if (child.proven != null) {
            proved(child);
        } else if (child.terminal != null && Rewards.soleWin(child.terminal, mover)
                && (decisive == null || Rewards.lead(child.state, mover) > Rewards.lead(decisive.state, mover))) {
            decisive = child;
        }
        return child;
    }

    /**
     * Sets this node's {@link #line} from its children's: the line of the child best for the
     * mover, if any child has one. A terminal node keeps its outcome.
     *
     * @return whether the value changed
     */
    boolean backUpLine() {
        if (terminal != null) {
            boolean changed = line == null;
            line = terminal;
            return changed;
        }
        double[] best = null;
        for (Node child : children) {
            double[] v = child.line;
            if (v != null && (best == null || v[mover] > best[mover])) {
                best = v;
            }
        }
        if (best == null || best == line) {
            return false;
        }
        line = best;
        return true;
    }

    /** The child UCB1-Tuned picks for the mover ({@link Selection#select}). */
    Node select(double c, double minimax, double rave, int against) {
        return Selection.select(this, c, minimax, rave, against);
    }

    /** The child most visited (ties to the better mean), the move the search recommends; null if none. */
    Node mostVisited() {
        return Selection.mostVisited(this);
    }
}
