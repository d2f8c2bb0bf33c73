package org.beadbox.ui.swing;

import java.util.List;
import java.util.Objects;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.TimeControl;

/**
 * A game about to begin: which game, its setup, and who sits where.
 *
 * @param game the game
 * @param setup the chosen options, seats and seed
 * @param seats one per seat, in seat order
 * @param clock the game's time control, or null for none
 */
record NewGame(Game game, Setup setup, List<Seat> seats, TimeControl clock) {

    /** A game without a clock. */
    NewGame(Game game, Setup setup, List<Seat> seats) {
        this(game, setup, seats, null);
    }

    /** Checks there is one seat per player. */
    NewGame {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(setup, "setup");
        seats = List.copyOf(seats);
        if (seats.size() != setup.players()) {
            throw new IllegalArgumentException(seats.size() + " seats for " + setup.players() + " players");
        }
    }

    /** Whether a seat is for whoever opens its link (the game is then hosted online). */
    boolean online() {
        return seats.stream().anyMatch(Seat::invite);
    }

    /**
     * Who takes a seat: a person here (no player spec), a person elsewhere invited by a link, or
     * an installed AI with its options.
     *
     * @param player the AI and its options, or null for a person
     * @param invite whether the seat is for whoever opens its link
     */
    record Seat(PlayerSpec player, boolean invite) {

        /** A person at this screen. */
        static final Seat HUMAN = new Seat(null, false);

        /** A person elsewhere, invited by a link. */
        static final Seat INVITE = new Seat(null, true);

        /** An AI. */
        Seat(PlayerSpec player) {
            this(player, false);
        }

        /** Whether a person at this screen takes the seat. */
        boolean human() {
            return player == null && !invite;
        }

        /** The text records use: {@code human} (here or invited) or the player spec. */
        String spec() {
            return player == null ? "human" : player.toString();
        }

        /** Reads what {@link #spec()} wrote. */
        static Seat parse(String spec) {
            return spec == null || spec.isBlank() || spec.equals("human") ? HUMAN : new Seat(PlayerSpec.parse(spec));
        }
    }
}
