package org.beadbox.ui.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/** Secrets for links: random tokens, compared in constant time. Never logged. */
final class Tokens {

    /** 192 random bits: more than the 128 the protocol promises. */
    static final int BYTES = 24;

    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {
    }

    /** A new token: {@value #BYTES} random bytes, base64url without padding (32 characters). */
    static String token() {
        return random(BYTES);
    }

    /** A short random id (not a secret): 9 bytes, 12 characters. */
    static String id() {
        return random(9);
    }

    private static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** Whether {@code given} equals {@code expected}, in time that does not depend on where they differ. */
    static boolean same(String expected, String given) {
        if (expected == null || given == null) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII), given.getBytes(StandardCharsets.US_ASCII));
    }
}
