package org.beadbox.server.mail;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * The mails the site sends, put together: their text, their links to the site's public address and
 * the unsubscribe link of notifications. Every value put in a header is a checked address
 * ({@link Addresses}) or text of the site's own; a player's name only ever goes into the body.
 */
final class Mails {

    private final String origin;
    private final Unsubscribe unsubscribe;

    Mails(String origin, Unsubscribe unsubscribe) {
        this.origin = origin;
        this.unsubscribe = unsubscribe;
    }

    String origin() {
        return origin;
    }

    Unsubscribe unsubscribe() {
        return unsubscribe;
    }

    /** The link that verifies an address. */
    String verifyLink(String token) {
        return origin + "/mail/verify?token=" + token;
    }

    /** The page that sets a new password with a reset token. */
    String resetLink(String token) {
        return origin + "/mail/reset?token=" + token;
    }

    /** The one-click unsubscribe address of a kind of notification (RFC 8058: POSTed to, or opened as a page). */
    String unsubscribeLink(long accountId, String kind) {
        return origin + "/mail/unsubscribe?token=" + unsubscribe.token(accountId, kind);
    }

    void verification(Connection c, long accountId, String name, String to, String token, Instant now) throws SQLException {
        MailQueue.add(c, MailTokens.VERIFY, accountId, to, "Verify your e-mail address",
                "Hello " + name + ",\n\nto use this address for your Beadbox account, open this link within 24 hours:\n\n"
                        + verifyLink(token) + "\n\nIf you did not ask for this, ignore this mail: nothing changes.\n", null, now);
    }

    void reset(Connection c, long accountId, String name, String to, String token, Instant now) throws SQLException {
        MailQueue.add(c, MailTokens.RESET, accountId, to, "Set a new password",
                "Hello " + name + ",\n\nsomeone (you, we hope) asked to set a new password for your Beadbox account."
                        + " Open this link within 30 minutes to choose one; it works once:\n\n" + resetLink(token)
                        + "\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n", null, now);
    }

    void notification(Connection c, long accountId, String to, String kind, String subject, String body, Instant now)
            throws SQLException {
        String link = unsubscribeLink(accountId, kind);
        MailQueue.add(c, kind, accountId, to, subject, body + "\n--\nTo get no more of these mails, open " + link
                + "\nor change your notifications in your settings.\n", link, now);
    }

    /** An account's verified address, on the caller's transaction. */
    static Optional<String> verified(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT address FROM account_email WHERE account_id = ?")) {
            s.setLong(1, accountId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        }
    }
}
