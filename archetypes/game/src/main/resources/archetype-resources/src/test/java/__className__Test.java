package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.beadbox.api.Evaluator;
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

    /** The contract also checks the game's evaluation in every position the playouts reach. */
    @Override
    public Optional<Evaluator> evaluator() {
        return Optional.of(new ${className}Evaluation());
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
    @DisplayName("the evaluation favours the seat that can force a win")
    void evaluation() {
        double[] fourLeft = new ${className}Evaluation().evaluate(game.parsePosition("4 0"));
        assertTrue(fourLeft[0] < fourLeft[1], "Red to move with 4 left loses: " + java.util.Arrays.toString(fourLeft));
        double[] fiveLeft = new ${className}Evaluation().evaluate(game.parsePosition("5 0"));
        assertTrue(fiveLeft[0] > fiveLeft[1], "Red to move with 5 left takes 1 and wins: " + java.util.Arrays.toString(fiveLeft));
    }

    @Test
    @DisplayName("refuses to take more beads than are left")
    void refusesTooMany() {
        GameState state = game.start(new Setup(2, java.util.Map.of("beads", "2"), 1));
        assertThrows(IllegalMoveException.class, () -> state.parseMove("3"));
    }
}
