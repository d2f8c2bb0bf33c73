package org.beadbox.api;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * An immutable position of a game: whose turn it is, what may be played, and how it stands.
 *
 * <p>Immutable: no method changes what any method returns; {@link #play(Move)} makes a new
 * state. So a state may be shared between threads freely. Two states are {@code equals} exactly
 * when their {@link #position()} strings are equal, and {@code hashCode} agrees with that.
 * Decorations that are not part of the position (the last move, beads that just fell) may be
 * remembered for {@link #draw(List)} but take no part in equality.
 */
@ConsumerType
public interface GameState {

    /** The number of seats, constant through a game. */
    int players();

    /** The seat to move, from 0; meaningless once the game is over. */
    int toMove();

    /**
     * Every distinct legal move, in a stable order (the same state always lists the same moves
     * in the same order). Empty exactly when the game is over. The list is unmodifiable and may
     * be computed lazily: a game with very many moves may return a compact list whose elements
     * are made on {@code get}.
     */
    List<Move> legalMoves();

    /**
     * The state after {@code move}. This state is unchanged.
     *
     * @throws IllegalMoveException naming the move and why it cannot be played here (the game is
     *     over, the square is taken, ...)
     */
    GameState play(Move move);

    /** Present exactly when the game is over. */
    Optional<Outcome> outcome();

    /** Whether the game is over: the same as {@code outcome().isPresent()}. */
    default boolean isOver() {
        return outcome().isPresent();
    }

    /**
     * The running score a person watches, one number per seat: squares owned, points captured,
     * beads left. A new array each call.
     */
    double[] score();

    /**
     * The legal move that {@code notation} names in this position.
     *
     * @throws IllegalMoveException naming the problem: malformed ("k" is not a square), not on the
     *     board, or well formed but illegal here, and why
     */
    Move parseMove(String notation);

    /** This position as the game's position string; {@link Game#parsePosition(String)} reads it back. */
    String position();

    /** A plain-text picture of the board for consoles and logs, lines separated by {@code \n}. */
    String toText();

    /**
     * A picture of this position with the steps {@code partialMove} already entered (empty for
     * none). Every shape with a step is clickable, and its step is one of {@link
     * #nextSteps(List) nextSteps(partialMove)}.
     *
     * @throws IllegalArgumentException if {@code partialMove} is not the start of a legal move
     */
    Scene draw(List<String> partialMove);

    /**
     * The distinct next steps of the legal moves that start with {@code partialMove}, in the order
     * of their first appearance in {@link #legalMoves()}. Empty when {@code partialMove} is a
     * complete move that no longer move extends, or when it starts no legal move. The default
     * walks the legal moves; games with very many moves override it.
     */
    default List<String> nextSteps(List<String> partialMove) {
        Set<String> next = new LinkedHashSet<>();
        int n = partialMove.size();
        for (Move m : legalMoves()) {
            List<String> steps = m.steps();
            if (steps.size() > n && steps.subList(0, n).equals(partialMove)) {
                next.add(steps.get(n));
            }
        }
        return List.copyOf(next);
    }

    /** The legal move whose steps are exactly {@code steps}, if there is one. */
    default Optional<Move> moveOf(List<String> steps) {
        for (Move m : legalMoves()) {
            if (m.steps().equals(steps)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /**
     * A random legal move. Uniform over {@link #legalMoves()} by default; a game with very many
     * moves may use a cheaper sampler that is not uniform (and says so in its rules text).
     *
     * @throws IllegalStateException if the game is over
     */
    default Move randomMove(RandomGenerator random) {
        List<Move> moves = legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        return moves.get(random.nextInt(moves.size()));
    }

    /**
     * The state reached by playing random moves from this one until the game is over or {@code
     * maxPlies} moves have been played. Games override it with their fast internal engine; the
     * moves need not be those {@link #randomMove} would choose.
     */
    default GameState playout(RandomGenerator random, int maxPlies) {
        GameState s = this;
        for (int i = 0; i < maxPlies && !s.isOver(); i++) {
            s = s.play(s.randomMove(random));
        }
        return s;
    }

    /**
     * The number of move sequences of exactly {@code depth} plies from here; a sequence that ends
     * the game early counts 0. A game may override it with a faster count from its engine.
     */
    default long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long count = 0;
        for (Move m : moves) {
            count += play(m).perft(depth - 1);
        }
        return count;
    }

    /**
     * The result under perfect play from here, when the game knows it exactly (from an endgame
     * table, say): the winner, or a draw when neither side can force a win. Empty when the game
     * does not know it, which is the default. Cheap: search may ask it at every node.
     *
     * @since 1.5
     */
    default Optional<Outcome> solved() {
        return Optional.empty();
    }

    /** Every legal move's notation, in order: for logs, tests and help texts. */
    default List<String> legalNotations() {
        List<String> out = new ArrayList<>();
        for (Move m : legalMoves()) {
            out.add(m.notation());
        }
        return out;
    }
}
