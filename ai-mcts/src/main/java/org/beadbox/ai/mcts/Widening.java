package org.beadbox.ai.mcts;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * The moves of a node not yet in the tree, and how they join it: progressive widening. A node
 * visited {@code n} times may have about {@code widening * sqrt(n + 1)} children, drawn at random
 * from the legal moves without ever copying a lazy move list. A move whose position equals an
 * existing child's is merged into it (states are equal by position); when a few draws in a row
 * only repeat known positions, the node waits until its visits double before drawing again, so a
 * position whose many moves lead to few positions costs little. Where the game has an evaluation,
 * a node that has been visited often enough ranks its remaining moves by it once ({@link #order}),
 * and widens best first. Not thread-safe: it belongs to its node's tree.
 */
final class Widening {

    /** Moves drawn at most per expansion; when all repeat known positions, the next try waits until the visits double. */
    private static final int MAX_DRAWS = 8;

    private final Node node;
    private MoveSampler untried;
    /** The moves not yet in the tree, best first, once {@link #order} has ranked them; else null. */
    private ArrayDeque<Ranked> ranked;
    private boolean exhausted;
    private long retryAt;

    Widening(Node node) {
        this.node = node;
        this.untried = new MoveSampler(node.state.legalMoves());
    }

    /**
     * A new child, if the widening allows one and a move with a new position is left; else null.
     * Moves come best first once {@link #order} has ranked them, else at random.
     */
    Node expand(RandomGenerator random, double widening) {
        if (exhausted) {
            return null;
        }
        long allowed = (long) Math.ceil(widening * Math.sqrt(node.visits + 1.0));
        if (node.children().size() >= allowed || node.visits < retryAt) {
            return null;
        }
        if (ranked != null) {
            for (Ranked r = ranked.poll(); r != null; r = ranked.poll()) {
                GameState next = node.state.play(r.move());
                if (!node.holds(next)) {
                    Node child = new Node(next, r.move());
                    child.estimate = r.estimate();
                    return node.adopt(child);
                }
            }
            exhausted = true;
            ranked = null;
            return null;
        }
        for (int draws = 0; draws < MAX_DRAWS && untried.remaining() > 0; draws++) {
            Move m = untried.next(random);
            GameState next = node.state.play(m);
            if (!node.holds(next)) {
                return node.adopt(new Node(next, m));
            }
        }
        if (untried.remaining() == 0) {
            exhausted = true;
            untried = null;
        } else {
            retryAt = 2 * node.visits + 1;
        }
        return null;
    }

    /**
     * Ranks the moves not yet in the tree by the evaluation of their positions for the mover (or
     * by the exact result where the game knows it), so
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
    /**
     * With a {@code margin} of 0 or more also sets the node's {@link Node#settled}: the
     * rewards after the mover's best move by the evaluation (a finished game by its outcome),
     * with that share of the score margin there ({@link Rewards#withMargin}), so that a leaf
     * judged with its mover's best reply costs the ranking its next visit needs anyway.
     */
    void order(Evaluator evaluator, int limit, RandomGenerator random, double margin) {
        if (ranked != null || exhausted) {
            return;
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
            GameState next = node.state.play(m);
            Optional<Outcome> outcome = next.outcome();
            double[] value;
            if (outcome.isPresent()) {
                value = Rewards.of(outcome.get());
                list.add(new Ranked(m, 2 * value[node.mover], null));
            } else {
                double[] exact = Rewards.exact(next);
                value = exact != null ? exact : evaluator.evaluate(next);
                list.add(new Ranked(m, value[node.mover], value.length == node.sums.length ? value : null));
            }
            if (margin >= 0 && value.length == node.sums.length && (bestValue == null || value[node.mover] > bestValue[node.mover])) {
                bestNext = next;
                bestValue = value;
            }
        }
        if (bestValue != null) {
            node.settled = Rewards.withMargin(bestValue, bestNext, margin);
        }
        list.sort((a, b) -> Double.compare(b.key(), a.key()));
        provenLost(list);
        ranked = new ArrayDeque<>(list);
        untried = null;
    }

    /** Whether every ranked move is proved lost for the mover; tells the node, which also checks its children. */
    private void provenLost(List<Ranked> list) {
        double[] last = null;
        for (Ranked r : list) {
            double[] v = r.estimate();
            if (v == null || !Rewards.proof(v) || v[node.mover] != 0) {
                return;
            }
            last = v;
        }
        node.provenLost(true, last);
    }

    /** A move not yet in the tree, with what the ranking made of it: the sort key and the evaluation (null for a finished game). */
    private record Ranked(Move move, double key, double[] estimate) {
    }

    /** Judges the ranked moves again by {@code evaluator}, taking up any proof it now gives. */
    void reprove(Evaluator evaluator) {
        if (ranked != null && !ranked.isEmpty()) {
            List<Ranked> list = new ArrayList<>(ranked.size());
            for (Ranked r : ranked) {
                double[] v = evaluator.evaluate(node.state.play(r.move()));
                list.add(v.length == node.sums.length && Rewards.proof(v) ? new Ranked(r.move(), v[node.mover], v) : r);
            }
            list.sort((a, b) -> Double.compare(b.key(), a.key()));
            ranked = new ArrayDeque<>(list);
        }
    }
}
