package org.beadbox.server.lobby;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.CorrespondenceControl;

/**
 * An open offer of a game in the lobby, as its poster made it.
 *
 * @param id the seek's number
 * @param poster the account that posted it
 * @param posterName its name
 * @param offer what is offered
 * @param forName the one player it is sent to, or empty for everyone
 * @param created when it was posted
 * @param takers the accounts that took a seat so far, in the order they took it (a seek of three
 *     or four seats gathers them; the table opens when the last seat is taken)
 */
public record Seek(long id, long poster, String posterName, Offer offer, Optional<String> forName, Instant created,
                   List<Taker> takers) {

    /** An account that took a seat at a seek. */
    public record Taker(long account, String name) {
    }

    /** Copies the takers. */
    public Seek {
        takers = List.copyOf(takers);
    }

    /** The seats taken, the poster's included ("2 of 3 seated"). */
    public int seated() {
        return 1 + takers.size();
    }

    /**
     * What a seek offers: a game, its options and seats, rated or casual, and its time: a live
     * clock, a correspondence time, or none (casual, untimed).
     */
    public record Offer(String game, Map<String, String> options, int seats, boolean rated,
                        Optional<TimeControl> live, Optional<CorrespondenceControl> correspondence) {

        /** The most seats a game has (BeadMaster's four). */
        static final int MOST_SEATS = 4;

        /**
         * Checks the offer makes sense on its own (whether the game exists and takes these
         * options is the lobby's to check, against the installed games).
         *
         * @throws IllegalArgumentException with one line for a person
         */
        public Offer {
            Objects.requireNonNull(game, "game");
            options = Map.copyOf(options);
            Objects.requireNonNull(live, "live");
            Objects.requireNonNull(correspondence, "correspondence");
            if (seats < 2 || seats > MOST_SEATS) {
                throw new IllegalArgumentException("a seek is for 2 to 4 seats, not " + seats);
            }
            if (rated && seats != 2) {
                throw new IllegalArgumentException("games of " + seats + " seats are unrated: post the seek as casual");
            }
            if (live.isPresent() && correspondence.isPresent()) {
                throw new IllegalArgumentException("a seek is either live or by correspondence, not both: choose one");
            }
        }

        /** The rating pool this offer is played in, when rated. */
        public Optional<String> pool() {
            return rated ? org.beadbox.server.rating.Ratings.pool(game, seats) : Optional.empty();
        }
    }
}
