package org.beadbox.ai.greedy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The greedy player")
class GreedyPlayerTest implements PlayerContract {

    private final GreedyPlayerFactory factory = new GreedyPlayerFactory();
    private final TakeAway game = new TakeAway();

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    /** Judges Take Away by "leave a multiple of four", the known winning rule for two seats. */
    private static final Evaluator MULTIPLES_OF_FOUR = state -> {
        int beads = Integer.parseInt(state.position().split(" ")[0]);
        int mover = state.toMove();
        double[] v = new double[state.players()];
        v[mover] = beads % 4 == 0 ? 0 : 1;
        v[1 - mover] = 1 - v[mover];
        return v;
    };

    @Test
    @DisplayName("takes the last beads when it can")
    void takesTheWin() throws InterruptedException {
        GameState state = game.parsePosition("3 0 2");
        Player p = factory.create(game.info(), Map.of("seed", "1"));
        assertEquals("3", p.choose(state, Clock.ofMillis(500), Progress.NONE).notation());
    }

    @Nested
    @DisplayName("when the game has an evaluation service")
    class WithEvaluator {

        @Test
        @DisplayName("plays the move the evaluation likes, from the next move on")
        void usesEvaluator() throws InterruptedException {
            GameState state = game.parsePosition("10 0 2");
            Player p = factory.create(game.info(), Map.of("seed", "1"));
            factory.addEvaluator(MULTIPLES_OF_FOUR, Map.of(Evaluator.GAME, TakeAway.ID));
            for (int i = 0; i < 5; i++) {
                assertEquals("2", p.choose(state, Clock.ofMillis(500), Progress.NONE).notation());
            }
            factory.removeEvaluator(MULTIPLES_OF_FOUR);
        }

        @Test
        @DisplayName("ignores an evaluation registered for another game")
        void ignoresOtherGames() throws InterruptedException {
            Evaluator alwaysWrong = state -> new double[] {0.5, 0.5};
            factory.addEvaluator(alwaysWrong, Map.of(Evaluator.GAME, "another-game"));
            GameState state = game.parsePosition("2 0 2");
            Player p = factory.create(game.info(), Map.of("seed", "1"));
            assertEquals("2", p.choose(state, Clock.ofMillis(500), Progress.NONE).notation());
            factory.removeEvaluator(alwaysWrong);
        }
    }

    @Test
    @DisplayName("refuses a playout count out of range")
    void rejectsBadOption() {
        assertThrows(IllegalArgumentException.class, () -> factory.create(game.info(), Map.of("playouts", "0")));
    }

    @Test
    @DisplayName("registers as id greedy with strength 10")
    void identity() {
        assertEquals("greedy", factory.id());
        assertEquals(10, factory.strength());
    }
}
