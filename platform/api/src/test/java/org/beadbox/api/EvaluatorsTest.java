package org.beadbox.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The evaluators a factory was given")
class EvaluatorsTest {

    private final Evaluator first = s -> new double[] {1, 0};
    private final Evaluator second = s -> new double[] {0, 1};

    @Test
    @DisplayName("are found by the game their service property names, and forgotten when removed")
    void byGame() {
        Evaluators evaluators = new Evaluators();
        evaluators.add(first, Map.of(Evaluator.GAME, "a"));
        evaluators.add(second, Map.of(Evaluator.GAME, "b"));
        assertEquals(Optional.of(first), evaluators.forGame("a"));
        assertEquals(Optional.of(second), evaluators.forGame("b"));
        assertTrue(evaluators.forGame("c").isEmpty());

        evaluators.remove(first);
        assertTrue(evaluators.forGame("a").isEmpty());
        assertEquals(Optional.of(second), evaluators.forGame("b"));
    }

    @Test
    @DisplayName("leave out one whose properties name no game")
    void noGame() {
        Evaluators evaluators = new Evaluators();
        evaluators.add(first, Map.of("other", "a"));
        assertTrue(evaluators.forGame("a").isEmpty());
    }

    @Test
    @DisplayName("say a game's moves are placements only when its evaluator's property says true")
    void placements() {
        Evaluators evaluators = new Evaluators();
        evaluators.add(first, Map.of(Evaluator.GAME, "a", Evaluator.PLACEMENTS, "true"));
        evaluators.add(second, Map.of(Evaluator.GAME, "b", Evaluator.PLACEMENTS, Boolean.FALSE));
        assertTrue(evaluators.placements("a"));
        assertFalse(evaluators.placements("b"));
        assertFalse(evaluators.placements("c"), "a game without an evaluator");

        evaluators.remove(first);
        assertFalse(evaluators.placements("a"), "forgotten with its evaluator");
        evaluators.add(first, Map.of(Evaluator.GAME, "a", Evaluator.PLACEMENTS, Boolean.TRUE));
        assertTrue(evaluators.placements("a"), "a Boolean property counts too");
    }
}
