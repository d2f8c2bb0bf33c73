package org.beadbox.server.tournament.format;

import java.util.List;

/**
 * One line of the standings: rank (1-based; tied players share a rank), name, tournament points,
 * games played (byes included) and the tie-break values in {@link Format#tieBreakNames()} order.
 */
public record Standing(int rank, String name, double points, int games, List<Double> tieBreaks) {

    /** Copies the tie-breaks. */
    public Standing {
        tieBreaks = List.copyOf(tieBreaks);
    }
}
