package org.beadbox.ai.external;

import java.nio.file.Path;
import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.Game;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Quote;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * Registers a {@link PlayerFactory} service for every engine in {@code <beadbox.home>/engines.json}
 * and follows the file while the bundle runs, looking at it every {@value #POLL_MILLIS} ms. The
 * first reading happens during activation, so the engines are there for a command run at start.
 * The Beadbox folder is the framework property {@code beadbox.home}, else the environment
 * variable BEADBOX_HOME, else {@code ~/.beadbox}. Each factory service carries the properties
 * {@code beadbox.engine.name} and {@code beadbox.engine.command}.
 */
@Component(immediate = true)
public final class EngineRegistry {

    /** How often the engine list is looked at. */
    static final long POLL_MILLIS = 1_500;

    private static final System.Logger LOG = System.getLogger(EngineRegistry.class.getName());

    private final GameShelf games = new GameShelf();
    private final Map<PlayerFactory, String> others = new ConcurrentHashMap<>();
    private volatile ScheduledExecutorService poller;
    private volatile ConfiguredEngines engines;
    private volatile EngineProbes probes;

    /** Made by Declarative Services. */
    public EngineRegistry() {
    }

    /** An installed game, for engine players asked about a position they were not told about. */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addGame(Game game) {
        games.add(game);
    }

    void removeGame(Game game) {
        games.remove(game);
    }

    /**
     * Another plugin's player (not one of these engines): its id is refused to engines, and an
     * engine that had it is unregistered, so that an engine never shadows a player.
     */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            target = "(!(beadbox.engine.command=*))")
    void addPlayer(PlayerFactory player) {
        try {
            String id = player.id();
            if (id != null) {
                others.put(player, id);
                retake();
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.DEBUG, "a player whose id() fails is not looked at", e);
        }
    }

    void removePlayer(PlayerFactory player) {
        if (others.remove(player) != null) {
            retake();
        }
    }

    private boolean taken(String id) {
        return others.containsValue(id);
    }

    private void retake() {
        ScheduledExecutorService p = poller;
        ConfiguredEngines e = engines;
        if (p != null && e != null) {
            try {
                p.execute(() -> {
                    try {
                        e.retake();
                    } catch (RuntimeException ex) {
                        warn("reading the engine list failed: " + ex.getMessage());
                    }
                });
            } catch (RejectedExecutionException ex) {
                LOG.log(System.Logger.Level.TRACE, "stopping", ex);
            }
        }
    }

    /** One plain line on standard error, escaped ({@link Quote#line}), naming this bundle's part: the engine list. */
    private static void warn(String line) {
        System.err.println("beadbox: " + Quote.line(line));
    }

    @Activate
    void activate(BundleContext context) {
        Path home = EngineFile.home(context.getProperty("beadbox.home"));
        EngineSandbox.useHome(home);
        EngineFile file = EngineFile.in(home);
        EngineProbes p = new EngineProbes(AnswerCache.in(home));
        probes = p;
        engines = new ConfiguredEngines(file,
                config -> new EngineFactory(config, games::find, line -> LOG.log(System.Logger.Level.DEBUG, line), p),
                factory -> register(context, factory, p), this::taken, EngineRegistry::warn);
        poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox engines.json watcher");
            t.setDaemon(true);
            return t;
        });
        refresh();
        poller.scheduleWithFixedDelay(this::refresh, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
    }

    private void refresh() {
        try {
            engines.refresh();
        } catch (RuntimeException e) {
            warn("reading the engine list failed: " + e.getMessage());
        }
    }

    private static Runnable register(BundleContext context, EngineFactory factory, EngineProbes probes) {
        Dictionary<String, Object> props = new Hashtable<>();
        props.put("beadbox.engine.name", factory.config().name());
        props.put("beadbox.engine.command", factory.config().commandLine());
        props.put(Constants.SERVICE_DESCRIPTION, "external engine " + factory.config().name());
        props.put("beadbox.needs", "a game the engine lists in its answer to the protocol's 'games' command (docs/engine-protocol.md)");
        ServiceRegistration<PlayerFactory> reg = context.registerService(PlayerFactory.class, factory, props);
        return () -> {
            probes.remove(factory);
            try {
                reg.unregister();
            } catch (IllegalStateException e) {
                LOG.log(System.Logger.Level.TRACE, "already unregistered", e);
            }
        };
    }

    @Deactivate
    void deactivate() {
        poller.shutdownNow();
        try {
            poller.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        engines.clear();
        probes.close();
    }
}
