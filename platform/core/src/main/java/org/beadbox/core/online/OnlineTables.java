package org.beadbox.core.online;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Setup;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Serves tables that people elsewhere can sit at: each table is a match on this host, refereed
 * by the core exactly like a local game; an invited seat is played by whoever holds its link.
 *
 * <p>Registered as an OSGi service by the bundle that serves the tables (the web front-end). A
 * front-end that wants to host looks it up in the registry and carries on without it when it is
 * absent.
 *
 * <p>An unfinished table (not closed by {@link Table#close}) outlives the service: when the
 * service starts again with the same Beadbox home, it reopens with the same id and links, at the
 * autosaved position; on a server, from its {@link TableStore} at the last committed move.
 */
@ProviderType
public interface OnlineTables {

    /** Where people reach this host, e.g. {@code http://127.0.0.1:8765/}. */
    URI address();

    /**
     * Opens a table and starts its match.
     *
     * @param gameId an installed game
     * @param setup seats, options and seed (need not be resolved)
     * @param seats one per seat of the setup, in seat order
     * @throws IllegalArgumentException naming the problem: an unknown game or player, a bad
     *     setup, a seat count that does not match
     */
    Table open(String gameId, Setup setup, List<SeatRequest> seats);

    /**
     * Opens a table with chess-style clocks ({@link org.beadbox.core.TimeControl}): each seat's
     * time runs only while it is to move, and a seat whose time runs out loses on time.
     *
     * @param clock the time control, or null for none (as {@link #open(String, Setup, List)})
     * @throws IllegalArgumentException as {@link #open(String, Setup, List)}
     */
    Table open(String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock);

    /**
     * Opens a table under an id chosen by the caller, so that what the caller keeps of the table
     * (a lobby's row) can exist before the table plays.
     *
     * @param id 8 to 32 characters of {@code A-Z a-z 0-9 _ -}, not naming a table already open
     * @param clock the time control, or null for none
     * @throws IllegalArgumentException as {@link #open(String, Setup, List)}, or a malformed or
     *     taken id
     * @throws IllegalStateException with one line when the table cannot be kept (its store failed)
     * @since 2.0
     */
    Table open(String id, String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock);

    /** The open tables, oldest first. */
    List<Table> tables();

    /** The open table with this id. */
    Optional<Table> table(String id);
}
