package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("A match of a misbehaving game")
class MatchGameFaultTest {

    private static final Duration WAIT = Duration.ofSeconds(5);

    @TempDir
    Path home;

    /** Plays {@code game} between two random players with an autosaver; returns the events after the match closed. */
    private Events play(Game game, int plyLimit, RecordStore store) throws InterruptedException {
        Events events = new Events();
        Setup setup = game.options().isEmpty() ? Setup.of(2, 3) : Setup.of(2, 3).with("beads", "40");
        Match m = Match.builder(game).setup(setup).plyLimit(plyLimit)
                .seat(0, TestPlayers.random(1), "random").seat(1, TestPlayers.random(2), "random").listener(events).build();
        m.addListener(store.autosaver(m));
        m.start();
        assertTrue(m.awaitEnd(WAIT).isEmpty(), "the game has no outcome");
        assertTrue(waitFor(m::isClosed), "the match closed itself");
        m.close();
        return events;
    }

    private static boolean waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        return waitFor(condition, WAIT);
    }

    private static boolean waitFor(java.util.function.BooleanSupplier condition, Duration wait) throws InterruptedException {
        long until = System.nanoTime() + wait.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > until) {
                return false;
            }
            Thread.sleep(5);
        }
        return true;
    }

    @Nested
    @DisplayName("whose code throws ends as abandoned, naming the failure, with its autosave kept")
    class Throwing {

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"legalMoves", "play", "outcome", "parseMove", "toMove"})
        void throwing(String method) throws InterruptedException {
            RecordStore store = new RecordStore(home);
            Events events = play(BrokenGames.failing(method, 4, false), Match.DEFAULT_PLY_LIMIT, store);
            assertTrue(events.await("abandoned the game take-away failed: a bug in " + method), events.log.toString());
            assertEquals(1, events.log.stream().filter(e -> e.startsWith("abandoned")).count(), "abandoned once");
            List<RecordStore.Unfinished> back = store.unfinished();
            assertEquals(1, back.size(), "the autosave is offered back");
            assertTrue(back.get(0).record().moves().size() >= 3, "the autosave holds the moves played: " + back.get(0).record().moves());
        }

        @Test
        @DisplayName("an error without a message is named by its kind")
        void error() throws InterruptedException {
            Events events = play(BrokenGames.failing("legalMoves", 2, true), Match.DEFAULT_PLY_LIMIT, new RecordStore(home));
            assertTrue(events.await("abandoned the game take-away failed: an unexpected AssertionError in its code"),
                    events.log.toString());
        }

        @Test
        @DisplayName("a game whose score fails still gets a record, without scores")
        void scoreFails() {
            Match m = Match.builder(BrokenGames.failing("score", 0, false)).setup(Setup.of(2, 3))
                    .seat(0, TestPlayers.random(1), "a").seat(1, TestPlayers.random(2), "b").build();
            assertEquals(List.of(), m.record().result().scores());
            m.close();
        }
    }

    @Nested
    @DisplayName("that never ends")
    class NeverEnding {

        @Test
        @DisplayName("is stopped at the ply limit as abandoned, its autosave holding every move")
        void plyLimit() throws InterruptedException {
            RecordStore store = new RecordStore(home);
            Events events = play(BrokenGames.endless(), 100, store);
            assertTrue(events.await("abandoned the game went past 100 moves"), events.log.toString());
            List<RecordStore.Unfinished> back = store.unfinished();
            assertEquals(1, back.size());
            assertEquals(100, back.get(0).record().moves().size());
            assertEquals(100, RecordStore.replay(back.get(0).record(), GameCatalog.of(BrokenGames.endless())).moves().size());
        }

        @Test
        @DisplayName("has a default limit of 100,000 moves, and a limit must be positive")
        void defaults() {
            assertEquals(100_000, Match.DEFAULT_PLY_LIMIT);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Match.builder(BrokenGames.endless()).plyLimit(0));
            assertEquals("the ply limit must be at least 1, not 0", e.getMessage());
        }

        @Test
        @DisplayName("keeps a long history: 5,000 moves")
        void longHistory() throws InterruptedException {
            Events events = new Events();
            try (Match m = Match.builder(BrokenGames.endless()).setup(Setup.of(2, 3)).plyLimit(5_000)
                    .seat(0, new TestPlayers.First(), "first").seat(1, new TestPlayers.First(), "first").listener(events).build()) {
                m.start();
                assertTrue(waitFor(m::isClosed, Duration.ofSeconds(60)), "the match stopped");
                assertEquals(5_000, m.moves().size());
                assertEquals(5_001, m.states().size());
                assertEquals("5000", m.state().position());
                assertFalse(m.canRedo());
            }
        }
    }
}
