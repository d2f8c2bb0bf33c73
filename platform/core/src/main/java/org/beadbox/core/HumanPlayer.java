package org.beadbox.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * A seat taken by a person: {@link #choose} blocks on the seat's thread until the front-end
 * hands over the move the person entered with {@link #offer(Move)}.
 *
 * <p>The pattern: the front-end makes one {@code HumanPlayer} per human seat and gives it to the
 * {@link Match}. When the match asks the seat ({@link MatchListener#turn}, or the {@code onTurn}
 * callback here, both off the event thread), the front-end enables input; when the person
 * completes a move it calls {@link #offer(Move)} from its event thread, which returns at once.
 * If the match no longer waits (the move was undone, the match closed), {@code offer} returns
 * false and nothing happens. A human seat should have no time limit.
 */
public final class HumanPlayer implements Player {

    private final BlockingQueue<Offer> handover = new LinkedBlockingQueue<>();
    private final Consumer<GameState> onTurn;
    private final AtomicReference<GameState> waiting = new AtomicReference<>();

    private record Offer(GameState state, Move move) {
    }

    /** A human seat with no callback: watch {@link MatchListener#turn} instead. */
    public HumanPlayer() {
        this(state -> { });
    }

    /**
     * A human seat that calls {@code onTurn} each time it waits for a move, on the seat's thread
     * (never an event thread); the callback must return at once.
     */
    public HumanPlayer(Consumer<GameState> onTurn) {
        this.onTurn = Objects.requireNonNull(onTurn, "onTurn");
    }

    /** Waits, without a time limit, until {@link #offer} hands over a move or the thread is interrupted. */
    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        expect(state);
        try {
            onTurn.accept(state);
            while (true) {
                Offer o = handover.take();
                if (o.state() == state) {
                    return o.move();
                }
            }
        } finally {
            waiting.compareAndSet(state, null);
        }
    }

    /**
     * Starts waiting for a move in {@code state}: the match calls it on its own thread before it
     * announces the turn, so a move offered at once is not lost.
     */
    void expect(GameState state) {
        if (waiting.getAndSet(state) != state) {
            handover.clear();
        }
        synchronized (waiting) {
            waiting.notifyAll();
        }
    }

    /** Stops waiting for a move in {@code state} (the turn was cancelled before it began). */
    void cancel(GameState state) {
        waiting.compareAndSet(state, null);
    }

    /** The position this seat is waiting for a move in, if it is waiting. */
    public Optional<GameState> waitingOn() {
        return Optional.ofNullable(waiting.get());
    }

    /**
     * Waits, at most {@code timeout}, while this seat is asked nothing, until it waits for a move in
     * {@code state}. A front-end whose clients see a position before the match has asked its seat
     * (the position goes out as the move before it is played; the seat is asked on the match's
     * thread a moment later) calls this before refusing a move as early. A seat asked in another
     * position answers at once: the move's position is not the one the match waits on.
     *
     * @return whether the seat waits for a move in {@code state}
     * @throws InterruptedException if the calling thread is interrupted while it waits
     * @since 2.1
     */
    public boolean awaitTurn(GameState state, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        synchronized (waiting) {
            for (GameState asked = waiting.get(); asked != state; asked = waiting.get()) {
                long left = end - System.nanoTime();
                if (asked != null || left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(waiting, left);
            }
            return true;
        }
    }

    /** Whether this seat is waiting for a move now. */
    public boolean isWaiting() {
        return waiting.get() != null;
    }

    /**
     * Hands over the move the person entered. Returns at once.
     *
     * @return true if the seat was waiting and took the move; false if it was not waiting
     * @throws IllegalMoveException if the seat is waiting and the move is not legal in its position
     *     (naming why); the seat keeps waiting
     */
    public boolean offer(Move move) {
        GameState state = waiting.get();
        if (state == null) {
            return false;
        }
        return handover.offer(new Offer(state, state.parseMove(move.notation())));
    }

    /**
     * Hands over a move in the game's notation, as a console reads it.
     *
     * @return as {@link #offer(Move)}
     * @throws IllegalMoveException naming what is wrong with the notation in the waiting position
     */
    public boolean offer(String notation) {
        GameState state = waiting.get();
        if (state == null) {
            return false;
        }
        return handover.offer(new Offer(state, state.parseMove(notation)));
    }
}
