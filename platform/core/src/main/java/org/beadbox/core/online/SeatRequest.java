package org.beadbox.core.online;

import java.util.Objects;
import org.beadbox.api.Player;

/**
 * Who is to play one seat of a new table.
 *
 * @param kind how the seat is played
 * @param name the name shown for the seat; null or empty for the game's seat name
 * @param spec for {@link Kind#AI}, the player spec ({@code mcts:time=1}); for {@link Kind#PLAYER},
 *     what the record says of it; else ignored
 * @param player for {@link Kind#PLAYER}, the host's own player of the seat (a front-end's
 *     {@link org.beadbox.core.HumanPlayer}); else null
 */
public record SeatRequest(Kind kind, String name, String spec, Player player) {

    /** How a seat is played. */
    public enum Kind {
        /** By whoever holds the seat's link (its token): a browser or another Beadbox. */
        INVITE,
        /** By an AI player plugin installed on the host. */
        AI,
        /** By a player the host's front-end supplies. */
        PLAYER
    }

    /** Checks that each kind has what it needs. */
    public SeatRequest {
        Objects.requireNonNull(kind, "kind");
        name = name == null ? "" : name.strip();
        if (kind == Kind.AI && (spec == null || spec.isBlank())) {
            throw new IllegalArgumentException("an AI seat needs a player spec, e.g. mcts:time=1");
        }
        if (kind == Kind.PLAYER && player == null) {
            throw new IllegalArgumentException("a PLAYER seat needs the player");
        }
        spec = spec == null ? "" : spec.strip();
    }

    /** A seat for whoever opens its link. */
    public static SeatRequest invite(String name) {
        return new SeatRequest(Kind.INVITE, name, "human", null);
    }

    /** A seat for an AI player plugin, by its spec. */
    public static SeatRequest ai(String spec) {
        return new SeatRequest(Kind.AI, null, spec, null);
    }

    /** A seat played by the host's own player (a person at the host's screen). */
    public static SeatRequest player(String name, Player player, String spec) {
        return new SeatRequest(Kind.PLAYER, name, spec, player);
    }
}
