package org.beadbox.core.online;

import java.util.List;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * Where online tables and their moves are kept: files in the Beadbox folder on the desktop (what
 * {@code ./beadbox --ui web} does today, through {@link org.beadbox.core.RecordStore}), a database
 * on a server. The bundle that serves tables asks the registry for this service and keeps its
 * files itself when none is there.
 *
 * <p>The one promise: <b>every move is committed before anyone hears of it</b>. The table server
 * adds the {@link #keeper} to the table's match before any other listener, and the keeper commits
 * each move inside its {@link MatchListener#moved} call, so a move that a player, a watcher or a
 * feed has heard of survives a crash of the process at any moment after.
 *
 * <p>A keeper that cannot commit a move (the database is gone) must not let the game run ahead
 * of its store: it closes the match ({@link Match#close(String)}) with one line saying why, and
 * the table is reopened from the last committed move ({@link #unfinished}) when the store is back.
 */
@ConsumerType
public interface TableStore {

    /** An unfinished table as it was last committed: its id and its game so far. */
    record Kept(String table, GameRecord record) {
        /** Checks both are there. */
        public Kept {
            java.util.Objects.requireNonNull(table, "table");
            java.util.Objects.requireNonNull(record, "record");
        }
    }

    /**
     * The listener that commits table {@code table}'s match, move by move; to be added before any
     * other listener. It also commits the start ({@link MatchListener#started}) and the end.
     */
    MatchListener keeper(String table, Match match);

    /** The unfinished tables kept, oldest first: the tables to reopen when the server starts. */
    List<Kept> unfinished();

    /**
     * The table was closed for good ({@link Table#close}): it is not reopened. What it played
     * stays kept (a record on the desktop, rows on a server).
     */
    void closed(String table, String reason);
}
