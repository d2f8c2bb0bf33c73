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
     * For each seat, an estimate from 0 to 1 of how well it stands: near 1 when it is sure to
     * win, near 0 when it is sure to lose. For a finished game it agrees with {@link
     * Outcome#reward(int)}. Fast: called many times per second. Never changes {@code state}.
     *
     * @throws IllegalArgumentException if {@code state} is not a state of this evaluator's game
     */
    double[] evaluate(GameState state);
}
