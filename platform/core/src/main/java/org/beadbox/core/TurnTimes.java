package org.beadbox.core;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.Clock;
import org.beadbox.api.Player;

/**
 * How long a seat of a {@link Match} may think, and when the referee gives up on it. The time
 * for a move is the seat's own limit, or with a time control and a player that is not a person,
 * its share of its bank ({@link GameClocks#budget}) when that is shorter, so that a computer seat
 * does not lose on time. The referee waits a margin past that clock (the builder's, else 250 ms
 * plus a tenth of the limit), and before the player starts to choose, time for it to begin.
 */
final class TurnTimes {

    /** How long a player may take to begin (start an engine, say) before its first choice starts. */
    static final long BEGIN_GRACE_NANOS = TimeUnit.SECONDS.toNanos(20); // above an engine's own 15 s for its handshake

    private final Duration margin;
    private final GameClocks clocks;

    /**
     * @param margin how long past its clock a player may run, or null for the default
     * @param clocks the game's clocks, or null when it has no time control
     */
    TurnTimes(Duration margin, GameClocks clocks) {
        this.margin = margin;
        this.clocks = clocks;
    }

    /** The time {@code player} in {@code seat} may take for this move, or null for no limit. */
    Duration limit(int seat, Seat s, Player player) {
        if (clocks == null || player instanceof HumanPlayer) {
            return s.limit;
        }
        Duration budget = clocks.budget(seat);
        return s.limit == null || budget.compareTo(s.limit) < 0 ? budget : s.limit;
    }

    /** How long past {@code limit} a player may run before it is a fault. */
    Duration margin(Duration limit) {
        return margin != null ? margin : Duration.ofMillis(250).plus(limit.dividedBy(10));
    }

    /**
     * When a turn with {@code limit} (null: none) asked at {@code now} is overrun if the player has
     * not yet started to choose: the limit, time to begin (at least the limit), and the margin.
     */
    long beginDeadline(Duration limit, long now) {
        return limit == null ? Long.MAX_VALUE
                : now + limit.toNanos() + Math.max(limit.toNanos(), BEGIN_GRACE_NANOS) + margin(limit).toNanos();
    }

    /** When a turn is overrun once the player started to choose with {@code clock} of {@code limit}. */
    long deadline(Clock clock, Duration limit) {
        return clock.deadlineNanos() + margin(limit).toNanos();
    }
}
