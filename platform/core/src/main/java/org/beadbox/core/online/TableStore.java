package org.beadbox.core.online;

import java.util.List;
import java.util.Optional;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * Where a table server keeps its online tables wholly, instead of files: a database on a server.
 * The bundle that serves tables (the web front-end) takes this service from the registry when one
 * is there, and keeps its tables in files of the Beadbox folder when none is (the desktop).
 *
 * <p>The one promise: <b>every move is committed before anyone hears of it</b>. The table server
 * calls {@link #seated} before the table's match starts, adds the {@link #keeper} to the match
 * before any other listener, and the keeper commits each move inside its {@link
 * MatchListener#moved} call, so a move that a player, a watcher or a feed has heard of survives a
 * crash of the process at any moment after.
 *
 * <p>Everything needed to reopen a table is in the store: its game so far ({@link Kept#record})
 * and its seats ({@link Kept#seats}, the table server's own text: who plays each seat, the links'
 * tokens). A table is reopened from {@link #unfinished(String)} alone, so that any process
 * sharing the store can take it over.
 *
 * <p>A keeper that cannot commit a move (the database is gone) must not let the game run ahead
 * of its store: it closes the match ({@link Match#close(String)}) with one line saying why, and
 * the table is reopened from the last committed move when the store is back.
 */
@ConsumerType
public interface TableStore {

    /**
     * A table as it was last committed.
     *
     * @param table its id
     * @param record its game so far (the setup and no move for a table that had not started)
     * @param seats its seats as the table server gave them to {@link #seated}
     */
    record Kept(String table, GameRecord record, String seats) {
        /** Checks all three are there. */
        public Kept {
            java.util.Objects.requireNonNull(table, "table");
            java.util.Objects.requireNonNull(record, "record");
            java.util.Objects.requireNonNull(seats, "seats");
        }
    }

    /**
     * Commits table {@code table}'s seats, as the table opens (before its match starts) and
     * whenever they change (a seat handed to the computer). A table the store has not heard of
     * (not opened by the store's own side, e.g. a guest table) is added to it, unrated, with
     * {@code match}'s game, setup and record so far.
     *
     * @param seats the table server's own text for its seats, given back by {@link Kept#seats}
     * @throws IllegalStateException with one line when it cannot be committed: a table opening
     *     is refused then
     */
    void seated(String table, Match match, String seats);

    /**
     * The listener that commits table {@code table}'s match, move by move; to be added before any
     * other listener. It also commits the start ({@link MatchListener#started}) and the end.
     */
    MatchListener keeper(String table, Match match);

    /**
     * The unfinished tables kept, oldest first: the tables to reopen when the server starts.
     *
     * @throws IllegalStateException with one line when the store cannot be read
     */
    List<Kept> unfinished();

    /**
     * Table {@code table} if it is kept unfinished (neither over nor {@link #closed}): to reopen
     * that one table (a player's link followed after the store failed, or another process taking
     * it over).
     *
     * @throws IllegalStateException with one line when the store cannot be read
     */
    Optional<Kept> unfinished(String table);

    /**
     * Table {@code table} if its game is over: what a seat's or a watcher's link shows once the
     * table is gone.
     *
     * @throws IllegalStateException with one line when the store cannot be read
     */
    Optional<Kept> finished(String table);

    /**
     * The table was closed for good ({@link Table#close}, or its game was aborted before anyone
     * moved): it is not reopened. What it played stays kept. A table whose game is over is left
     * as it is.
     */
    void closed(String table, String reason);

    /**
     * The token of one of table {@code table}'s links, derived from a key only the store's
     * processes hold, or empty (the default) when the store derives none. A store that derives
     * them keeps no token: the table server then gives {@link #seated} the tokens' SHA-256
     * digests only (so a copy of the store seats no one), and asks again for the tokens when it
     * reopens the table, on whichever process.
     *
     * @param purpose {@code seat-N} for seat N's link, {@code watch} for the spectators'
     * @since 2.2
     */
    default java.util.Optional<String> token(String table, String purpose) {
        return java.util.Optional.empty();
    }
}
