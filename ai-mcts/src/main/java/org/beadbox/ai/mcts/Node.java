package org.beadbox.ai.mcts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;

/**
 * One position in a search tree, with the reward sums of every playout that passed through it,
 * one sum per seat: each seat, when it is to move, picks the child best for itself, so two to
 * four seats are backed up alike.
 *
 * <p>Children are added by progressive widening: a node visited {@code n} times may have about
 * {@code widening * sqrt(n + 1)} children, drawn at random from the legal moves without ever
 * copying a lazy move list. A move whose position equals an existing child's is merged into it
 * (states are equal by position); when a few draws in a row only repeat known positions, the
 * node waits until its visits double before drawing again, so a position whose many moves lead
 * to few positions costs little. A child that wins outright for the mover is kept as decisive:
 * the search then always goes there. Not thread-safe: each tree belongs to one thread.
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
    long visits;
    private List<Node> children = List.of();
    private Map<GameState, Node> byState;
    private MoveSampler untried;
    private boolean exhausted;
    private long retryAt;
    private Node decisive;

    Node(GameState state, Move move) {
        this.state = state;
        this.move = move;
        this.terminal = state.outcome().map(Rewards::of).orElse(null);
        this.mover = terminal == null ? state.toMove() : -1;
        this.sums = new double[state.players()];
    }

    /** The children so far, in the order added. */
    List<Node> children() {
        return children;
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
        }
    }

    /**
     * A new child, if the widening allows one and a move with a new position is left; else null.
     */
    Node expand(RandomGenerator random, double widening) {
        if (exhausted) {
            return null;
        }
        if (untried == null) {
            untried = new MoveSampler(state.legalMoves());
            children = new ArrayList<>();
            byState = new HashMap<>();
        }
        long allowed = (long) Math.ceil(widening * Math.sqrt(visits + 1.0));
        if (children.size() >= allowed) {
            return null;
        }
        if (visits < retryAt) {
            return null;
        }
        for (int draws = 0; draws < MAX_DRAWS && untried.remaining() > 0; draws++) {
            Move m = untried.next(random);
            GameState next = state.play(m);
            if (!byState.containsKey(next)) {
                Node child = new Node(next, m);
                children.add(child);
                byState.put(next, child);
                if (child.terminal != null && decisive == null && Rewards.soleWin(child.terminal, mover)) {
                    decisive = child;
                }
                return child;
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

    /** The child that UCB1 picks for the mover, with exploration constant {@code c}. */
    Node select(double c) {
        double logN = Math.log(Math.max(1, visits));
        Node best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Node child : children) {
            double score = child.sums[mover] / child.visits + c * Math.sqrt(logN / child.visits);
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        return best;
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
