package org.beadbox.core;

import java.time.Duration;
import java.util.Optional;
import org.beadbox.api.Clock;
import org.beadbox.api.Player;

/**
 * The {@link Referee}'s deadlines for the turn under way: the seat's own limit per move (past it,
 * a fault), the game's clocks (past them, a loss on time) and the first move's window (past it,
 * an abort). Changed on the match thread only; {@link #clocks()} and {@link #firstMove()} may be
 * read from any thread.
 */
final class Deadlines {

    private final TurnTimes times;
    private final GameClocks clocks; // null: the game has no time control
    private final ClockStart clockStart; // null with clocks
    private long turnDeadline;
    private Duration turnLimit;

    /**
     * @param clocks the game's clocks, or null when it has no time control
     * @param clockStart when the clocks start and a game is aborted; null when there are no clocks
     */
    Deadlines(TurnTimes times, GameClocks clocks, ClockStart clockStart) {
        this.times = times;
        this.clocks = clocks;
        this.clockStart = clockStart;
    }

    /** The clocks now, when the game has a time control. */
    Optional<ClockReading> clocks() {
        return clocks == null ? Optional.empty() : Optional.of(clocks.read());
    }

    /** The seat whose first move is awaited before the game is aborted, and the time left for it. */
    Optional<FirstMove> firstMove() {
        if (clockStart == null) {
            return Optional.empty();
        }
        int seat = clockStart.waitingSeat();
        long left = clockStart.untilAbort();
        return seat < 0 || left == Long.MAX_VALUE ? Optional.empty()
                : Optional.of(new FirstMove(seat, Duration.ofNanos(Math.max(0, left))));
    }

    /**
     * A turn begins for {@code seat}: its limit per move, the deadline for its choice to start,
     * and the clocks (which run from now for a seat that has made its first move).
     *
     * @return the seat's limit per move, or null for none
     */
    Duration begin(int seat, Seat s, Player player, History history) {
        Duration limit = times.limit(seat, s, player);
        turnLimit = limit;
        // The clock starts when the player starts to choose, on the seat's thread: a player still
        // busy beginning (an engine starting up) is not charged for it. Until then the referee
        // waits at most BEGIN_GRACE (or the limit, if longer) for the choice to start. A game's
        // time control (clocks) runs from now, for every seat that has made its first move (and,
        // in a reopened game, once the sitting's first move is made): it is the players' time.
        turnDeadline = times.beginDeadline(limit, System.nanoTime());
        if (clocks != null) {
            if (clockStart.begin(seat, history)) {
                clocks.start(seat);
            } else {
                clocks.stop(false);
            }
        }
        return limit;
    }

    /** When the player, having started to choose with {@code clock}, overruns {@code limit} (on the seat's thread). */
    long due(Clock clock, Duration limit) {
        return times.deadline(clock, limit);
    }

    /** The turn's deadline is now {@code due} (the player has started to choose). */
    void dueAt(long due) {
        turnDeadline = due;
    }

    /** The limit of the turn under way, or null. */
    Duration turnLimit() {
        return turnLimit;
    }

    /** Whether the seat to move has run out of its clock. */
    boolean flagged() {
        return clocks != null && clocks.flagged();
    }

    /** Whether the first move's window has closed. */
    boolean firstMoveMissed() {
        return clockStart != null && clockStart.untilAbort() <= 0;
    }

    /** Nanoseconds until the next deadline of a turn under way, or {@link Long#MAX_VALUE} for none. */
    long untilNext() {
        return Math.min(Math.min(
                turnDeadline == Long.MAX_VALUE ? Long.MAX_VALUE : turnDeadline - System.nanoTime(),
                clocks == null ? Long.MAX_VALUE : clocks.untilFlag()),
                clockStart == null ? Long.MAX_VALUE : clockStart.untilAbort());
    }

    /** Whether the turn's own deadline has passed. */
    boolean overran() {
        return turnDeadline != Long.MAX_VALUE && System.nanoTime() - turnDeadline >= 0;
    }

    /** The seat to move moved (or a fault's move is played for it): its clock stops, with its increment. */
    void stopForMove() {
        if (clocks != null) {
            clocks.stop(true);
        }
    }

    /** A move was played. */
    void moved() {
        if (clockStart != null) {
            clockStart.moved();
        }
    }

    /** The turn was cancelled: the clock stops without an increment. */
    void cancelled() {
        if (clocks != null) {
            clocks.stop(false);
            clockStart.cancelled();
        }
    }

    /** The seat to move lost on time. */
    void flag() {
        clocks.flag();
    }

    /** Why the game is aborted when {@code seatName} made no first move. */
    String abortReason(String seatName) {
        return clockStart.abortReason(seatName);
    }
}
