package org.beadbox.ai.greedy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Evaluators;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The greedy player's factory, registered as a {@link PlayerFactory} service with id {@code
 * greedy}. It tracks every {@link Evaluator} service (a dynamic, multiple reference): a game
 * with one is judged by it, a game without by a few random playouts per move.
 */
@Component(service = PlayerFactory.class)
public final class GreedyPlayerFactory extends AbstractPlayerFactory {

    /** The factory's id. */
    public static final String ID = "greedy";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer("playouts", "Playouts per move",
                    "Random games played after each move to judge it, where the game has no evaluation", 8, 1, 10_000),
            OptionSpec.integer("moves", "Moves looked at",
                    "The most moves it looks at; where a position has more, it looks at a random sample", 500, 1, 1_000_000),
            OptionSpec.number("time", "Seconds per move",
                    "The most time per move; when it runs out it plays the best move seen so far", 1, 0.01, 3600),
            OptionSpec.text("seed", "Seed", "A whole number to repeat the same choices; empty for a new seed each game", ""));

    private final Evaluators evaluators = new Evaluators();

    /** Plays every game; strength 10, better than random, far below a search. */
    public GreedyPlayerFactory() {
        super(ID, "Greedy", "Looks one move ahead and plays the move that leaves it best placed, by the game's own evaluation "
                + "or by a few random games.", 10, OPTIONS);
    }

    /** Tracks an evaluation service; called by Declarative Services on any thread. */
    @Reference(service = Evaluator.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC, unbind = "removeEvaluator")
    void addEvaluator(Evaluator evaluator, Map<String, Object> properties) {
        evaluators.add(evaluator, properties);
    }

    /** Forgets an evaluation service that went away. */
    void removeEvaluator(Evaluator evaluator) {
        evaluators.remove(evaluator);
    }

    @Override
    protected Player player(GameInfo game, Map<String, String> values) {
        return new GreedyPlayer(() -> evaluators.forGame(game.id()),
                new SplittableRandom(OptionSpec.seed(values.get("seed"))),
                Integer.parseInt(values.get("playouts")), Integer.parseInt(values.get("moves")),
                Math.round(Double.parseDouble(values.get("time")) * 1000));
    }
}
