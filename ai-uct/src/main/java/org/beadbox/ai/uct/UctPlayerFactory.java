package org.beadbox.ai.uct;

import java.util.List;
import java.util.Map;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.osgi.service.component.annotations.Component;

/**
 * The reference UCT player's factory, registered as a {@link PlayerFactory} service with id
 * {@code uct}: plain UCT with exploration 0.7, match points as the only reward and uniform random
 * playouts to the end, the yardstick {@code match} measures the other players against.
 */
@Component(service = PlayerFactory.class)
public final class UctPlayerFactory extends AbstractPlayerFactory {

    /** The factory's id. */
    public static final String ID = "uct";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.number("time", "Seconds per move", "Thinking time per move; 0 for none of its own (then give iterations)",
                    1, 0, 3600),
            OptionSpec.integer("iterations", "Playouts per move",
                    "Playouts per move over all threads; 0 for no limit (with a time, both limits apply)", 0, 0, 1_000_000_000),
            OptionSpec.integer("threads", "Threads", "Search threads, each growing its own tree", 1, 1, 64),
            OptionSpec.text("seed", "Seed",
                    "A whole number to repeat the same search (with one thread and a playout budget); empty for a new seed", ""),
            OptionSpec.number("exploration", "Exploration", "The UCB1 constant: higher tries more moves", 0.7, 0, 10),
            OptionSpec.choice("playout", "Playouts",
                    "game: the game's own fast random playout (uniform in BeadMaster, several times faster);"
                            + " uniform: each move drawn from the list of legal moves", "game", "game", "uniform"));

    /** Plays every game; strength 30, a search without knowledge of the game, below alphabeta and mcts. */
    public UctPlayerFactory() {
        super(ID, "Plain UCT (reference)", "Plain Monte Carlo tree search with random games to the end and no knowledge of the game:"
                + " the yardstick the other players are measured against.", 30, OPTIONS);
    }

    @Override
    protected Player player(GameInfo game, Map<String, String> values) {
        return new UctPlayer(UctSettings.of(values));
    }
}
