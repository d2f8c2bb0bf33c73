package org.beadbox.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * Login sessions. A session id is 256 random bits from {@link SecureRandom}, handed to the
 * browser once (as a cookie) and stored only as its SHA-256 digest, so a copy of the database
 * logs no one in. A session lasts {@link #LIFETIME}; logging in always makes a new one (no
 * fixation), logging out deletes it, and a password change, a reset or disabling the account
 * deletes all of the account's.
 */
@Component(service = Sessions.class)
public final class Sessions {

    static final Duration LIFETIME = Duration.ofDays(30);
    /** The longest cookie value looked up: anything longer is no session of ours. */
    private static final int MAX_ID = 64;

    private final Database db;
    private final SecureRandom random = new SecureRandom();

    @Activate
    public Sessions(@Reference Database db) {
        this.db = db;
    }

    /** Starts a session for the account; its id, to be set as the cookie (never stored). */
    public String start(Account account) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String id = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        db.inTransaction(c -> {
            try (PreparedStatement purge = c.prepareStatement("DELETE FROM account_session WHERE expires_at < ?")) {
                purge.setObject(1, now);
                purge.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO account_session (digest, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)")) {
                s.setString(1, digest(id));
                s.setLong(2, account.id());
                s.setObject(3, now);
                s.setObject(4, now.plus(LIFETIME));
                return s.executeUpdate();
            }
        });
        return id;
    }

    /** The account of a live session id, if it is one and its account is not disabled. */
    public Optional<Account> account(String id) {
        if (id == null || id.isEmpty() || id.length() > MAX_ID) {
            return Optional.empty();
        }
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT a.id, a.name, a.disabled, a.created_at FROM account_session s JOIN account a ON a.id = s.account_id"
                            + " WHERE s.digest = ? AND s.expires_at > ? AND a.disabled = FALSE")) {
                s.setString(1, digest(id));
                s.setObject(2, OffsetDateTime.now(ZoneOffset.UTC));
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.of(Accounts.account(r)) : Optional.empty();
                }
            }
        });
    }

    /** Ends a session (logout); nothing happens for an id that is no session. */
    public void end(String id) {
        if (id == null || id.length() > MAX_ID) {
            return;
        }
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM account_session WHERE digest = ?")) {
                s.setString(1, digest(id));
                return s.executeUpdate();
            }
        });
    }

    /** Ends every session of an account, on the caller's transaction; how many there were. */
    static int endAll(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM account_session WHERE account_id = ?")) {
            s.setLong(1, accountId);
            return s.executeUpdate();
        }
    }

    static String digest(String id) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(id.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
