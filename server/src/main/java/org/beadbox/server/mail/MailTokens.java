package org.beadbox.server.mail;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The links mail carries ({@code mail_token}, migration V11): 256 random bits from
 * {@link SecureRandom}, put in the mail once and stored only as their SHA-256 digest, valid until
 * they expire and for one use ({@link #use}: one UPDATE that succeeds only while unused).
 */
final class MailTokens {

    static final String VERIFY = "verify";
    static final String RESET = "reset";
    static final Duration VERIFY_LIFETIME = Duration.ofHours(24);
    static final Duration RESET_LIFETIME = Duration.ofMinutes(30);
    /** The longest token looked up: anything longer was not made here. */
    private static final int MAX = 64;

    /** A token as stored. */
    record Token(String digest, String kind, long accountId, String address, String passwordStamp, Instant expires, Instant used) {
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private MailTokens() {
    }

    /** A new token of {@code kind} for the account, stored on the caller's transaction; the token itself (never stored). */
    static String issue(Connection c, String kind, long accountId, String address, String passwordStamp, Instant now, Duration lifetime)
            throws SQLException {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        try (PreparedStatement purge = c.prepareStatement("DELETE FROM mail_token WHERE expires_at < ?")) {
            purge.setObject(1, MailQueue.utc(now.minus(Duration.ofDays(1))));
            purge.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO mail_token (digest, kind, account_id, address, password_stamp,"
                + " created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, digest(token));
            s.setString(2, kind);
            s.setLong(3, accountId);
            s.setString(4, address);
            s.setString(5, passwordStamp);
            s.setObject(6, MailQueue.utc(now));
            s.setObject(7, MailQueue.utc(now.plus(lifetime)));
            s.executeUpdate();
        }
        return token;
    }

    /**
     * The stored token of {@code kind} that {@code token} is, checked for use and expiry (not yet used up).
     *
     * @throws MailException 400 for no token of ours, 410 for one used or expired, with one line
     */
    static Token find(Connection c, String kind, String token, Instant now) throws SQLException {
        if (token == null || token.isEmpty() || token.length() > MAX) {
            throw unknown();
        }
        Optional<Token> t = Optional.empty();
        try (PreparedStatement s = c.prepareStatement("SELECT digest, kind, account_id, address, password_stamp, expires_at, used_at"
                + " FROM mail_token WHERE digest = ? AND kind = ?")) {
            s.setString(1, digest(token));
            s.setString(2, kind);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    OffsetDateTime used = r.getObject(7, OffsetDateTime.class);
                    t = Optional.of(new Token(r.getString(1), r.getString(2), r.getLong(3), r.getString(4), r.getString(5),
                            r.getObject(6, OffsetDateTime.class).toInstant(), used == null ? null : used.toInstant()));
                }
            }
        }
        Token found = t.orElseThrow(MailTokens::unknown);
        if (found.used() != null) {
            throw new MailException(410, "this link was used already (each link works once): ask for a new one");
        }
        if (!found.expires().isAfter(now)) {
            throw new MailException(410, "this link has expired (" + (kind.equals(RESET) ? "reset links last 30 minutes"
                    : "verification links last 24 hours") + "): ask for a new one");
        }
        return found;
    }

    /** Marks the token used, on the caller's transaction; false when another use came first. */
    static boolean use(Connection c, Token t, Instant now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE mail_token SET used_at = ? WHERE digest = ? AND used_at IS NULL")) {
            s.setObject(1, MailQueue.utc(now));
            s.setString(2, t.digest());
            return s.executeUpdate() == 1;
        }
    }

    static MailException usedUp() {
        return new MailException(410, "this link was used already (each link works once): ask for a new one");
    }

    private static MailException unknown() {
        return new MailException(400, "this link is not one this site sent (mistyped or cut short?): copy the whole link, or ask for a new one");
    }

    static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
