package org.beadbox.ui.web;

import org.beadbox.core.Match;
import org.beadbox.core.online.TableStore;

/**
 * A table kept by the server's {@link TableStore} (a database) instead of files: its seats are
 * committed by {@link TableStore#seated} (the table's {@link SavedTable} JSON), its moves and its
 * end by the store's keeper; a table closed for good or aborted is marked so by {@link
 * TableStore#closed}.
 */
final class StoredTable implements TableKeeping {

    private final TableStore store;
    private final boolean digests;

    /** @param digests whether the store derives the tokens: it is given their digests only */
    StoredTable(TableStore store, boolean digests) {
        this.store = store;
        this.digests = digests;
    }

    /** Commits the seats again (they changed); a failure gives one line, the table plays on with the seats committed before. */
    @Override
    public void save(String id, Match match, TableSeats seats) {
        try {
            store.seated(id, match, SavedTable.of(id, match, seats, digests).json());
        } catch (RuntimeException e) {
            System.err.println("beadbox web: the table " + id + "'s seats could not be saved (" + org.beadbox.api.Quote.line(e.getMessage())
                    + "): after a restart it reopens with its seats as they were");
        }
    }

    /** Marks the table closed in the store (a table whose game is over stays as the keeper left it); a failure gives one line. */
    @Override
    public void forget(String id, String reason) {
        try {
            store.closed(id, reason);
        } catch (RuntimeException e) {
            System.err.println("beadbox web: the table " + id + " could not be marked closed (" + org.beadbox.api.Quote.line(e.getMessage())
                    + "): it reopens after a restart");
        }
    }
}
