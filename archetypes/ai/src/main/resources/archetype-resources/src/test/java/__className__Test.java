package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ${playerName}'s tests: the testkit's {@link PlayerContract} (legal moves only, on time, stops
 * when interrupted), and tests of this player's own choices. Add yours here.
 */
@DisplayName("${playerName}")
class ${className}Test implements PlayerContract {

    private final ${className}Factory factory = new ${className}Factory();

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    @Test
    @DisplayName("takes a winning move when there is one")
    void takesTheWin() throws InterruptedException {
        Game game = new TakeAway();
        GameState state = game.parsePosition("3 0 2");  // three beads left: take all three and win
        try (var player = factory.create(game.info(), Map.of("seed", "1"))) {
            assertEquals("3", player.choose(state, Clock.ofMillis(500), Progress.NONE).notation());
        }
    }

    @Test
    @DisplayName("does not leave the last beads to the opponent when it can help it")
    void avoidsHandingOverTheWin() throws InterruptedException {
        Game game = new TakeAway();
        GameState state = game.parsePosition("5 0 2");  // taking 1 leaves 4, which the opponent cannot win at once
        try (var player = factory.create(game.info(), Map.of("seed", "2"))) {
            assertEquals("1", player.choose(state, Clock.ofMillis(500), Progress.NONE).notation());
        }
    }
}
