package org.beadbox.core;

import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * Hears what happens in a {@link Match}. Every method has an empty default.
 *
 * <p>Calls come on the match's own thread, in the order things happen, except {@link #thinking}
 * which comes from the thinking player's thread. Return at once: a front-end hands the event to
 * its event thread ({@code SwingUtilities.invokeLater}) and must never wait there for the match.
 * An exception thrown by a listener is ignored.
 */
@ConsumerType
public interface MatchListener {

    /** The match began at {@code state} (after any moves it was given to start with). */
    default void started(GameState state) {
    }

    /** The seat is asked for a move in {@code state}: a front-end enables input for a human seat. */
    default void turn(int seat, GameState state) {
    }

    /** The thinking seat reported progress. From the player's thread; often. */
    default void thinking(int seat, Analysis analysis) {
    }

    /** {@code seat} played {@code move}; {@code after} is the new position. Also called for each redone move. */
    default void moved(int seat, Move move, GameState after) {
    }

    /** One or more moves were taken back; {@code now} is the current position. */
    default void undone(GameState now) {
    }

    /**
     * The seat's player failed this turn: it threw, overran its clock, returned nothing or an
     * illegal move. The match plays a legal move for it (or asks its fallback) and goes on.
     *
     * @param message one line for a person: "Player 2 (mcts) overran its clock by 1.2 s"; what it quotes
     *     of the player (an engine's answer, an exception's message) has its control characters
     *     escaped, and the line is cut at 1000 characters ({@link org.beadbox.api.Quote#line})
     */
    default void fault(int seat, String message) {
    }

    /** The game is over: by the rules, or by a resignation. It may still be undone. */
    default void ended(Outcome outcome) {
    }

    /**
     * The computer's review of this game was kept for its records ({@link Match#review}); called
     * on the thread that kept it.
     *
     * @since 1.8
     */
    default void reviewed(org.beadbox.core.review.ReviewRecord review) {
    }

    /**
     * A draw was offered, or an offer was answered or lapsed ({@link DrawOffer#status()}). When
     * every seat accepts, this comes with {@link DrawOffer.Status#AGREED}, then {@link #ended}.
     *
     * @since 1.11
     */
    default void drawOffer(DrawOffer offer) {
    }

    /** The match was closed before the game was over. */
    default void abandoned(String reason) {
    }
}
