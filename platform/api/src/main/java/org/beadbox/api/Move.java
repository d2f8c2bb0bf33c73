package org.beadbox.api;

import java.util.List;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * A move, as its game defines it. Moves are small values: a position may have 10^5 of them.
 * Two moves of the same game are {@code equals} exactly when their notations are equal.
 */
@ConsumerType
public interface Move {

    /**
     * The path of choices a person makes to enter this move, at least one step. A front-end
     * offers the distinct next steps of the legal moves that start with what has been entered.
     */
    List<String> steps();

    /** The move in the game's notation, e.g. {@code e5}, {@code H3+}, {@code d4320}. */
    String notation();
}
