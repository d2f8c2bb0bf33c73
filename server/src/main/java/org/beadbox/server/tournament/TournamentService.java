package org.beadbox.server.tournament;

import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.bots.Bots;
import org.beadbox.server.events.Events;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.node.Node;
import org.beadbox.server.node.TableOwnership;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * The server's tournaments as a service: {@link Tournaments} for the API, and its {@link
 * TournamentRunner} looking at the tournaments every second (and at once after a table's end or
 * a start), pairing and opening tables for those this node holds.
 */
@Component(service = TournamentService.class, immediate = true)
public final class TournamentService {

    /** How often the runner looks, in milliseconds. */
    static final long LOOK_MS = 1000;

    private final Tournaments tournaments;
    private final TournamentRunner runner;
    private final ScheduledExecutorService loop;

    @Activate
    public TournamentService(@Reference Database db, @Reference GameCatalog games, @Reference Accounts accounts,
                             @Reference OnlineTables tables, @Reference Node node, @Reference Lobby lobby,
                             @Reference Events events, @Reference Bots bots, BundleContext context) {
        tournaments = new Tournaments(db, games, accounts, Tournaments::format, Clock.systemUTC());
        tournaments.events(events);
        runner = new TournamentRunner(tournaments, tables, TableOwnership.of(context, node));
        runner.bots(bots::seat);
        loop = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-tournaments");
            t.setDaemon(true);
            return t;
        });
        tournaments.onChange(this::wake);
        lobby.onEnd(table -> wake());
        loop.scheduleWithFixedDelay(this::look, 2000, LOOK_MS, TimeUnit.MILLISECONDS);
    }

    private void wake() {
        try {
            loop.execute(this::look);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // stopping
        }
    }

    private void look() {
        try {
            runner.tick();
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: the tournaments' runner failed (" + e.getMessage() + "); it looks again in a second");
        }
    }

    @Deactivate
    void deactivate() {
        loop.shutdownNow();
    }

    /** The tournaments. */
    public Tournaments tournaments() {
        return tournaments;
    }

    /** The runner (for the benchmark's figures). */
    public TournamentRunner runner() {
        return runner;
    }
}
