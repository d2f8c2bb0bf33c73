package org.beadbox.ai.uct;

import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * One tree of plain UCT (Kocsis and Szepesvári, 2006): UCB1 with a fixed exploration constant,
 * every child of a position opened at its first visit, uniform random playouts to the end of
 * the game, and a reward of match points only (1 for a sole first place, 1/k when k seats share
 * it, 0 otherwise). No evaluation, no widening, no margin, no tree reuse: the reference player of
 * the strength harness.
 */
final class UctSearch {

    /** Plies after which a playout is scored by the running scores, so a game that never ends still returns. */
    static final int MAX_PLAYOUT_PLIES = 10_000;

    /** A position of the tree, reached by {@code move}; {@code sum} is the reward of the seat that played it. */
    static final class Node {
        final Move move;
        final int mover;
        Node[] children;
        long visits;
        double sum;

        Node(Move move, int mover) {
            this.move = move;
            this.mover = mover;
        }
    }

    private final GameState root;
    private final Node top;
    private final double exploration;
    private final SplittableRandom random;
    private final boolean uniform;
    private long iterations;

    /**
     * A tree from {@code root}; {@code uniform} plays out by drawing from {@link
     * GameState#legalMoves()}, else by the game's own fast {@link GameState#playout}.
     */
    UctSearch(GameState root, double exploration, SplittableRandom random, boolean uniform) {
        this.root = root;
        this.top = new Node(null, -1);
        this.exploration = exploration;
        this.random = random;
        this.uniform = uniform;
    }

    /** One iteration: select to a leaf, open its children, play one out at random, back the result up. */
    void iterate() {
        Node[] path = new Node[64];
        int depth = 0;
        Node node = top;
        GameState state = root;
        path[depth++] = node;
        while (node.children != null && node.children.length > 0) {
            node = select(node);
            state = state.play(node.move);
            if (depth == path.length) {
                path = java.util.Arrays.copyOf(path, depth * 2);
            }
            path[depth++] = node;
        }
        if (node.children == null && !state.isOver()) {
            List<Move> moves = state.legalMoves();
            int mover = state.toMove();
            Node[] kids = new Node[moves.size()];
            for (int i = 0; i < kids.length; i++) {
                kids[i] = new Node(moves.get(i), mover);
            }
            node.children = kids;
            if (kids.length > 0) {
                node = kids[random.nextInt(kids.length)];
                state = state.play(node.move);
                path[depth++] = node;
            }
        }
        double[] reward = playout(state);
        for (int i = 0; i < depth; i++) {
            Node n = path[i];
            n.visits++;
            if (n.mover >= 0) {
                n.sum += reward[n.mover];
            }
        }
        iterations++;
    }

    /** The child with the highest UCB1 value; unvisited children first, in random order. */
    private Node select(Node node) {
        Node[] kids = node.children;
        double logN = Math.log(Math.max(1, node.visits));
        Node best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        int offset = random.nextInt(kids.length);
        for (int k = 0; k < kids.length; k++) {
            Node c = kids[(k + offset) % kids.length];
            if (c.visits == 0) {
                return c;
            }
            double v = c.sum / c.visits + exploration * Math.sqrt(logN / c.visits);
            if (v > bestValue) {
                bestValue = v;
                best = c;
            }
        }
        return best;
    }

    /** Random moves to the end; each seat's match points. */
    private double[] playout(GameState from) {
        GameState s = uniform ? from : from.playout(random, MAX_PLAYOUT_PLIES);
        for (int ply = 0; uniform && ply < MAX_PLAYOUT_PLIES && !s.isOver(); ply++) {
            List<Move> moves = s.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            s = s.play(moves.get(random.nextInt(moves.size())));
        }
        GameState end = s;
        Outcome o = end.outcome().orElseGet(() -> Outcome.byScore(end.score(), ""));
        double[] r = new double[o.players()];
        for (int i = 0; i < r.length; i++) {
            r[i] = o.points(i);
        }
        return r;
    }

    /** The root's children (null before the first iteration). */
    Node[] rootChildren() {
        return top.children;
    }

    long iterations() {
        return iterations;
    }
}
