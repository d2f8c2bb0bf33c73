package org.beadbox.server.tournament.format;

/**
 * A player of the event: name, seed rating, whether withdrawn (withdrawn players are paired no
 * more; their unplayed games are forfeits the runner records).
 */
public record Entrant(String name, double rating, boolean withdrawn) {

    /** Checks the name is present and the rating a number. */
    public Entrant {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("an entrant needs a name");
        }
        if (!Double.isFinite(rating)) {
            throw new IllegalArgumentException("entrant " + name + " has no rating: " + rating);
        }
    }
}
