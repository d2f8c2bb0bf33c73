package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The factories: one per configured engine, and the generic one for {@code --engine}. */
class EngineFactoryTest {

    private final GameInfo takeAway = new TakeAway().info();
    private final GameInfo other = new GameInfo("other-game", "Other", "", "", "", 2, 2, "");
    private final Engines.Recorder recorder = new Engines.Recorder();

    @Nested
    @DisplayName("a configured engine's factory")
    class Configured {

        @Test
        @DisplayName("asks the engine once which games it plays, and supports exactly those")
        void supportsWhatTheEngineSays() {
            EngineFactory f = new EngineFactory(Engines.config("Ref Engine 2"), id -> Optional.empty(), recorder.lines::add);
            assertEquals("ref-engine-2", f.id());
            assertEquals("Ref Engine 2", f.name());
            assertTrue(f.supports(takeAway));
            assertFalse(f.supports(other));
            assertEquals(List.of("protocol 1", "name", "games", "quit"), recorder.sent(), "one short session, then quit");
        }

        @Test
        @DisplayName("supports nothing when the engine cannot be started, and shows why")
        void unstartable() {
            EngineFactory f = new EngineFactory(EngineConfig.of("Ghost", "/nonexistent/ghost-engine", null),
                    id -> Optional.empty(), recorder.lines::add);
            assertFalse(f.supports(takeAway));
            assertTrue(f.description().contains("Last problem: engine 'Ghost' could not be started"), f.description());
        }

        @Test
        @DisplayName("takes the option time in seconds and rejects unknown options")
        void options() {
            EngineFactory f = new EngineFactory(EngineConfig.of("Ghost", "/nonexistent/ghost-engine", null),
                    id -> Optional.empty(), recorder.lines::add);
            assertEquals(List.of("time"), f.options().stream().map(OptionSpec::key).toList());
            assertEquals(500, EngineOptions.timeMillis(Map.of("time", "0.5")));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.create(takeAway, Map.of("level", "9")));
            assertTrue(e.getMessage().contains("unknown option 'level' for player ghost: its options are time"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> f.create(takeAway, Map.of("time", "fast")));
            assertTrue(e.getMessage().contains("'fast' is not a number"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("the generic engine factory")
    class Generic {

        private final GenericEngineFactory f = new GenericEngineFactory();

        @Test
        @DisplayName("is called engine, takes command, name, dir and time, and supports every game")
        void describesItself() {
            assertEquals("engine", f.id());
            assertEquals(List.of("command", "name", "dir", "time"), f.options().stream().map(OptionSpec::key).toList());
            assertTrue(f.supports(other));
        }

        @Test
        @DisplayName("needs a command, and says how to give one")
        void needsACommand() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> f.create(takeAway, Map.of("name", "ref")));
            assertTrue(e.getMessage().contains("--engine NAME="), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> f.create(takeAway, Map.of("command", "java 'unclosed")));
            assertTrue(e.getMessage().contains("unclosed ' quote"), e.getMessage());
        }

        @Test
        @DisplayName("makes a player that starts nothing until the game begins")
        void lazy() {
            try (EnginePlayer p = (EnginePlayer) f.create(takeAway, Map.of("command", "/nonexistent/engine", "time", "0.2"))) {
                assertEquals(null, p.engine());
            }
        }
    }
}
