package org.beadbox.ai.alphabeta;

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
 * The alpha-beta player's factory, registered as a {@link PlayerFactory} service with id {@code
 * alphabeta}. It plays the games that can be played by two seats and have an {@link Evaluator}
 * service (tracked by a dynamic, multiple reference), so it appears for a game when the game's
 * evaluation is installed and disappears from new choices when it goes. Given more than two
 * seats it still plays, treating all the others as one opponent (a "paranoid" search).
 */
@Component(service = PlayerFactory.class, property = "beadbox.needs=" + AlphaBetaPlayerFactory.NEEDS)
public final class AlphaBetaPlayerFactory extends AbstractPlayerFactory {

    /** The factory's id. */
    public static final String ID = "alphabeta";

    /** What a game must offer for this player, as {@code beadbox players} quotes it (the service property {@code beadbox.needs}). */
    static final String NEEDS = "a two-seat game whose bundle registers an Evaluator service for it"
            + " (see \"Which computer players play your game\" in docs/plugin-authors.md)";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.number("time", "Seconds per move", "Thinking time per move", 1, 0.01, 3600),
            OptionSpec.integer("depth", "Depth", "The deepest search, in plies", 64, 1, 1000),
            OptionSpec.integer("width", "Moves per position",
                    "The most moves searched in one position; where there are more, a random sample", 200, 2, 100_000),
            OptionSpec.text("seed", "Seed", "A whole number to repeat the same sampling; empty for a new seed each game", ""));

    private final Evaluators evaluators = new Evaluators();

    /**
     * Strength 40, below the Monte Carlo player's 50, as measured: at 0.2 s a move it drew 5–5
     * against it in Glass Bead Challenge and lost 2.5–7.5 in two-seat BeadMaster (ten games each).
     */
    public AlphaBetaPlayerFactory() {
        super(ID, "Alpha-beta search", "Searches the moves of both sides several plies deep and judges the positions with the game's own "
                + "evaluation; for two-seat games that have one.", 40, OPTIONS);
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

    /** Games that two can play and that have an evaluation service now. */
    @Override
    public boolean supports(GameInfo game) {
        return game.seats(2) && evaluators.forGame(game.id()).isPresent();
    }

    /** Refuses a game it does not support before it looks at the options. */
    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        if (!supports(game)) {
            throw new IllegalArgumentException("the alpha-beta player needs " + NEEDS + "; " + game.name()
                    + (game.seats(2) ? " has none installed" : " is not played by two") + ": choose another player");
        }
        return super.create(game, options);
    }

    @Override
    protected Player player(GameInfo game, Map<String, String> values) {
        return new AlphaBetaPlayer(() -> evaluators.forGame(game.id()).orElse(null),
                new SplittableRandom(OptionSpec.seed(values.get("seed"))),
                Math.round(Double.parseDouble(values.get("time")) * 1000),
                Integer.parseInt(values.get("depth")), Integer.parseInt(values.get("width")));
    }
}
