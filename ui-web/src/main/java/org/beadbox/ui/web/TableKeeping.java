package org.beadbox.ui.web;

import org.beadbox.core.Match;

/**
 * Where a table's seats (who plays each, the links' tokens) are kept so that it reopens after a
 * restart: a file beside its game's autosave on the desktop ({@link TableFile}), the server's
 * {@link org.beadbox.core.online.TableStore} on a server ({@link StoredTable}).
 */
interface TableKeeping {

    /**
     * Keeps the table as it stands now: as it opens, when its seats change, when its game is
     * undone after its end. A failure gives one line; the table plays on.
     */
    void save(String id, Match match, TableSeats seats);

    /** The table will not reopen: its game is over, or it was closed for good or aborted ({@code reason}). */
    void forget(String id, String reason);
}
