package org.beadbox.ai.cautious;

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
 * The cautious player's factory, registered as a {@link PlayerFactory} service with id {@code
 * cautious}. Not part of the runtime Beadbox installs: it is offered by the default plugin
 * catalogue, for players who want an opponent that defends rather than attacks.
 */
@Component(service = PlayerFactory.class)
public final class CautiousPlayerFactory extends AbstractPlayerFactory {

    /** The factory's id. */
    public static final String ID = "cautious";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.integer("replies", "Replies looked at",
                    "The most replies it looks at after each of its moves; where there are more, a random sample", 300, 1, 100_000),
            OptionSpec.number("time", "Seconds per move",
                    "The most time per move; when it runs out it plays the best move judged so far", 1, 0.01, 3600),
            OptionSpec.text("seed", "Seed", "A whole number to repeat the same choices; empty for a new seed each game", ""));

    private final Evaluators evaluators = new Evaluators();

    /**
     * Plays every game; strength 11, about greedy's (against it at 0.1 s a move, 4 games each:
     * 2-2 in the Glass Bead Challenge, 4-0 in the Glass Bead Game), far below a search.
     */
    public CautiousPlayerFactory() {
        super(ID, "Cautious", "Looks at every reply and plays the move after which your best answer hurts it least: "
                + "it rarely gives anything away, and rarely takes a risk.", 11, OPTIONS);
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
        return new CautiousPlayer(() -> evaluators.forGame(game.id()), new SplittableRandom(OptionSpec.seed(values.get("seed"))),
                Integer.parseInt(values.get("replies")), Math.round(Double.parseDouble(values.get("time")) * 1000));
    }
}
