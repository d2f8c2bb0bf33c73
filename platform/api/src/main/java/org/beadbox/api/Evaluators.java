package org.beadbox.api;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link Evaluator} services an AI's factory has been given, by the game each names: the
 * whiteboard behind a dynamic, multiple reference. Bind and unbind may come from any thread;
 * a player that looks its evaluator up at each move uses one installed mid-game from the next
 * move on and stops using one that went away.
 *
 * <pre>{@code
 * private final Evaluators evaluators = new Evaluators();
 *
 * @Reference(service = Evaluator.class, cardinality = ReferenceCardinality.MULTIPLE,
 *         policy = ReferencePolicy.DYNAMIC, unbind = "removeEvaluator")
 * void addEvaluator(Evaluator evaluator, Map<String, Object> properties) {
 *     evaluators.add(evaluator, properties);
 * }
 *
 * void removeEvaluator(Evaluator evaluator) {
 *     evaluators.remove(evaluator);
 * }
 * }</pre>
 *
 * @since 1.1
 */
public final class Evaluators {

    private final Map<Evaluator, String> games = new ConcurrentHashMap<>();
    private final Set<Evaluator> placements = ConcurrentHashMap.newKeySet();

    /** Remembers {@code evaluator} for the game its service property {@value Evaluator#GAME} names; ignores one naming none. */
    public void add(Evaluator evaluator, Map<String, ?> properties) {
        Objects.requireNonNull(evaluator, "evaluator");
        Object game = properties.get(Evaluator.GAME);
        if (game != null) {
            games.put(evaluator, game.toString());
            if ("true".equals(String.valueOf(properties.get(Evaluator.PLACEMENTS)))) {
                placements.add(evaluator);
            }
        }
    }

    /** Forgets {@code evaluator}. */
    public void remove(Evaluator evaluator) {
        games.remove(evaluator);
        placements.remove(evaluator);
    }

    /** An evaluator registered for the game {@code gameId}, if any. */
    public Optional<Evaluator> forGame(String gameId) {
        return games.entrySet().stream().filter(e -> e.getValue().equals(gameId)).map(Map.Entry::getKey).findFirst();
    }

    /**
     * Whether an evaluator registered for the game {@code gameId} says its moves are placements
     * ({@value Evaluator#PLACEMENTS}).
     *
     * @since 1.2
     */
    public boolean placements(String gameId) {
        return forGame(gameId).map(placements::contains).orElse(false);
    }
}
