package org.beadbox.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The administrator's role ({@code account_admin}): who may change the server's plugins over
 * HTTP ({@link AdminApi}). Given and taken only from the command line ({@code ./beadbox server
 * admin grant-admin NAME}, {@code revoke-admin NAME}); each change is written to the audit log
 * in the transaction that makes it. Works on the caller's transaction.
 */
final class AdminRoles {

    private AdminRoles() {
    }

    /** Whether the account has the role. */
    static boolean isAdmin(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM account_admin WHERE account_id = ?")) {
            s.setLong(1, accountId);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
    }

    /** Gives {@code a} the role (audited); one line saying what was done. */
    static String grant(Connection c, Account a, String actor) throws SQLException {
        if (isAdmin(c, a.id())) {
            return a.name() + " is an administrator already";
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO account_admin (account_id, granted_at, granted_by) VALUES (?, ?, ?)")) {
            s.setLong(1, a.id());
            s.setObject(2, OffsetDateTime.now(ZoneOffset.UTC));
            s.setString(3, actor.length() <= 100 ? actor : actor.substring(0, 100));
            s.executeUpdate();
        }
        AuditLog.write(c, actor, "grant-admin", a.name(), "");
        return a.name() + " is an administrator: they may install, update and remove plugins at /api/admin/plugins";
    }

    /** Takes the role from {@code a} (audited); one line saying what was done. */
    static String revoke(Connection c, Account a, String actor) throws SQLException {
        int n;
        try (PreparedStatement s = c.prepareStatement("DELETE FROM account_admin WHERE account_id = ?")) {
            s.setLong(1, a.id());
            n = s.executeUpdate();
        }
        if (n == 0) {
            return a.name() + " is not an administrator: nothing to revoke";
        }
        AuditLog.write(c, actor, "revoke-admin", a.name(), "");
        return a.name() + " is no longer an administrator";
    }
}
