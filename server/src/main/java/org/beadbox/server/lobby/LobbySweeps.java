package org.beadbox.server.lobby;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.server.Database;

/**
 * The lobby's sweeps of the tables this node serves (for {@link Lobby}): those an administrator
 * closed in the database, and the correspondence games whose time ran out; every 10 s once started.
 */
final class LobbySweeps {

    private final Database db;
    private final OnlineTables tables;
    private final Clock clock;
    private java.util.concurrent.ScheduledExecutorService sweeper;

    LobbySweeps(Database db, OnlineTables tables, Clock clock) {
        this.db = db;
        this.tables = tables;
        this.clock = clock;
    }

    /** Sweeps every 10 s, the first in 5 s, on a daemon thread of its own. */
    void start() {
        sweeper = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-lobby-sweeper");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(this::sweepQuietly, 5, 10, java.util.concurrent.TimeUnit.SECONDS);
    }

    /** Stops sweeping, when started. */
    void stop() {
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
    }

    private void sweepQuietly() {
        try {
            sweepClosed();
            sweepOverdue();
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: the lobby's sweep failed (" + e.getMessage() + "); it runs again in 10 s");
        }
    }

    /** See {@link Lobby#sweepClosed}. */
    List<String> sweepClosed() {
        List<String> out = new ArrayList<>();
        for (String id : db.inTransaction(LobbyTables::closedByAdministrator)) {
            tables.table(id).ifPresent(t -> {
                t.close(LobbyTableCloser.REASON);
                out.add(id);
            });
        }
        return out;
    }

    /** See {@link Lobby#sweepOverdue}. */
    List<String> sweepOverdue() {
        List<String> out = new ArrayList<>();
        for (String id : db.inTransaction(c -> LobbyTables.overdue(c, clock.instant()))) {
            tables.table(id).ifPresent(t -> {
                if (!t.match().isOver()) {
                    t.match().resign(t.match().state().toMove());
                    out.add(id);
                }
            });
        }
        return out;
    }
}
