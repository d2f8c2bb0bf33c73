package org.beadbox.server.lobby;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.RecordStore;
import org.beadbox.server.node.TableOwnership;
import org.beadbox.server.rating.Ratings;

/**
 * Commits one lobby table's match to the database as it is played ({@link
 * org.beadbox.core.online.TableStore#keeper}): each move in one transaction (the move's row, the
 * table's record, whose turn and since when), and the end in one more (the result and, for a
 * rated game, both players' new ratings with their history). A turn's start is written only by a
 * move, never by a restart, so a correspondence game's time survives restarts.
 *
 * <p>When a write fails the match is closed with one line saying why: the game never runs ahead
 * of what the database holds, and the table reopens at its last committed move.
 */
final class TableKeeper implements MatchListener {

    private final DataSource pool;
    private final String table;
    private final Match match;
    private final Clock clock;
    private final Consumer<String> ended;
    private final java.util.concurrent.atomic.LongAdder commits;
    private final TableOwnership ownership;
    private final TableOwnership.Held lease;

    /**
     * @param ended told the table's id once its end (and ratings) are committed; for the lobby's
     *     events and feeds
     * @param ownership checks in each commit's transaction that this node holds the table under {@code lease}
     */
    /** Whether the table was reopened from its stored record (its start writes nothing). */
    private final boolean reopened;

    TableKeeper(DataSource pool, String table, Match match, Clock clock, Consumer<String> ended,
                java.util.concurrent.atomic.LongAdder commits, TableOwnership ownership, TableOwnership.Held lease, boolean reopened) {
        this.reopened = reopened;
        this.commits = commits;
        this.ownership = ownership;
        this.lease = lease;
        this.pool = pool;
        this.table = table;
        this.match = match;
        this.clock = clock;
        this.ended = ended;
    }

    @Override
    public void started(GameState state) {
        if (reopened) {
            return; // the record and the seat to move as read from the database a moment ago
        }
        commit(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET record = ?, to_move = ? WHERE id = ?")) {
                s.setString(1, RecordStore.toJson(match.record()));
                s.setInt(2, state.isOver() ? -1 : state.toMove());
                s.setString(3, table);
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public void moved(int seat, Move move, GameState after) {
        int ply = match.moves().size() - 1;
        commit(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO lobby_move (table_id, ply, seat, notation, played_at) VALUES (?, ?, ?, ?, ?)")) {
                s.setString(1, table);
                s.setInt(2, ply);
                s.setInt(3, seat);
                s.setString(4, move.notation());
                s.setObject(5, clock.instant().atOffset(ZoneOffset.UTC));
                s.executeUpdate();
            }
            turn(c, after);
            return null;
        });
    }

    @Override
    public void undone(GameState now) {
        commit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM lobby_move WHERE table_id = ? AND ply >= ?")) {
                s.setString(1, table);
                s.setInt(2, match.moves().size());
                s.executeUpdate();
            }
            turn(c, now);
            return null;
        });
    }

    private void turn(Connection c, GameState now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE lobby_table SET record = ?, to_move = ?, turn_started = ? WHERE id = ?")) {
            s.setString(1, RecordStore.toJson(match.record()));
            s.setInt(2, now.isOver() ? -1 : now.toMove());
            s.setObject(3, clock.instant().atOffset(ZoneOffset.UTC));
            s.setString(4, table);
            s.executeUpdate();
        }
    }

    @Override
    public void ended(Outcome outcome) {
        Boolean finished = commit(c -> finish(c, outcome));
        if (Boolean.TRUE.equals(finished)) {
            ended.accept(table);
        }
    }

    /** Writes the end and rates it; false when the table had ended before (a redo after an undone end). */
    private Boolean finish(Connection c, Outcome outcome) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET state = 'finished', to_move = -1, result = ?,"
                + " winners = ?, record = ?, finished_at = ? WHERE id = ? AND state = 'playing'")) {
            s.setString(1, org.beadbox.api.Quote.line(outcome.summary()));
            s.setString(2, String.join(" ", outcome.winners().stream().map(String::valueOf).toList()));
            s.setString(3, RecordStore.toJson(match.record()));
            s.setObject(4, clock.instant().atOffset(ZoneOffset.UTC));
            s.setString(5, table);
            if (s.executeUpdate() == 0) {
                return false;
            }
        }
        rate(c, outcome);
        // a tournament's game: its result in this same transaction, so it is neither lost nor counted twice
        org.beadbox.server.tournament.TournamentGames.ended(c, table, outcome.ranks(), clock.instant());
        return true;
    }

    private void rate(Connection c, Outcome outcome) throws SQLException {
        boolean rated;
        try (PreparedStatement s = c.prepareStatement("SELECT rated, game, seats FROM lobby_table WHERE id = ?")) {
            s.setString(1, table);
            try (var r = s.executeQuery()) {
                r.next();
                rated = r.getBoolean(1) && Ratings.pool(r.getString(2), r.getInt(3)).isPresent();
            }
        }
        List<Long> accounts = LobbyTables.accounts(c, table);
        if (rated && accounts.size() == 2 && accounts.get(0) != null && accounts.get(1) != null) {
            Ratings.rate(c, table, match.info().id(), accounts.get(0), accounts.get(1), outcome.points(0), clock.instant());
        }
    }

    /** The table's id. */
    String table() {
        return table;
    }

    /** The epoch of the lease the table was opened under (0 unfenced). */
    long epoch() {
        return lease.epoch();
    }

    /** Whether the match is closed (nothing more to commit). */
    boolean closed() {
        return match.isClosed();
    }

    /** Whether the game is over. */
    boolean over() {
        return match.isOver();
    }

    /** This node lost the table's lease: closes the match, telling its players their pages find the table's new server. */
    void lost() {
        System.err.println("Beadbox server: table " + table + " is no longer this node's (lease epoch " + lease.epoch() + "): closed here");
        match.close(MOVED);
    }

    /** What the players hear when their table moved to another node (their pages reconnect by themselves). */
    static final String MOVED = "this table moved to another server: the page reconnects by itself (or open its link again)";

    private <T> T commit(Transaction.Work<T> work) {
        try {
            T result = Transaction.run(pool, c -> {
                ownership.check(c, table, lease); // fencing: rolls the move back when this node no longer holds the table
                return work.run(c);
            });
            commits.increment();
            return result;
        } catch (TableOwnership.LeaseLost e) {
            System.err.println("Beadbox server: table " + table + ": " + e.getMessage() + "; the move is not committed and the table closes here");
            match.close(MOVED);
            return null;
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: table " + table + " could not be saved: " + org.beadbox.api.Quote.line(e.getMessage()));
            // The players are told what happened and what to do, not the database's own words (those go to the log).
            match.close("the server could not save this table: it stops here, at its last saved move;"
                    + " open its link again in a minute to play on");
            return null;
        }
    }
}
