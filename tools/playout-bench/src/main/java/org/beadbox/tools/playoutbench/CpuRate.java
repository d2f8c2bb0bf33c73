package org.beadbox.tools.playoutbench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;

/**
 * The bench's playout loop timed by wall clock and by this thread's CPU time, for a machine
 * shared with other work: the wall-clock rate falls with the load, the rate per CPU-second much
 * less (it still pays for the caches and the core's other hyperthread the others use).
 *
 * <pre>
 * java -cp CLASSPATH org.beadbox.tools.playoutbench.CpuRate [seconds] [game ...]
 * </pre>
 */
public final class CpuRate {

    private CpuRate() {
    }

    /** Measures each game (default all four) for {@code seconds} (default 3) after a warm-up of half that. */
    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        List<String> games = args.length > 1 ? List.of(args).subList(1, args.length)
                : List.of("beadmaster-2", "beadmaster-4", "challenge", "mancala");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String game : games) {
            GameState start = PlayoutBenchmark.start(game);
            SplittableRandom random = new SplittableRandom(1);
            run(start, random, seconds / 2);
            long cpu0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            long n = run(start, random, seconds);
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
            System.out.printf("%s: %,.0f playouts/s of wall time, %,.0f per CPU-second (%d in %.2f s, %.2f s CPU)%n",
                    game, n / wall, n / cpu, n, wall, cpu);
        }
    }

    private static long run(GameState start, SplittableRandom random, double seconds) {
        long until = System.nanoTime() + (long) (seconds * 1e9);
        long n = 0;
        do {
            start.playout(random, 100_000);
            n++;
        } while (System.nanoTime() - until < 0);
        return n;
    }
}
