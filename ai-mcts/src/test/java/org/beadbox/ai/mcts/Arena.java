package org.beadbox.ai.mcts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Setup;

/**
 * A match harness for measuring playing strength from the command line, outside the framework:
 * {@code Arena GAME --seat SPEC --seat SPEC ... [--players N] [--games G] [--seed S]
 * [--option KEY=VALUE] [--clock-ms MS] [--max-plies N]}, where SPEC is {@code id[:key=value...]}, e.g.
 * {@code mcts:time=0.2:threads=1}. With fewer specs than seats the last spec fills the rest.
 * The seats rotate from game to game so that each spec sits in each seat equally often. A game
 * still running after {@code --max-plies} plies (5000 unless given) is adjudicated by the
 * running scores. It prints a line per game and then each spec's points (a win 1, a shared first place shared).
 * {@code Arena GAME --bench SPEC} instead reports the iterations per second of one move from
 * the start. Not a test: run it with the test class path.
 */
final class Arena {

    private Arena() {
    }

    /** Runs a match or a benchmark as the arguments say. */
    public static void main(String[] args) throws Exception {
        Components components = Components.load(new MctsPlayerFactory());
        Game game = components.game(args[0]);
        List<String> specs = new ArrayList<>();
        Map<String, String> gameOptions = new LinkedHashMap<>();
        int players = game.info().minPlayers();
        int games = 10;
        long seed = 1;
        long clockMs = 10_000;
        int maxPlies = 5_000;
        String bench = null;
        for (int i = 1; i < args.length; i += 2) {
            switch (args[i]) {
                case "--seat" -> specs.add(args[i + 1]);
                case "--players" -> players = Integer.parseInt(args[i + 1]);
                case "--games" -> games = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--clock-ms" -> clockMs = Long.parseLong(args[i + 1]);
                case "--bench" -> bench = args[i + 1];
                case "--max-plies" -> maxPlies = Integer.parseInt(args[i + 1]);
                case "--option" -> gameOptions.put(args[i + 1].split("=")[0], args[i + 1].split("=")[1]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        Setup base = new Setup(players, gameOptions, seed);
        if (bench != null) {
            bench(components, game, base, bench);
        } else {
            match(components, game, base, specs, games, clockMs, maxPlies);
        }
        System.exit(0);
    }

    private static void bench(Components components, Game game, Setup setup, String spec) throws InterruptedException {
        GameState start = game.start(setup);
        for (int round = 0; round < 3; round++) {
            List<Analysis> reports = new ArrayList<>();
            try (Player p = create(components, game, spec)) {
                p.choose(start, Clock.ofMillis(60_000), reports::add);
            }
            Analysis a = reports.get(reports.size() - 1);
            System.out.printf(Locale.ROOT, "%s %s: %d iterations in %d ms = %.0f per second (best %s, estimate %.2f)%n",
                    game.info().id(), spec, a.iterations(), a.elapsedMillis(),
                    a.iterations() * 1000.0 / Math.max(1, a.elapsedMillis()), a.bestMove(), a.winEstimate());
        }
    }

    private static void match(Components components, Game game, Setup base, List<String> specs, int games, long clockMs,
            int maxPlies) throws InterruptedException {
        int n = base.players();
        while (specs.size() < n) {
            specs.add(specs.get(specs.size() - 1));
        }
        double[] points = new double[specs.size()];
        int[] wins = new int[specs.size()];
        long t0 = System.nanoTime();
        for (int g = 0; g < games; g++) {
            int[] specAt = new int[n];
            for (int seat = 0; seat < n; seat++) {
                specAt[seat] = (seat + g) % n;
            }
            Setup setup = new Setup(n, base.options(), base.seed() + g / n);
            int[] plies = new int[1];
            Outcome outcome = play(components, game, setup, specs, specAt, clockMs, maxPlies, plies);
            StringBuilder seats = new StringBuilder();
            for (int seat = 0; seat < n; seat++) {
                points[specAt[seat]] += outcome.points(seat);
                if (outcome.ranks().get(seat) == 0 && outcome.winners().size() == 1) {
                    wins[specAt[seat]]++;
                }
                seats.append(seat == 0 ? "" : " ").append(specs.get(specAt[seat]));
            }
            System.out.printf(Locale.ROOT, "game %d [%s]: %s, %d plies (%.0f s so far)%n", g + 1, seats, outcome.summary(), plies[0],
                    (System.nanoTime() - t0) / 1e9);
        }
        for (int i = 0; i < n; i++) {
            System.out.printf(Locale.ROOT, "%-40s points %5.1f of %d, sole wins %d%n", specs.get(i), points[i], games, wins[i]);
        }
    }

    private static Outcome play(Components components, Game game, Setup setup, List<String> specs, int[] specAt, long clockMs,
            int maxPlies, int[] plies) throws InterruptedException {
        GameState state = game.start(setup);
        Setup resolved = game.resolve(setup);
        Player[] seats = new Player[setup.players()];
        for (int seat = 0; seat < seats.length; seat++) {
            seats[seat] = create(components, game, specs.get(specAt[seat]));
            seats[seat].begin(game.info(), resolved, state, seat);
        }
        while (!state.isOver() && plies[0] < maxPlies) {
            plies[0]++;
            Move m = seats[state.toMove()].choose(state, Clock.ofMillis(clockMs), a -> { });
            state = state.play(state.parseMove(m.notation()));
            for (Player p : seats) {
                p.played(m, state);
            }
        }
        for (Player p : seats) {
            p.close();
        }
        GameState end = state;
        return end.outcome().orElseGet(() -> Outcome.byScore(end.score(),
                "adjudicated by score " + java.util.Arrays.toString(end.score()) + " after " + maxPlies + " plies"));
    }

    private static Player create(Components components, Game game, String spec) {
        String[] parts = spec.split(":");
        PlayerFactory f = components.factory(parts[0]);
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            options.put(kv[0], kv[1]);
        }
        return f.create(game.info(), options);
    }
}
