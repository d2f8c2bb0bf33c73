package ${package};

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
 * ${playerName}'s factory, registered as a {@link PlayerFactory} service: Beadbox offers the
 * player for every game it {@linkplain #supports supports} as soon as the bundle starts.
 *
 * <p>Edit this class for the player's id, name, description, strength (0 to 100, for sorting)
 * and options; {@link ${className}} holds how it chooses a move.
 */
@Component(service = PlayerFactory.class)
public final class ${className}Factory extends AbstractPlayerFactory {

    /** The player's id: what {@code beadbox match GAME --seats ${playerId},random} takes. */
    public static final String ID = "${playerId}";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.text("seed", "Seed", "A whole number to repeat the same choices; empty for a new seed each game", ""));

    /** Plays every game. */
    public ${className}Factory() {
        super(ID, "${playerName}", "Takes a winning move when there is one, avoids handing one over, otherwise plays at random.",
                10, OPTIONS);
    }

    @Override
    protected Player player(GameInfo game, Map<String, String> values) {
        return new ${className}(new SplittableRandom(OptionSpec.seed(values.get("seed"))));
    }
}
