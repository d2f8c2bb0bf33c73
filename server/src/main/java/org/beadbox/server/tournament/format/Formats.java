package org.beadbox.server.tournament.format;

import java.util.List;

/** Makes a {@link Format} from a tournament's settings. */
public final class Formats {

    /** The format ids, as the API takes them. */
    public static final List<String> IDS = List.of("round-robin", "double-round-robin", "swiss", "knockout");

    /** The most Swiss rounds an event may have. */
    public static final int MAX_SWISS_ROUNDS = 30;

    private Formats() {
    }

    /**
     * The format {@code id} ("round-robin", "double-round-robin", "swiss", "knockout") for tables
     * of {@code seats} players; {@code swissRounds} is read by Swiss only (1 to
     * {@value #MAX_SWISS_ROUNDS}), {@code knockoutDrawRule} ("tiebreak-game", "tiebreak-game:N",
     * "higher-seed", "second-seat"; null for the default, "tiebreak-game" with 3 games at most)
     * by knockout only. Round robins take 2, 3 or 4 seats; Swiss and knockout 2. A knockout is a
     * {@link Knockout}, whose {@link Knockout#bracket} gives the bracket page its matches.
     *
     * @throws IllegalArgumentException naming the bad setting and the accepted ones
     */
    public static Format of(String id, int seats, int swissRounds, String knockoutDrawRule) {
        if (id == null || !IDS.contains(id)) {
            throw new IllegalArgumentException("unknown tournament format '" + id + "': use one of "
                    + String.join(", ", IDS));
        }
        if (seats < 2 || seats > 4) {
            throw new IllegalArgumentException("a tournament's games have 2, 3 or 4 seats, not " + seats);
        }
        boolean roundRobin = id.endsWith("round-robin");
        if (!roundRobin && seats != 2) {
            throw new IllegalArgumentException(id + " is for two-seat games; a game of " + seats
                    + " seats plays round-robin or double-round-robin");
        }
        return switch (id) {
            case "round-robin", "double-round-robin" -> seats == 2 ? new RoundRobin(id.startsWith("double"))
                    : new TableRoundRobin(seats, id.startsWith("double"));
            case "swiss" -> {
                if (swissRounds < 1 || swissRounds > MAX_SWISS_ROUNDS) {
                    throw new IllegalArgumentException("a Swiss event has 1 to " + MAX_SWISS_ROUNDS
                            + " rounds, not " + swissRounds + ": give \"rounds\"");
                }
                yield new Swiss(swissRounds);
            }
            default -> new Knockout(DrawRule.parse(knockoutDrawRule));
        };
    }
}
