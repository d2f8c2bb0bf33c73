package org.beadbox.core.online;

import java.net.URI;
import java.util.Optional;
import org.beadbox.core.Match;
import org.osgi.annotation.versioning.ProviderType;

/**
 * One online table: a match on this host and the links that reach it. A link holds a token of
 * at least 128 random bits; whoever has a seat's link plays that seat, whoever has the spectator
 * link watches. Treat links as secrets: they are never logged.
 */
@ProviderType
public interface Table {

    /** The table's id: short, random, not a secret (it gives no access by itself). */
    String id();

    /** The match the table plays. Its listeners hear every move, as for a local game. */
    Match match();

    /** The link that plays {@code seat}, present for an {@link SeatRequest.Kind#INVITE} seat. */
    Optional<URI> seatLink(int seat);

    /** The read-only link. */
    URI spectatorLink();

    /** Whether someone holding the seat's link is connected now. */
    boolean connected(int seat);

    /**
     * How many connections watch the table now, without a seat (the default: none known).
     *
     * @since 2.1
     */
    default int spectators() {
        return 0;
    }

    /**
     * Closes the match and every connection to the table, telling them {@code reason}. Idempotent.
     * A table closed so is not reopened after a restart; its unfinished game stays in the
     * autosave folder, to be resumed as a local game (on a server, in its {@link TableStore},
     * marked closed).
     */
    void close(String reason);

    /**
     * Closes the match and every connection to the table, telling them {@code reason}, but keeps
     * the table: its file stays beside its autosave, so that it is offered to reopen ("online
     * table — reopen") with the same links, as after a restart. For a host who closes the
     * table's window while the game goes on. The default closes it for good (an implementation
     * that keeps no file).
     *
     * @since 1.2
     */
    default void suspend(String reason) {
        close(reason);
    }
}
