package org.beadbox.game.challenge;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;

/**
 * A small benchmark, not a test: random playouts per second from the empty board through {@link
 * GameState#playout}, random moves through {@link GameState#randomMove} and {@link GameState#play},
 * and timed perft counts. Run it by hand:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:~/.m2/.../beadbox-api-0.1.0-SNAPSHOT.jar \
 *     org.beadbox.game.challenge.ChallengeBench [size] [perft-depth] [seconds]
 * </pre>
 */
final class ChallengeBench {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private ChallengeBench() {
    }

    /**
     * Runs the benchmark: arguments size (10), perft depth (5), seconds per playout measurement
     * (3), then any {@code key=value} game options (e.g. {@code board=hex drop=unowned}).
     */
    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int depth = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 3;
        Map<String, String> options = new java.util.TreeMap<>(Map.of("size", Integer.toString(size)));
        for (int i = 3; i < args.length; i++) {
            options.put(args[i].substring(0, args[i].indexOf('=')), args[i].substring(args[i].indexOf('=') + 1));
        }
        GameState start = new Challenge().start(new Setup(2, options, 1));
        System.out.println("Glass Bead Challenge " + options);
        report("warm-up", playouts(start, 2));
        for (int round = 1; round <= 3; round++) {
            report("round " + round, playouts(start, seconds));
        }
        report("API moves", apiPlayouts(start, seconds));
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long cpu0 = CPU.getCurrentThreadCpuTime();
            long count = start.perft(d);
            System.out.printf("perft %d = %,d in %.3f s wall, %.3f s CPU%n", d, count,
                    (System.nanoTime() - t0) / 1e9, (CPU.getCurrentThreadCpuTime() - cpu0) / 1e9);
        }
    }

    private static double[] playouts(GameState start, double seconds) {
        SplittableRandom random = new SplittableRandom(42);
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long n = 0;
        long plies = 0;
        long redWins = 0;
        long t0 = System.nanoTime();
        long cpu0 = CPU.getCurrentThreadCpuTime();
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < 1000; i++) {
                ChallengeState end = (ChallengeState) start.playout(random, 10_000);
                plies += end.beads(0) + end.beads(1);
                redWins += end.colourScore(0) > end.colourScore(1) ? 1 : 0;
            }
            n += 1000;
        }
        double elapsed = (System.nanoTime() - t0) / 1e9;
        double cpu = (CPU.getCurrentThreadCpuTime() - cpu0) / 1e9;
        return new double[] {n / elapsed, (double) plies / n, (double) redWins / n, n / cpu};
    }

    private static double[] apiPlayouts(GameState start, double seconds) {
        SplittableRandom random = new SplittableRandom(42);
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long n = 0;
        long plies = 0;
        long redWins = 0;
        long t0 = System.nanoTime();
        long cpu0 = CPU.getCurrentThreadCpuTime();
        while (System.nanoTime() < deadline) {
            GameState s = start;
            while (!s.isOver()) {
                s = s.play(s.randomMove(random));
                plies++;
            }
            redWins += s.outcome().orElseThrow().winners().contains(0) && !s.outcome().orElseThrow().isDraw() ? 1 : 0;
            n++;
        }
        double elapsed = (System.nanoTime() - t0) / 1e9;
        double cpu = (CPU.getCurrentThreadCpuTime() - cpu0) / 1e9;
        return new double[] {n / elapsed, (double) plies / n, (double) redWins / n, n / cpu};
    }

    private static void report(String label, double[] r) {
        System.out.printf("playouts (%s): %,.0f per second wall, %,.0f per CPU second, %.1f plies each, Red wins %.1f%%%n",
                label, r[0], r[3], r[1], 100 * r[2]);
    }
}
