package org.beadbox.tools.playoutbench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.ai.mcts.MctsPlayerFactory;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;

/**
 * The Monte Carlo search's iterations per CPU-second of the searching thread, on a fixed line of
 * positions (random plies from the start, seed 1) searched with a fixed number of iterations
 * each: the same trees every run (with one thread), so two builds of the search compare on the
 * same work, and the figure per CPU-second moves little with the machine's load. With more threads
 * only the figure per second of wall time counts (the CPU time is the calling thread's).
 *
 * <pre>
 * java -cp CLASSPATH org.beadbox.tools.playoutbench.SearchRate [iterations] [rounds] [threads] [game ...]
 * </pre>
 */
public final class SearchRate {

    private static final int POSITIONS = 12;

    private SearchRate() {
    }

    public static void main(String[] args) throws InterruptedException {
        long iterations = args.length > 0 ? Long.parseLong(args[0]) : 20_000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int threadCount = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        List<String> games = args.length > 3 ? List.of(args).subList(3, args.length) : List.of("beadmaster-2");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        MctsPlayerFactory factory = new MctsPlayerFactory();
        for (String name : games) {
            Game game = PlayoutBenchmark.game(name);
            List<GameState> line = line(PlayoutBenchmark.start(name));
            search(factory, game, line, iterations / 4, 1); // warm-up
            for (int round = 1; round <= rounds; round++) {
                long cpu0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                String moves = search(factory, game, line, iterations, threadCount);
                double wall = (System.nanoTime() - t0) / 1e9;
                double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
                long n = iterations * line.size();
                String perCpu = threadCount == 1 ? String.format("%,.0f iterations per CPU-second, ", n / cpu) : "";
                System.out.printf("%s round %d, %d thread%s: %s%,.0f per second of wall time (%d positions x %d; moves %s)%n",
                        name, round, threadCount, threadCount == 1 ? "" : "s", perCpu, n / wall, line.size(), iterations, moves);
            }
        }
    }

    /** Searches each position of {@code line} with a fresh player: the moves chosen, for telling whether two builds searched alike. */
    private static String search(MctsPlayerFactory factory, Game game, List<GameState> line, long iterations, int threadCount)
            throws InterruptedException {
        StringBuilder moves = new StringBuilder();
        for (GameState s : line) {
            try (Player p = factory.create(game.info(), Map.of("time", "0", "iterations", Long.toString(iterations),
                    "threads", Integer.toString(threadCount), "seed", "1"))) {
                moves.append(moves.length() == 0 ? "" : " ").append(p.choose(s, Clock.ofMillis(600_000), a -> { }).notation());
            }
        }
        return moves.toString();
    }

    private static List<GameState> line(GameState start) {
        SplittableRandom random = new SplittableRandom(1);
        List<GameState> line = new ArrayList<>();
        GameState s = start;
        for (int i = 0; i < POSITIONS * 3 && !s.isOver() && line.size() < POSITIONS; i++) {
            if (i % 3 == 0) {
                line.add(s);
            }
            List<Move> moves = s.legalMoves();
            s = s.play(moves.get(random.nextInt(moves.size())));
        }
        return line;
    }
}
