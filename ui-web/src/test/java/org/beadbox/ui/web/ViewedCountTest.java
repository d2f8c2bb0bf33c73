package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The refusal of a position past the game's end counts its moves in good English (issue 46 §24: "1 moves"). */
class ViewedCountTest {

    @Test
    @DisplayName("asking for the position after 2 moves of a 1-move game says \"2 moves\" and \"1 move\"")
    void oneMove() {
        TakeAway game = new TakeAway();
        GameState start = game.start(game.resolve(Setup.of(2, 1L)));
        Move move = start.parseMove("1");
        List<GameState> states = List.of(start, start.play(move));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TableMessages.viewed(states, List.of(move), 2));
        assertEquals("there is no position after 2 moves: the game has 1 move", e.getMessage());
    }
}
