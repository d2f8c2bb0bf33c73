package org.beadbox.ai.external;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;

/**
 * A game as Beadbox sees it, from its start: the resolved setup, the moves and the positions
 * they lead to. The engine protocol can only replay a game from its start, so this is what an
 * engine is brought level with. Not thread-safe: its owner synchronizes.
 */
final class GameLine {

    /** How many plays a search for moves Beadbox was not told about may try. */
    static final int SEARCH_LIMIT = 20_000;

    private Setup setup;
    private final List<GameState> states = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();

    /** Whether a game was started. */
    boolean started() {
        return setup != null;
    }

    /** The resolved setup of the game; null before {@link #start}. */
    Setup setup() {
        return setup;
    }

    /** The moves from the start, in order; a read-only view. */
    List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** The position now. */
    GameState now() {
        return states.get(states.size() - 1);
    }

    /** A new game with this setup and starting position. */
    void start(Setup resolved, GameState initial) {
        setup = resolved;
        states.clear();
        moves.clear();
        states.add(initial);
    }

    /** {@code move} was played, leading to {@code after}. */
    void add(Move move, GameState after) {
        moves.add(move);
        states.add(after);
    }

    /**
     * Goes back to {@code state}, an earlier position of this game.
     *
     * @return false, changing nothing, if {@code state} is not one
     */
    boolean rewindTo(GameState state) {
        int at = states.lastIndexOf(state);
        if (at < 0) {
            return false;
        }
        while (states.size() > at + 1) {
            states.remove(states.size() - 1);
            moves.remove(moves.size() - 1);
        }
        return true;
    }

    /**
     * Makes {@code state} the position now, if it is now, earlier in the game, or reached from now
     * by the moves that a search {@code depth} plies deep finds.
     *
     * @return false, changing nothing, if it is none of these
     */
    boolean follow(GameState state, int depth) {
        if (now().equals(state) || rewindTo(state)) {
            return true;
        }
        Optional<List<Move>> path = path(now(), state, depth);
        path.ifPresent(p -> p.forEach(m -> add(m, now().play(m))));
        return path.isPresent();
    }

    /**
     * The shortest list of at most {@code depth} moves that leads from {@code from} to {@code
     * to}, if a search bounded to {@value #SEARCH_LIMIT} plays finds one.
     */
    static Optional<List<Move>> path(GameState from, GameState to, int depth) {
        int[] budget = {SEARCH_LIMIT};
        for (int d = 1; d <= depth; d++) {
            Optional<List<Move>> found = search(from, to, d, budget);
            if (found.isPresent() || budget[0] < 0) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<List<Move>> search(GameState from, GameState to, int depth, int[] budget) {
        if (from.isOver()) {
            return Optional.empty();
        }
        for (Move m : from.legalMoves()) {
            if (--budget[0] < 0) {
                return Optional.empty();
            }
            GameState next = from.play(m);
            if (depth == 1) {
                if (next.equals(to)) {
                    return Optional.of(List.of(m));
                }
                continue;
            }
            Optional<List<Move>> rest = search(next, to, depth - 1, budget);
            if (rest.isPresent()) {
                List<Move> path = new ArrayList<>();
                path.add(m);
                path.addAll(rest.get());
                return Optional.of(path);
            }
        }
        return Optional.empty();
    }
}
