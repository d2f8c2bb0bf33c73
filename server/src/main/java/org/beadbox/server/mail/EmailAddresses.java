package org.beadbox.server.mail;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.beadbox.server.Account;
import org.beadbox.server.Database;
import org.beadbox.server.security.SecurityLog;
import org.beadbox.server.security.ThrottleCounts;

/**
 * An account's e-mail address: added by {@code POST /api/email}, which mails a verification link
 * (24 hours, once), and the account's only once the link is followed. A verified address belongs
 * to one account only ({@code account_email.address_key} is unique); an address another account
 * has verified gets no mail, and the answer is the same as for any other, so nobody learns whose
 * address it is. Verification mails are throttled per account ({@code --throttle-verify}).
 */
final class EmailAddresses {

    static final String KIND = "verify";

    /** An account's address as it is shown to that account only. */
    record Shown(String address, boolean verified) {
    }

    private final Database db;
    private final SecurityLog log;
    private final ThrottleCounts counts;
    private final MailConfig config;
    private final Mails mails;
    private final Clock clock;

    EmailAddresses(Database db, SecurityLog log, ThrottleCounts counts, MailConfig config, Mails mails, Clock clock) {
        this.db = db;
        this.log = log;
        this.counts = counts;
        this.config = config;
        this.mails = mails;
        this.clock = clock;
    }

    /**
     * Queues a verification mail to {@code email} for the account.
     *
     * @throws MailException 400 for no address, 429 after too many
     */
    void add(Account account, String email, String clientAddress) {
        String problem = Addresses.problem(email);
        if (problem != null) {
            throw new MailException(400, problem);
        }
        String subject = String.valueOf(account.id());
        long wait = counts.wait(KIND, subject, config.verify());
        if (wait > 0) {
            log.event("email-throttled", PasswordResets.fields(clientAddress, account.name(), "verify"));
            throw new MailException(429, "too many verification mails for your account (" + config.verify()
                    + "): try again in " + PasswordResets.minutes(wait));
        }
        counts.add(KIND, subject);
        Instant now = clock.instant();
        boolean sent = db.inTransaction(c -> {
            // A link either way, so the account's settings show the address waiting for it (emailPending)
            // whether or not another account has it; only a free address gets the mail.
            String token = MailTokens.issue(c, MailTokens.VERIFY, account.id(), email, null, now, MailTokens.VERIFY_LIFETIME);
            Optional<Long> owner = owner(c, Addresses.key(email));
            if (owner.isPresent()) { // already someone's (maybe this account's): no mail, the same answer
                return false;
            }
            mails.verification(c, account.id(), account.name(), email, token, now);
            return true;
        });
        log.event(sent ? "email-verify-sent" : "email-taken", PasswordResets.fields(clientAddress, account.name(), null));
    }

    /**
     * Verifies the address of a verification token: it becomes the account's address (replacing
     * the one before).
     *
     * @return the address
     * @throws MailException 400/410 for a token not good, 409 when another account verified it first
     */
    String verify(String token) {
        Instant now = clock.instant();
        try {
            return db.inTransaction(c -> {
                MailTokens.Token t = MailTokens.find(c, MailTokens.VERIFY, token, now);
                if (!MailTokens.use(c, t, now)) {
                    throw MailTokens.usedUp();
                }
                try (PreparedStatement d = c.prepareStatement("DELETE FROM account_email WHERE account_id = ?")) {
                    d.setLong(1, t.accountId());
                    d.executeUpdate();
                }
                try (PreparedStatement i = c.prepareStatement(
                        "INSERT INTO account_email (account_id, address, address_key, verified_at) VALUES (?, ?, ?, ?)")) {
                    i.setLong(1, t.accountId());
                    i.setString(2, t.address());
                    i.setString(3, Addresses.key(t.address()));
                    i.setObject(4, MailQueue.utc(now));
                    i.executeUpdate();
                }
                log.event("email-verified", PasswordResets.fields(null, PasswordResets.name(c, t.accountId()).orElse(""), null));
                return t.address();
            });
        } catch (org.beadbox.server.DatabaseException e) {
            if (e.getCause() instanceof SQLException s && s.getSQLState() != null && s.getSQLState().startsWith("23")) {
                throw new MailException(409, "this address was verified by another account meanwhile: an address belongs to one account");
            }
            throw e;
        }
    }

    /** Removes the account's address: no more mail goes to it. */
    void remove(Account account) {
        db.inTransaction(c -> {
            try (PreparedStatement d = c.prepareStatement("DELETE FROM account_email WHERE account_id = ?")) {
                d.setLong(1, account.id());
                return d.executeUpdate();
            }
        });
        log.event("email-removed", PasswordResets.fields(null, account.name(), null));
    }

    /** The account's verified address, if any. */
    Optional<String> of(Account account) {
        return db.inTransaction(c -> Mails.verified(c, account.id()));
    }

    /**
     * The address of the account's latest verification link still good (sent, not yet followed,
     * not expired), for the account's settings page: "waiting for verification".
     */
    Optional<String> pending(Account account) {
        Instant now = clock.instant();
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT address FROM mail_token WHERE account_id = ? AND kind = ?"
                    + " AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC")) {
                s.setLong(1, account.id());
                s.setString(2, MailTokens.VERIFY);
                s.setObject(3, MailQueue.utc(now));
                s.setMaxRows(1);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.ofNullable(r.getString(1)) : Optional.<String>empty();
                }
            }
        });
    }

    private static Optional<Long> owner(java.sql.Connection c, String key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT account_id FROM account_email WHERE address_key = ?")) {
            s.setString(1, key);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getLong(1)) : Optional.empty();
            }
        }
    }
}
