package org.beadbox.core;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.beadbox.api.Player;
import org.beadbox.api.SeatInfo;

/**
 * Who sits where in a match being set up ({@link MatchBuilder}): each seat's player and spec,
 * the name shown for it and its own time limit. Sized by the setup (entries kept when it changes),
 * checked seat by seat as it is filled and as a whole when the match is built, then turned into
 * the match's {@link Seat}s.
 */
final class SeatPlan {

    private Player[] players = new Player[0];
    private String[] specs = new String[0];
    private String[] names = new String[0];
    private Duration[] limits = new Duration[0];

    /** Makes room for {@code seats} seats, keeping what the first of them had. */
    void resize(int seats) {
        players = Arrays.copyOf(players, seats);
        specs = Arrays.copyOf(specs, seats);
        names = Arrays.copyOf(names, seats);
        limits = Arrays.copyOf(limits, seats);
    }

    /** How many seats. */
    int size() {
        return players.length;
    }

    /** Seats {@code player}; {@code spec} (null: empty) says who it is. */
    void player(int seat, Player player, String spec) {
        check(seat);
        players[seat] = Objects.requireNonNull(player, "player");
        specs[seat] = Objects.requireNonNullElse(spec, "");
    }

    /** The name shown for the seat; null for the game's own. */
    void name(int seat, String name) {
        check(seat);
        names[seat] = name;
    }

    /** The seat's own time limit per move; null for the match's. */
    void limit(int seat, Duration limit) {
        check(seat);
        limits[seat] = limit;
    }

    /** @throws IllegalArgumentException naming the first seat without a player */
    void requirePlayers() {
        for (int i = 0; i < players.length; i++) {
            if (players[i] == null) {
                throw new IllegalArgumentException("seat " + i + " has no player");
            }
        }
    }

    /**
     * The seats, each on its own thread named after {@code threadName}: a seat without a name
     * takes the game's ({@code info}), one without a time limit {@code limit} (null: none).
     */
    Seat[] seats(List<SeatInfo> info, String threadName, Duration limit) {
        Seat[] seats = new Seat[players.length];
        for (int i = 0; i < seats.length; i++) {
            String name = names[i] != null ? names[i] : info.get(i).name();
            seats[i] = new Seat(i, threadName, name, players[i], specs[i], limits[i] != null ? limits[i] : limit);
        }
        return seats;
    }

    private void check(int seat) {
        if (seat < 0 || seat >= players.length) {
            throw new IllegalArgumentException("seat " + seat + " does not exist: the setup has "
                    + players.length + " seats (set the setup first)");
        }
    }
}
