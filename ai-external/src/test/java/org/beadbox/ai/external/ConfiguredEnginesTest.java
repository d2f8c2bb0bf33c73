package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Following engines.json: one registration per engine, updated as the file changes. */
class ConfiguredEnginesTest {

    @TempDir
    Path home;

    private final Map<String, EngineFactory> registry = new LinkedHashMap<>();
    private long clock = 1_000_000_000_000L;

    private ConfiguredEngines engines() {
        return new ConfiguredEngines(EngineFile.in(home),
                config -> new EngineFactory(config, id -> Optional.empty(), line -> { }),
                factory -> {
                    registry.put(factory.id(), factory);
                    return () -> registry.remove(factory.id(), factory);
                });
    }

    private void write(String json) throws Exception {
        Path file = home.resolve(EngineFile.NAME);
        Files.writeString(file, json);
        Files.setLastModifiedTime(file, FileTime.fromMillis(clock += 5_000));
    }

    @Test
    @DisplayName("registers new engines, keeps unchanged ones, replaces changed ones and drops removed ones")
    void follows() throws Exception {
        ConfiguredEngines engines = engines();
        assertTrue(engines.refresh(), "the first look reads");
        assertEquals(Map.of(), registry, "no file, no engines");

        write("[{\"name\": \"A\", \"command\": \"a\"}, {\"name\": \"B\", \"command\": \"b\"}]");
        assertTrue(engines.refresh());
        assertEquals(java.util.List.of("a", "b"), java.util.List.copyOf(registry.keySet()));
        EngineFactory a = registry.get("a");
        EngineFactory b = registry.get("b");
        assertFalse(engines.refresh(), "an unchanged file is not reread");

        write("[{\"name\": \"A\", \"command\": \"a\"}, {\"name\": \"B\", \"command\": \"b --strong\"}, {\"name\": \"C\", \"command\": \"c\"}]");
        assertTrue(engines.refresh());
        assertSame(a, registry.get("a"), "unchanged engines keep their registration");
        assertNotSame(b, registry.get("b"), "a changed engine is registered afresh");
        assertEquals(java.util.List.of("b", "--strong"), registry.get("b").config().command());
        assertTrue(registry.containsKey("c"));

        write("[{\"name\": \"C\", \"command\": \"c\"}]");
        engines.refresh();
        assertEquals(java.util.Set.of("c"), registry.keySet());

        engines.clear();
        assertEquals(Map.of(), registry);
    }

    @Test
    @DisplayName("an engine never shadows another player: it is refused, or dropped when that player arrives")
    void otherPlayers() throws Exception {
        java.util.Set<String> others = new java.util.HashSet<>(java.util.Set.of("uct"));
        java.util.List<String> warnings = new java.util.ArrayList<>();
        ConfiguredEngines engines = new ConfiguredEngines(EngineFile.in(home),
                config -> new EngineFactory(config, id -> Optional.empty(), line -> { }),
                factory -> {
                    registry.put(factory.id(), factory);
                    return () -> registry.remove(factory.id(), factory);
                }, others::contains, warnings::add);
        write("[{\"name\": \"Random\", \"command\": \"a\"}, {\"name\": \"UCT\", \"command\": \"u\"},"
                + " {\"name\": \"Later\", \"command\": \"l\"}]");
        engines.refresh();
        assertEquals(java.util.Set.of("later"), registry.keySet());
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).startsWith(home.resolve("engines.json") + ", engine 1 (\"Random\"): the name 'Random' is"
                + " taken by the built-in player 'random'"), warnings.get(0));
        engines.refresh();
        assertEquals(2, warnings.size(), "a problem is told once, not at every look: " + warnings);

        others.add("later");
        engines.retake();
        assertEquals(Map.of(), registry, "the engine gives way to a player that arrives later");
        assertTrue(warnings.get(2).contains("'Later' is taken"), warnings.toString());
        others.remove("later");
        engines.retake();
        assertEquals(java.util.Set.of("later"), registry.keySet());
    }

    @Test
    @DisplayName("keeps the engines it has when the file is broken, and says what is wrong")
    void brokenFile() throws Exception {
        ConfiguredEngines engines = engines();
        write("[{\"name\": \"A\", \"command\": \"a\"}]");
        engines.refresh();
        write("[{\"name\": \"A\", \"comm");
        engines.refresh();
        assertEquals(java.util.Set.of("a"), registry.keySet());
        assertTrue(engines.problems().get(0).contains("engines.json: line 1"), engines.problems().toString());
    }
}
