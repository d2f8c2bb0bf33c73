package org.beadbox.testkit;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract every player keeps: only legal moves, answers within its clock (plus a margin),
 * stops promptly when interrupted, answers a draw offer within a second and still plays after it. An AI's test class implements this and supplies {@link
 * #factory()}; {@link #games()} defaults to the testkit's {@link TakeAway}.
 */
public interface PlayerContract {

    /** The factory under test. */
    PlayerFactory factory();

    /** The options the player is made with in these tests (fast settings). */
    default Map<String, String> options() {
        return Map.of();
    }

    /** The games to play; every one must be supported. */
    default List<Game> games() {
        return List.of(new TakeAway());
    }

    /** Milliseconds given per move in the timing test. */
    default long budgetMillis() {
        return 300;
    }

    /** Milliseconds a player may overrun its clock. */
    default long marginMillis() {
        return 250;
    }

    @Test
    @DisplayName("plays whole games with legal moves only, for every seat count")
    default void playsOnlyLegalMoves() throws InterruptedException {
        for (Game game : games()) {
            assertTrue(factory().supports(game.info()), factory().id() + " supports " + game.info().id());
            for (int players = game.info().minPlayers(); players <= game.info().maxPlayers(); players++) {
                GameState state = game.start(Setup.of(players, players));
                Player[] seats = new Player[players];
                for (int i = 0; i < players; i++) {
                    seats[i] = factory().create(game.info(), options());
                    seats[i].begin(game.info(), game.resolve(Setup.of(players, players)), state, i);
                }
                int plies = 0;
                while (!state.isOver() && plies++ < 400) {
                    Move m = seats[state.toMove()].choose(state, Clock.ofMillis(budgetMillis()), Progress.NONE);
                    assertNotNull(m, "a move, not null");
                    Move legal = state.parseMove(m.notation());
                    state = state.play(legal);
                    for (Player p : seats) {
                        p.played(legal, state);
                    }
                }
                for (Player p : seats) {
                    p.close();
                }
            }
        }
    }

    @Test
    @DisplayName("answers within its clock, plus a small margin")
    default void answersInTime() throws InterruptedException {
        Game game = games().get(0);
        GameState state = game.start(Setup.of(game.info().minPlayers(), 3));
        try (Player p = factory().create(game.info(), options())) {
            long t0 = System.nanoTime();
            p.choose(state, Clock.ofMillis(budgetMillis()), Progress.NONE);
            long took = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(took <= budgetMillis() + marginMillis(), "answered in " + took + " ms, budget " + budgetMillis());
        }
    }

    @Test
    @DisplayName("answers a draw offer within about a second, for either seat, and plays on after it")
    default void answersADrawOfferInTime() throws InterruptedException {
        Game game = games().get(0);
        GameState state = game.start(Setup.of(game.info().minPlayers(), 7));
        try (Player p = factory().create(game.info(), options())) {
            p.begin(game.info(), game.resolve(Setup.of(game.info().minPlayers(), 7)), state, 1);
            for (int seat : new int[] {1, 0}) {
                long t0 = System.nanoTime();
                p.acceptsDraw(state, seat);
                long took = (System.nanoTime() - t0) / 1_000_000;
                assertTrue(took <= 1000 + marginMillis(), "answered a draw offer in " + took + " ms: at most about a second");
            }
            Move m = p.choose(state, Clock.ofMillis(budgetMillis()), Progress.NONE);
            assertNotNull(state.parseMove(m.notation()), "a legal move after the offer");
        }
    }

    @Test
    @DisplayName("stops promptly when its thread is interrupted")
    default void stopsWhenInterrupted() throws Exception {
        Game game = games().get(0);
        GameState state = game.start(Setup.of(game.info().minPlayers(), 5));
        Player p = factory().create(game.info(), options());
        AtomicReference<Thread> thread = new AtomicReference<>();
        CompletableFuture<Object> result = CompletableFuture.supplyAsync(() -> {
            thread.set(Thread.currentThread());
            try {
                return p.choose(state, Clock.ofMillis(60_000), Progress.NONE);
            } catch (InterruptedException e) {
                return e;
            }
        });
        Thread.sleep(100);
        if (thread.get() != null) {
            thread.get().interrupt();
        }
        Object outcome = result.get(2, TimeUnit.SECONDS);
        assertNotNull(outcome, "returned a move or stopped with InterruptedException");
        p.close();
    }
}
