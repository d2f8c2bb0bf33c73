package org.beadbox.api;

import java.util.List;
import java.util.Map;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * A kind of player, registered as an OSGi service by an AI bundle. Front-ends list the
 * factories that {@link #supports} a game and make a {@link Player} per seat.
 */
@ConsumerType
public interface PlayerFactory {

    /** A stable identifier used on the command line ({@code mcts}): lower case, digits, dashes. */
    String id();

    /** The name a person sees ("Monte Carlo search"). */
    String name();

    /** One sentence on how it plays. */
    String description();

    /** Its settings: strength, time per move, threads... Each must have a usable default. */
    List<OptionSpec> options();

    /** Whether it can play this game; most AIs play any game through this API. */
    boolean supports(GameInfo game);

    /**
     * A rough order of playing strength among the installed factories at their default
     * options: a front-end asks the strongest for a hint. 0 plays at random; higher is better.
     */
    default int strength() {
        return 0;
    }

    /**
     * A new player for {@code game} with the given options (absent keys take their defaults).
     *
     * @throws IllegalArgumentException naming an unknown option or a bad value
     */
    Player create(GameInfo game, Map<String, String> options);
}
