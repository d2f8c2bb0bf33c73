package org.beadbox.ai.alphabeta;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.beadbox.api.Evaluator;

/**
 * The evaluation services registered so far, by game id: the whiteboard behind a factory's
 * dynamic reference. Bind and unbind may come from any thread; players look up at each move, so
 * an evaluator installed mid-game is used from the next move on and one removed is dropped.
 */
final class Evaluators {

    private final Map<Evaluator, String> games = new ConcurrentHashMap<>();

    /** Remembers {@code evaluator} for the game its service properties name; ignores one naming none. */
    void add(Evaluator evaluator, Map<String, ?> properties) {
        Object game = properties.get(Evaluator.GAME);
        if (game != null) {
            games.put(evaluator, game.toString());
        }
    }

    /** Forgets {@code evaluator}. */
    void remove(Evaluator evaluator) {
        games.remove(evaluator);
    }

    /** An evaluator registered for the game {@code gameId}, if any. */
    Optional<Evaluator> forGame(String gameId) {
        return games.entrySet().stream().filter(e -> e.getValue().equals(gameId)).map(Map.Entry::getKey).findFirst();
    }
}
