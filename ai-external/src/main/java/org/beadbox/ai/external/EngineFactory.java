package org.beadbox.ai.external;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;

/**
 * The player factory of one configured engine, registered as a service by {@link
 * EngineRegistry}: its id is the engine's name lower-cased and dashed, its one option the time
 * per move.
 *
 * <p>{@link #supports} starts the engine once, asks it which games it plays and remembers the
 * answer; an engine that cannot be started supports nothing, and the reason is kept and shown
 * in {@link #description()}, as is the last fault of any of its players.
 */
final class EngineFactory implements PlayerFactory {

    private static final System.Logger LOG = System.getLogger(EngineFactory.class.getName());

    private final EngineConfig config;
    private final EngineContext context;
    private volatile String problem;
    private EngineProcess.Greeting greeting;

    /** A factory for {@code config}; {@code games} finds installed games, {@code transcript} gets the protocol lines. */
    EngineFactory(EngineConfig config, Function<String, Optional<Game>> games, Consumer<String> transcript) {
        this.config = config;
        this.context = new EngineContext(games, transcript, this::remember);
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

    @Override
    public String name() {
        return config.name();
    }

    @Override
    public String description() {
        String p = problem;
        return "An external program (" + config.commandLine() + ") playing through the Beadbox engine protocol."
                + (p == null ? "" : " Last problem: " + p);
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(EngineOptions.TIME);
    }

    /** The games the engine says it plays, asking it the first time; empty when it cannot be asked. */
    synchronized Set<String> games() {
        if (greeting == null) {
            try (EngineProcess p = EngineProcess.start("engine '" + config.name() + "'", config.command(), config.dir(),
                    context.transcript())) {
                greeting = p.greet();
            } catch (EngineException e) {
                remember(e.getMessage());
                greeting = new EngineProcess.Greeting("", Set.of());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Set.of();
            }
        }
        return greeting.games();
    }

    /** The last problem with this engine, or null. */
    String problem() {
        return problem;
    }

    @Override
    public boolean supports(GameInfo game) {
        return games().contains(game.id());
    }

    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        EngineOptions.check(id(), options(), options);
        return new EnginePlayer(config, game, EngineOptions.timeMillis(options), context);
    }
}
