package org.beadbox.server.mail;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.server.Database;

/**
 * The mail queue in the database ({@code mail_outbox}, migration V11). Mails are added in the
 * transaction of whatever caused them, so that nothing is lost and nothing waits for the SMTP
 * server; a sender on any node claims due rows with a lease ({@link #claim}), so that one row is
 * sent by one node at a time, and a node that dies while sending leaves the row to another once
 * the lease is past.
 */
final class MailQueue {

    static final String PENDING = "pending";
    static final String SENT = "sent";
    static final String FAILED = "failed";
    /** A forgot-password request still to be looked at: no recipient yet. */
    static final String FORGOT = "forgot";

    /** One claimed row. */
    record Row(long id, String kind, Long accountId, String recipient, String subject, String body, String payload,
               String unsubscribe, int attempts, Instant created) {
    }

    private final Database db;

    MailQueue(Database db) {
        this.db = db;
    }

    /** Adds a mail, on the caller's transaction. */
    static void add(Connection c, String kind, Long accountId, String to, String subject, String body, String unsubscribe, Instant now)
            throws SQLException {
        insert(c, kind, accountId, to, subject, body, null, unsubscribe, now);
    }

    /** Adds a forgot-password request for {@code name} as typed (cut to 60 characters), on the caller's transaction. */
    static void addForgot(Connection c, String name, Instant now) throws SQLException {
        String n = name == null ? "" : name.length() > 60 ? name.substring(0, 60) : name;
        insert(c, FORGOT, null, null, null, null, n, null, now);
    }

    private static void insert(Connection c, String kind, Long accountId, String to, String subject, String body, String payload,
            String unsubscribe, Instant now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO mail_outbox (kind, account_id, recipient, subject, body, payload,"
                + " unsubscribe, state, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)")) {
            s.setString(1, kind);
            if (accountId == null) {
                s.setNull(2, Types.BIGINT);
            } else {
                s.setLong(2, accountId);
            }
            s.setString(3, to);
            s.setString(4, subject);
            s.setString(5, body);
            s.setString(6, payload);
            s.setString(7, unsubscribe);
            s.setString(8, PENDING);
            s.setObject(9, utc(now));
            s.setObject(10, utc(now));
            s.executeUpdate();
        }
    }

    /**
     * Claims up to {@code max} due rows for {@code owner} until {@code now + lease}: a row is
     * claimed by one UPDATE that succeeds only while its lease is free or past, so two nodes never
     * both claim it.
     */
    List<Row> claim(String owner, Instant now, int max, Duration lease) {
        List<Long> due = db.inTransaction(c -> {
            List<Long> ids = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT id FROM mail_outbox WHERE state = ? AND next_attempt_at <= ?"
                    + " AND (lease_until IS NULL OR lease_until < ?) ORDER BY id")) {
                s.setString(1, PENDING);
                s.setObject(2, utc(now));
                s.setObject(3, utc(now));
                s.setMaxRows(max);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getLong(1));
                    }
                }
            }
            return ids;
        });
        List<Row> claimed = new ArrayList<>();
        for (long id : due) {
            db.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement("UPDATE mail_outbox SET lease_owner = ?, lease_until = ?"
                        + " WHERE id = ? AND state = ? AND (lease_until IS NULL OR lease_until < ?)")) {
                    s.setString(1, owner);
                    s.setObject(2, utc(now.plus(lease)));
                    s.setLong(3, id);
                    s.setString(4, PENDING);
                    s.setObject(5, utc(now));
                    if (s.executeUpdate() != 1) {
                        return null;
                    }
                }
                try (PreparedStatement s = c.prepareStatement("SELECT id, kind, account_id, recipient, subject, body, payload,"
                        + " unsubscribe, attempts, created_at FROM mail_outbox WHERE id = ?")) {
                    s.setLong(1, id);
                    try (ResultSet r = s.executeQuery()) {
                        if (r.next()) {
                            long account = r.getLong(3);
                            claimed.add(new Row(r.getLong(1), r.getString(2), r.wasNull() ? null : account, r.getString(4),
                                    r.getString(5), r.getString(6), r.getString(7), r.getString(8), r.getInt(9),
                                    r.getObject(10, OffsetDateTime.class).toInstant()));
                        }
                    }
                }
                return null;
            });
        }
        return claimed;
    }

    /** The row was sent. */
    void sent(long id, Instant now) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE mail_outbox SET state = ?, sent_at = ?, attempts = attempts + 1,"
                    + " lease_owner = NULL, lease_until = NULL, body = NULL, last_error = NULL WHERE id = ?")) {
                s.setString(1, SENT);
                s.setObject(2, utc(now));
                s.setLong(3, id);
                return s.executeUpdate();
            }
        });
    }

    /** The row's attempt failed: tried again at {@code next}, or marked failed for good when {@code next} is null. */
    void failed(long id, String error, Instant next) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE mail_outbox SET state = ?, attempts = attempts + 1, last_error = ?,"
                    + " next_attempt_at = COALESCE(?, next_attempt_at), lease_owner = NULL, lease_until = NULL WHERE id = ?")) {
                s.setString(1, next == null ? FAILED : PENDING);
                s.setString(2, error.length() > 400 ? error.substring(0, 400) : error);
                s.setObject(3, next == null ? null : utc(next));
                s.setLong(4, id);
                return s.executeUpdate();
            }
        });
    }

    /** Deletes the rows sent or failed before {@code before}. */
    void purge(Instant before) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "DELETE FROM mail_outbox WHERE state <> ? AND next_attempt_at < ? AND (sent_at IS NULL OR sent_at < ?)")) {
                s.setString(1, PENDING);
                s.setObject(2, utc(before));
                s.setObject(3, utc(before));
                return s.executeUpdate();
            }
        });
    }

    /** Deletes a row (a forgot request looked at), on the caller's transaction. */
    static void delete(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM mail_outbox WHERE id = ?")) {
            s.setLong(1, id);
            s.executeUpdate();
        }
    }

    /** The wait before attempt {@code attempts + 1}: {@code first} doubled per failure, at most an hour. */
    static Duration backoff(Duration first, int attempts) {
        Duration d = first.multipliedBy(1L << Math.min(attempts, 20));
        return d.compareTo(Duration.ofHours(1)) > 0 ? Duration.ofHours(1) : d;
    }

    static OffsetDateTime utc(Instant t) {
        return t.atOffset(ZoneOffset.UTC);
    }
}
