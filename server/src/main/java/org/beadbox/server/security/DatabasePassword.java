package org.beadbox.server.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where the database's password comes from, never the command line (where {@code ps} shows it to
 * every user of the machine):
 * <ul>
 *   <li>PostgreSQL: the file given by {@code --db-password-file FILE} (0600 or refused), else the
 *   environment variable {@value #ENV}, else none given, and the PostgreSQL driver looks in
 *   {@code ~/.pgpass} (or the file {@code PGPASSFILE} names), as {@code psql} does;</li>
 *   <li>H2 (the embedded database): a random password in {@code server/}{@value #H2_FILE} (0600),
 *   made at its first start.</li>
 * </ul>
 * A JDBC address holding a password ({@code password=} in it) is refused by {@link #refuseInUrl}.
 */
public final class DatabasePassword {

    /** The environment variable holding PostgreSQL's password. */
    public static final String ENV = "BEADBOX_DB_PASSWORD";
    /** The H2 password's file under {@code server/}. */
    public static final String H2_FILE = "database.password";
    /** What the refusal names: the safe ways. */
    public static final String SAFE_WAYS = "give the password in the environment variable " + ENV
            + ", in a file of mode 600 named by --db-password-file FILE, or in ~/.pgpass (see docs/deploy.md)";

    private static final Pattern PASSWORD_IN_URL = Pattern.compile("(?i)[?&;]password=");

    private DatabasePassword() {
    }

    /**
     * Refuses a JDBC address that holds a password.
     *
     * @throws IllegalArgumentException naming the safe ways
     */
    public static void refuseInUrl(String url) {
        if (url != null && PASSWORD_IN_URL.matcher(url).find()) {
            throw new IllegalArgumentException("--db must not hold the password (ps shows it to every user of the machine): "
                    + "take password=... out of it and " + SAFE_WAYS);
        }
    }

    /**
     * PostgreSQL's password: the file's (when one is named), else the environment's, else empty
     * (the driver then reads ~/.pgpass).
     *
     * @param file the file {@code --db-password-file} named, or empty
     * @throws IllegalStateException with one line: the file is missing, unreadable, readable by others, or empty
     */
    public static Optional<String> postgres(Optional<Path> file, Map<String, String> env) {
        if (file.isPresent()) {
            Path f = file.get();
            String problem = PrivateFiles.problem(f);
            if (problem != null) {
                throw new IllegalStateException("--db-password-file: " + problem);
            }
            try {
                String pw = firstLine(Files.readString(f, StandardCharsets.UTF_8));
                if (pw.isEmpty()) {
                    throw new IllegalStateException("--db-password-file: " + f + " is empty: write the password on its first line");
                }
                return Optional.of(pw);
            } catch (IOException e) {
                throw new IllegalStateException("--db-password-file: cannot read " + f + ": " + e.getMessage(), e);
            }
        }
        String pw = env.get(ENV);
        return pw == null || pw.isEmpty() ? Optional.empty() : Optional.of(pw);
    }

    /** The H2 password kept in {@code folder}, if it has one. */
    public static Optional<String> h2(Path folder) {
        Path f = folder.resolve(H2_FILE);
        if (!Files.exists(f)) {
            return Optional.empty();
        }
        try {
            return Optional.of(firstLine(Files.readString(f, StandardCharsets.US_ASCII)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + f + ": " + e.getMessage(), e);
        }
    }

    /** The H2 password kept in {@code folder}, made (256 random bits, 0600) when there is none. */
    public static String h2OrNew(Path folder) {
        Optional<String> kept = h2(folder);
        if (kept.isPresent()) {
            return kept.get();
        }
        byte[] b = new byte[32];
        new SecureRandom().nextBytes(b);
        PrivateFiles.writeOnce(folder.resolve(H2_FILE), Base64.getUrlEncoder().withoutPadding().encodeToString(b) + "\n");
        return h2(folder).orElseThrow();
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        String line = nl < 0 ? text : text.substring(0, nl);
        return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    }
}
