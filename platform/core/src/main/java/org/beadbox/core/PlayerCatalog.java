package org.beadbox.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Quote;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The installed player plugins and game evaluators: a whiteboard of {@link PlayerFactory} and
 * {@link Evaluator} services, itself registered as a service.
 *
 * <p>Every method may be called from any thread. Listeners added with {@link #addListener} are
 * called after each change, on whatever thread made it. Outside OSGi make one with the public
 * constructor and {@link #add(PlayerFactory)} / {@link #addEvaluator(String, Evaluator)}.
 */
@Component(service = PlayerCatalog.class)
public final class PlayerCatalog {

    /**
     * The service property a player factory sets to say what a game must offer for it to play
     * the game, when it does not play every game: "a two-seat game with an Evaluator service".
     * {@code players} and the refusal of a player that does not play a game quote it.
     */
    public static final String NEEDS = "beadbox.needs";

    private final List<PlayerFactory> factories = new CopyOnWriteArrayList<>();
    private final Map<PlayerFactory, String> needs = new ConcurrentHashMap<>();
    private final List<Map.Entry<String, Evaluator>> evaluators = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** An empty catalogue. */
    public PlayerCatalog() {
    }

    /** A catalogue holding these factories, for tests and tools. */
    public static PlayerCatalog of(PlayerFactory... factories) {
        PlayerCatalog catalog = new PlayerCatalog();
        for (PlayerFactory f : factories) {
            catalog.add(f);
        }
        return catalog;
    }

    @Reference(service = PlayerFactory.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC, unbind = "remove")
    void bindFactory(PlayerFactory factory, Map<String, Object> properties) {
        Object need = properties.get(NEEDS);
        add(factory, need == null ? "" : need.toString());
    }

    @Reference(service = Evaluator.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC, unbind = "unbindEvaluator")
    void bindEvaluator(Evaluator evaluator, Map<String, Object> properties) {
        Object game = properties.get(Evaluator.GAME);
        if (game != null) {
            addEvaluator(game.toString(), evaluator);
        }
    }

    void unbindEvaluator(Evaluator evaluator) {
        removeEvaluator(evaluator);
    }

    /** Adds a player factory. When two share an id, the one added first is the one found. */
    public void add(PlayerFactory factory) {
        add(factory, "");
    }

    /**
     * Adds a player factory that says what a game must offer for it to play the game (its
     * {@value #NEEDS} property; empty if it does not say).
     */
    public void add(PlayerFactory factory, String needs) {
        Objects.requireNonNull(factory, "factory");
        try {
            if (factory.id() == null) {
                Debug.report("a player factory without an id is left out", new IllegalArgumentException(factory.getClass().getName()));
                return;
            }
        } catch (RuntimeException | LinkageError e) {
            Debug.report("a player factory whose id() fails is left out", e);
            return;
        }
        if (!needs.isBlank()) {
            this.needs.put(factory, needs.strip());
        }
        factories.add(factory);
        fire();
    }

    /** Removes a factory added before (the same object). */
    public void remove(PlayerFactory factory) {
        if (factories.removeIf(f -> f == factory)) {
            needs.remove(factory);
            fire();
        }
    }

    /** Adds a game's evaluator. */
    public void addEvaluator(String gameId, Evaluator evaluator) {
        evaluators.add(Map.entry(Objects.requireNonNull(gameId, "gameId"), Objects.requireNonNull(evaluator, "evaluator")));
        fire();
    }

    /** Removes an evaluator added before (the same object). */
    public void removeEvaluator(Evaluator evaluator) {
        if (evaluators.removeIf(e -> e.getValue() == evaluator)) {
            fire();
        }
    }

    /** The installed factories, one per id, sorted by id. */
    public List<PlayerFactory> factories() {
        Map<String, PlayerFactory> byId = new LinkedHashMap<>();
        for (PlayerFactory f : factories) {
            byId.putIfAbsent(f.id(), f);
        }
        List<PlayerFactory> out = new ArrayList<>(byId.values());
        out.sort(Comparator.comparing(PlayerFactory::id));
        return List.copyOf(out);
    }

    /** The factories that play this game, strongest first (then by id). */
    public List<PlayerFactory> forGame(GameInfo game) {
        List<PlayerFactory> out = new ArrayList<>();
        for (PlayerFactory f : factories()) {
            if (supports(f, game)) {
                out.add(f);
            }
        }
        out.sort(Comparator.comparingInt(PlayerFactory::strength).reversed().thenComparing(PlayerFactory::id));
        return List.copyOf(out);
    }

    /** The strongest factory that plays this game, for hints. */
    public Optional<PlayerFactory> strongest(GameInfo game) {
        List<PlayerFactory> all = forGame(game);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** The factory with this id, if installed. */
    public Optional<PlayerFactory> find(String id) {
        for (PlayerFactory f : factories) {
            if (f.id().equals(id)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * The factory with this id.
     *
     * @throws IllegalArgumentException "unknown player 'x': installed players are a, b, c"
     */
    public PlayerFactory require(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("unknown player '" + Quote.excerpt(id) + "': "
                + (factories.isEmpty() ? "no player plugins are installed"
                        : "installed players are " + String.join(", ", factories().stream().map(PlayerFactory::id).toList()))));
    }

    /**
     * A new player made from a spec such as {@code mcts:time=0.2}, for a game.
     *
     * @throws IllegalArgumentException for an unknown player, one that does not play this game,
     *     or options the factory rejects (its message, prefixed with the player's id)
     */
    public Player create(PlayerSpec spec, GameInfo game) {
        PlayerFactory factory = require(spec.id());
        if (!supports(factory, game)) {
            throw new IllegalArgumentException("player '" + Quote.excerpt(spec.id()) + "' does not play " + game.name() + ": "
                    + refusal(factory) + "; 'beadbox players' lists which games each player plays");
        }
        try {
            return factory.create(game, spec.options());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("player '" + Quote.excerpt(spec.id()) + "': " + e.getMessage(), e);
        }
    }

    /**
     * What a game must offer for this factory to play it, as its plugin says ({@value #NEEDS}),
     * if it says.
     */
    public Optional<String> needs(PlayerFactory factory) {
        return Optional.ofNullable(needs.get(factory));
    }

    /** Why {@code factory} does not play a game: "it needs ..." as its plugin says, or that it does not say. */
    public String refusal(PlayerFactory factory) {
        return needs(factory).map(n -> "it needs " + n).orElse("its plugin does not say what a game needs for it");
    }

    /** The evaluator a game's bundle registered, if any. */
    public Optional<Evaluator> evaluator(String gameId) {
        for (Map.Entry<String, Evaluator> e : evaluators) {
            if (e.getKey().equals(gameId)) {
                return Optional.of(e.getValue());
            }
        }
        return Optional.empty();
    }

    /** Calls {@code listener} after each change, on the thread that made it, until removed. */
    public void addListener(Runnable listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /** Stops calling {@code listener}. */
    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private static boolean supports(PlayerFactory f, GameInfo game) {
        try {
            return f.supports(game);
        } catch (RuntimeException e) {
            Debug.report("player " + f.id() + " failed in supports()", e);
            return false;
        }
    }

    private void fire() {
        for (Runnable l : listeners) {
            try {
                l.run();
            } catch (RuntimeException e) {
                Debug.report("a player catalogue listener failed", e);
            }
        }
    }
}
