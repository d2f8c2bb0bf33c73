package org.beadbox.ai.mcts;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * One position in a search tree, with the reward sums (and sums of squares) of every playout that
 * passed through it, one per seat: each seat, when it is to move, picks the child best for itself, so two to
 * four seats are backed up alike.
 *
 * <p>Children are added by progressive widening: a node visited {@code n} times may have about
 * {@code widening * sqrt(n + 1)} children, drawn at random from the legal moves without ever
 * copying a lazy move list. A move whose position equals an existing child's is merged into it
 * (states are equal by position); when a few draws in a row only repeat known positions, the
 * node waits until its visits double before drawing again, so a position whose many moves lead
 * to few positions costs little. Where the game has an evaluation, a node that has been visited
 * often enough ranks its remaining moves by it once, and widens best first. A child that wins outright for the mover is kept as decisive:
 * the search then always goes there (of several found, the one that wins by the most). Not thread-safe: each tree belongs to one thread.
 */
final class Node {

    /** Moves drawn at most per expansion; when all repeat known positions, the next try waits until the visits double. */
    private static final int MAX_DRAWS = 8;

    final GameState state;
    /** The move that leads here from the parent (the first such move, when several merged); null at a root. */
    final Move move;
    /** The seat to move here, or -1 once the game is over. */
    final int mover;
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
    double[] line;
    /** The rewards after the mover's best reply by the evaluation, when {@link #order(Evaluator, int, RandomGenerator, double)} was asked for them; else null. */
    double[] settled;
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
    private MoveSampler untried;
    /** The moves not yet in the tree, best first, once {@link #order} has ranked them; else null. */
    private ArrayDeque<Ranked> ranked;
    private boolean exhausted;
    private long retryAt;
    private Node decisive;
    /**
     * The rewards of the win the game's evaluation proved from here, or that every move from
     * here proved for another seat: a position judged exactly 1 for one seat and 0 for the
     * others ({@link Rewards#proof}); null if none. The search then treats the node as finished.
     */
    double[] proven;

    Node(GameState state, Move move) {
        this.state = state;
        this.move = move;
        this.terminal = state.outcome().map(Rewards::of).orElse(null);
        this.mover = terminal == null ? state.toMove() : -1;
        this.proven = terminal == null ? Rewards.exact(state) : null;
        this.sums = new double[state.players()];
        this.squares = new double[state.players()];
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
        if (ranked != null && !ranked.isEmpty()) {
            List<Ranked> list = new ArrayList<>(ranked.size());
            for (Ranked r : ranked) {
                double[] v = evaluator.evaluate(state.play(r.move()));
                list.add(v.length == sums.length && Rewards.proof(v) ? new Ranked(r.move(), v[mover], v) : r);
            }
            list.sort((a, b) -> Double.compare(b.key(), a.key()));
            ranked = new ArrayDeque<>(list);
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

    /**
     * A new child, if the widening allows one and a move with a new position is left; else null.
     * Moves come best first once {@link #order} has ranked them, else at random.
     */
    Node expand(RandomGenerator random, double widening) {
        if (exhausted) {
            return null;
        }
        if (children.isEmpty() && byState == null) {
            untried = new MoveSampler(state.legalMoves());
            children = new ArrayList<>();
            byState = new HashMap<>();
        }
        long allowed = (long) Math.ceil(widening * Math.sqrt(visits + 1.0));
        if (children.size() >= allowed || visits < retryAt) {
            return null;
        }
        if (ranked != null) {
            for (Ranked r = ranked.poll(); r != null; r = ranked.poll()) {
                GameState next = state.play(r.move());
                if (!byState.containsKey(next)) {
                    Node child = new Node(next, r.move());
                    child.estimate = r.estimate();
                    return adopt(child);
                }
            }
            exhausted = true;
            ranked = null;
            return null;
        }
        for (int draws = 0; draws < MAX_DRAWS && untried.remaining() > 0; draws++) {
            Move m = untried.next(random);
            GameState next = state.play(m);
            if (!byState.containsKey(next)) {
                return adopt(new Node(next, m));
            }
        }
        if (untried.remaining() == 0) {
            exhausted = true;
            untried = null;
        } else {
            retryAt = 2 * visits + 1;
        }
        return null;
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

    private Node adopt(Node child) {
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
     * Ranks the moves not yet in the tree by the evaluation of their positions for the mover, so
     * that widening adds the most promising first. Does nothing when they are already ranked,
     * when the game is over, or when more than {@code limit} moves are left (it costs one move
     * and one evaluation each). Only each move and its evaluation are kept: a child's position
     * is made again when widening adopts it, and keeps the evaluation as its {@link #estimate}
     * (the positions of moves never adopted would fill the memory: they were most of a search's
     * heap, 9 KB a playout in Glass Bead Challenge, and its collector's pauses). Moves that reach
     * the same position, or one already in the tree, are told apart only when widening reaches
     * them (the first in the ranking joins, the others are skipped). Moves the evaluation rates
     * equal come in an order drawn from {@code random}, so that a search does not always prefer
     * the first of equals in the game's move order (and with a new seed plays a new game).
     */
    void order(Evaluator evaluator, int limit, RandomGenerator random) {
        order(evaluator, limit, random, -1);
    }

    /**
     * {@link #order}, and with a {@code margin} of 0 or more also sets {@link #settled}: the
     * rewards after the mover's best move by the evaluation (a finished game by its outcome),
     * with that share of the score margin there ({@link Rewards#withMargin}), so that a leaf
     * judged with its mover's best reply costs the ranking its next visit needs anyway.
     */
    void order(Evaluator evaluator, int limit, RandomGenerator random, double margin) {
        if (ranked != null || exhausted || terminal != null) {
            return;
        }
        if (byState == null) {
            untried = new MoveSampler(state.legalMoves());
            children = new ArrayList<>();
            byState = new HashMap<>();
        }
        if (untried.remaining() > limit) {
            return;
        }
        List<Move> moves = untried.drain();
        for (int i = moves.size() - 1; i > 0; i--) {
            Collections.swap(moves, i, random.nextInt(i + 1));
        }
        List<Ranked> list = new ArrayList<>(moves.size());
        GameState bestNext = null;
        double[] bestValue = null;
        for (Move m : moves) {
            GameState next = state.play(m);
            Optional<Outcome> outcome = next.outcome();
            double[] value;
            if (outcome.isPresent()) {
                value = Rewards.of(outcome.get());
                list.add(new Ranked(m, 2 * value[mover], null));
            } else {
                double[] exact = Rewards.exact(next);
                value = exact != null ? exact : evaluator.evaluate(next);
                list.add(new Ranked(m, value[mover], value.length == sums.length ? value : null));
            }
            if (margin >= 0 && value.length == sums.length && (bestValue == null || value[mover] > bestValue[mover])) {
                bestNext = next;
                bestValue = value;
            }
        }
        if (bestValue != null) {
            settled = Rewards.withMargin(bestValue, bestNext, margin);
        }
        list.sort((a, b) -> Double.compare(b.key(), a.key()));
        provenLost(list);
        ranked = new ArrayDeque<>(list);
        untried = null;
    }

    /**
     * In a two-seat game, sets {@link #proven} when every move from here, ranked or already in
     * the tree, leads to a proven win of the other seat.
     */
    private void provenLost(List<Ranked> list) {
        if (sums.length != 2 || list.isEmpty() && children.isEmpty()) {
            return;
        }
        double[] lost = null;
        for (Ranked r : list) {
            double[] v = r.estimate();
            if (v == null || !Rewards.proof(v) || v[mover] != 0) {
                return;
            }
            lost = v;
        }
        for (Node c : children) {
            if (!c.lostFor(mover)) {
                return;
            }
            lost = c.terminal != null ? c.terminal : c.proven;
        }
        proven = lost;
    }

    /** A move not yet in the tree, with what the ranking made of it: the sort key and the evaluation (null for a finished game). */
    private record Ranked(Move move, double key, double[] estimate) {
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

    /**
     * The child that UCB1-Tuned picks for the mover: its mean plus {@code c} times an exploration
     * term that shrinks with the variance of its rewards, so positions judged by a smooth
     * evaluation are explored less than win-or-lose playouts. With a {@code minimax} weight above
     * 0, a child's worth mixes its mean with its {@link #line} value; with a {@code rave} constant
     * above 0, it then mixes in the child's all-moves-as-first mean, with weight {@code
     * sqrt(rave / (3 visits + rave))}. With {@code against} a seat (a paranoid search), a mover
     * other than that seat picks by that seat's rewards, the child worst for it (its mean taken
     * from 1, no minimax or RAVE mixed in); -1 for each mover by its own.
     */
    Node select(double c, double minimax, double rave, int against) {
        double logN = Math.log(Math.max(1, visits));
        Node best = null;
        Node fallback = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Node child : children) {
            if (child.proven != null && child.lostFor(mover)) {
                fallback = fallback == null ? child : fallback;
                continue;
            }
            double n = child.visits;
            boolean opposing = against >= 0 && against != mover;
            int seat = opposing ? against : mover;
            double mean = child.sums[seat] / n;
            double bound = Math.min(0.25, child.squares[seat] / n - mean * mean + Math.sqrt(2 * logN / n));
            double worth = opposing ? 1 - mean
                    : minimax > 0 && child.line != null ? (1 - minimax) * mean + minimax * child.line[mover] : mean;
            if (!opposing && rave > 0 && child.amafVisits > 0) {
                double beta = Math.sqrt(rave / (3 * n + rave));
                worth = (1 - beta) * worth + beta * child.amafSum / child.amafVisits;
            }
            double score = worth + c * Math.sqrt(logN / n * bound);
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        return best != null ? best : fallback;
    }

    /** The child most visited (ties to the better mean), the move the search recommends; null if none. */
    Node mostVisited() {
        Node best = null;
        for (Node child : children) {
            if (best == null || child.visits > best.visits
                    || child.visits == best.visits && child.mean(mover) > best.mean(mover)) {
                best = child;
            }
        }
        return best;
    }
}
