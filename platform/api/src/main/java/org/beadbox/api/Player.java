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

    /** The game is over or abandoned; release threads, processes and memory. Idempotent. */
    @Override
    default void close() {
    }
}
