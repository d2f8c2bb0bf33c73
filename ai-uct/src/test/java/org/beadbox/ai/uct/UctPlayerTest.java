package org.beadbox.ai.uct;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.beadbox.testkit.TicTacToe;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The UCT reference player")
class UctPlayerTest implements PlayerContract {

    private final UctPlayerFactory factory = new UctPlayerFactory();

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
        return List.of(new TakeAway(), new TicTacToe());
    }

    private Move choose(Game game, GameState state, Map<String, String> options) throws InterruptedException {
        try (Player p = factory.create(game.info(), options)) {
            return p.choose(state, Clock.ofMillis(60_000), Progress.NONE);
        }
    }

    @Test
    @DisplayName("repeats its choices with a seed, one thread and an iteration budget")
    void repeatsWithSeed() throws InterruptedException {
        Game game = new TicTacToe();
        List<String> a = new ArrayList<>();
        List<String> b = new ArrayList<>();
        GameState s = game.start(Setup.of(2, 1));
        Map<String, String> opts = Map.of("time", "0", "iterations", "300", "seed", "11");
        for (int i = 0; i < 4 && !s.isOver(); i++) {
            Move m = choose(game, s, opts);
            a.add(m.notation());
            b.add(choose(game, s, opts).notation());
            s = s.play(m);
        }
        assertEquals(a, b);
    }

    @Test
    @DisplayName("wins at once and blocks the opponent's win in tic-tac-toe")
    void findsTacticsInTicTacToe() throws InterruptedException {
        Game game = new TicTacToe();
        Map<String, String> opts = Map.of("time", "0", "iterations", "3000", "seed", "5");
        // X has 0 and 1, O has 3 and 4; X to move wins on 2.
        GameState win = play(game, "0", "3", "1", "4");
        assertEquals(win.parseMove("2"), choose(game, win, opts));
        // X has 0 and 8, O has 4 and 3; X to move must block 5.
        GameState block = play(game, "0", "4", "8", "3");
        assertEquals(block.parseMove("5"), choose(game, block, opts));
    }

    @Test
    @DisplayName("beats the random player at take-away")
    void beatsRandom() throws InterruptedException {
        Game game = new TakeAway();
        SplittableRandom random = new SplittableRandom(3);
        int wins = 0;
        for (int g = 0; g < 20; g++) {
            int seat = g % 2;
            GameState s = game.start(Setup.of(2, g));
            try (Player uct = factory.create(game.info(), Map.of("time", "0", "iterations", "2000", "seed", Integer.toString(g)))) {
                while (!s.isOver()) {
                    Move m = s.toMove() == seat ? uct.choose(s, Clock.ofMillis(60_000), Progress.NONE)
                            : s.legalMoves().get(random.nextInt(s.legalMoves().size()));
                    s = s.play(m);
                }
            }
            wins += s.outcome().orElseThrow().points(seat) == 1 ? 1 : 0;
        }
        assertTrue(wins >= 17, "won " + wins + " of 20");
    }

    @Test
    @DisplayName("finds the win with uniform playouts drawn from the legal-move list too")
    void uniformPlayouts() throws InterruptedException {
        Game game = new TicTacToe();
        GameState win = play(game, "0", "3", "1", "4");
        assertEquals(win.parseMove("2"), choose(game, win, Map.of("time", "0", "iterations", "3000", "seed", "2", "playout", "uniform")));
    }

    @Test
    @DisplayName("splits an iteration budget over its threads and still answers")
    void searchesOnThreads() throws InterruptedException {
        Game game = new TicTacToe();
        GameState win = play(game, "0", "3", "1", "4");
        assertEquals(win.parseMove("2"), choose(game, win, Map.of("time", "0", "iterations", "6000", "threads", "2")));
    }

    @Test
    @DisplayName("names an unknown option and rejects a search without a budget")
    void rejectsBadOptions() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> factory.create(new TakeAway().info(), Map.of("depth", "3")));
        assertTrue(e.getMessage().contains("depth") && e.getMessage().contains("exploration"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> factory.create(new TakeAway().info(), Map.of("time", "0", "iterations", "0")));
    }

    private static GameState play(Game game, String... moves) {
        GameState s = game.start(Setup.of(2, 1));
        for (String m : moves) {
            s = s.play(s.parseMove(m));
        }
        return s;
    }
}
