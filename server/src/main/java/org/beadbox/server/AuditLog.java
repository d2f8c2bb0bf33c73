package org.beadbox.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** Writes administrators' actions to the {@code audit_log} table, in the transaction that does them. */
final class AuditLog {

    private AuditLog() {
    }

    static void write(Connection c, String actor, String action, String target, String detail) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO audit_log (acted_at, actor, action, target, detail) VALUES (?, ?, ?, ?, ?)")) {
            s.setObject(1, OffsetDateTime.now(ZoneOffset.UTC));
            s.setString(2, cut(actor, 100));
            s.setString(3, cut(action, 40));
            s.setString(4, cut(target, 200));
            s.setString(5, cut(detail, 1000));
            s.executeUpdate();
        }
    }

    private static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max);
    }
}
