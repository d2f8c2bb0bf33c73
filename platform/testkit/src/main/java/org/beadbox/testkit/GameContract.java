package org.beadbox.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract every game keeps, checked over many seeded random playouts. A game's test class
 * implements this interface and supplies {@link #game()}; it may widen {@link #setups()} to
 * cover its variants and seat counts.
 */
public interface GameContract {

    /** The game under test. */
    Game game();

    /** The set-ups to play out; by default every seat count with default options. */
    default List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        for (int p = game().info().minPlayers(); p <= game().info().maxPlayers(); p++) {
            out.add(Setup.of(p, 1));
        }
        return out;
    }

    /**
     * The game's {@link Evaluator}, if its bundle registers one: then every position the
     * playouts reach is judged by it too, and its promises checked. None by default.
     */
    default Optional<Evaluator> evaluator() {
        return Optional.empty();
    }

    /** Random playouts per set-up. */
    default int playouts() {
        return 20;
    }

    /** No game may last longer than this many plies. */
    default int maxPlies() {
        return 5000;
    }

    /** How many legal moves per position get their notation and steps checked (all, if fewer). */
    default int movesCheckedPerPosition() {
        return 40;
    }

    @Test
    @DisplayName("random playouts keep every promise of the GameState contract")
    default void randomPlayoutsKeepTheContract() {
        for (Setup base : setups()) {
            for (int i = 0; i < playouts(); i++) {
                Setup setup = new Setup(base.players(), base.options(), base.seed() * 1000 + i);
                playOut(setup, new SplittableRandom(setup.seed()));
            }
        }
    }

    private void playOut(Setup setup, SplittableRandom random) {
        Game game = game();
        GameState start = game.start(setup);
        GameState state = start;
        List<String> played = new ArrayList<>();
        int plies = 0;
        while (true) {
            Supplier<String> where = where(game, setup, played);
            checkPosition(game, state, where, random);
            List<Move> moves = state.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            assertTrue(plies++ < maxPlies(), () -> "the game did not end within " + maxPlies() + " plies: " + where.get());
            Move move = moves.get(random.nextInt(moves.size()));
            String before = state.position();
            double[] scoreBefore = state.score();
            GameState next = playLegal(state, move, where);
            assertEquals(before, state.position(), () -> "play changed its input: " + where.get());
            assertTrue(Arrays.equals(scoreBefore, state.score()), () -> "play changed its input's score: " + where.get());
            assertNotNull(next, where);
            played.add(move.notation());
            state = next;
        }
        Outcome outcome = state.outcome().orElseThrow();
        assertEquals(setup.players(), outcome.players(), "outcome seats");
        Move any = start.legalMoves().get(0);
        GameState end = state;
        assertThrows(IllegalMoveException.class, () -> end.play(any), "playing after the end must fail: " + played);
        assertEquals(state.position(), replay(game, setup, played).position(), "replaying the moves reproduces the end");
    }

    private static GameState replay(Game game, Setup setup, List<String> notations) {
        GameState s = game.start(setup);
        List<String> done = new ArrayList<>();
        for (String n : notations) {
            GameState at = s;
            Supplier<String> where = where(game, setup, done);
            Move m = parseLegal(at, n, null, where);
            s = playLegal(at, m, where);
            done.add(n);
        }
        return s;
    }

    /** {@code state.parseMove(notation)}, failing with the rule's name if a legal move's notation is refused. */
    private static Move parseLegal(GameState state, String notation, Move legal, Supplier<String> where) {
        try {
            return state.parseMove(notation);
        } catch (RuntimeException e) {
            throw RuleBroken.of("the notation of every legal move parses back to that move (GameState.parseMove of Move.notation)",
                    state, "'" + notation + "'" + (legal == null ? " (a move played before)" : ", steps " + legal.steps()
                    + ", from legalMoves()"), "parseMove threw " + RuleBroken.thrown(e), where, e);
        }
    }

    /** {@code state.play(move)}, failing with the rule's name if a legal move is refused. */
    private static GameState playLegal(GameState state, Move move, Supplier<String> where) {
        try {
            return state.play(move);
        } catch (RuntimeException e) {
            throw RuleBroken.of("every move of legalMoves() can be played (GameState.play)", state, "'" + move.notation() + "'",
                    "play threw " + RuleBroken.thrown(e), where, e);
        }
    }

    /** Where a check failed, written only when one does: games of thousands of plies stay cheap. */
    private static Supplier<String> where(Game game, Setup setup, List<String> played) {
        int plies = played.size();
        return () -> game.info().id() + " " + setup + " after " + played.subList(0, plies);
    }

    private void checkPosition(Game game, GameState state, Supplier<String> where, SplittableRandom random) {
        evaluator().ifPresent(e -> checkEvaluation(e, state, where));
        List<Move> moves = state.legalMoves();
        assertEquals(moves.isEmpty(), state.outcome().isPresent(), () -> "moves empty exactly when over: " + where.get());
        assertEquals(state.isOver(), state.outcome().isPresent(), where);
        assertEquals(state.players(), state.score().length, () -> "one score per seat: " + where.get());
        assertFalse(state.toText().isBlank(), () -> "a text board: " + where.get());
        String position = state.position();
        GameState parsed;
        try {
            parsed = game.parsePosition(position);
        } catch (RuntimeException e) {
            throw RuleBroken.of("the position string of every reachable position parses back (Game.parsePosition of GameState.position)",
                    state, null, "parsePosition threw " + RuleBroken.thrown(e), where, e);
        }
        assertEquals(position, parsed.position(), () -> "the position string round-trips: " + where.get());
        assertEquals(state, parsed, () -> "states with equal positions are equal: " + where.get());
        assertEquals(state.hashCode(), parsed.hashCode(), () -> "equal states hash alike: " + where.get());
        assertEquals(moves.size(), parsed.legalMoves().size(), () -> "a parsed position has the same moves: " + where.get());
        if (!moves.isEmpty()) {
            assertTrue(state.toMove() >= 0 && state.toMove() < state.players(), () -> "seat to move: " + where.get());
            checkMoves(state, moves, where, random);
            checkScene(state, random, moves, where);
        }
    }

    private static void checkEvaluation(Evaluator evaluator, GameState state, Supplier<String> where) {
        String before = state.position();
        double[] v;
        try {
            v = evaluator.evaluate(state);
        } catch (RuntimeException e) {
            throw RuleBroken.of("the evaluator judges every position of its game (Evaluator.evaluate)", state, null,
                    "evaluate threw " + RuleBroken.thrown(e), where, e);
        }
        if (v == null || v.length != state.players()) {
            throw RuleBroken.of("the evaluator gives one estimate per seat (Evaluator.evaluate)", state, null,
                    "it gave " + Arrays.toString(v) + " for " + state.players() + " seats", where, null);
        }
        for (double x : v) {
            if (!(x >= 0 && x <= 1)) {
                throw RuleBroken.of("each seat's estimate is from 0 to 1 (Evaluator.evaluate)", state, null,
                        "it gave " + Arrays.toString(v), where, null);
            }
        }
        if (!before.equals(state.position())) {
            throw RuleBroken.of("evaluate never changes the state (Evaluator.evaluate)", state, null,
                    "the position was '" + before + "' before", where, null);
        }
        if (state.isOver()) {
            Outcome o = state.outcome().orElseThrow();
            for (int i = 0; i < v.length; i++) {
                if (Math.abs(v[i] - o.reward(i)) > 1e-9) {
                    double[] rewards = new double[v.length];
                    for (int k = 0; k < v.length; k++) {
                        rewards[k] = o.reward(k);
                    }
                    throw RuleBroken.of("for a finished game the evaluation agrees with Outcome.reward (Evaluator.evaluate)", state, null,
                            "it gave " + Arrays.toString(v) + ", the outcome's rewards are " + Arrays.toString(rewards), where, null);
                }
            }
        }
    }

    private void checkMoves(GameState state, List<Move> moves, Supplier<String> where, SplittableRandom random) {
        int n = moves.size();
        int checks = Math.min(n, movesCheckedPerPosition());
        Set<String> firstSteps = new HashSet<>(state.nextSteps(List.of()));
        for (int k = 0; k < checks; k++) {
            Move m = checks == n ? moves.get(k) : moves.get(random.nextInt(n));
            Move parsed = parseLegal(state, m.notation(), m, where);
            assertEquals(m, parsed, () -> "notation " + m.notation() + " parses back to an equal move: " + where.get());
            assertEquals(m.hashCode(), parsed.hashCode(), () -> "equal moves hash alike: " + where.get());
            assertEquals(m.notation(), parsed.notation(), where);
            assertFalse(m.steps().isEmpty(), () -> "a move has steps: " + where.get());
            assertTrue(firstSteps.contains(m.steps().get(0)), () -> "first step offered: " + m.notation() + " " + where.get());
            assertEquals(m, state.moveOf(m.steps()).orElseThrow(() -> new AssertionError("moveOf " + m.steps() + " " + where.get())));
        }
        if (n <= 2000) {
            Set<String> notations = new HashSet<>();
            for (Move m : moves) {
                assertTrue(notations.add(m.notation()), () -> "legal moves are distinct: " + m.notation() + " " + where.get());
            }
            assertEquals(moves, state.legalMoves(), () -> "legal moves in a stable order: " + where.get());
        }
        Move sampled;
        try {
            sampled = state.randomMove(random);
        } catch (RuntimeException e) {
            throw RuleBroken.of("randomMove gives a legal move while the game is not over (GameState.randomMove)", state, null,
                    "randomMove threw " + RuleBroken.thrown(e), where, e);
        }
        Move parsedSample;
        try {
            parsedSample = state.parseMove(sampled.notation());
        } catch (RuntimeException e) {
            throw RuleBroken.of("randomMove gives a legal move (GameState.randomMove)", state, "'" + sampled.notation() + "'",
                    "parseMove of it threw " + RuleBroken.thrown(e) + "; the legal moves are "
                    + moves.stream().map(Move::notation).limit(50).toList(), where, e);
        }
        assertEquals(sampled, parsedSample, () -> "randomMove gives a legal move: " + where.get());
    }

    private void checkScene(GameState state, SplittableRandom random, List<Move> moves, Supplier<String> where) {
        Move m = moves.get(random.nextInt(moves.size()));
        List<String> steps = m.steps();
        for (int k = 0; k < steps.size(); k++) {
            List<String> prefix = steps.subList(0, k);
            Scene scene = state.draw(prefix);
            Set<String> next = new HashSet<>(state.nextSteps(prefix));
            assertTrue(next.contains(steps.get(k)), () -> "nextSteps offers the move's next step: " + m.notation() + " " + where.get());
            for (String s : scene.steps()) {
                if (!next.contains(s)) {
                    fail("clickable step " + s + " after " + prefix + " is not the next step of any legal move: " + where.get());
                }
            }
        }
        assertNotNull(state.draw(steps), () -> "a complete move can be drawn: " + where.get());
    }

    @Test
    @DisplayName("the built-in perft agrees with walking legalMoves and play")
    default void perftAgreesWithTheGenericWalk() {
        for (Setup setup : setups()) {
            GameState start = game().start(setup);
            for (int depth = 1; depth <= perftCheckDepth(); depth++) {
                assertEquals(genericPerft(start, depth), start.perft(depth), "perft " + depth + " of " + setup);
            }
        }
    }

    /** The depth to which {@link #perftAgreesWithTheGenericWalk} compares counts. */
    default int perftCheckDepth() {
        return 2;
    }

    /** The move-sequence count by walking the API alone. */
    static long genericPerft(GameState state, int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (Move m : state.legalMoves()) {
            count += depth == 1 ? 1 : genericPerft(state.play(m), depth - 1);
        }
        return count;
    }

    @Test
    @DisplayName("a playout ends the game, and random moves are legal")
    default void playoutsEndTheGame() {
        for (Setup setup : setups()) {
            GameState end = game().start(setup).playout(new SplittableRandom(7), maxPlies());
            assertTrue(end.isOver(), "a playout of " + setup + " ends the game");
            assertTrue(end.legalMoves().isEmpty());
        }
    }

    @Test
    @DisplayName("garbage notation and positions get a clear error, not a crash")
    default void garbageIsRefusedClearly() {
        GameState start = game().start(setups().get(0));
        for (String bad : List.of("", " ", "zz99", "#!?", "\u0000", "9".repeat(200))) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> start.parseMove(bad), "move '" + bad + "'");
            assertFalse(e.getMessage() == null || e.getMessage().isBlank(), "a reason for '" + bad + "'");
            IllegalArgumentException p = assertThrows(IllegalArgumentException.class, () -> game().parsePosition(bad), "position '" + bad + "'");
            assertFalse(p.getMessage() == null || p.getMessage().isBlank(), "a reason for position '" + bad + "'");
        }
        assertThrows(IllegalArgumentException.class, () -> game().start(setups().get(0).with("no-such-option", "1")));
    }
}
