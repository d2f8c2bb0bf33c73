package org.beadbox.server.lobby;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.beadbox.server.AccountErasure;
import org.osgi.service.component.annotations.Component;

/**
 * What deleting an account does to its games: they stay, for the other players' records and
 * ratings, but the seats it sat at are renamed {@value #NAME} (the row's account becomes null by
 * {@code ON DELETE SET NULL}). The name cannot be registered (it has a space), so it never links
 * to a profile or to someone else.
 */
@Component(service = AccountErasure.class)
public final class DeletedPlayers implements AccountErasure {

    /** The name a deleted account's seats keep. */
    public static final String NAME = "deleted player";

    @Override
    public void erase(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_seat SET name = ? WHERE account_id = ?")) {
            s.setString(1, NAME);
            s.setLong(2, accountId);
            s.executeUpdate();
        }
    }
}
