package org.beadbox.game.beadmaster;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;

/**
 * Speed and statistics of BeadMaster, run by hand (not a unit test): random playouts per second
 * through {@link GameState#playout} from placed positions, the perft of the rules page, and the
 * rules page's claims about random games (seat win shares, game length).
 *
 * <pre>
 * java -cp target/classes:target/test-classes:API_JAR org.beadbox.game.beadmaster.BeadMasterBenchmark [seconds] [stat-games]
 * </pre>
 */
final class BeadMasterBenchmark {

    private BeadMasterBenchmark() {
    }

    /** Runs the benchmarks and prints a report. */
    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
        BeadMaster game = new BeadMaster();
        for (int players = 2; players <= 4; players++) {
            GameState placed = placed(game, players, 42);
            double[] rate = playoutsPerSecond(placed, seconds);
            System.out.printf("%d players: %,.0f random playouts/s from a placed position (GameState.playout); %,.0f per CPU-second%n",
                    players, rate[0], rate[1]);
        }
        perft(game);
        for (int players = 2; players <= 4; players++) {
            statistics(game, players, games);
        }
    }

    /** A position after random placements on random bars. */
    static GameState placed(BeadMaster game, int players, long seed) {
        GameState s = game.start(Setup.of(players, seed));
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < Engine.BEADS * players; i++) {
            s = s.play(s.randomMove(random));
        }
        return s;
    }

    /** Random playouts per second of wall time and per second of this thread's CPU time. */
    private static double[] playoutsPerSecond(GameState from, double seconds) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        SplittableRandom random = new SplittableRandom(1);
        long sink = 0;
        for (int i = 0; i < 300_000; i++) {
            sink += from.playout(random, 10_000).toMove();
        }
        long n = 0;
        long start = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            for (int i = 0; i < 10_000; i++) {
                sink += from.playout(random, 10_000).toMove();
            }
            n += 10_000;
            now = System.nanoTime();
        } while (now < end);
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        if (sink == 42) {
            System.out.print("");
        }
        return new double[] {n / ((now - start) / 1e9), n / (cpu / 1e9)};
    }

    private static void perft(BeadMaster game) {
        GameState s = game.start(new Setup(2, Map.of(BeadMaster.BARS, "1111111/1111111"), 0));
        for (String m : "e1 a5 a6 b1 b5 e5 f7 f4 d4 c5".split(" ")) {
            s = s.play(s.parseMove(m));
        }
        for (int depth = 1; depth <= 5; depth++) {
            long t = System.nanoTime();
            long count = s.perft(depth);
            System.out.printf("perft %d = %,d in %.1f ms%n", depth, count, (System.nanoTime() - t) / 1e6);
        }
        long t = System.nanoTime();
        long count = s.perft(5);
        System.out.printf("perft 5 again (warm) = %,d in %.1f ms%n", count, (System.nanoTime() - t) / 1e6);
    }

    /** Plays {@code games} uniformly random games from random setups: wins by seat and slides per game. */
    private static void statistics(BeadMaster game, int players, int games) {
        long[] wins = new long[players];
        long slides = 0;
        long allFall = 0;
        SplittableRandom random = new SplittableRandom(players);
        for (int g = 0; g < games; g++) {
            Engine e = ((BeadMasterState) game.start(Setup.of(players, random.nextLong()))).board();
            int plies = e.playout(random, 100_000);
            slides += plies - Engine.BEADS * players;
            wins[e.winner]++;
            allFall += e.aliveCount == 0 ? 1 : 0;
        }
        StringBuilder shares = new StringBuilder();
        for (int s = 0; s < players; s++) {
            double p = wins[s] / (double) games;
            shares.append(String.format(" seat %d %.4f±%.4f", s, p, 2 * Math.sqrt(p * (1 - p) / games)));
        }
        System.out.printf("%d players, %,d random games: %.1f slides a game; win shares%s; last beads all fell together %.2f%%%n",
                players, games, slides / (double) games, shares, 100.0 * allFall / games);
    }
}
