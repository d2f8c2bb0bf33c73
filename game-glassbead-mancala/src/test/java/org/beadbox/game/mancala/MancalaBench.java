package org.beadbox.game.mancala;

import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;

/**
 * The speed and memory benchmark of the issue, run by hand (not a test):
 * enumerating every move of the example position, random playouts from the start, and perft.
 * {@code java -cp ... org.beadbox.game.mancala.MancalaBench [perft-depth]}
 */
final class MancalaBench {

    private static final String EXAMPLE = "-/-/-/-/000000054321/-/-/-/-/54321 - - S";

    private MancalaBench() {
    }

    public static void main(String[] args) {
        int perftDepth = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        GlassBeadGame game = new GlassBeadGame();
        enumeration(game);
        playouts(game);
        GameState start = game.start(Setup.of(2, 1));
        for (int d = 1; d <= perftDepth; d++) {
            long c0 = cpu();
            long t0 = System.nanoTime();
            long count = start.perft(d);
            System.out.printf("perft %d = %d in %.3f s wall, %.3f s CPU%n", d, count, (System.nanoTime() - t0) / 1e9, (cpu() - c0) / 1e9);
        }
    }

    private static void enumeration(GlassBeadGame game) {
        GameState example = game.parsePosition(EXAMPLE);
        long best = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        int size = 0;
        for (int round = 0; round < 15; round++) {
            GameState fresh = game.parsePosition(EXAMPLE);
            long c0 = cpu();
            long t0 = System.nanoTime();
            List<Move> moves = fresh.legalMoves();
            size = moves.size();
            best = Math.min(best, System.nanoTime() - t0);
            bestCpu = Math.min(bestCpu, cpu() - c0);
        }
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long before = rt.totalMemory() - rt.freeMemory();
        List<Move> moves = example.legalMoves();
        System.gc();
        long after = rt.totalMemory() - rt.freeMemory();
        System.out.printf("example position: %d moves, enumerated in %.1f ms wall, %.1f ms CPU (best of 15), list holds about %.1f MB%n",
                size, best / 1e6, bestCpu / 1e6, (after - before) / 1e6);
        System.out.println("  first " + moves.get(0).notation() + ", last " + moves.get(moves.size() - 1).notation());
    }

    private static long cpu() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static void playouts(GlassBeadGame game) {
        GameState start = game.start(Setup.of(2, 1));
        SplittableRandom random = new SplittableRandom(42);
        for (int warm = 0; warm < 20000; warm++) {
            start.playout(random, 5000);
        }
        int games = 0;
        long c0 = cpu();
        long t0 = System.nanoTime();
        long elapsed;
        do {
            start.playout(random, 5000);
            games++;
            elapsed = System.nanoTime() - t0;
        } while (elapsed < 3_000_000_000L);
        long cpu = cpu() - c0;
        System.out.printf("random playouts from the start (GameState.playout): %.0f per wall second, %.0f per CPU second (%d games)%n",
                games / (elapsed / 1e9), games / (cpu / 1e9), games);
        Board b = Board.start(5);
        RandomPlay play = new RandomPlay(5);
        long total = 0;
        for (int g = 0; g < 10000; g++) {
            Board copy = b.copy();
            total += play.playout(copy, random, 5000);
        }
        System.out.printf("  average length %.1f plies%n", total / 10000.0);
    }
}
