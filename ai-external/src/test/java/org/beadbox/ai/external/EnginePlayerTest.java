package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The Beadbox side of the protocol, against the reference engine as a real process. */
class EnginePlayerTest {

    private final Game game = new TakeAway();
    private final Engines.Recorder recorder = new Engines.Recorder();

    private EnginePlayer player(String name, long timeMillis) {
        return new EnginePlayer(Engines.config(name), game.info(), timeMillis, recorder.context());
    }

    @Nested
    @DisplayName("in a whole game")
    class WholeGame {

        @Test
        @DisplayName("sends protocol, name, games, new with every option, play for every move, genmove and quit")
        void speaksTheProtocol() throws InterruptedException {
            Setup setup = game.resolve(new Setup(2, Map.of("beads", "9"), 4));
            GameState state = game.start(setup);
            EnginePlayer p = player("whole", 150);
            p.begin(game.info(), setup, state, 1);
            int engineMoves = 0;
            while (!state.isOver()) {
                Move m = state.toMove() == 1 ? p.choose(state, Clock.ofMillis(5_000), Progress.NONE) : state.legalMoves().get(0);
                engineMoves += state.toMove() == 1 ? 1 : 0;
                state = state.play(m);
                p.played(m, state);
            }
            var handle = p.engine().handle();
            p.close();

            List<String> sent = recorder.sent();
            assertEquals(List.of("protocol 1", "name", "games", "new take-away 2 beads=9"), sent.subList(0, 4));
            assertEquals("Beadbox reference engine 1.0", p.engineName());
            assertEquals(engineMoves, sent.stream().filter(s -> s.equals("genmove 150")).count(), "one genmove per engine turn");
            long plays = sent.stream().filter(s -> s.startsWith("play ")).count();
            assertTrue(plays >= 3 && plays <= 9, "a play per move by either seat: " + sent);
            assertEquals("quit", sent.get(sent.size() - 1));
            assertEquals("< =", recorder.lines.get(recorder.lines.size() - 1), "the engine acknowledged quit");
            assertFalse(handle.isAlive(), "the engine process has exited");
            assertFalse(Engines.readerThreadsAlive("whole"), "no reader thread is left");
            assertNull(p.problem());
        }
    }

    @Nested
    @DisplayName("when the game goes back and forth")
    class BackAndForth {

        @Test
        @DisplayName("sends undo for a move taken back, and follows positions it was not told about")
        void undoesAndFollows() throws InterruptedException {
            Setup setup = game.resolve(Setup.of(2, 1));
            GameState s0 = game.start(setup);
            try (EnginePlayer p = player("undo", 100)) {
                p.begin(game.info(), setup, s0, 0);
                GameState s1 = s0.play(s0.parseMove("1"));
                p.played(s0.parseMove("1"), s1);
                GameState s2 = s1.play(s1.parseMove("2"));
                p.played(s1.parseMove("2"), s2);
                p.undone(s1);
                assertEquals(List.of("play 1", "play 2", "undo"), tail(recorder.sent(), 3));

                GameState s2b = s1.play(s1.parseMove("3"));
                Move m = p.choose(s2b, Clock.ofMillis(2_000), Progress.NONE);
                assertEquals(List.of("play 3", "genmove 100"), tail(recorder.sent(), 2), "an unannounced move is played first");
                s2b.parseMove(m.notation());

                p.choose(s0, Clock.ofMillis(2_000), Progress.NONE);
                assertEquals(List.of("undo", "undo", "genmove 100"), tail(recorder.sent(), 3), "an earlier position is undone to");
            }
        }

        @Test
        @DisplayName("asks for the smaller of its time and the clock's remaining time")
        void usesTheSmallerBudget() throws InterruptedException {
            GameState start = game.start(Setup.of(2, 1));
            try (EnginePlayer p = player("budget", 30_000)) {
                p.choose(start, Clock.ofMillis(400), Progress.NONE);
                String genmove = tail(recorder.sent(), 1).get(0);
                long millis = Long.parseLong(genmove.substring("genmove ".length()));
                assertTrue(millis > 0 && millis <= 400, genmove);
            }
        }
    }

    @Nested
    @DisplayName("when it was not told how the game began")
    class WithoutBegin {

        @Test
        @DisplayName("sets up the default start itself for a starting position")
        void adoptsTheStart() throws InterruptedException {
            GameState start = game.start(Setup.of(3, 9));
            try (EnginePlayer p = player("hint", 100)) {
                Move m = p.choose(start, Clock.ofMillis(2_000), Progress.NONE);
                start.parseMove(m.notation());
                assertTrue(recorder.sent().contains("new take-away 3 beads=15"), recorder.sent().toString());
            }
        }

        @Test
        @DisplayName("says clearly that it cannot follow a position in the middle of a game, without starting the engine")
        void refusesAMiddlePosition() {
            GameState middle = game.parsePosition("7 1 2");
            try (EnginePlayer p = player("middle", 100)) {
                IllegalStateException e = assertThrows(IllegalStateException.class,
                        () -> p.choose(middle, Clock.ofMillis(2_000), Progress.NONE));
                assertTrue(e.getMessage().contains("was not told how this game began"), e.getMessage());
                assertNull(p.engine(), "no process was started");
            }
        }
    }

    @Nested
    @DisplayName("when it is seated in a game already under way")
    class MidGame {

        @Test
        @DisplayName("replays the moves that lead to the position it is begun with, when they can be found")
        void findsTheMoves() throws InterruptedException {
            Setup setup = game.resolve(Setup.of(2, 1));
            GameState now = game.start(setup).play(game.start(setup).parseMove("1"));
            now = now.play(now.parseMove("1"));
            try (EnginePlayer p = player("late", 100)) {
                p.begin(game.info(), setup, now, 0);
                assertEquals(List.of("new take-away 2 beads=15", "play 1", "play 1"), tail(recorder.sent(), 3));
                now.parseMove(p.choose(now, Clock.ofMillis(2_000), Progress.NONE).notation());
            }
        }

        @Test
        @DisplayName("says clearly that it cannot join when they cannot")
        void cannotJoin() {
            Setup setup = game.resolve(Setup.of(2, 1));
            GameState far = game.parsePosition("3 0 2");
            try (EnginePlayer p = player("stranger", 100)) {
                p.begin(game.info(), setup, far, 0);
                IllegalStateException e = assertThrows(IllegalStateException.class,
                        () -> p.choose(far, Clock.ofMillis(2_000), Progress.NONE));
                assertTrue(e.getMessage().contains("cannot join this game"), e.getMessage());
                assertNull(p.engine(), "no process was started");
            }
        }
    }

    private static List<String> tail(List<String> list, int n) {
        return list.subList(list.size() - n, list.size());
    }
}
