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
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Quote;
import org.osgi.framework.Bundle;
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
 * <p>The games it hands out are not the plugins' own objects: their facts and options are read
 * once, and every other call into a plugin's code, the positions' too, runs under a deadline
 * ({@link PluginCall}), so a plugin that never returns cannot hang a command or a lobby. Players
 * search the plugin's own positions ({@link #pluginState}: hot paths pay nothing).
 *
 * <p>Outside OSGi (tests, tools) make one with {@link #of(Game...)} or the public constructor and
 * {@link #add(Game, String)}.
 */
@Component(service = GameCatalog.class)
public final class GameCatalog {

    private final List<Entry> entries = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    /** Games whose admission overran and may still answer (a slow machine), until they do or go. */
    private final Map<Game, Boolean> late = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    /**
     * A game with its facts, read once when it was admitted (they are constant): the plugin's own
     * object, and the one handed out, whose calls run under a deadline.
     */
    private record Entry(Game plugin, GameUnderDeadline game, String version, GameInfo info, Bundle bundle) {
    }

    private final long limitMillis;

    /** An empty catalogue, whose calls into games have {@link PluginCall#LIMIT_MILLIS} each. */
    public GameCatalog() {
        this(PluginCall.LIMIT_MILLIS);
    }

    /** An empty catalogue whose calls into games have {@code limitMillis} each (for tests). */
    GameCatalog(long limitMillis) {
        this.limitMillis = limitMillis;
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
        Bundle bundle = ref.getBundle();
        add(game, bundle == null ? "" : bundle.getVersion().toString(), bundle);
    }

    void unbindGame(Game game) {
        remove(game);
    }

    /**
     * Adds a game; {@code version} is its bundle's version, or empty when unknown. When two games
     * share an id, the one added first is the one found (the second is named in a notice). The
     * game is admitted first, under the {@link PluginCall} deadline: its {@code info()}, {@code
     * options()}, {@code seats}, {@code resolve} and first position with its picture (what the
     * lobbies show) are asked once. A game that fails there is left out with one line naming it
     * and what failed; one that does not answer in time is left out too, and its plugin
     * quarantined (a hot-deployed one: not started again); should it answer later (a slow
     * machine), it is listed then. So a broken plugin cannot break the list, or hang it, for the others.
     */
    public void add(Game game, String version) {
        add(game, version, null);
    }

    private void add(Game game, String version, Bundle bundle) {
        Objects.requireNonNull(game, "game");
        GameAdmission.Admitted admitted;
        long began = System.nanoTime();
        try {
            admitted = GameAdmission.admit(game, limitMillis);
        } catch (PluginCall.Overrun e) {
            PluginFaults.quarantine(bundle, e.getMessage() + ": its game is left out until it answers");
            late.put(game, Boolean.TRUE);
            e.late().whenComplete((answer, error) -> {
                // A slow machine, not a hung plugin: the game is listed when it answers (unless it went meanwhile).
                boolean stays = bundle == null || bundle.getState() == Bundle.ACTIVE; // not a plugin stopping (its stop may end the hang)
                if (error == null && late.remove(game) != null && stays && answer instanceof GameAdmission.Admitted a) {
                    PluginFaults.notice(bundle, String.format(java.util.Locale.ROOT, "answered after %.1f s: its game %s is listed now",
                            (System.nanoTime() - began) / 1e9, Quote.excerpt(a.info().name())));
                    admitted(game, version, bundle, a);
                }
                late.remove(game);
            });
            return;
        } catch (IllegalArgumentException e) {
            PluginFaults.notice(bundle, e.getMessage() + ": its game is left out");
            return;
        }
        admitted(game, version, bundle, admitted);
    }

    /** Lists a game that passed its admission. */
    private void admitted(Game game, String version, Bundle bundle, GameAdmission.Admitted admitted) {
        Entry[] self = new Entry[1];
        GameUnderDeadline guarded = new GameUnderDeadline(game, admitted.info(), admitted.options(), limitMillis,
                overrun -> overran(self[0], overrun));
        self[0] = new Entry(game, guarded, Objects.requireNonNullElse(version, ""), admitted.info(), bundle);
        Optional<Entry> taken = entries.stream().filter(e -> e.info().id().equals(admitted.info().id())).findFirst();
        entries.add(self[0]);
        taken.ifPresent(other -> PluginFaults.notice(bundle, "offers the game id '" + Quote.excerpt(admitted.info().id())
                + "', which " + Quote.excerpt(other.info().name())
                + (other.bundle() == null ? "" : " from " + PluginFaults.name(other.bundle()))
                + " already has: its game is left out while that one is installed (a game needs an id of its own)"));
        fire();
    }

    /** A call into the game of {@code entry} overran: the game goes, and its plugin is quarantined. */
    private void overran(Entry entry, PluginCall.Overrun overrun) {
        if (entries.remove(entry)) {
            PluginFaults.quarantine(entry.bundle(), Quote.excerpt(entry.info().name()) + " " + overrun.getMessage()
                    + ": its game is left out");
            fire();
        }
    }

    /** Removes a game added before (the same object); does nothing for one never added. */
    public void remove(Game game) {
        late.remove(game);
        if (entries.removeIf(e -> e.plugin() == game || e.game() == game)) {
            fire();
        }
    }

    /**
     * The class of the plugin's own object behind {@code game}, a game this catalogue handed out
     * (it hands each game out behind its deadline wrapper): what a front-end asks the framework
     * for the game's bundle with. Any other object is its own.
     */
    public static Class<?> pluginClass(Object game) {
        return game instanceof GameUnderDeadline wrapped ? wrapped.plugin().getClass() : game.getClass();
    }

    /**
     * The plugin's own position behind {@code state}, a position of a game this catalogue handed
     * out (whose every call runs under the deadline, {@link StateUnderDeadline}): what a player
     * searches, and what {@code perft} and {@code bench} measure. Any other position is its own.
     */
    public static GameState pluginState(GameState state) {
        return StateUnderDeadline.plugin(state);
    }

    /**
     * A player's search of {@code state} (a position this catalogue handed out) for at most
     * {@code budget}, where no referee watches the clock (a review's judge): the player searches
     * the plugin's own position, on a thread of its own, and is waited for at most the budget
     * plus the plugin deadline. When it overruns, the position is asked once under its deadline
     * ({@code legalMoves()}): a game that hangs there is named and quarantined as any overrun
     * is ({@link PluginCall.Overrun}); else the player is said to hang.
     *
     * @throws IllegalStateException when the search overran: "the search of X did not end within 7 s"
     * @throws InterruptedException when this thread is interrupted meanwhile (the search ends with its budget)
     */
    public static Move search(Player player, GameState state, java.time.Duration budget, Progress progress)
            throws InterruptedException {
        long limit = budget.toMillis() + StateUnderDeadline.limitMillis(state);
        try {
            return PluginCall.call("the search", limit, () -> player.choose(pluginState(state), Clock.of(budget), progress));
        } catch (PluginCall.Overrun e) {
            state.legalMoves(); // guarded: a game that hangs overruns here, and is named and quarantined
            throw new IllegalStateException("the search did not end within " + PluginCall.seconds(limit)
                    + " (the player's code hangs)", e);
        } catch (IllegalStateException e) {
            if (Thread.currentThread().isInterrupted() || e.getCause() instanceof InterruptedException) {
                throw new InterruptedException("the search was interrupted");
            }
            throw e;
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
        return out.stream().map(e -> (Game) e.game()).toList();
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
