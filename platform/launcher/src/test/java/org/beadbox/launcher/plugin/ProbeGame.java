package org.beadbox.launcher.plugin;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * A game plugin for the launcher's tests, as a hostile-input probe writes one: its activator
 * registers a {@link Game} (id from the manifest header {@code X-Game-Id}) whose method named by
 * {@code X-Game-Fault} misbehaves: {@code options-hang} (never returns, ignoring interrupts,
 * until {@code <beadbox.home>/release-hangs} exists), {@code options-throw}, {@code start-hang},
 * {@code info-hang}, {@code legalMoves-hang}, {@code parseMove-hang}, {@code legalMoves-exit}
 * ({@code System.exit(7)}), or {@code none}. The game itself: two seats take one bead, the first wins.
 * Copied into each test jar; never loaded from the test class path.
 */
public final class ProbeGame implements BundleActivator, Game {

    private String id;
    private String fault;
    private Path release;

    @Override
    public void start(BundleContext context) {
        id = context.getBundle().getHeaders().get("X-Game-Id");
        fault = context.getBundle().getHeaders().get("X-Game-Fault");
        release = Path.of(context.getProperty("beadbox.home")).resolve("release-hangs");
        context.registerService(Game.class, this, null);
    }

    @Override
    public void stop(BundleContext context) {
    }

    private void misbehave(String method) {
        misbehave(method, fault, release);
    }

    private static void misbehave(String method, String fault, Path release) {
        if ((method + "-exit").equals(fault)) {
            System.exit(7);
        }
        if ((method + "-throw").equals(fault)) {
            throw new IllegalStateException(method + " throws \u001b[2J");
        }
        if ((method + "-hang").equals(fault)) {
            while (!Files.exists(release)) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    // keep hanging
                }
            }
        }
    }

    @Override
    public GameInfo info() {
        misbehave("info");
        return new GameInfo(id, "Probe " + id, "", "", "a probe", 2, 2, "");
    }

    @Override
    public List<OptionSpec> options() {
        misbehave("options");
        return List.of(OptionSpec.integer("beads", "Beads", "beads on the table", 1, 1, 3));
    }

    @Override
    public List<SeatInfo> seats(int players) {
        return List.of(new SeatInfo("Red", "#cc0000"), new SeatInfo("Blue", "#0000cc"));
    }

    @Override
    public GameState start(Setup setup) {
        misbehave("start");
        return new State(false, fault, release);
    }

    @Override
    public GameState parsePosition(String position) {
        return new State("taken".equals(position), fault, release);
    }

    private record Take() implements Move {
        @Override
        public List<String> steps() {
            return List.of("take");
        }

        @Override
        public String notation() {
            return "take";
        }
    }

    private record State(boolean taken, String fault, Path release) implements GameState {
        @Override
        public int players() {
            return 2;
        }

        @Override
        public int toMove() {
            return taken ? 1 : 0;
        }

        @Override
        public List<Move> legalMoves() {
            misbehave("legalMoves", fault, release);
            return taken ? List.of() : List.of(new Take());
        }

        @Override
        public GameState play(Move move) {
            if (taken) {
                throw new IllegalArgumentException("the game is over");
            }
            return new State(true, fault, release);
        }

        @Override
        public Optional<Outcome> outcome() {
            return taken ? Optional.of(Outcome.winner(0, score(), "Red took the bead")) : Optional.empty();
        }

        @Override
        public double[] score() {
            return taken ? new double[] {1, 0} : new double[] {0, 0};
        }

        @Override
        public Move parseMove(String notation) {
            misbehave("parseMove", fault, release);
            if (!"take".equals(notation)) {
                throw new IllegalArgumentException("the only move is take");
            }
            return new Take();
        }

        @Override
        public String position() {
            return taken ? "taken" : "bead";
        }

        @Override
        public String toText() {
            return position();
        }

        @Override
        public Scene draw(List<String> partialMove) {
            return new Scene(1, 1, "#ffffff", List.of());
        }
    }
}
