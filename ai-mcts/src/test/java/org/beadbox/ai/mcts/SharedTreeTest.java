package org.beadbox.ai.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.beadbox.testkit.TicTacToe;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Threads searching one tree: every iteration of every thread is backed up whole, once, and no
 * virtual loss is left behind. Without the nodes' locks two threads lose updates of the root's
 * count within a few thousand iterations, and the children's lists fail while they grow.
 */
@DisplayName("The Monte Carlo search's threads in one tree")
class SharedTreeTest {

    private static final long ITERATIONS = 150_000;

    private final MctsPlayerFactory factory = new MctsPlayerFactory();
    private final TakeAway takeAway = new TakeAway();

    @ParameterizedTest(name = "{0} seats, {1} threads, options {2}")
    @CsvSource({
        "2, 2, ''",
        "2, 3, ''",
        "3, 2, ''",
        "2, 2, rave=500",
        "3, 2, paranoid=1",
    })
    @DisplayName("back up every iteration once and leave no virtual loss behind")
    void everyIterationCounts(int seats, int threads, String extra) throws InterruptedException {
        Map<String, String> options = new HashMap<>(Map.of("threads", Integer.toString(threads),
                "iterations", Long.toString(ITERATIONS), "seed", "7"));
        if (!extra.isEmpty()) {
            String[] kv = extra.split("=");
            options.put(kv[0], kv[1]);
        }
        MctsPlayer p = (MctsPlayer) factory.create(takeAway.info(), options);
        GameState s = takeAway.start(Setup.of(seats, 0).with("beads", "99"));
        p.choose(s, Clock.unlimited(), Progress.NONE);

        Node root = p.tree().root();
        assertEquals(ITERATIONS, root.visits, "the root counts each iteration once");
        long nodes = 0;
        Deque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            nodes++;
            assertEquals(0, n.virtual, "a virtual loss left on " + n.state);
            long below = 0;
            double sum = 0;
            for (Node c : n.children()) {
                below += c.visits;
                todo.push(c);
            }
            for (double v : n.sums) {
                sum += v;
            }
            assertTrue(n.visits >= 1 && below <= n.visits,
                    n.state + ": " + n.visits + " visits, " + below + " through its children");
            if (seats == 2) { // a win and a loss, or shares of the margin, add up to 1 a playout
                assertTrue(Math.abs(sum - n.visits) < 1e-6 * n.visits + 1e-9,
                        n.state + ": the rewards of its " + n.visits + " visits sum to " + sum);
            }
        }
        assertTrue(nodes > 1000, "a tree of some size: " + nodes + " nodes");
    }

    @Test
    @DisplayName("with two threads still finds the win in one move and the block")
    void tactics() throws InterruptedException {
        TicTacToe ticTacToe = new TicTacToe();
        Map<String, String> two = Map.of("threads", "2", "iterations", "20000", "seed", "3");
        assertEquals("2", factory.create(ticTacToe.info(), two)
                .choose(ticTacToe.parsePosition("XX./OO./..."), Clock.unlimited(), Progress.NONE).notation());
        assertEquals("8", factory.create(ticTacToe.info(), two)
                .choose(ticTacToe.parsePosition("X../..X/OO."), Clock.unlimited(), Progress.NONE).notation());
    }
}
