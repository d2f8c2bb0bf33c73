package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.Replay;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code bench [GAME]}: per game, random playouts per second from the start on one thread,
 * the time to list the legal moves of the start, and an AI's iterations per second as it reports
 * them through {@code Progress}. Figures depend on the machine and its load. The AI thinks in
 * warm-up rounds until it stops getting faster before it is measured: the search code the
 * just-in-time compiler had built for the game measured before is thrown out when another game's
 * positions reach it, and without the warm-up the Glass Bead Challenge measured after BeadMaster
 * gave 8,000-12,000 iterations a second instead of the 40,000 it gave alone.
 */
@Component(service = Command.class)
public final class BenchCommand implements Command {

    private static final int MAX_PLIES = 100_000;
    private static final int WARM_UP_ROUNDS = 12;
    private static final int MIN_WARM_UP_ROUNDS = 3;

    private final GameCatalog games;
    private final PlayerCatalog players;

    /** A command over these catalogues. */
    @Activate
    public BenchCommand(@Reference GameCatalog games, @Reference PlayerCatalog players) {
        this.games = games;
        this.players = players;
    }

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String usage() {
        return "bench [GAME] [--seconds S] [--player SPEC] [--option KEY=VALUE]... [--players N] [--seed S] [--position P]"
                + " [--moves \"M1 ...\"]";
    }

    @Override
    public String summary() {
        return "Measures random playouts per second (one thread, after a warm-up), legal-move enumeration of the start"
                + " position (or of the one --position and --moves give) and AI iterations per second (default player mcts, after warm-up moves) for one or every installed game.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments a = Arguments.parse(args, true, "seconds", "player").expect(0, 1, "GAME");
        double seconds = a.decimal("seconds", 2, 0.05, 3600);
        PlayerSpec ai = PlayerSpec.parse(a.flag("player").orElse("mcts"));
        List<String> ids = a.words().isEmpty() ? games.games().stream().map(g -> g.info().id()).toList() : a.words();
        if (ids.isEmpty()) {
            out.println("no games are installed");
            return 0;
        }
        List<Replay> replays = ids.stream().map(id -> a.replay(games, id)).toList(); // a bad game id or move fails first
        out.println("bench: " + Format.number(seconds) + " s per measure, one thread; figures vary with the machine's load");
        for (Replay r : replays) {
            String id = r.game().info().id();
            GameState start = r.last();
            boolean fromStart = r.moves().isEmpty() && r.startPosition().isEmpty();
            out.println(id + " (" + start.players() + " seats, " + r.setup().options() + ")"
                    + (fromStart ? "" : ", from " + start.position()));
            if (start.isOver()) {
                out.println("  the position is over: nothing to measure");
                continue;
            }
            GameState own = GameCatalog.pluginState(start); // what is measured is the game's own speed, without the deadline's handoffs
            playouts(own, seconds, out);
            enumeration(own, fromStart ? "the start" : "the position", seconds, out);
            ai(r.game(), r, ai, seconds, out);
        }
        return 0;
    }

    private static void playouts(GameState start, double seconds, PrintStream out) {
        SplittableRandom random = new SplittableRandom(1);
        playoutsFor(start, random, (long) (Math.max(0.5, seconds / 2) * 1e9));
        long t0 = System.nanoTime();
        long n = playoutsFor(start, random, (long) (seconds * 1e9));
        double took = (System.nanoTime() - t0) / 1e9;
        out.println("  playouts: " + Format.rate(n / took) + " per second (" + n + " in "
                + Format.number(Math.round(took * 100) / 100.0) + " s)");
    }

    private static long playoutsFor(GameState start, SplittableRandom random, long nanos) {
        long until = System.nanoTime() + nanos;
        long n = 0;
        do {
            start.playout(random, MAX_PLIES);
            n++;
        } while (System.nanoTime() - until < 0);
        return n;
    }

    private static void enumeration(GameState start, String which, double seconds, PrintStream out) {
        long until = System.nanoTime() + (long) (Math.min(seconds, 1.0) * 1e9);
        long n = 0;
        int moves = 0;
        long t0 = System.nanoTime();
        do {
            List<?> legal = start.legalMoves();
            moves = legal.size();
            if (!legal.isEmpty()) {
                legal.get(legal.size() - 1);
            }
            n++;
        } while (System.nanoTime() - until < 0);
        double each = (System.nanoTime() - t0) / (double) n;
        out.println("  legal moves of " + which + ": " + moves + " in " + micros(each) + " µs each (" + n + " runs)");
    }

    private static String micros(double nanos) {
        return Format.number(Math.round(nanos / 10.0) / 100.0);
    }

    private void ai(Game game, Replay r, PlayerSpec spec, double seconds, PrintStream out) {
        Optional<PlayerFactory> factory = players.find(spec.id());
        if (factory.isEmpty() || !factory.get().supports(game.info())) {
            out.println("  ai: no " + spec.id() + " player installed for this game");
            return;
        }
        boolean timed = factory.get().options().stream().anyMatch(o -> o.key().equals("time"));
        boolean threaded = factory.get().options().stream().anyMatch(o -> o.key().equals("threads"));
        try {
            PlayerSpec warm = spec;
            if (threaded) { // one search thread leaves the compiler a core
                Map<String, String> one = new HashMap<>(spec.options());
                one.put("threads", "1");
                warm = new PlayerSpec(spec.id(), one);
            }
            int warmUps = warmUp(game, r, warm, timed, Math.max(0.5, seconds / 4));
            long t0 = System.nanoTime();
            Analysis a = think(game, r, spec, timed, seconds);
            double took = (System.nanoTime() - t0) / 1e9;
            if (a == null || a.iterations() == 0) {
                out.println("  ai: " + spec + " reported no iterations");
                return;
            }
            double elapsed = a.elapsedMillis() > 0 ? a.elapsedMillis() / 1000.0 : took;
            out.println("  ai: " + spec + ": " + Format.rate(a.iterations() / elapsed) + " iterations per second ("
                    + a.iterations() + " in " + Format.number(Math.round(elapsed * 100) / 100.0) + " s, after " + warmUps
                    + (warmUps == 1 ? " warm-up move)" : " warm-up moves)"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Lets the player think on the position in rounds of {@code seconds} until a round is no
     * more than 5% faster than the best before it (at least {@value #MIN_WARM_UP_ROUNDS}, at most
     * {@value #WARM_UP_ROUNDS} rounds), so that the figure measured after it is the steady one:
     * the just-in-time compiler recompiles the search for each game's positions, and it needs a
     * core the search does not keep busy, so the warm-up searches on one thread where the player
     * has a {@code threads} option.
     *
     * @return the rounds played
     */
    private int warmUp(Game game, Replay r, PlayerSpec spec, boolean timed, double seconds) throws InterruptedException {
        double best = 0;
        for (int round = 1; round <= WARM_UP_ROUNDS; round++) {
            Analysis a = think(game, r, spec, timed, seconds);
            if (a == null || a.elapsedMillis() <= 0) {
                return round;
            }
            double rate = a.iterations() / (double) a.elapsedMillis();
            if (round >= MIN_WARM_UP_ROUNDS && rate < best * 1.05) {
                return round;
            }
            best = Math.max(best, rate);
        }
        return WARM_UP_ROUNDS;
    }

    /**
     * One move's thinking by a fresh player of {@code spec} on the position of {@code r}, for
     * {@code seconds} (its own time, unless the spec names one, and the clock): its last report.
     */
    private Analysis think(Game game, Replay r, PlayerSpec spec, boolean timed, double seconds) throws InterruptedException {
        Map<String, String> options = new HashMap<>(spec.options());
        if (timed) {
            options.putIfAbsent("time", Format.number(seconds));
        }
        AtomicReference<Analysis> last = new AtomicReference<>();
        try (Player p = players.create(new PlayerSpec(spec.id(), options), game.info())) {
            GameState own = GameCatalog.pluginState(r.last());
            p.begin(game.info(), r.setup(), own, own.toMove());
            p.choose(own, Clock.ofMillis(Math.round(seconds * 1000)), last::set);
        }
        return last.get();
    }
}
