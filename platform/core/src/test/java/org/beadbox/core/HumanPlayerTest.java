package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;

/** {@link HumanPlayer#awaitTurn}: a move that arrives just before the seat is asked waits for it. */
class HumanPlayerTest {

    private final GameState start = new TakeAway().start(new Setup(2, Map.of("beads", "15"), 1));

    @Test
    void awaitTurnReturnsOnceTheSeatIsAskedInThatPosition() throws Exception {
        HumanPlayer h = new HumanPlayer();
        CompletableFuture<Boolean> waited = CompletableFuture.supplyAsync(() -> {
            try {
                return h.awaitTurn(start, Duration.ofSeconds(10));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(50);
        assertFalse(waited.isDone(), "nothing is asked yet");
        h.expect(start);
        assertTrue(waited.get(5, TimeUnit.SECONDS));
        assertTrue(h.offer("1"), "the move is taken");
    }

    @Test
    void awaitTurnGivesUpWhenTheSeatIsNotAskedOrAskedElsewhere() throws Exception {
        HumanPlayer h = new HumanPlayer();
        assertFalse(h.awaitTurn(start, Duration.ofMillis(30)), "never asked");
        h.expect(start.play(start.parseMove("1")));
        assertFalse(assertTimeoutPreemptively(Duration.ofSeconds(20), () -> h.awaitTurn(start, Duration.ofMinutes(1))),
                "asked in another position: no wait for the minute");
    }
}
