package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The game as Beadbox sees it, which an engine is brought level with. */
class GameLineTest {

    private final Game game = new TakeAway();
    private final Setup setup = game.resolve(Setup.of(2, 1));
    private final GameState start = game.start(setup);

    private GameLine line() {
        GameLine line = new GameLine();
        line.start(setup, start);
        return line;
    }

    private static List<String> notations(List<Move> moves) {
        return moves.stream().map(Move::notation).toList();
    }

    @Test
    @DisplayName("follows a position one move ahead, and rewinds to an earlier one")
    void followsAndRewinds() {
        GameLine line = line();
        GameState s1 = start.play(start.parseMove("2"));
        line.add(start.parseMove("2"), s1);
        GameState s2 = s1.play(s1.parseMove("3"));
        assertTrue(line.follow(s2, 1));
        assertEquals(List.of("2", "3"), notations(line.moves()));
        assertTrue(line.follow(s1, 1));
        assertEquals(List.of("2"), notations(line.moves()));
        assertEquals(s1, line.now());
    }

    @Test
    @DisplayName("refuses, changing nothing, a position it cannot reach within the depth")
    void refuses() {
        GameLine line = line();
        assertFalse(line.follow(game.parsePosition("10 1 2"), 1), "15 to 10 beads takes two moves");
        assertEquals(start, line.now());
        assertFalse(line.rewindTo(game.parsePosition("3 0 2")));
        assertTrue(line.follow(game.parsePosition("10 0 2"), 2));
        assertEquals(2, line.moves().size());
    }

    @Test
    @DisplayName("finds the shortest path, and none from a finished game")
    void paths() {
        assertEquals(Optional.of(List.of("1")), GameLine.path(start, start.play(start.parseMove("1")), 3).map(GameLineTest::notations));
        GameState over = game.parsePosition("0 1 2");
        assertEquals(Optional.empty(), GameLine.path(over, start, 2));
    }
}
