package org.beadbox.ai.external;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Quote;

/**
 * The player factory of one configured engine, registered as a service by {@link
 * EngineRegistry}: its id is the engine's name lower-cased and dashed, its one option the time
 * per move.
 *
 * <p>{@link #supports} asks the engine which games it plays, once, along with every other
 * configured engine ({@link EngineProbes}), and waits for the answer at most {@value
 * EngineProbes#WAIT_MILLIS} ms; the answer is remembered, and kept in the Beadbox folder's
 * {@link AnswerCache}. An engine that cannot be started supports nothing. One that has not
 * answered in time (slow to start, or silent) supports every game until it answers, as the
 * generic {@code engine} player does, so that a slow engine can still be seated: if it never
 * answers, its player fails when the game begins. The reason is kept and shown in {@link
 * #description()}, as is the last fault of any of its players.
 */
final class EngineFactory implements PlayerFactory {

    private static final System.Logger LOG = System.getLogger(EngineFactory.class.getName());

    private final EngineConfig config;
    private final EngineContext context;
    private final EngineProbes probes;
    private volatile String problem;
    private EngineProcess.Greeting greeting;
    private CompletableFuture<EngineProcess.Greeting> probe;
    private long probeStarted;

    /**
     * A factory for {@code config} asked on its own, with no cache; {@code games} finds
     * installed games, {@code transcript} gets the protocol lines.
     */
    EngineFactory(EngineConfig config, Function<String, Optional<Game>> games, Consumer<String> transcript) {
        this(config, games, transcript, new EngineProbes(null));
    }

    /** A factory for {@code config} asked along with the others of {@code probes}. */
    EngineFactory(EngineConfig config, Function<String, Optional<Game>> games, Consumer<String> transcript, EngineProbes probes) {
        this.config = config;
        this.context = new EngineContext(games, transcript, this::remember);
        this.probes = probes;
        probes.add(this);
    }

    private void remember(String reason) {
        problem = reason;
        LOG.log(System.Logger.Level.DEBUG, reason);
    }

    /** The engine this factory starts. */
    EngineConfig config() {
        return config;
    }

    @Override
    public String id() {
        return config.id();
    }

    /** The engine's name from engines.json, its control characters escaped ({@link Quote#line}): it reaches terminals. */
    @Override
    public String name() {
        return Quote.line(config.name());
    }

    /** What the engine is, the sandbox it runs in, and its last problem; control characters escaped. */
    @Override
    public String description() {
        String p = problem;
        return Quote.line("An external program (" + config.commandLine() + ") playing through the Beadbox engine protocol."
                + " Runs in: " + EngineSandbox.current().describe() + sandboxWidening(config.sandbox()) + "."
                + (p == null ? "" : " Last problem: " + p));
    }

    /** What engines.json allows beyond the sandbox's defaults, for descriptions; empty when nothing. */
    static String sandboxWidening(EngineSandbox.Rules rules) {
        if (rules.equals(EngineSandbox.Rules.NONE) || EngineSandbox.current().kind() != EngineSandbox.Kind.BUBBLEWRAP) {
            return "";
        }
        List<String> more = new java.util.ArrayList<>();
        if (rules.network()) {
            more.add("the network");
        }
        rules.write().forEach(f -> more.add("writing to " + f));
        return ", allowed by engines.json: " + String.join(", ", more);
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(EngineOptions.TIME);
    }

    /**
     * The games the engine says it plays, asking it (and every other engine not asked yet) the
     * first time; empty when it cannot be asked; null when it has not answered within the wait.
     */
    Set<String> games() {
        synchronized (this) {
            if (greeting != null) {
                return greeting.games();
            }
        }
        probes.startAll();
        CompletableFuture<EngineProcess.Greeting> f = probe();
        long left;
        synchronized (this) {
            left = probeStarted + TimeUnit.MILLISECONDS.toNanos(probes.waitMillis()) - System.nanoTime();
        }
        try {
            EngineProcess.Greeting g = f.get(Math.max(0, left), TimeUnit.NANOSECONDS);
            synchronized (this) {
                greeting = g;
            }
            if (problem != null && problem.equals(late())) {
                problem = null;
            }
            return g.games();
        } catch (TimeoutException e) {
            remember(late());
            return null;
        } catch (ExecutionException | CancellationException e) {
            remember("engine '" + config.name() + "' could not be asked: " + e.getMessage());
            return Set.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Set.of();
        }
    }

    private String late() {
        return "engine '" + config.name() + "' did not say within " + probes.waitMillis() / 1000
                + " s which games it plays, so it is offered for every game until it does (engines test " + config.id()
                + " checks it)";
    }

    /** Starts asking the engine which games it plays, unless that is under way or known. */
    synchronized CompletableFuture<EngineProcess.Greeting> probe() {
        if (probe == null) {
            probeStarted = System.nanoTime();
            AnswerCache cache = probes.cache();
            Optional<EngineProcess.Greeting> kept = cache == null ? Optional.empty() : cache.get(config);
            if (kept.isPresent()) {
                probe = CompletableFuture.completedFuture(kept.get());
            } else {
                probe = new CompletableFuture<>();
                try {
                    probes.pool().execute(() -> probe.complete(ask()));
                } catch (RejectedExecutionException e) {
                    probe.complete(new EngineProcess.Greeting("", Set.of()));
                }
            }
        }
        return probe;
    }

    private EngineProcess.Greeting ask() {
        try (EngineProcess p = EngineProcess.start("engine '" + config.name() + "'", config.command(), config.dir(), config.sandbox(),
                context.transcript())) {
            EngineProcess.Greeting g = p.greet();
            if (probes.cache() != null) {
                probes.cache().put(config, g);
            }
            return g;
        } catch (EngineException e) {
            remember(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new EngineProcess.Greeting("", Set.of());
    }

    /** The last problem with this engine, or null. */
    String problem() {
        return problem;
    }

    @Override
    public boolean supports(GameInfo game) {
        Set<String> games = games();
        return games == null || games.contains(game.id());
    }

    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        EngineOptions.check(id(), options(), options);
        return new EnginePlayer(config, game, EngineOptions.timeMillis(options), context);
    }
}
