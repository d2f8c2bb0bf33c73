package org.beadbox.ai.external;

import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.beadbox.api.Game;

/**
 * The installed games by id, fed by a component's whiteboard reference: an engine player uses
 * it to set up a game it was not told about (a hint without {@code begin}).
 */
final class GameShelf {

    private final Map<String, Game> games = new ConcurrentHashMap<>();

    void add(Game game) {
        games.put(game.info().id(), game);
    }

    void remove(Game game) {
        games.remove(game.info().id(), game);
    }

    Optional<Game> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    /** The installed games' ids, sorted. */
    SortedSet<String> ids() {
        return new TreeSet<>(games.keySet());
    }
}
