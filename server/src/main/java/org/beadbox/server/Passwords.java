package org.beadbox.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Semaphore;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Passwords: the rule (8 to 128 characters, not the name, not one of the common passwords
 * shipped in {@code common-passwords.txt}) and Argon2id hashing by BouncyCastle, stored in the
 * PHC string format ({@code $argon2id$v=19$m=19456,t=2,p=1$SALT$HASH}) so that the parameters can
 * be raised later without breaking old hashes. The parameters are OWASP's minimum for Argon2id.
 *
 * <p>Each hash takes 19 MiB and a core for a while, so at most {@link #SLOTS} run at once and the
 * rest wait their turn: a flood of logins slows logins down, not the whole server.
 */
final class Passwords {

    static final int MIN = 8;
    static final int MAX = 128;
    private static final int MEMORY_KIB = 19_456;
    private static final int ITERATIONS = 2;
    private static final int PARALLELISM = 1;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    static final int SLOTS = Math.max(2, Runtime.getRuntime().availableProcessors());
    private static final Semaphore HASHING = new Semaphore(SLOTS, true);

    private final SecureRandom random = new SecureRandom();
    private final Set<String> common;
    /** A hash of nothing anyone knows: an unknown name is checked against it, so it costs the same time. */
    private final String dummy;

    Passwords() {
        this.common = load();
        this.dummy = hash(Base64.getEncoder().encodeToString(random.generateSeed(18)));
    }

    /** Null when {@code password} may be used by {@code name}; else one line saying why not. */
    String problem(String name, String password) {
        if (password == null || password.isEmpty()) {
            return "a password is needed: at least " + MIN + " characters";
        }
        int length = password.codePointCount(0, password.length());
        if (length < MIN) {
            return "the password is too short: at least " + MIN + " characters";
        }
        if (length > MAX) {
            return "the password is too long: at most " + MAX + " characters";
        }
        String lower = password.toLowerCase(Locale.ROOT);
        if (common.contains(lower)) {
            return "that password is one of the most common ones: choose another";
        }
        if (name != null && lower.contains(name.toLowerCase(Locale.ROOT))) {
            return "the password must not contain the name";
        }
        return null;
    }

    /** A new Argon2id hash of {@code password} with a fresh salt. */
    String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] out = argon2(password, salt, MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES);
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + ITERATIONS + ",p=" + PARALLELISM + "$"
                + b64.encodeToString(salt) + "$" + b64.encodeToString(out);
    }

    /**
     * Whether {@code password} matches {@code stored} (a PHC string); with a null {@code stored}
     * (an unknown name) checks against a dummy hash, taking the same time, and answers false.
     */
    boolean verify(String password, String stored) {
        String phc = stored == null ? dummy : stored;
        String[] parts = phc.split("\\$");
        if (parts.length != 6 || !parts[1].equals("argon2id")) {
            return false;
        }
        int m = 0;
        int t = 0;
        int p = 0;
        for (String kv : parts[3].split(",")) {
            int v = Integer.parseInt(kv.substring(2));
            switch (kv.charAt(0)) {
                case 'm' -> m = v;
                case 't' -> t = v;
                case 'p' -> p = v;
                default -> {
                    return false;
                }
            }
        }
        Base64.Decoder b64 = Base64.getDecoder();
        byte[] expected = b64.decode(parts[5]);
        byte[] actual = argon2(password == null ? "" : password, b64.decode(parts[4]), m, t, p, expected.length);
        return MessageDigest.isEqual(expected, actual) && stored != null;
    }

    /** A random password for an administrator's reset: 20 letters and digits (about 119 bits). */
    String random() {
        String alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    private static byte[] argon2(String password, byte[] salt, int memory, int iterations, int parallelism, int length) {
        HASHING.acquireUninterruptibly();
        try {
            return argon2Now(password, salt, memory, iterations, parallelism, length);
        } finally {
            HASHING.release();
        }
    }

    private static byte[] argon2Now(String password, byte[] salt, int memory, int iterations, int parallelism, int length) {
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(memory)
                .withIterations(iterations)
                .withParallelism(parallelism)
                .withSalt(salt)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] out = new byte[length];
        generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        return out;
    }

    private static Set<String> load() {
        Set<String> words = new HashSet<>();
        try (InputStream in = Passwords.class.getResourceAsStream("common-passwords.txt")) {
            if (in == null) {
                throw new IllegalStateException("common-passwords.txt is missing from the server bundle");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    words.add(line.strip().toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return words;
    }
}
