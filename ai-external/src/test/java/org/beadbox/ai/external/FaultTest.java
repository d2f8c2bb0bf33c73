package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Misbehaving engines, as real processes: every fault is contained, explained and cleaned up. */
class FaultTest {

    private final Game game = new TakeAway();
    private final Engines.Recorder recorder = new Engines.Recorder();
    private final Setup setup = game.resolve(Setup.of(2, 1));
    private final GameState start = game.start(setup);

    /** A player for the reference engine with {@code --fault MODE}, begun as seat 0. */
    private EnginePlayer begun(String name, String fault) {
        EnginePlayer p = new EnginePlayer(Engines.config(name, "--fault", fault), game.info(), 200, recorder.context());
        p.begin(game.info(), setup, start, 0);
        return p;
    }

    /** Asserts that choose fails naming {@code expected}, that the process is gone, and that the failure stays. */
    private void assertContained(EnginePlayer p, String name, String expected) throws InterruptedException {
        ProcessHandle handle = p.engine() == null ? null : p.engine().handle();
        EngineException e = assertThrows(EngineException.class, () -> p.choose(start, Clock.ofMillis(5_000), Progress.NONE));
        assertTrue(e.getMessage().startsWith("engine '" + name + "'"), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertEquals(e.getMessage(), p.problem(), "the reason is kept for display");
        assertEquals(List.of(e.getMessage()), recorder.problems, "the reason is reported once");
        if (handle != null) {
            assertFalse(handle.isAlive(), "the process was destroyed");
        }
        assertFalse(Engines.readerThreadsAlive(name), "no reader thread is left");
        EngineException again = assertThrows(EngineException.class, () -> p.choose(start, Clock.ofMillis(5_000), Progress.NONE));
        assertEquals(e.getMessage(), again.getMessage(), "a failed engine stays failed");
        p.close();
    }

    @Nested
    @DisplayName("when the engine cannot be used at all")
    class Unusable {

        @Test
        @DisplayName("an engine that cannot be started fails with the reason, at the first choose")
        void notStartable() throws InterruptedException {
            EngineConfig config = new EngineConfig("ghost", List.of("/nonexistent/beadbox-engine", "--x"), Path.of("/"));
            EnginePlayer p = new EnginePlayer(config, game.info(), 200, recorder.context());
            p.begin(game.info(), setup, start, 0);
            assertContained(p, "ghost", "could not be started");
            assertTrue(p.problem().contains("/nonexistent/beadbox-engine"), p.problem());
        }

        @Test
        @DisplayName("an engine that does not speak protocol 1 is refused")
        void refusesProtocol() throws InterruptedException {
            assertContained(begun("old", "refuse"), "old", "does not speak protocol 1 (it answered: unsupported)");
        }

        @Test
        @DisplayName("an engine that does not play the game says which games it plays")
        void otherGame() throws InterruptedException {
            GameInfo other = new GameInfo("no-such-game", "No such game", "", "", "", 2, 2, "");
            EnginePlayer p = new EnginePlayer(Engines.config("picky"), other, 200, recorder.context());
            p.begin(other, setup, start, 0);
            assertContained(p, "picky", "does not play no-such-game (it plays: take-away)");
        }

        @Test
        @DisplayName("an engine that refuses a move it is told is out of step and fails")
        void refusesPlay() throws InterruptedException {
            EnginePlayer p = begun("stubborn", "refuse-play");
            p.played(start.parseMove("2"), start.play(start.parseMove("2")));
            assertContained(p, "stubborn", "refused 'play 2'");
        }
    }

    @Nested
    @DisplayName("when the engine misbehaves in genmove")
    class Misbehaves {

        @Test
        @DisplayName("an engine that does not answer within its budget plus the margin times out")
        void slow() throws InterruptedException {
            EnginePlayer p = begun("slow", "slow");
            long t0 = System.nanoTime();
            assertContained(p, "slow", "did not answer 'genmove 200' within 700 ms");
            assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(5), "gave up after the budget and margin");
        }

        @Test
        @DisplayName("an engine started through a shell is destroyed with its child processes")
        void killsChildren() throws InterruptedException {
            String java = CommandLine.join(Engines.command("--fault", "slow"));
            EngineConfig config = new EngineConfig("wrapped", List.of("/bin/sh", "-c", java + "; exit 0"), null);
            EnginePlayer p = new EnginePlayer(config, game.info(), 200, recorder.context());
            p.begin(game.info(), setup, start, 0);
            List<ProcessHandle> children = p.engine().handle().descendants()
                    .filter(h -> h.info().command().map(c -> c.endsWith("/java")).orElse(false)).toList();
            assertEquals(1, children.size(), "the shell runs java as its child (in the sandbox, if there is one)");
            assertContained(p, "wrapped", "did not answer 'genmove 200'");
            assertFalse(children.get(0).isAlive(), "the child process was destroyed too");
        }

        @Test
        @DisplayName("an engine that answers garbage fails, quoting what it said")
        void garbage() throws InterruptedException {
            assertContained(begun("chatty", "garbage"), "chatty", "'I think I will play the blue one', which is not an answer");
        }

        @Test
        @DisplayName("an engine that proposes an illegal move fails, naming the move and why")
        void illegal() throws InterruptedException {
            assertContained(begun("cheat", "illegal"), "cheat", "proposed an illegal move 'zz99': 'zz99' is not a take");
        }

        @Test
        @DisplayName("an engine that dies mid-game fails with its exit code and its last words")
        void dies() throws InterruptedException {
            EnginePlayer p = begun("mortal", "die");
            Move first = p.choose(start, Clock.ofMillis(5_000), Progress.NONE);
            assertNotNull(start.parseMove(first.notation()), "the first move is fine");
            assertContained(p, "mortal", "exited (code 3)");
            assertTrue(p.problem().contains("dying on purpose"), p.problem());
        }
    }

    @Nested
    @DisplayName("when the engine talks out of turn")
    class OutOfTurn {

        @Test
        @DisplayName("an engine that answers twice fails at the next command, quoting what it wrote unasked")
        void answersTwice() throws InterruptedException {
            EnginePlayer p = begun("echo", "double");
            Move m = p.choose(start, Clock.ofMillis(5_000), Progress.NONE);
            Thread.sleep(500); // the extra answer is read meanwhile
            p.played(m, start.play(m));
            assertContained(p, "echo", "wrote '= " + m.notation() + "' without being asked (before 'play " + m.notation() + "')");
        }
    }

    @Nested
    @DisplayName("when the thread choosing is interrupted")
    class Interrupted {

        @Test
        @DisplayName("choose stops at once, and close still ends the engine")
        void stopsPromptly() throws Exception {
            EnginePlayer p = begun("sleepy", "slow");
            ProcessHandle handle = p.engine().handle();
            AtomicReference<Thread> thread = new AtomicReference<>();
            CompletableFuture<Object> result = CompletableFuture.supplyAsync(() -> {
                thread.set(Thread.currentThread());
                try {
                    return p.choose(start, Clock.ofMillis(60_000), Progress.NONE);
                } catch (InterruptedException e) {
                    return e;
                }
            });
            for (int i = 0; i < 1_000 && !result.isDone() && !recorder.sent().contains("genmove 200"); i++) {
                Thread.sleep(10);
            }
            assertTrue(recorder.sent().contains("genmove 200"), "the engine was asked to move: " + recorder.lines);
            thread.get().interrupt();
            Object outcome = result.get(2, TimeUnit.SECONDS);
            assertTrue(outcome instanceof InterruptedException, "stopped with InterruptedException: " + outcome);
            p.close();
            assertFalse(handle.isAlive(), "the engine process is gone");
            assertFalse(Engines.readerThreadsAlive("sleepy"), "no reader thread is left");
        }
    }
}
