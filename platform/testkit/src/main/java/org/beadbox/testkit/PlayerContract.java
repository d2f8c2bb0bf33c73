package org.beadbox.testkit;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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

    /** How long, in milliseconds, an interrupted player may take to return or throw. */
    default long interruptMillis() {
        return 2000;
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
                    GameState at = state;
                    String where = game.info().id() + ", " + players + " seats, seat " + at.toMove() + " to move, ply " + plies;
                    Move m;
                    try {
                        m = seats[at.toMove()].choose(at, Clock.ofMillis(budgetMillis()), Progress.NONE);
                    } catch (RuntimeException e) {
                        throw RuleBroken.of("a player answers every position of a game it supports with a move (Player.choose)",
                                at, null, factory().id() + "'s choose threw " + e, () -> where, e);
                    }
                    if (m == null) {
                        throw RuleBroken.of("a player answers with a move, never null (Player.choose)", at, null,
                                factory().id() + "'s choose returned null", () -> where, null);
                    }
                    Move legal = legal(at, m, where);
                    state = at.play(legal);
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

    /** The legal move {@code m} names, failing with the rule's name if it names none. */
    private Move legal(GameState state, Move m, String where) {
        String notation;
        try {
            notation = m.notation();
        } catch (RuntimeException e) {
            throw RuleBroken.of("a player chooses only legal moves (Player.choose)", state, null,
                    factory().id() + " chose a move whose notation() threw " + e, () -> where, e);
        }
        List<String> legal = state.legalMoves().stream().map(Move::notation).toList();
        String listed = (legal.size() > 50 ? legal.subList(0, 50) + " and " + (legal.size() - 50) + " more" : legal.toString());
        try {
            Move parsed = state.parseMove(notation);
            if (legal.contains(parsed.notation())) {
                return parsed;
            }
        } catch (RuntimeException e) {
            throw RuleBroken.of("a player chooses only legal moves (Player.choose)", state, "'" + notation + "'",
                    factory().id() + " chose it; the legal moves are " + listed + "; the game says: " + e.getMessage(), () -> where, e);
        }
        throw RuleBroken.of("a player chooses only legal moves (Player.choose)", state, "'" + notation + "'",
                factory().id() + " chose it; the legal moves are " + listed, () -> where, null);
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
            if (took > budgetMillis() + marginMillis()) {
                throw RuleBroken.of("a player answers within its clock, plus " + marginMillis() + " ms (Player.choose)", state, null,
                        factory().id() + " answered in " + took + " ms, given " + budgetMillis() + " ms", () -> game.info().id(), null);
            }
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
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<Object> result = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            started.countDown();
            try {
                result.complete(p.choose(state, Clock.ofMillis(60_000), Progress.NONE));
            } catch (InterruptedException e) {
                result.complete(e);
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }, factory().id() + " in PlayerContract.stopsWhenInterrupted");
        thread.setDaemon(true);  // one that never stops must not keep the test JVM alive
        thread.start();
        started.await();
        Thread.sleep(100);  // into its search
        thread.interrupt();
        String rule = "a player stops promptly when its thread is interrupted: it returns a move or throws InterruptedException"
                + " (Player.choose)";
        Object outcome;
        try {
            outcome = result.get(interruptMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw RuleBroken.of(rule, state, null, factory().id() + " was interrupted 100 ms into a 60 s move and had not stopped "
                    + interruptMillis() + " ms later", () -> game.info().id(), null);
        } catch (ExecutionException e) {
            throw RuleBroken.of(rule, state, null, factory().id() + " threw " + e.getCause() + " when interrupted",
                    () -> game.info().id(), e.getCause());
        }
        if (outcome == null) {
            throw RuleBroken.of(rule, state, null, factory().id() + " returned null when interrupted", () -> game.info().id(), null);
        }
        p.close();
    }
}
