package org.beadbox.server.node;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import org.beadbox.server.Database;

/**
 * Where a live table's connection is served, when several nodes share the database: here (this
 * node holds, or has just claimed, the table's lease), at its owner's (another live node holds
 * it: nginx is told {@code X-Accel-Redirect: /@node/OWNER/...}), or nowhere for a moment (the
 * owner died and its lease has not run out yet, or this node cannot reach the database). A table
 * that is not live (finished, closed, no such id) takes no lease: its connection is served here
 * as before, so that no one can fill {@code table_owner} with made-up ids.
 *
 * <p><b>The seam for taking a table over.</b> {@link Route.Serve#takenOver()} says this node has
 * just been handed a table another node (or an earlier process of its name) served: it must
 * reopen the table from the database (the table store's "reopen one table by id") before it
 * serves the connection. That reopening is the table store's, not done here yet;
 * {@link TableRouteFilter} only says so in the log. {@link Route.Serve#epoch()} grows with
 * each change of hands: the fencing token a move's commit is to check.
 */
public final class TableRouting {

    /** Where to serve a table's connection. */
    public sealed interface Route {
        /**
         * Here: this node owns the table under lease {@code epoch}; {@code takenOver} when it has
         * just taken it from another node (or another process of its name): it must reopen the
         * table from the database before serving it.
         */
        record Serve(long epoch, boolean takenOver) implements Route {
        }

        /** At the live node {@code node}, which owns the table. */
        record Elsewhere(String node) implements Route {
        }

        /** Not a live table: served here as any finished or unknown table is, no lease taken. */
        record NotLive() implements Route {
        }

        /** Nowhere for now; {@code reason} is one line for the player, who tries again shortly. */
        record Unavailable(String reason) implements Route {
        }
    }

    /** What a player is told while a table has no owner to serve it. */
    static final String OWNER_GONE = "the table's server is being replaced: it comes back in a few seconds";
    static final String NO_DATABASE = "the server cannot reach its database: try again in a few seconds";
    static final String NO_GAME = "this server does not have the table's game installed: another server takes it";

    private final Node node;
    private final Database db;
    private final java.util.function.Predicate<String> installed;

    /** Routes every table, whatever its game (for tests of the leases alone). */
    public TableRouting(Node node, Database db) {
        this(node, db, game -> true);
    }

    /**
     * @param installed whether a game (by id) is installed on this node: a table of a game it
     *                  lacks (a node started before the plugin was copied to it) is never claimed
     *                  here, where it could not be opened, but left to a node that has the game
     */
    public TableRouting(Node node, Database db, java.util.function.Predicate<String> installed) {
        this.node = node;
        this.db = db;
        this.installed = installed;
    }

    /** Where to serve {@code tableId}'s connection now; claims its lease when no live node holds it. */
    public Route route(String tableId) {
        if (!node.health().ready()) {
            return new Route.Unavailable(node.health().database().equals("ok") ? OWNER_GONE : NO_DATABASE);
        }
        try {
            Optional<String> game = tableId == null ? Optional.empty() : live(tableId);
            if (game.isEmpty()) {
                return new Route.NotLive();
            }
            if (!installed.test(game.get())) {
                Optional<TableLeases.Lease> lease = node.leases().owner(tableId);
                boolean elsewhere = lease.isPresent() && lease.get().running() && !lease.get().node().equals(node.name())
                        && node.registry().find(lease.get().node()).map(NodeRegistry.Entry::alive).orElse(false);
                return elsewhere ? new Route.Elsewhere(lease.get().node()) : new Route.Unavailable(NO_GAME);
            }
            TableLeases.Claim claim = node.leases().claim(tableId, node.name());
            if (!claim.won() && claim.owner().isEmpty()) { // purged between the two steps of the claim: once more
                claim = node.leases().claim(tableId, node.name());
            }
            if (claim.won()) {
                return new Route.Serve(claim.epoch(), claim.takenOver());
            }
            String owner = claim.owner();
            boolean alive = !owner.isEmpty() && node.registry().find(owner).map(NodeRegistry.Entry::alive).orElse(false);
            return alive ? new Route.Elsewhere(owner) : new Route.Unavailable(OWNER_GONE);
        } catch (RuntimeException e) {
            return new Route.Unavailable(NO_DATABASE);
        }
    }

    /**
     * The internal address nginx serves {@code pathAndQuery} at on {@code owner}: the location
     * {@code /@node/NAME/} of docs/deploy/beadbox-nodes-locations.conf.
     */
    public static String redirect(String owner, String pathAndQuery) {
        if (!owner.matches("[a-z0-9-]{1,30}") || !pathAndQuery.startsWith("/")) {
            throw new IllegalArgumentException("not a node and a path: " + owner + " " + pathAndQuery);
        }
        return "/@node/" + owner + pathAndQuery;
    }

    /** The game of {@code tableId} if it is a table being played (a lobby table in state {@code playing}), else empty. */
    private Optional<String> live(String tableId) {
        if (tableId.length() > 40) {
            return Optional.empty();
        }
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT game FROM lobby_table WHERE id = ? AND state = 'playing'")) {
                s.setString(1, tableId);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.of(r.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }
}
