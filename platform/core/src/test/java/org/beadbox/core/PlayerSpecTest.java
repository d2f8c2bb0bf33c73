package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A player spec")
class PlayerSpecTest {

    @Test
    @DisplayName("reads an id with options and writes it back the same")
    void roundTrip() {
        PlayerSpec s = PlayerSpec.parse("mcts:time=0.2:level=strong");
        assertEquals("mcts", s.id());
        assertEquals(Map.of("time", "0.2", "level", "strong"), s.options());
        assertEquals("mcts:time=0.2:level=strong", s.toString());
        assertEquals(PlayerSpec.of("random"), PlayerSpec.parse(" random "));
    }

    @Test
    @DisplayName("reads a comma-separated list")
    void list() {
        assertEquals(List.of(PlayerSpec.of("random"), PlayerSpec.parse("mcts:time=1")), PlayerSpec.parseList("random,mcts:time=1"));
    }

    @Test
    @DisplayName("names what is wrong with a bad one")
    void errors() {
        assertEquals("player spec 'mcts:time': 'time' is not KEY=VALUE (write e.g. mcts:time=0.5)",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("mcts:time")).getMessage());
        assertEquals("player spec 'mcts:time=1:time=2': option 'time' is given twice",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("mcts:time=1:time=2")).getMessage());
        assertEquals("player spec 'MCTS': player 'MCTS' is not a player id: lower case letters, digits and dashes",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("MCTS")).getMessage());
        assertEquals("empty player spec: write a player id such as random or mcts:time=0.2",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("random,,mcts".split(",")[1])).getMessage());
    }
}
