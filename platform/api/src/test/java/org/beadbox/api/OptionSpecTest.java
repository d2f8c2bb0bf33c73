package org.beadbox.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A player's options")
class OptionSpecTest {

    private static final List<OptionSpec> SPECS = List.of(
            OptionSpec.number("time", "Seconds per move", "", 1, 0, 60),
            OptionSpec.choice("level", "Level", "", "strong", "casual", "strong"),
            OptionSpec.text("seed", "Seed", "", ""));

    @Nested
    @DisplayName("resolved against the player's specs")
    class Resolve {

        @Test
        @DisplayName("are every option with its default where none is given, values stripped, keys in order")
        void defaults() {
            Map<String, String> values = OptionSpec.resolve("test", SPECS, Map.of("time", " 0.5 "));
            assertEquals(List.of("level", "seed", "time"), List.copyOf(values.keySet()));
            assertEquals("0.5", values.get("time"));
            assertEquals("strong", values.get("level"));
            assertEquals("", values.get("seed"));
        }

        @Test
        @DisplayName("refuse an unknown option, naming the player and its options")
        void unknown() {
            var e = assertThrows(IllegalArgumentException.class, () -> OptionSpec.resolve("test", SPECS, Map.of("depth", "3")));
            assertEquals("unknown option 'depth' for the test player: its options are level, seed, time", e.getMessage());
            var none = assertThrows(IllegalArgumentException.class, () -> OptionSpec.resolve("plain", List.of(), Map.of("depth", "3")));
            assertEquals("unknown option 'depth' for the plain player: it has no options", none.getMessage());
        }

        @Test
        @DisplayName("refuse a value the option does not take, naming the ones it does")
        void badValue() {
            var e = assertThrows(IllegalArgumentException.class, () -> OptionSpec.resolve("test", SPECS, Map.of("time", "99")));
            assertEquals("option time: 99 is outside 0..60 (it takes a number from 0 to 60)", e.getMessage());
            var level = assertThrows(IllegalArgumentException.class, () -> OptionSpec.resolve("test", SPECS, Map.of("level", "god")));
            assertEquals("option level: 'god' is not one of casual, strong (it takes casual or strong)", level.getMessage());
        }
    }

    @Nested
    @DisplayName("a seed")
    class Seed {

        @Test
        @DisplayName("is the whole number written, white space aside")
        void written() {
            assertEquals(42, OptionSpec.seed(" 42 "));
            assertEquals(-7, OptionSpec.seed("-7"));
        }

        @Test
        @DisplayName("is fresh for each call when the text is empty")
        void fresh() {
            assertNotEquals(OptionSpec.seed(""), OptionSpec.seed(""));
        }

        @Test
        @DisplayName("refuses anything else, saying what to write")
        void bad() {
            var e = assertThrows(IllegalArgumentException.class, () -> OptionSpec.seed("lucky"));
            assertEquals("option seed: 'lucky' is not a whole number (leave it empty for a new seed each game)", e.getMessage());
        }
    }
}
