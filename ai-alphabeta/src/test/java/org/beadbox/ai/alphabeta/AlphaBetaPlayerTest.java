package org.beadbox.ai.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.Oracle;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.beadbox.testkit.TicTacToe;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The alpha-beta player")
class AlphaBetaPlayerTest implements PlayerContract {

    /** Knows nothing: every unfinished position is even. The search alone must find the tactics. */
    private static final Evaluator EVEN = AlphaBetaPlayerTest::even;

    private static double[] even(GameState state) {
        double[] v = new double[state.players()];
        java.util.Arrays.fill(v, 1.0 / state.players());
        return v;
    }

    private final AlphaBetaPlayerFactory factory = new AlphaBetaPlayerFactory();
    private final TakeAway takeAway = new TakeAway();
    private final TicTacToe ticTacToe = new TicTacToe();

    AlphaBetaPlayerTest() {
        factory.addEvaluator(AlphaBetaPlayerTest::even, Map.of(Evaluator.GAME, TakeAway.ID));
        factory.addEvaluator(AlphaBetaPlayerTest::even, Map.of(Evaluator.GAME, "tic-tac-toe"));
    }

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("time", "0.05");
    }

    @Override
    public List<Game> games() {
        return List.of(takeAway, ticTacToe);
    }

    private Move choose(String position) throws InterruptedException {
        Player p = factory.create(ticTacToe.info(), Map.of("time", "2", "seed", "1"));
        return p.choose(ticTacToe.parsePosition(position), Clock.unlimited(), Progress.NONE);
    }

    @Test
    @DisplayName("plays the one move the game knows wins exactly (GameState.solved), which its evaluation cannot tell")
    void playsTheKnownWin() throws InterruptedException {
        Player p = factory.create(ticTacToe.info(), Map.of("time", "0.1", "seed", "1"));
        assertEquals("c", p.choose(new Oracle(""), Clock.unlimited(), Progress.NONE).notation());
    }

    @Nested
    @DisplayName("in tic-tac-toe")
    class Tactics {

        @Test
        @DisplayName("completes its own row when it can")
        void findsWin() throws InterruptedException {
            assertEquals("2", choose("XX./OO./...").notation());
        }

        @Test
        @DisplayName("declines a draw with a win ahead, and accepts one where it sees only a loss")
        void drawOffers() {
            GameState s = ticTacToe.parsePosition("XX./OO./...");
            assertFalse(factory.create(ticTacToe.info(), Map.of("seed", "1")).acceptsDraw(s, 0), "X wins at once");
            assertTrue(factory.create(ticTacToe.info(), Map.of("seed", "1")).acceptsDraw(s, 1), "O loses");
        }

        @Test
        @DisplayName("blocks the opponent's row when it cannot win at once")
        void blocksLoss() throws InterruptedException {
            assertEquals("8", choose("X../..X/OO.").notation());
        }

        @Test
        @DisplayName("never loses a game against random moves, and reports its line")
        void neverLoses() throws InterruptedException {
            for (int seat = 0; seat < 2; seat++) {
                Player p = factory.create(ticTacToe.info(), Map.of("time", "1", "seed", "2"));
                SplittableRandom r = new SplittableRandom(seat);
                GameState s = ticTacToe.start(Setup.of(2, 0));
                List<Analysis> reports = new ArrayList<>();
                while (!s.isOver()) {
                    s = s.play(s.toMove() == seat ? p.choose(s, Clock.unlimited(), reports::add) : s.randomMove(r));
                }
                assertTrue(s.outcome().orElseThrow().reward(seat) >= 0.5, "seat " + seat + ": " + s.position());
                Analysis last = reports.get(reports.size() - 1);
                assertEquals(last.bestMove(), last.line().get(0));
            }
        }
    }

    @Nested
    @DisplayName("chooses the games it plays")
    class Support {

        @Test
        @DisplayName("only those with an evaluation service")
        void needsEvaluator() {
            AlphaBetaPlayerFactory bare = new AlphaBetaPlayerFactory();
            assertFalse(bare.supports(ticTacToe.info()));
            assertThrows(IllegalArgumentException.class, () -> bare.create(ticTacToe.info(), Map.of()));
            bare.addEvaluator(EVEN, Map.of(Evaluator.GAME, "tic-tac-toe"));
            assertTrue(bare.supports(ticTacToe.info()));
            bare.removeEvaluator(EVEN);
            assertFalse(bare.supports(ticTacToe.info()));
        }
    }

    @Test
    @DisplayName("registers as id alphabeta")
    void identity() {
        assertEquals("alphabeta", factory.id());
    }
}
