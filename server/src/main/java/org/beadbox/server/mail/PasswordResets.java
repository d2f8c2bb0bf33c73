package org.beadbox.server.mail;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.security.SecurityLog;
import org.beadbox.server.security.ThrottleCounts;

/**
 * Forgot password and reset (docs/server-api.md, "Mail").
 *
 * <p>{@link #forgot} does the same work for every name, whether it is an account, has a verified
 * address, or is throttled: it counts the client address, queues the request as it was typed and
 * writes a log line. Looking the name up, the throttle per account and the mail happen later on
 * the sender's thread ({@link #look}), so neither the answer nor its time can tell which names
 * exist.
 *
 * <p>A reset token lasts 30 minutes, works once, and is tied to the password hash it was issued
 * under: a password changed since (by its owner, a reset or an administrator) makes it worthless.
 */
final class PasswordResets {

    static final String KIND_ACCOUNT = "forgot";
    static final String KIND_ADDRESS = "forgotip";

    private final Database db;
    private final Accounts accounts;
    private final SecurityLog log;
    private final ThrottleCounts counts;
    private final MailConfig config;
    private final Mails mails;
    private final Clock clock;

    PasswordResets(Database db, Accounts accounts, SecurityLog log, ThrottleCounts counts, MailConfig config, Mails mails, Clock clock) {
        this.db = db;
        this.accounts = accounts;
        this.log = log;
        this.counts = counts;
        this.config = config;
        this.mails = mails;
        this.clock = clock;
    }

    /**
     * Takes a forgot-password request for {@code name} from {@code address}.
     *
     * @throws MailException 429 when the address asked too often (for any names)
     */
    void forgot(String name, String address) {
        long wait = counts.wait(KIND_ADDRESS, address, config.forgotAddress());
        if (wait > 0) {
            log.event("password-forgot-throttled", fields(address, name, "address"));
            throw new MailException(429, "too many password requests from your address: try again in " + minutes(wait));
        }
        counts.add(KIND_ADDRESS, address);
        Instant now = clock.instant();
        db.inTransaction(c -> {
            MailQueue.addForgot(c, name, now);
            return null;
        });
        log.event("password-forgot", fields(address, name, null));
    }

    /** Looks at a queued request (on the sender's thread): a reset mail when the name has a verified address and is not throttled. */
    void look(MailQueue.Row request) {
        Instant now = clock.instant();
        Optional<Account> account = accounts.find(request.payload()).filter(a -> !a.disabled());
        Optional<String> to = account.flatMap(a -> db.inTransaction(c -> Mails.verified(c, a.id())));
        String subject = account.map(Account::id).map(String::valueOf).orElse("");
        boolean throttled = to.isPresent() && counts.wait(KIND_ACCOUNT, subject, config.forgot()) > 0;
        db.inTransaction(c -> {
            MailQueue.delete(c, request.id());
            if (to.isPresent() && !throttled) {
                Account a = account.get();
                String token = MailTokens.issue(c, MailTokens.RESET, a.id(), null, stamp(c, a.id()), now, MailTokens.RESET_LIFETIME);
                mails.reset(c, a.id(), a.name(), to.get(), token, now);
            }
            return null;
        });
        if (to.isPresent() && !throttled) {
            counts.add(KIND_ACCOUNT, subject);
            log.event("password-reset-mail", fields(null, account.get().name(), null));
        } else if (throttled) {
            log.event("password-forgot-throttled", fields(null, account.get().name(), "account"));
        }
    }

    /**
     * Sets a new password with a reset token; every session of the account ends.
     *
     * @throws MailException 4xx for a token that is not one, used, expired, or older than the
     *         password; an {@code AccountException} 400 for a weak password
     */
    void reset(String token, String password, String address) {
        Instant now = clock.instant();
        MailTokens.Token t;
        try {
            t = db.inTransaction(c -> {
                MailTokens.Token found = MailTokens.find(c, MailTokens.RESET, token, now);
                if (!stamp(c, found.accountId()).equals(found.passwordStamp())) {
                    throw new MailException(410, "the password was changed since this link was sent: ask for a new one");
                }
                return found;
            });
        } catch (MailException e) {
            log.event("password-reset-refused", fields(address, null, null));
            throw e;
        }
        Account a = db.inTransaction(c -> name(c, t.accountId())).flatMap(accounts::find)
                .orElseThrow(() -> new MailException(410, "the account of this link is gone"));
        accounts.resetPassword(a, password, address, () -> {
            if (!db.inTransaction(c -> MailTokens.use(c, t, clock.instant()))) {
                throw MailTokens.usedUp();
            }
        });
    }

    /** The digest of the account's password hash: what a reset token is tied to. */
    private static String stamp(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT password_hash FROM account WHERE id = ?")) {
            s.setLong(1, accountId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? MailTokens.digest(r.getString(1)) : "";
            }
        }
    }

    static Optional<String> name(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT name FROM account WHERE id = ?")) {
            s.setLong(1, accountId);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        }
    }

    static Map<String, String> fields(String address, String account, String limit) {
        Map<String, String> f = new LinkedHashMap<>();
        if (address != null) {
            f.put("address", address);
        }
        if (account != null) {
            f.put("account", account);
        }
        if (limit != null) {
            f.put("limit", limit);
        }
        return f;
    }

    static String minutes(long millis) {
        long m = Math.max(1, (millis + 59_999) / 60_000);
        return m == 1 ? "1 minute" : m + " minutes";
    }
}
