package org.beadbox.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * A game's own judgement of a position, registered as an OSGi service by the game's bundle with
 * the service property {@value #GAME} set to the game's id. AI players use it to rank moves and
 * to cut playouts short; every AI must also work without one.
 */
@ConsumerType
public interface Evaluator {

    /** The service property naming the game this evaluator is for. */
    String GAME = "beadbox.game";

    /**
     * The service property a game sets to {@code true} when its moves are placements: a move is
     * named by the place it fills (a bead dropped on a square), means the same whenever it is
     * legal, and is worth much the same made now or a few moves later. AI players may then
     * share what they learn of a move across the orders it is played in (in a Monte Carlo
     * search, all moves as first); absent or anything else means no.
     *
     * @since 1.2
     */
    String PLACEMENTS = "beadbox.placements";

    /**
     * For each seat, an estimate from 0 to 1 of how well it stands: near 1 when it is sure to
     * win, near 0 when it is sure to lose. For a finished game it agrees with {@link
     * Outcome#reward(int)}. Fast: called many times per second. Never changes {@code state}.
     *
     * @throws IllegalArgumentException if {@code state} is not a state of this evaluator's game
     */
    double[] evaluate(GameState state);
}
