package org.beadbox.game.challenge;

import java.util.List;
import org.beadbox.api.Move;

/** The pie rule's move: Blue, right after Red's first drop, takes over Red's side. */
record Swap() implements Move {

    /** The notation and the single step. */
    static final String NOTATION = "swap";

    /** The one instance in use (all instances are equal). */
    static final Swap SWAP = new Swap();

    @Override
    public List<String> steps() {
        return List.of(NOTATION);
    }

    @Override
    public String notation() {
        return NOTATION;
    }

    @Override
    public String toString() {
        return NOTATION;
    }
}
