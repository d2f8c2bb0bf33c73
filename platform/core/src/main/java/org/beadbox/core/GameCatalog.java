package org.beadbox.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Quote;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The installed games: a whiteboard of {@link Game} services, itself registered as a service.
 *
 * <p>Games come and go as their bundles are installed and removed; every method may be called
 * from any thread and answers for the moment of the call. Listeners added with {@link
 * #addListener} are called after each change, on whatever thread made it (a front-end hands the
 * call to its event thread).
 *
 * <p>Outside OSGi (tests, tools) make one with {@link #of(Game...)} or the public constructor and
 * {@link #add(Game, String)}.
 */
@Component(service = GameCatalog.class)
public final class GameCatalog {

    private final List<Entry> entries = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** A game with its facts, read once when it was added (they are constant). */
    private record Entry(Game game, String version, GameInfo info) {
    }

    /** An empty catalogue. */
    public GameCatalog() {
    }

    /** A catalogue holding these games (version unknown), for tests and tools. */
    public static GameCatalog of(Game... games) {
        GameCatalog catalog = new GameCatalog();
        for (Game g : games) {
            catalog.add(g, "");
        }
        return catalog;
    }

    @Reference(service = Game.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            unbind = "unbindGame")
    void bindGame(Game game, ServiceReference<Game> ref) {
        add(game, ref.getBundle() == null ? "" : ref.getBundle().getVersion().toString());
    }

    void unbindGame(Game game) {
        remove(game);
    }

    /**
     * Adds a game; {@code version} is its bundle's version, or empty when unknown. When two games
     * share an id, the one added first is the one found. Its {@code info()} is read once, here: a
     * game whose {@code info()} throws or is null is left out, so a broken plugin cannot break
     * the list for the others.
     */
    public void add(Game game, String version) {
        Objects.requireNonNull(game, "game");
        GameInfo info;
        try {
            info = game.info();
        } catch (RuntimeException | LinkageError e) {
            Debug.report("a game whose info() fails is left out", e);
            return;
        }
        if (info == null) {
            Debug.report("a game without info() is left out", new IllegalArgumentException(game.getClass().getName()));
            return;
        }
        entries.add(new Entry(game, Objects.requireNonNullElse(version, ""), info));
        fire();
    }

    /** Removes a game added before (the same object); does nothing for one never added. */
    public void remove(Game game) {
        if (entries.removeIf(e -> e.game() == game)) {
            fire();
        }
    }

    /** The installed games, one per id, sorted by name (then id). */
    public List<Game> games() {
        Map<String, Entry> byId = new LinkedHashMap<>();
        for (Entry e : entries) {
            byId.putIfAbsent(e.info().id(), e);
        }
        List<Entry> out = new ArrayList<>(byId.values());
        out.sort(Comparator.comparing((Entry e) -> e.info().name().toLowerCase(java.util.Locale.ROOT))
                .thenComparing(e -> e.info().id()));
        return out.stream().map(Entry::game).toList();
    }

    /** The ids of the installed games, sorted. */
    public List<String> ids() {
        return entries.stream().map(e -> e.info().id()).distinct().sorted().toList();
    }

    /** The game with this id, if it is installed. */
    public Optional<Game> find(String id) {
        for (Entry e : entries) {
            if (e.info().id().equals(id)) {
                return Optional.of(e.game());
            }
        }
        return Optional.empty();
    }

    /**
     * The game with this id.
     *
     * @throws IllegalArgumentException "unknown game 'x': installed games are a, b, c" (or "no
     *     games are installed")
     */
    public Game require(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("unknown game '" + Quote.excerpt(id) + "': "
                + (entries.isEmpty() ? "no games are installed" : "installed games are " + String.join(", ", ids()))));
    }

    /** The version of the bundle that registered this game, or empty when unknown. */
    public String version(String id) {
        for (Entry e : entries) {
            if (e.info().id().equals(id)) {
                return e.version();
            }
        }
        return "";
    }

    /** Calls {@code listener} after each change, on the thread that made it, until removed. */
    public void addListener(Runnable listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /** Stops calling {@code listener}. */
    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void fire() {
        for (Runnable l : listeners) {
            try {
                l.run();
            } catch (RuntimeException e) {
                Debug.report("a game catalogue listener failed", e);
            }
        }
    }
}
