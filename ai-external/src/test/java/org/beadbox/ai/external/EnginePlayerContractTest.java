package org.beadbox.ai.external;

import java.util.Map;
import org.beadbox.api.PlayerFactory;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;

/**
 * The testkit's player contract for the generic {@code engine} factory running the reference
 * engine as a separate process (one process per seat).
 */
@DisplayName("An engine-backed player")
class EnginePlayerContractTest implements PlayerContract {

    private final GenericEngineFactory factory = new GenericEngineFactory();

    EnginePlayerContractTest() {
        factory.addGame(new TakeAway());
    }

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("command", CommandLine.join(Engines.command()), "name", "contract", "time", "0.1");
    }

    /**
     * The timing test calls choose without begin, so the engine's JVM starts inside that choose
     * (about half a second here, more under load); in a match it starts in begin, off the clock.
     */
    @Override
    public long marginMillis() {
        return 4_000;
    }
}
