package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Finding who called System.exit from the threads' stacks, as the shutdown hook sees them. */
@DisplayName("Who ends Beadbox")
class ExitCulpritTest {

    private static StackTraceElement frame(String className, String method) {
        return new StackTraceElement(className, method, null, -1);
    }

    /** The stack of a thread waiting in System.exit for the hooks, called from {@code caller}. */
    private static StackTraceElement[] exiting(StackTraceElement... below) {
        StackTraceElement[] top = {frame("java.lang.Object", "wait"), frame("java.lang.Thread", "join"),
            frame("java.lang.ApplicationShutdownHooks", "runHooks"), frame("java.lang.Shutdown", "runHooks"),
            frame("java.lang.Shutdown", "exit"), frame("java.lang.Runtime", "exit"), frame("java.lang.System", "exit")};
        StackTraceElement[] all = new StackTraceElement[top.length + below.length];
        System.arraycopy(top, 0, all, 0, top.length);
        System.arraycopy(below, 0, all, top.length, below.length);
        return all;
    }

    @Test
    @DisplayName("a plugin's System.exit is found at the first frame under the JDK's, however it was reached")
    void plugin() {
        StackTraceElement[] stack = exiting(frame("java.util.Optional", "map"), frame("org.example.game.XState", "legalMoves"),
                frame("org.beadbox.ai.random.RandomPlayer", "choose"));
        Map<Thread, StackTraceElement[]> threads = Map.of(new Thread(() -> { }), stack,
                new Thread(() -> { }), new StackTraceElement[] {frame("org.beadbox.core.Referee", "loop")});
        assertEquals(Optional.of("org.example.game.XState"), ExitCulprit.caller(threads));
    }

    @Test
    @DisplayName("Beadbox's own exit names its main class (in no bundle); a signal, and no exit at all, name nobody")
    void notAPlugin() {
        assertEquals(Optional.of("org.beadbox.launcher.Main"),
                ExitCulprit.caller(Map.of(new Thread(() -> { }), exiting(frame("org.beadbox.launcher.Main", "main")))));
        StackTraceElement[] signal = {frame("java.lang.Shutdown", "exit"), frame("java.lang.Terminator$1", "handle"),
            frame("jdk.internal.misc.Signal$1", "run"), frame("java.lang.Thread", "run")};
        assertEquals(Optional.empty(), ExitCulprit.caller(Map.of(new Thread(() -> { }), signal)));
        assertEquals(Optional.empty(), ExitCulprit.caller(Map.of(new Thread(() -> { }),
                new StackTraceElement[] {frame("org.example.game.XState", "legalMoves")})));
    }
}
