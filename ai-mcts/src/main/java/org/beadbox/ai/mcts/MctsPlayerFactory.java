package org.beadbox.ai.mcts;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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
 * The Monte Carlo tree search player's factory, registered as a {@link PlayerFactory} service
 * with id {@code mcts}. It plays any game through the API alone, and tracks every {@link
 * Evaluator} service (a dynamic, multiple reference) to cut its playouts short in games that
 * have one.
 */
@Component(service = PlayerFactory.class)
public final class MctsPlayerFactory extends AbstractPlayerFactory {

    /** The factory's id. */
    public static final String ID = "mcts";

    private static final int DEFAULT_THREADS = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.choice("level", "Level",
                    "beginner: a few hundred playouts; casual: a quarter second; strong: a second; expert: four seconds",
                    "strong", "beginner", "casual", "strong", "expert"),
            OptionSpec.number("time", "Seconds per move", "Thinking time per move; 0 takes the level's", 0, 0, 3600),
            OptionSpec.integer("iterations", "Playouts per move",
                    "Search iterations per move; 0 for no limit (with a time, both limits apply)", 0, 0, 1_000_000_000),
            OptionSpec.integer("threads", "Threads", "Search threads, all growing one tree", DEFAULT_THREADS, 1, 64),
            OptionSpec.text("seed", "Seed",
                    "A whole number to repeat the same search (with one thread and a playout budget); empty for a new seed", ""),
            OptionSpec.number("exploration", "Exploration", "The UCB1-Tuned constant: higher tries more moves", 0.3, 0, 10),
            OptionSpec.number("widening", "Widening",
                    "How fast a position admits new moves to the search: about this times the square root of its visits", 2, 0.1, 1000),
            OptionSpec.integer("cutoff", "Playout plies before evaluation",
                    "In a game with an evaluation, random moves played before the evaluation judges the position", 0, 0, 10_000),
            OptionSpec.integer("ranking", "Visits before ranking",
                    "In a game with an evaluation, the visits after which a position ranks its moves by it and widens best first",
                    1, 0, 1_000_000),
            OptionSpec.integer("settle", "Judge with the searcher to move",
                    "In a two-seat game with an evaluation and no playout plies, 1 judges a position with the opponent to "
                            + "move only after its best move by the evaluation; 0 judges it as it is",
                    1, 0, 1),
            OptionSpec.number("minimax", "Minimax weight",
                    "In a two-seat game with an evaluation and no playout plies, how much a move's worth is the evaluation of "
                            + "its best line rather than the mean of its playouts: 0 the mean alone, 1 the line alone",
                    0.5, 0, 1),
            OptionSpec.number("margin", "Margin weight",
                    "In a two-seat game, how much a result counts by the score margin rather than by winning or losing "
                            + "alone, so the player fights for every point when the game is decided: 0 not at all",
                    0.3, 0, 0.9),
            OptionSpec.integer("paranoid", "Others against me (3+ seats)",
                    "With three or more seats, 1 takes every other seat to play against this one; 0 lets each seat seek its own "
                            + "result", 0, 0, 1),
            OptionSpec.integer("firsts", "Only first places count (3+ seats)",
                    "With three or more seats, 1 counts only a first place when the search meets a finished game; 0 counts "
                            + "every place, a second above a third", 0, 0, 1),
            OptionSpec.number("rave", "All-moves-as-first weight (-1: as the game suits)",
                    "How long a move's worth also counts the playouts in which its seat played it later on (RAVE): "
                            + "about the visits at which the two weigh alike; 0 not at all; -1 lets the game decide ("
                            + MctsSettings.PLACEMENT_RAVE + " where its moves are placements, else 0)",
                    -1, -1, 1_000_000),
            OptionSpec.number("prove", "Share of the time for a deeper judgement",
                    "In a game whose evaluation also offers a deeper judgement of the position to move in (BeadMaster's exact "
                            + "search of the endgame), the share of the move's time it gets before the tree search; 0 for none",
                    0.5, 0, 1));

    /**
     * The prefix of an evaluator's service properties that suggest this player's option defaults
     * for its game: {@code beadbox.mcts.settle=0} on BeadMaster's evaluator makes {@code settle}
     * default to 0 there. Options the user gives win; a suggestion that is not a value the option
     * takes is ignored. A convention between a game's evaluator and this player, not part of the
     * API: a game states what its evaluation needs of the search without depending on it.
     */
    public static final String SUGGESTION_PREFIX = "beadbox.mcts.";

    /**
     * The prefix of an evaluator's suggestions for two-seat games only: {@code
     * beadbox.mcts.2.cutoff=2} makes {@code cutoff} default to 2 when the game has two seats,
     * over the suggestions for every seat count. Options the user gives still win.
     */
    public static final String TWO_SEAT_PREFIX = SUGGESTION_PREFIX + "2.";

    private final Evaluators evaluators = new Evaluators();
    private final Map<Evaluator, Map<String, String>> suggestions = new ConcurrentHashMap<>();
    private final Map<Evaluator, Map<String, String>> twoSeatSuggestions = new ConcurrentHashMap<>();

    /** Plays every game; strength 50, a real search. */
    public MctsPlayerFactory() {
        super(ID, "Monte Carlo search", "Plays thousands of quick random games from the position and grows a tree towards the moves "
                + "that win most often; plays any game, for any number of seats.", 50, OPTIONS);
    }

    /** Tracks an evaluation service; called by Declarative Services on any thread. */
    @Reference(service = Evaluator.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC, unbind = "removeEvaluator")
    void addEvaluator(Evaluator evaluator, Map<String, Object> properties) {
        evaluators.add(evaluator, properties);
        Map<String, String> suggested = new HashMap<>();
        Map<String, String> twoSeats = new HashMap<>();
        for (Map.Entry<String, Object> p : properties.entrySet()) {
            String value = String.valueOf(p.getValue()).strip();
            if (p.getKey().startsWith(TWO_SEAT_PREFIX)) {
                twoSeats.put(p.getKey().substring(TWO_SEAT_PREFIX.length()), value);
            } else if (p.getKey().startsWith(SUGGESTION_PREFIX)) {
                suggested.put(p.getKey().substring(SUGGESTION_PREFIX.length()), value);
            }
        }
        suggestions.put(evaluator, suggested);
        twoSeatSuggestions.put(evaluator, twoSeats);
    }

    /** Forgets an evaluation service that went away. */
    void removeEvaluator(Evaluator evaluator) {
        evaluators.remove(evaluator);
        suggestions.remove(evaluator);
        twoSeatSuggestions.remove(evaluator);
    }

    /** The option defaults the evaluator of {@code gameId} suggests in {@code from}, those the options take. */
    private Map<String, String> suggested(String gameId, Map<Evaluator, Map<String, String>> from) {
        Map<String, String> out = new HashMap<>();
        Map<String, String> given = evaluators.forGame(gameId).map(from::get).orElse(Map.of());
        for (OptionSpec spec : OPTIONS) {
            String value = given.get(spec.key());
            if (value != null && spec.problem(value) == null) {
                out.put(spec.key(), value);
            }
        }
        return out;
    }

    /**
     * The player with the options given, over the defaults the game's evaluator suggests over the
     * specs' own; in a two-seat game also over the evaluator's two-seat suggestions ({@link
     * #TWO_SEAT_PREFIX}).
     */
    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        Map<String, String> given = new HashMap<>(suggested(game.id(), suggestions));
        given.putAll(options);
        MctsSettings any = settings(game, OptionSpec.resolve(id(), options(), given));
        MctsSettings twoSeats = any;
        Map<String, String> two = suggested(game.id(), twoSeatSuggestions);
        if (!two.isEmpty()) {
            given.putAll(two);
            given.putAll(options);
            twoSeats = settings(game, OptionSpec.resolve(id(), options(), given));
        }
        return new MctsPlayer(any, twoSeats, () -> evaluators.forGame(game.id()).orElse(null));
    }

    @Override
    protected Player player(GameInfo game, Map<String, String> resolved) {
        return new MctsPlayer(settings(game, resolved), () -> evaluators.forGame(game.id()).orElse(null));
    }

    /** The settings checked option values name, {@code rave} below 0 meaning the game's placement default. */
    private MctsSettings settings(GameInfo game, Map<String, String> resolved) {
        Map<String, String> values = new HashMap<>(resolved);
        if (Double.parseDouble(values.get("rave")) < 0) {
            values.put("rave", evaluators.placements(game.id()) ? Integer.toString(MctsSettings.PLACEMENT_RAVE) : "0");
        }
        return MctsSettings.of(values);
    }
}
