package org.beadbox.ai.mcts;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;

/**
 * One Monte Carlo search tree and the random source that grows it: selection by UCB1-Tuned with
 * each seat maximising its own reward, expansion by progressive widening, a playout through the
 * game's {@link GameState#playout} (cut short and judged by the game's evaluator where there is
 * one, with the searching seat to move when {@link MctsSettings#settle} says so), and the
 * rewards of every seat (in a two-seat game with a share for the score margin where the playout
 * was judged, {@link MctsSettings#margin}) backed up along the path; in a two-seat game whose leaves are judged by
 * the evaluation alone, each node also backs up the evaluation of its best line (implicit minimax, weighed into
 * selection by {@link MctsSettings#minimax}); with {@link MctsSettings#rave}, each node's children
 * also keep all-moves-as-first statistics, mixed into selection. Between moves the tree is kept: the next
 * search starts from the node of the new position when it is found within a round of plies.
 *
 * <p>Each thread of a search has a tree of its own, with its own random source; the trees of
 * further threads {@link #share} the first one's nodes (tree parallelism): each iteration locks
 * one node at a time, top down to choose and add, bottom up to back up, and counts a virtual
 * loss on each node it goes through until its result is backed up there.
 */
final class Tree {

    /** Plies after which a playout without an evaluator is judged by the running scores. */
    static final int PLAYOUT_PLIES = 5_000;

    /** The most moves a node ranks by evaluation. */
    static final int RANK_LIMIT = 512;

    private static final int REUSE_SCAN_LIMIT = 20_000;

    private final RandomGenerator random;
    private final MctsSettings settings;
    private final List<Node> path = new ArrayList<>();
    private final List<Node> credited = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private Node root;
    /** The nodes in the tree, shared with the trees that {@link #share} it. */
    private AtomicLong nodes = new AtomicLong();
    /** Whether other threads search the same nodes, so that each step locks its node. */
    private boolean shared;

    Tree(RandomGenerator random, MctsSettings settings) {
        this.random = random;
        this.settings = settings;
    }

    /** The root: the position searched. */
    Node root() {
        return root;
    }

    /**
     * Makes {@code state} the root, reusing the node of the previous search that holds it with
     * everything beneath it: found by following {@code played} (the positions since the last
     * search, as the player was told them), else by a bounded look through the first round of
     * plies below the old root.
     *
     * @return the playouts carried over (0 for a fresh root)
     */
    long reroot(GameState state, List<GameState> played) {
        Node found = null;
        if (root != null) {
            Node walk = root;
            for (int i = 0; i < played.size() && walk != null; i++) {
                walk = walk.child(played.get(i));
            }
            found = walk != null && walk.state.equals(state) ? walk : find(root, state);
        }
        root = found != null ? found : new Node(state, null);
        nodes.set(count(root));
        shared = false;
        return root.visits;
    }

    /**
     * Makes this tree search {@code first}'s nodes from its root, alongside it (after {@code
     * first} was {@linkplain #reroot rerooted} for the search): both then lock each node they step on.
     */
    void share(Tree first) {
        root = first.root;
        nodes = first.nodes;
        shared = true;
        first.shared = true;
    }

    private void lock(Node n) {
        if (shared) {
            n.lock();
        }
    }

    private void unlock(Node n) {
        if (shared) {
            n.unlock();
        }
    }

    private static Node find(Node from, GameState state) {
        int depthLimit = Math.max(2, state.players());
        int hash = state.hashCode();
        Deque<Node> level = new ArrayDeque<>(List.of(from));
        int scanned = 0;
        for (int depth = 0; depth <= depthLimit && !level.isEmpty(); depth++) {
            Deque<Node> below = new ArrayDeque<>();
            for (Node n : level) {
                if (++scanned > REUSE_SCAN_LIMIT) {
                    return null;
                }
                if (n.state.hashCode() == hash && n.state.equals(state)) {
                    return n;
                }
                below.addAll(n.children());
            }
            level = below;
        }
        return null;
    }

    private static long count(Node from) {
        long count = 0;
        Deque<Node> todo = new ArrayDeque<>(List.of(from));
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            count++;
            todo.addAll(n.children());
        }
        return count;
    }

    /** One iteration: select, expand, play out, back up. */
    void iterate(Evaluator evaluator) {
        path.clear();
        path.add(root);
        double[] rewards = descend(evaluator);
        for (int i = path.size() - 1; i >= 0; i--) {
            Node n = path.get(i);
            lock(n);
            try {
                n.update(rewards);
                if (i + 1 < path.size()) {
                    path.get(i + 1).virtual--;
                }
            } finally {
                unlock(n);
            }
        }
        if (minimax(evaluator) > 0) {
            backUpLines(rewards);
        }
        if (settings.rave() > 0) {
            amaf(rewards);
        }
    }

    /**
     * Walks down from the root, one node's lock at a time, choosing a child at each step (or
     * adding one), until a node to judge: the rewards judged there. The nodes walked through are
     * the {@link #path}, each of them but the root with a virtual loss counted.
     */
    private double[] descend(Evaluator evaluator) {
        Node node = root;
        while (true) {
            Node at = node;
            Node added = null;
            lock(at);
            try {
                if (at.terminal != null || at.proven != null && at != root) {
                    return simulate(at, evaluator);
                }
                if (at.decisive() != null) {
                    node = enter(at.decisive());
                    continue;
                }
                if (evaluator != null && (at.visits >= settings.ranking() || at == root)) {
                    at.order(evaluator, RANK_LIMIT, random);
                }
                added = nodes.get() < settings.maxNodes() ? at.expand(random, settings.widening()) : null;
                if (added != null) {
                    nodes.incrementAndGet();
                    enter(added);
                } else if (at.children().isEmpty()) {
                    return simulate(at, evaluator);
                } else {
                    node = enter(at.select(settings.exploration(), minimax(evaluator), settings.rave(), against()));
                    continue;
                }
            } finally {
                unlock(at);
            }
            double[] rewards;
            lock(added);
            try {
                rewards = simulate(added, evaluator);
            } finally {
                unlock(added);
            }
            if (added.proven != null) {
                lock(at);
                try {
                    at.proved(added);
                } finally {
                    unlock(at);
                }
            }
            return rewards;
        }
    }

    /** Adds {@code child} to the path, counting a virtual loss on it (under its parent's lock). */
    private Node enter(Node child) {
        child.virtual++;
        path.add(child);
        return child;
    }

    /**
     * All moves as first: for each node on the path, credits this iteration's reward for its
     * mover to each child whose move that seat played there or further down the path (a move
     * known by its notation; once per iteration, however often it was played).
     */
    private void amaf(double[] rewards) {
        int len = path.size();
        notes.clear();
        for (Node n : path) {
            notes.add(n.move == null ? null : n.move.notation());
        }
        for (int i = 0; i < len - 1; i++) {
            Node n = path.get(i);
            int m = n.mover;
            if (m < 0) {
                continue;
            }
            credited.clear();
            lock(n);
            try {
                for (int j = i + 1; j < len; j++) {
                    if (path.get(j - 1).mover != m) {
                        continue;
                    }
                    Node c = n.childByNote(notes.get(j));
                    if (c != null && !credited.contains(c)) {
                        credited.add(c);
                        c.amafVisits++;
                        c.amafSum += rewards[m];
                    }
                }
            } finally {
                unlock(n);
            }
        }
    }

    /** The seat every other seat plays against in a paranoid search ({@link MctsSettings#paranoid}, three or more seats), else -1. */
    private int against() {
        return settings.paranoid() && root.state.players() > 2 ? root.mover : -1;
    }

    /**
     * The minimax weight in use: only in a two-seat game whose leaves are judged by the
     * evaluation alone. With more seats each seat's best line, taken from a shallow tree's
     * evaluations, misjudged the others' replies: one MCTS against three greedy players in
     * four-seat BeadMaster won 10 of 40 games with the weight and 34 of 80 without it.
     */
    private double minimax(Evaluator evaluator) {
        return evaluator != null && settings.cutoff() == 0 && root.state.players() == 2 ? settings.minimax() : 0;
    }

    /**
     * Gives the leaf of this iteration its judgement (its outcome, if the game ended there; as
     * the search counts rewards) as its line value, if it has none, and backs the change up the
     * path for as long as it changes a parent's value.
     */
    private void backUpLines(double[] judged) {
        Node leaf = path.get(path.size() - 1);
        lock(leaf);
        try {
            if (leaf.line == null) {
                leaf.line = judged;
            }
        } finally {
            unlock(leaf);
        }
        for (int i = path.size() - 2; i >= 0; i--) {
            Node n = path.get(i);
            lock(n);
            try {
                if (!n.backUpLine()) {
                    return;
                }
            } finally {
                unlock(n);
            }
        }
    }

    /** The rewards of this iteration as the search counts them: {@code rewards}, judged at {@code where}, with the score margin there weighed in. */
    private double[] judged(double[] rewards, GameState where) {
        return Rewards.withMargin(rewards, where, settings.margin());
    }

    private double[] simulate(Node node, Evaluator evaluator) {
        if (node.terminal != null) {
            return judged(finished(node.state, node.terminal), node.state);
        }
        if (node.proven != null && node != root) {
            return judged(node.proven, node.state);
        }
        if (evaluator != null && settings.cutoff() == 0) {
            if (settings.settle() && node.state.players() == 2 && node.mover != root.mover) {
                if (node.settled == null && node.visits == 0) {
                    node.order(evaluator, RANK_LIMIT, random, settings.margin());
                }
                return node.settled != null ? node.settled : settle(node.state, evaluator);
            }
            double[] value = node.estimate != null ? node.estimate : Rewards.of(node.state, evaluator);
            if (Rewards.proof(value)) {
                node.proven = value;
            }
            return judged(value, node.state);
        }
        GameState end = evaluator != null
                ? node.state.playout(random, settings.cutoff())
                : node.state.playout(random, PLAYOUT_PLIES);
        return judged(end.isOver() ? finished(end, Rewards.of(end.outcome().orElseThrow())) : Rewards.of(end, evaluator), end);
    }

    /**
     * The rewards of the finished game {@code end}, whose places give {@code byPlace}: those, or
     * with {@link MctsSettings#firsts} and more than two seats its match points.
     */
    private double[] finished(GameState end, double[] byPlace) {
        return settings.firsts() && end.players() > 2 ? Rewards.firsts(end.outcome().orElseThrow()) : byPlace;
    }

    /**
     * The evaluation of {@code from} once the seats to move before the root's mover have each
     * played their best move by the evaluation: the leaves of the tree are then all judged with
     * the same seat to move, so a move just made does not flatter the seat that made it at some
     * depths and not at others. Stops early at the end of the game or at a position with more
     * than {@link #RANK_LIMIT} moves.
     */
    private double[] settle(GameState from, Evaluator evaluator) {
        GameState s = from;
        double[] value = null;
        for (int ply = 0; ply < s.players() && !s.isOver() && s.toMove() != root.mover; ply++) {
            List<Move> moves = s.legalMoves();
            if (moves.size() > RANK_LIMIT) {
                break;
            }
            int seat = s.toMove();
            GameState best = null;
            double[] bestValue = null;
            for (Move m : moves) {
                GameState next = s.play(m);
                double[] v = next.isOver() ? Rewards.of(next.outcome().orElseThrow()) : evaluator.evaluate(next);
                if (best == null || v[seat] > bestValue[seat]) {
                    best = next;
                    bestValue = v;
                }
            }
            s = best;
            value = bestValue;
        }
        return judged(value != null && value.length == s.players() ? value : Rewards.of(s, evaluator), s);
    }

    /** The expected line of play from the root: the most visited child at each step, at most {@code max} moves. */
    List<Node> principalLine(int max) {
        List<Node> line = new ArrayList<>();
        Node n = recommended(root);
        while (n != null && line.size() < max && n.visits > 0) {
            line.add(n);
            n = recommended(n);
        }
        return line;
    }

    private Node recommended(Node n) {
        lock(n);
        try {
            return n.decisive() != null ? n.decisive() : n.mostVisited();
        } finally {
            unlock(n);
        }
    }
}
