package org.beadbox.tools.playoutbench;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random playouts per second from the start of each built-in game, through the public API only:
 * the loop of {@code ./beadbox bench} (the game's default setup with seed 0, a
 * {@link SplittableRandom} seeded 1, {@link GameState#playout} to the end, at most 100,000
 * plies), without the OSGi framework and the catalogue around it. One thread.
 *
 * <pre>
 * mvn -o -q -f tools/playout-bench/pom.xml package dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp tools/playout-bench/target/classes:$(cat tools/playout-bench/target/cp.txt) org.openjdk.jmh.Main PlayoutBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

    private static final int MAX_PLIES = 100_000;

    /** The game and its seats: {@code beadmaster-2}, {@code beadmaster-4}, {@code challenge} (10×10), {@code mancala} (2×5). */
    @Param({"beadmaster-2", "beadmaster-4", "challenge", "mancala"})
    public String game;

    private GameState start;
    private SplittableRandom random;

    /** The start position of the game's default setup with seed 0, as the bench's. */
    @Setup(Level.Trial)
    public void start() {
        start = start(game);
        random = new SplittableRandom(1);
    }

    /** The start of {@code game} (one of the {@link #game} parameter's values) in its default setup with seed 0. */
    static GameState start(String game) {
        Game g = game(game);
        int players = game.equals("beadmaster-4") ? 4 : 2;
        return g.start(g.resolve(new org.beadbox.api.Setup(players, Map.of(), 0)));
    }

    /** The game a benchmark's name ({@code beadmaster-2}, {@code beadmaster-4}, {@code challenge}, {@code mancala}) plays. */
    static Game game(String game) {
        return switch (game) {
            case "beadmaster-2", "beadmaster-4" -> new BeadMaster();
            case "challenge" -> new Challenge();
            case "mancala" -> new GlassBeadGame();
            default -> throw new IllegalArgumentException("no game " + game + ": beadmaster-2, beadmaster-4, challenge or mancala");
        };
    }

    /** One random playout from the start to the end; the final position is returned so it is not optimised away. */
    @Benchmark
    public GameState playout() {
        return start.playout(random, MAX_PLIES);
    }
}
