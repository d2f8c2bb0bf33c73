package org.beadbox.server.bots;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.api.Clock;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;

/**
 * The most bot threads that think at once on this server, so that bots cannot take every core from
 * the tables people play at. A bot's player is wrapped by {@link #seat}: its turn first waits for
 * one of the {@code threads} permits for each thread it searches on, then thinks, then gives them
 * back. A turn that cannot
 * get a permit before its clock runs out returns no move, and the referee plays a legal move for
 * the seat and says so ({@code MatchListener.fault}); an interrupted wait (undo, a closed table)
 * ends at once. Thread-safe.
 */
public final class ThinkingCap {

    /** The cap when none is configured: one thinking bot per core, less one for the tables. */
    public static int defaultThreads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    private final int threads;
    private final Semaphore permits;
    private final AtomicInteger thinking = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();

    /** @throws IllegalArgumentException when {@code threads} is less than 1 */
    public ThinkingCap(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("the bots' thinking cap must be at least 1 thread, not " + threads);
        }
        this.threads = threads;
        this.permits = new Semaphore(threads, true);
    }

    /** The cap. */
    public int threads() {
        return threads;
    }

    /** How many bot threads are thinking now (a bot searching on two threads counts two). */
    public int thinking() {
        return thinking.get();
    }

    /** The most threads that were ever thinking at once: never more than {@link #threads()}. */
    public int mostAtOnce() {
        return mostAtOnce.get();
    }

    /** {@code player}, thinking only while it holds one of the cap's permits. */
    public Player seat(Player player) {
        return seat(player, 1);
    }

    /**
     * {@code player} searching on {@code searchThreads} threads, thinking only while it holds as
     * many of the cap's permits (one permit a thread).
     *
     * @throws IllegalArgumentException when {@code searchThreads} is below 1 or above the cap
     */
    public Player seat(Player player, int searchThreads) {
        if (searchThreads < 1 || searchThreads > threads) {
            throw new IllegalArgumentException("a bot searches on 1 to " + threads + " threads under this cap, not " + searchThreads);
        }
        return new Capped(player, searchThreads);
    }

    /** The threads a bot searches on when it would use {@code wanted}: as many as the cap allows. */
    public int threadsFor(int wanted) {
        return Math.max(1, Math.min(wanted, threads));
    }

    private final class Capped implements Player {
        private final Player inner;
        private final int need;

        Capped(Player inner, int need) {
            this.inner = inner;
            this.need = need;
        }

        @Override
        public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
            if (!permits.tryAcquire(need, clock.remainingMillis(), TimeUnit.MILLISECONDS)) {
                return null; // the referee plays a legal move for the seat and reports the fault
            }
            int now = thinking.addAndGet(need);
            mostAtOnce.accumulateAndGet(now, Math::max);
            try {
                return inner.choose(state, clock, progress);
            } finally {
                thinking.addAndGet(-need);
                permits.release(need);
            }
        }

        @Override
        public void begin(GameInfo game, Setup setup, GameState start, int seat) {
            inner.begin(game, setup, start, seat);
        }

        @Override
        public void played(Move move, GameState after) {
            inner.played(move, after);
        }

        @Override
        public void undone(GameState now) {
            inner.undone(now);
        }

        /** The bot's own answer, thought over under a permit like a move; with none free within a second, the API's default. */
        @Override
        public boolean acceptsDraw(GameState state, int seat) {
            try {
                if (!permits.tryAcquire(1, TimeUnit.SECONDS)) {
                    return Player.super.acceptsDraw(state, seat);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
            try {
                return inner.acceptsDraw(state, seat);
            } finally {
                permits.release();
            }
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
