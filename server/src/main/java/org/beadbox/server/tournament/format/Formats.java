package org.beadbox.server.tournament.format;

/** Makes a {@link Format} from a tournament's settings. */
public final class Formats {

    private Formats() {
    }

    /**
     * The format {@code id} ("round-robin", "double-round-robin", "swiss", "knockout") for tables
     * of {@code seats} players; {@code swissRounds} is read by Swiss only, {@code knockoutDrawRule}
     * ("tiebreak-game", "higher-seed", "second-seat"; null for the default, "tiebreak-game") by
     * knockout only.
     *
     * @throws IllegalArgumentException naming the bad setting and the accepted ones
     */
    public static Format of(String id, int seats, int swissRounds, String knockoutDrawRule) {
        throw new UnsupportedOperationException("not yet: " + id);
    }
}
