package org.beadbox.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A player factory built on the usual body")
class AbstractPlayerFactoryTest {

    private static final GameInfo GAME = new GameInfo("some-game", "Some game", "", "", "", 2, 2, "");

    /** The values the last player was made with. */
    private final AtomicReference<Map<String, String>> made = new AtomicReference<>();

    private final PlayerFactory factory = new AbstractPlayerFactory("first", "First move", "Plays the first legal move.", 3,
            List.of(OptionSpec.integer("depth", "Depth", "How far", 2, 1, 9), OptionSpec.text("seed", "Seed", "", ""))) {
        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            made.set(values);
            return (state, clock, progress) -> state.legalMoves().get(0);
        }
    };

    @Test
    @DisplayName("reports the facts it was given and plays every game")
    void facts() {
        assertEquals("first", factory.id());
        assertEquals("First move", factory.name());
        assertEquals("Plays the first legal move.", factory.description());
        assertEquals(3, factory.strength());
        assertEquals(List.of("depth", "seed"), factory.options().stream().map(OptionSpec::key).toList());
        assertTrue(factory.supports(GAME));
    }

    @Test
    @DisplayName("makes a player with the options checked, stripped and the defaults filled in")
    void resolves() {
        factory.create(GAME, Map.of("depth", " 5 "));
        assertEquals(Map.of("depth", "5", "seed", ""), made.get());
        factory.create(GAME, Map.of());
        assertEquals(Map.of("depth", "2", "seed", ""), made.get());
    }

    @Test
    @DisplayName("refuses an unknown option or a bad value in the words of OptionSpec.resolve, making no player")
    void refuses() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> factory.create(GAME, Map.of("deep", "3")));
        assertEquals("unknown option 'deep' for the first player: its options are depth, seed", unknown.getMessage());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> factory.create(GAME, Map.of("depth", "10")));
        assertEquals("option depth: 10 is outside 1..9 (it takes a whole number from 1 to 9)", bad.getMessage());
        assertEquals(null, made.get());
    }
}
