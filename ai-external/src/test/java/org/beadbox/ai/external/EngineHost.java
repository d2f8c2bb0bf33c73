package org.beadbox.ai.external;

import java.util.List;

/**
 * A JVM that starts an engine, has it think in {@code genmove}, and waits there to be
 * signalled: {@code java EngineHost COMMAND...}. It prints {@code ready} once the engine
 * answered the handshake.
 */
public final class EngineHost {

    private EngineHost() {
    }

    /** Starts the engine {@code args} and waits in its genmove. */
    public static void main(String[] args) throws Exception {
        EngineProcess engine = EngineProcess.start("engine 'hosted'", List.of(args), null, line -> { });
        engine.greet();
        System.out.println("ready");
        System.out.flush();
        engine.ask("genmove 600000", 600_000);
    }
}
