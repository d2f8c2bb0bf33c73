package org.beadbox.server.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TicTacToe;
import org.junit.jupiter.api.Test;

class ThinkingCapTest {

    /** Thinks until the gate opens, counting how many think at once, then plays the first legal move. */
    static final class GatedPlayer implements Player {
        final CountDownLatch gate;
        final AtomicInteger now;
        final AtomicInteger most;

        GatedPlayer(CountDownLatch gate, AtomicInteger now, AtomicInteger most) {
            this.gate = gate;
            this.now = now;
            this.most = most;
        }

        @Override
        public Move choose(GameState state, Clock clock, org.beadbox.api.Progress progress) throws InterruptedException {
            most.accumulateAndGet(now.incrementAndGet(), Math::max);
            try {
                gate.await();
                return state.legalMoves().get(0);
            } finally {
                now.decrementAndGet();
            }
        }
    }

    private static GameState start() {
        return new TicTacToe().start(Setup.of(2, 1));
    }

    @Test
    void aDrawOfferReachesTheBotItselfAndTheCapsPermitIsGivenBack() throws Exception {
        ThinkingCap cap = new ThinkingCap(1);
        Player stubborn = cap.seat(new Player() {
            @Override
            public Move choose(GameState state, Clock clock, org.beadbox.api.Progress progress) {
                return state.legalMoves().get(0);
            }

            @Override
            public boolean acceptsDraw(GameState state, int seat) {
                return false; // the default would accept at the level start
            }
        });
        assertEquals(false, stubborn.acceptsDraw(start(), 0), "the bot's own answer, not the default's");
        assertNotNull(cap.seat(new GatedPlayer(new CountDownLatch(0), new AtomicInteger(), new AtomicInteger()))
                .choose(start(), Clock.ofMillis(500), org.beadbox.api.Progress.NONE), "the one permit is free again");
    }

    @Test
    void noMoreThanTheCapThinkAtOnceAndEveryTurnStillGetsItsMove() throws Exception {
        ThinkingCap cap = new ThinkingCap(2);
        CountDownLatch gate = new CountDownLatch(1);
        AtomicInteger now = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(5);
        try {
            List<Future<Move>> moves = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Player bot = cap.seat(new GatedPlayer(gate, now, most));
                moves.add(pool.submit(() -> bot.choose(start(), Clock.ofMillis(10_000), a -> { })));
            }
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (cap.thinking() < 2 && System.nanoTime() < until) {
                Thread.sleep(5);
            }
            Thread.sleep(100); // time for a third to slip past the cap, were it broken
            assertEquals(2, cap.thinking());
            assertEquals(2, now.get());
            gate.countDown();
            for (Future<Move> m : moves) {
                assertNotNull(m.get(5, TimeUnit.SECONDS));
            }
            assertEquals(2, most.get());
            assertEquals(2, cap.mostAtOnce());
            assertEquals(0, cap.thinking());
        } finally {
            gate.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aTurnThatCannotGetAPermitBeforeItsClockEndsReturnsNoMove() throws Exception {
        ThinkingCap cap = new ThinkingCap(1);
        CountDownLatch gate = new CountDownLatch(1);
        AtomicInteger now = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Player first = cap.seat(new GatedPlayer(gate, now, most));
            Future<Move> busy = pool.submit(() -> first.choose(start(), Clock.ofMillis(10_000), a -> { }));
            while (cap.thinking() < 1) {
                Thread.sleep(5);
            }
            Player second = cap.seat(new GatedPlayer(new CountDownLatch(0), now, most));
            long t0 = System.nanoTime();
            assertNull(second.choose(start(), Clock.ofMillis(150), a -> { }));
            assertTrue(System.nanoTime() - t0 >= TimeUnit.MILLISECONDS.toNanos(100), "it waited for the permit");
            gate.countDown();
            assertNotNull(busy.get(5, TimeUnit.SECONDS));
            assertNotNull(second.choose(start(), Clock.ofMillis(1_000), a -> { }), "the permit is back");
        } finally {
            gate.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void refusesACapBelowOne() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ThinkingCap(0));
        assertTrue(e.getMessage().contains("at least 1"));
    }

    @Test
    void aBotSearchingOnTwoThreadsHoldsTwoPermits() throws Exception {
        ThinkingCap cap = new ThinkingCap(2);
        CountDownLatch gate = new CountDownLatch(1);
        AtomicInteger now = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Player wide = cap.seat(new GatedPlayer(gate, now, most), 2);
            Future<Move> busy = pool.submit(() -> wide.choose(start(), Clock.ofMillis(10_000), a -> { }));
            while (cap.thinking() < 2) {
                Thread.sleep(5);
            }
            Player narrow = cap.seat(new GatedPlayer(new CountDownLatch(0), now, most));
            assertNull(narrow.choose(start(), Clock.ofMillis(100), a -> { }), "no permit left for a third thread");
            gate.countDown();
            assertNotNull(busy.get(5, TimeUnit.SECONDS));
            assertEquals(0, cap.thinking());
            assertEquals(2, cap.mostAtOnce());
            assertThrows(IllegalArgumentException.class, () -> cap.seat(narrow, 3), "more threads than the cap");
        } finally {
            gate.countDown();
            pool.shutdownNow();
        }
    }
}
