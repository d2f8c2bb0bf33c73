package org.beadbox.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Decides moves for one seat of one game. Made by a {@link PlayerFactory} per seat and per
 * game; a human seat is a player that a front-end implements.
 *
 * <p>The runner calls {@link #choose} on a thread of its own, never on a front-end's event
 * thread, and calls the other methods on that same thread between choices, so a player needs no
 * locking of its own. {@link #begin} and the notifications are optional: {@link #choose} must
 * work for any state it is given, including one it was never told about (a hint, say).
 */
@ConsumerType
public interface Player extends AutoCloseable {

    /**
     * Chooses a legal move for the seat to move in {@code state}.
     *
     * @param clock when the answer is due; a player that answers later is replaced for the move
     * @param progress where to report the search as it goes; may be called from any thread
     * @return one of {@code state.legalMoves()}
     * @throws InterruptedException when the thread is interrupted: the runner no longer wants an
     *     answer and the player must stop promptly (within some tens of milliseconds)
     */
    Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException;

    /**
     * A new game begins, in which this player takes {@code seat}.
     *
     * @param game the game's facts
     * @param setup the resolved setup: every option has its value, random choices included
     * @param start the starting position
     */
    default void begin(GameInfo game, Setup setup, GameState start, int seat) {
    }

    /** A move was played by any seat; {@code after} is the new position. */
    default void played(Move move, GameState after) {
    }

    /** The last move was taken back; {@code now} is the position again. */
    default void undone(GameState now) {
    }

    /**
     * Whether this player, seated at {@code seat}, agrees to end the game in {@code state} as a
     * draw that another seat offers (a draw by agreement: every seat shares first place). Called
     * on the player's own thread between choices, so a player that is choosing a move answers
     * only after it has moved, and by then the offer has lapsed with that move. Answer within
     * about a second; a player that throws declines.
     *
     * <p>The default accepts when the seat is not ahead on the game's running score ({@link
     * GameState#score()}): a player that sees no lead to play for takes the draw. A searching
     * player may answer from its search instead: it accepts when its search sees no progress
     * for it (no win ahead).
     *
     * @param state the position the offer is made in; the game goes on in it
     * @param seat the seat this player plays
     * @return true to accept the draw, false to decline it
     * @since 1.5
     */
    default boolean acceptsDraw(GameState state, int seat) {
        double[] score = state.score();
        if (seat < 0 || seat >= score.length) {
            return false;
        }
        for (int i = 0; i < score.length; i++) {
            if (i != seat && score[i] >= score[seat]) {
                return true;
            }
        }
        return false;
    }

    /** The game is over or abandoned; release threads, processes and memory. Idempotent. */
    @Override
    default void close() {
    }
}
