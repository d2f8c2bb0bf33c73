package org.beadbox.server.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The site's key: 256 random bits in {@code server/site.key} (0600 in the 0700 {@code server/}
 * folder), made at the first start, that the tokens of the tables' links are derived from
 * (HMAC-SHA256 of the table and the seat, {@link #token}). The database keeps only the tokens'
 * SHA-256 digests, as it keeps sessions, so a copy of the database seats no one; yet any node
 * holding the key gives an account its own seat's link again, and reopens a table another node
 * served. Every node of a site holds the same key: the database keeps its {@link #fingerprint}
 * and a node with another key refuses to start (see docs/deploy.md, "Several nodes").
 */
public final class SiteKey {

    /** The key's file under the Beadbox folder's {@code server/}. */
    public static final String FILE = "site.key";
    /** What the fingerprint is an HMAC of. */
    private static final String FINGERPRINT = "beadbox site key fingerprint";
    /** The bytes of a token: 192 bits, 32 characters of base64url, as the web front-end's random ones. */
    private static final int TOKEN_BYTES = 24;

    private final byte[] key;

    private SiteKey(byte[] key) {
        this.key = key.clone();
    }

    /** A key of its own (for tests that want one without a file). */
    public static SiteKey random() {
        byte[] b = new byte[32];
        new SecureRandom().nextBytes(b);
        return new SiteKey(b);
    }

    /**
     * The key in {@code folder/site.key}, made there (0600) when there is none. Two processes
     * making it at once end with the same one ({@link PrivateFiles#writeOnce}).
     *
     * @throws IllegalStateException with one line for a person: the file cannot be read, or is not a key
     */
    public static SiteKey in(Path folder) {
        Path file = folder.resolve(FILE);
        try {
            if (!Files.exists(file)) {
                PrivateFiles.folder(folder);
                byte[] fresh = new byte[32];
                new SecureRandom().nextBytes(fresh);
                PrivateFiles.writeOnce(file, Base64.getEncoder().encodeToString(fresh) + "\n");
            }
            String problem = PrivateFiles.problem(file);
            if (problem != null) {
                throw new IllegalStateException("the site key " + problem);
            }
            byte[] k = Base64.getDecoder().decode(Files.readString(file, StandardCharsets.US_ASCII).strip());
            if (k.length < 32) {
                throw new IllegalStateException(file + " holds " + k.length + " bytes, not a site key of 32: restore it from a node of the site");
            }
            return new SiteKey(k);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the site key " + file + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(file + " is not a site key (not base64): restore it from a node of the site", e);
        }
    }

    /** The token for {@code purpose} (e.g. a table and a seat): HMAC-SHA256, cut to 192 bits, base64url. */
    public String token(String purpose) {
        byte[] mac = mac(purpose);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(mac, TOKEN_BYTES));
    }

    /** What tells this key from another without giving it away: an HMAC of a fixed text, in hex. */
    public String fingerprint() {
        return HexFormat.of().formatHex(mac(FINGERPRINT));
    }

    private byte[] mac(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this Java has no HmacSHA256", e);
        }
    }

    /** The SHA-256 of a token in hex: what the database keeps of it (as of a session's id). */
    public static String digest(String token) {
        try {
            return HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    @Override
    public String toString() {
        return "SiteKey[" + fingerprint().substring(0, 8) + "]"; // never the key
    }
}
