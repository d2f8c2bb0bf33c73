package org.beadbox.ai.external;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The player {@code engine}: any engine given by its command line in the options, for one run
 * ({@code ./beadbox match GAME --engine ref=CMD --seats mcts,ref:time=0.2} becomes the player
 * {@code engine} with {@code command=CMD}, {@code name=ref}, {@code time=0.2}). It claims every
 * game; an engine that cannot be started or does not play the game fails when the game begins,
 * and its first {@code choose} says why.
 */
@Component(service = PlayerFactory.class)
public final class GenericEngineFactory implements PlayerFactory {

    private final GameShelf games = new GameShelf();

    /** Made by Declarative Services, or by tests. */
    public GenericEngineFactory() {
    }

    /** An installed game, for a player asked about a position it was not told about. */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addGame(Game game) {
        games.add(game);
    }

    void removeGame(Game game) {
        games.remove(game);
    }

    @Override
    public String id() {
        return EngineConfig.GENERIC_ID;
    }

    @Override
    public String name() {
        return "External engine";
    }

    @Override
    public String description() {
        return "Any program that speaks the Beadbox engine protocol, started from the command line in its options."
                + " Runs in: " + EngineSandbox.current().describe() + ".";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(EngineOptions.COMMAND, EngineOptions.NAME, EngineOptions.DIR, EngineOptions.TIME);
    }

    /** True: whether the engine plays the game is known only once it runs. */
    @Override
    public boolean supports(GameInfo game) {
        return true;
    }

    /**
     * A player that starts the engine of option {@code command} when the game begins.
     *
     * @throws IllegalArgumentException if {@code command} is missing or not a command line, or
     *     another option is unknown or out of range
     */
    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        EngineOptions.check(id(), options(), options);
        String command = options.getOrDefault(EngineOptions.COMMAND.key(), "").strip();
        if (command.isEmpty()) {
            throw new IllegalArgumentException("player engine needs option command, the engine's command line"
                    + " (on the command line: --engine NAME='PROGRAM ARGS...' and then NAME in --seats)");
        }
        String name = options.getOrDefault(EngineOptions.NAME.key(), EngineOptions.NAME.defaultValue()).strip();
        String dir = options.getOrDefault(EngineOptions.DIR.key(), "").strip();
        EngineConfig config = EngineConfig.of(name.isEmpty() ? EngineOptions.NAME.defaultValue() : name, command,
                dir.isEmpty() ? null : Path.of(dir));
        return new EnginePlayer(config, game, EngineOptions.timeMillis(options), EngineContext.logging(games::find));
    }
}
