package org.beadbox.server.lobby;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.beadbox.server.TableCloser;
import org.osgi.service.component.annotations.Component;

/**
 * {@code ./beadbox server admin close-table ID} for the lobby's tables: marks the table closed in
 * the database (in the administrator's transaction, beside the audit line). The process serving
 * the table finds it there within 10 s ({@link Lobby#sweepClosed}) and closes it, telling its
 * players why. The game stays on both players' lists, unrated.
 */
@Component(service = TableCloser.class)
public final class LobbyTableCloser implements TableCloser {

    /** What the table's players are told, and what the table's row says. */
    public static final String REASON = "closed by an administrator";

    @Override
    public String close(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET state = 'closed', to_move = -1, result = ?,"
                + " finished_at = ? WHERE id = ? AND state = 'playing'")) {
            s.setString(1, REASON);
            s.setObject(2, OffsetDateTime.now(ZoneOffset.UTC));
            s.setString(3, id);
            if (s.executeUpdate() == 0) {
                throw new IllegalArgumentException("there is no table " + org.beadbox.api.Quote.excerpt(id)
                        + " being played: see the tables on a player's /home or profile");
            }
        }
        return "table " + id + " closed; its players are told within 10 s";
    }
}
