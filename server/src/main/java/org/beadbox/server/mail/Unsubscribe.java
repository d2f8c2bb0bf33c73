package org.beadbox.server.mail;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.beadbox.server.Database;

/**
 * The one-click unsubscribe tokens of notification mails (RFC 8058): {@code ACCOUNT.KIND.MAC},
 * the MAC an HMAC-SHA256 of {@code ACCOUNT.KIND} under a key of 256 random bits kept in the
 * database ({@code server_key} 'mail-unsubscribe', shared by the nodes). It works without a login
 * and for ever, and turns off one kind of notification of one account only.
 */
final class Unsubscribe {

    private static final String KEY_NAME = "mail-unsubscribe";
    private static final Pattern TOKEN = Pattern.compile("(\\d{1,18})\\.(turn|challenge|tournament)\\.([A-Za-z0-9_-]{43})");

    /** What a good token turns off. */
    record Target(long accountId, String kind) {
    }

    private final SecretKeySpec key;

    private Unsubscribe(byte[] key) {
        this.key = new SecretKeySpec(key, "HmacSHA256");
    }

    static Unsubscribe open(Database db) {
        Optional<String> stored = db.inTransaction(Unsubscribe::read);
        if (stored.isEmpty()) {
            byte[] fresh = new byte[32];
            new SecureRandom().nextBytes(fresh);
            try {
                db.inTransaction(c -> {
                    try (PreparedStatement s = c.prepareStatement("INSERT INTO server_key (name, secret, created_at) VALUES (?, ?, ?)")) {
                        s.setString(1, KEY_NAME);
                        s.setString(2, Base64.getEncoder().encodeToString(fresh));
                        s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                        return s.executeUpdate();
                    }
                });
            } catch (RuntimeException e) {
                // another node made it first: read theirs below
            }
            stored = db.inTransaction(Unsubscribe::read);
        }
        return new Unsubscribe(Base64.getDecoder().decode(stored.orElseThrow(
                () -> new IllegalStateException("the unsubscribe key could not be stored in the database"))));
    }

    private static Optional<String> read(java.sql.Connection c) throws java.sql.SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT secret FROM server_key WHERE name = ?")) {
            s.setString(1, KEY_NAME);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        }
    }

    String token(long accountId, String kind) {
        String text = accountId + "." + kind;
        return text + "." + mac(text);
    }

    /** What the token turns off, when it is one of ours. */
    Optional<Target> check(String token) {
        Matcher m = TOKEN.matcher(token == null ? "" : token);
        if (!m.matches()) {
            return Optional.empty();
        }
        String expected = mac(m.group(1) + "." + m.group(2));
        if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), m.group(3).getBytes(StandardCharsets.US_ASCII))) {
            return Optional.empty();
        }
        return Optional.of(new Target(Long.parseLong(m.group(1)), m.group(2)));
    }

    private String mac(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return Base64.getUrlEncoder().withoutPadding().encodeToString(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java has no HmacSHA256", e);
        }
    }
}
