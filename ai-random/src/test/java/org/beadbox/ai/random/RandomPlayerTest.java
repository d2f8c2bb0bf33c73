package org.beadbox.ai.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The random player")
class RandomPlayerTest implements PlayerContract {

    private final RandomPlayerFactory factory = new RandomPlayerFactory();
    private final TakeAway game = new TakeAway();

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    @Nested
    @DisplayName("when made with options")
    class Options {

        @Test
        @DisplayName("repeats its choices for the same seed")
        void repeatsWithSeed() throws InterruptedException {
            assertEquals(choices(Map.of("seed", "7")), choices(Map.of("seed", "7")));
        }

        @Test
        @DisplayName("chooses every legal move sometimes when uniform")
        void uniformCoversAllMoves() throws InterruptedException {
            Set<String> seen = new HashSet<>(choices(Map.of("sampler", "uniform", "seed", "3")));
            assertEquals(Set.of("1", "2", "3"), seen);
        }

        @Test
        @DisplayName("names an unknown option and the known ones")
        void rejectsUnknownOption() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> factory.create(game.info(), Map.of("depth", "3")));
            assertTrue(e.getMessage().contains("depth") && e.getMessage().contains("sampler"), e.getMessage());
        }

        @Test
        @DisplayName("rejects a seed that is not a number")
        void rejectsBadSeed() {
            assertThrows(IllegalArgumentException.class, () -> factory.create(game.info(), Map.of("seed", "abc")));
        }
    }

    @Test
    @DisplayName("registers as id random with strength 0")
    void identity() {
        assertEquals("random", factory.id());
        assertEquals(0, factory.strength());
    }

    private List<String> choices(Map<String, String> options) throws InterruptedException {
        GameState state = game.start(Setup.of(2, 1));
        Player p = factory.create(game.info(), options);
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < 60; i++) {
            out.add(p.choose(state, Clock.ofMillis(100), Progress.NONE).notation());
        }
        return out;
    }
}
