package org.beadbox.ai.random;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.osgi.service.component.annotations.Component;

/**
 * The random player's factory, registered as a {@link PlayerFactory} service with id {@code
 * random}. It plays every game, with the game's own random sampler by default.
 */
@Component(service = PlayerFactory.class)
public final class RandomPlayerFactory extends AbstractPlayerFactory {

    /** The factory's id. */
    public static final String ID = "random";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.choice("sampler", "Sampler",
                    "game: the game's own random move (cheap, may not be uniform where a game has very many moves);"
                            + " uniform: every legal move equally likely", "game", "game", "uniform"),
            OptionSpec.text("seed", "Seed", "A whole number to repeat the same choices; empty for a new seed each game", ""));

    /** Plays every game; the weakest: strength 0. */
    public RandomPlayerFactory() {
        super(ID, "Random", "Plays a random legal move without any thought: a sparring partner and a baseline.", 0, OPTIONS);
    }

    @Override
    protected Player player(GameInfo game, Map<String, String> values) {
        return new RandomPlayer(new SplittableRandom(OptionSpec.seed(values.get("seed"))),
                values.get("sampler").equals("uniform"));
    }
}
