package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Setup;
import org.beadbox.testkit.GameContract;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ${gameName}'s tests: the testkit's {@link GameContract} (seeded random playouts that check
 * every promise of the API), and tests of this game's own rules. Add yours here.
 */
@DisplayName("${gameName}")
class ${className}Test implements GameContract {

    private final ${className} game = new ${className}();

    @Override
    public Game game() {
        return game;
    }

    @Test
    @DisplayName("whoever takes the last bead wins")
    void lastBeadWins() {
        GameState state = game.parsePosition("2 1");
        state = state.play(state.parseMove("2"));
        assertTrue(state.isOver());
        assertEquals(java.util.List.of(1), state.outcome().orElseThrow().winners());
    }

    @Test
    @DisplayName("refuses to take more beads than are left")
    void refusesTooMany() {
        GameState state = game.start(new Setup(2, java.util.Map.of("beads", "2"), 1));
        assertThrows(IllegalMoveException.class, () -> state.parseMove("3"));
    }
}
