package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The starting order of an event: by seed rating, highest first, then by name. The runner passes
 * the rating frozen at the start, so the order, and with it every schedule made from it, stays
 * the same for the whole event whatever the entrants list's own order.
 */
final class Seeds {

    private Seeds() {
    }

    static List<Entrant> order(List<Entrant> entrants) {
        List<Entrant> sorted = new ArrayList<>(entrants);
        sorted.sort(Comparator.comparingDouble(Entrant::rating).reversed().thenComparing(Entrant::name));
        Set<String> seen = new HashSet<>();
        for (Entrant e : sorted) {
            if (!seen.add(e.name())) {
                throw new IllegalArgumentException("entrant " + e.name() + " is listed twice");
            }
        }
        return sorted;
    }

    /** The names in starting order. */
    static List<String> names(List<Entrant> entrants) {
        return order(entrants).stream().map(Entrant::name).toList();
    }
}
