package org.beadbox.server.tournament;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.CorrespondenceControl;
import org.beadbox.server.lobby.Seek;

/**
 * A tournament as its row holds it: what is played (the game, its options and seats, the clock,
 * rated or casual), the format, the player limit and start, and where it stands.
 *
 * @param creator     the creating account, or null once it is deleted
 * @param swissRounds the rounds of a Swiss tournament (0 for other formats)
 * @param drawRule    how a drawn knockout match is decided, or null for the format's default
 * @param startsAt    when it starts by itself, or empty: when its creator starts it
 * @param state       open, playing, finished or cancelled
 * @param round       the last round paired, 0 before the first
 * @param rounds      the rounds planned, once started (0 before)
 * @param reason      why it was cancelled, or null
 */
public record Tournament(long id, String name, Long creator, String creatorName, String game, Map<String, String> options,
                         int seats, String format, int swissRounds, String drawRule, boolean rated,
                         Optional<TimeControl> live, Optional<Integer> days, int maxPlayers, Optional<Instant> startsAt,
                         String state, int round, int rounds, String reason, Instant created) {

    /** The states, as the API says them. */
    public static final String OPEN = "open";
    public static final String PLAYING = "playing";
    public static final String FINISHED = "finished";
    public static final String CANCELLED = "cancelled";

    public Tournament {
        options = Map.copyOf(options);
        Objects.requireNonNull(live, "live");
        Objects.requireNonNull(days, "days");
        Objects.requireNonNull(startsAt, "startsAt");
    }

    /** What each game of it is, as a seek would offer it (the lobby opens its tables from this). */
    public Seek.Offer offer() {
        return new Seek.Offer(game, options, seats, rated, live, days.map(CorrespondenceControl::new));
    }

    /** Its lease's key among the tables' leases ({@code table_owner}): one node runs it at a time. */
    public static String leaseKey(long id) {
        return "tournament-" + id;
    }
}
