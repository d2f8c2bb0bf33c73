package org.beadbox.ui.swing;

import java.util.List;
import java.util.Objects;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.core.PlayerSpec;

/**
 * A game about to begin: which game, its setup, and who sits where.
 *
 * @param game the game
 * @param setup the chosen options, seats and seed
 * @param seats one per seat, in seat order
 */
record NewGame(Game game, Setup setup, List<Seat> seats) {

    /** Checks there is one seat per player. */
    NewGame {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(setup, "setup");
        seats = List.copyOf(seats);
        if (seats.size() != setup.players()) {
            throw new IllegalArgumentException(seats.size() + " seats for " + setup.players() + " players");
        }
    }

    /**
     * Who takes a seat: a person (no player spec) or an installed AI with its options.
     *
     * @param player the AI and its options, or null for a person
     */
    record Seat(PlayerSpec player) {

        /** A person. */
        static final Seat HUMAN = new Seat(null);

        /** Whether a person takes the seat. */
        boolean human() {
            return player == null;
        }

        /** The text records use: {@code human} or the player spec. */
        String spec() {
            return player == null ? "human" : player.toString();
        }

        /** Reads what {@link #spec()} wrote. */
        static Seat parse(String spec) {
            return spec == null || spec.isBlank() || spec.equals("human") ? HUMAN : new Seat(PlayerSpec.parse(spec));
        }
    }
}
