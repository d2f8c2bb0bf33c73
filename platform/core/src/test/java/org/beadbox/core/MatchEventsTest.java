package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.beadbox.api.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A match's events")
class MatchEventsTest {

    private static final MatchListener THROWING = new MatchListener() {
        @Override
        public void abandoned(String reason) {
            throw new IllegalStateException("a broken listener");
        }

        @Override
        public void ended(Outcome outcome) {
            throw new IllegalStateException("a broken listener");
        }
    };

    @Test
    @DisplayName("reach every listener, the ones after a listener that throws included")
    void throwingListener() {
        Events before = new Events();
        Events after = new Events();
        MatchEvents events = new MatchEvents(List.of(before, THROWING));
        events.add(after);
        events.fire(l -> l.abandoned("closed"));
        assertEquals(List.of("abandoned closed"), before.log);
        assertEquals(List.of("abandoned closed"), after.log);
        events.remove(before);
        events.fire(l -> l.abandoned("again"));
        assertEquals(List.of("abandoned closed"), before.log, "a removed listener hears no more");
        assertEquals(List.of("abandoned closed", "abandoned again"), after.log);
    }

    @Test
    @DisplayName("wake a thread waiting for the end when the game ends")
    void endWakesTheWaiter() throws InterruptedException {
        Events heard = new Events();
        MatchEvents events = new MatchEvents(List.of(THROWING, heard));
        AtomicBoolean over = new AtomicBoolean();
        AtomicBoolean woken = new AtomicBoolean();
        Thread waiter = new Thread(() -> {
            try {
                events.await(over::get, Duration.ofMinutes(2));
                woken.set(over.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        while (waiter.isAlive() && waiter.getState() != Thread.State.TIMED_WAITING) { // in the wait: only a wake ends it early
            Thread.sleep(1);
        }
        over.set(true);
        events.ended(Outcome.winner(0, new double[] {1, 0}, "Red wins"));
        waiter.join(Duration.ofMinutes(1).toMillis());
        assertFalse(waiter.isAlive(), "the waiter was woken, long before its two minutes");
        assertTrue(woken.get());
        assertEquals(List.of("ended [0]"), heard.log);
    }

    @Test
    @DisplayName("let a wait end when its time runs out and nothing happened")
    void waitTimesOut() throws InterruptedException {
        MatchEvents events = new MatchEvents(List.of());
        long start = System.nanoTime();
        events.await(() -> false, Duration.ofMillis(50));
        assertTrue(System.nanoTime() - start >= Duration.ofMillis(50).toNanos());
    }
}
