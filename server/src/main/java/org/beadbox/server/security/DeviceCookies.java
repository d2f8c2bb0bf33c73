package org.beadbox.server.security;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.beadbox.server.Database;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * logged in to an account gets the cookie {@code beadbox_device_ID} (ID the account's number)
 * whose value is {@code NONCE.ISSUED.MAC}: 128 random bits, the issue time in epoch seconds, and
 * HMAC-SHA256 over the account, nonce and time under the server's key. One cookie per account, so
 * a browser shared by a family is known to each of its accounts.
 *
 * <p>The key is 256 random bits kept in the database ({@code server_key}, migration V8), not in a
 * file: the nodes of a site share the database and not their folders, and a cookie signed by one
 * node must be good at every other. Whoever reads the database could forge device cookies, which
 * would only give each forged device its own small allowance of guesses; they would have the
 * password hashes already.
 */
public final class DeviceCookies {

    /** The cookie's name before the account's number. */
    public static final String PREFIX = "beadbox_device_";
    /** How long a device stays known after its last login there. */
    public static final Duration LIFETIME = Duration.ofDays(180);
    private static final String KEY_NAME = "device-cookie";
    private static final int MAX_VALUE = 120;
    private static final Pattern VALUE = Pattern.compile("([A-Za-z0-9_-]{22})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})");

    /**
     * What the server knows of the browser trying an account.
     *
     * @param state {@code known} (a good cookie for this account), {@code new} (none) or
     *              {@code invalid} (one that is forged, tampered with, expired or garbled: treated as none)
     * @param id    the known device's nonce, which its failures are counted by; null unless known
     */
    public record Device(String state, String id) {

        static final Device NEW = new Device("new", null);
        static final Device INVALID = new Device("invalid", null);

        public boolean known() {
            return id != null;
        }
    }

    private final SecretKeySpec key;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    DeviceCookies(byte[] key, Clock clock) {
        this.key = new SecretKeySpec(key, "HmacSHA256");
        this.clock = clock;
    }

    /** The cookies signed with the database's key, made (by whichever node comes first) when there is none. */
    static DeviceCookies open(Database db, Clock clock) {
        Optional<String> stored = db.inTransaction(c -> read(c));
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
            stored = db.inTransaction(c -> read(c));
        }
        return new DeviceCookies(Base64.getDecoder().decode(stored.orElseThrow(
                () -> new IllegalStateException("the device-cookie key could not be stored in the database"))), clock);
    }

    private static Optional<String> read(java.sql.Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT secret FROM server_key WHERE name = ?")) {
            s.setString(1, KEY_NAME);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        }
    }

    /** The cookie's name for an account. */
    public static String name(long accountId) {
        return PREFIX + accountId;
    }

    /** A new value for the account's device cookie: a new nonce each login, as OWASP advises. */
    String issue(long accountId) {
        byte[] nonce = new byte[16];
        random.nextBytes(nonce);
        String n = Base64.getUrlEncoder().withoutPadding().encodeToString(nonce);
        String issued = Long.toString(clock.instant().getEpochSecond());
        return n + "." + issued + "." + mac(accountId, n, issued);
    }

    /** What a cookie value (null when the browser sent none) says about the browser, for that account. */
    Device check(long accountId, String value) {
        if (value == null || value.isEmpty()) {
            return Device.NEW;
        }
        var m = value.length() > MAX_VALUE ? null : VALUE.matcher(value);
        if (m == null || !m.matches()) {
            return Device.INVALID;
        }
        byte[] expected = mac(accountId, m.group(1), m.group(2)).getBytes(StandardCharsets.US_ASCII);
        if (!MessageDigest.isEqual(expected, m.group(3).getBytes(StandardCharsets.US_ASCII))) {
            return Device.INVALID;
        }
        long issued = Long.parseLong(m.group(2));
        long now = clock.instant().getEpochSecond();
        if (issued > now + 300 || now - issued > LIFETIME.toSeconds()) {
            return Device.INVALID;
        }
        return new Device("known", m.group(1));
    }

    /** The Set-Cookie value handing a browser its device cookie for the account: HttpOnly, Secure when asked. */
    static String setCookie(long accountId, String value, boolean secure) {
        return name(accountId) + "=" + value + "; Path=/api; Max-Age=" + LIFETIME.toSeconds() + "; HttpOnly; SameSite=Strict"
                + (secure ? "; Secure" : "");
    }

    private String mac(long accountId, String nonce, String issued) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            byte[] sum = mac.doFinal(("beadbox-device|" + accountId + "|" + nonce + "|" + issued).getBytes(StandardCharsets.US_ASCII));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(sum);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java has no HmacSHA256", e);
        }
    }
}
