package org.beadbox.server.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * The security log, {@code server/security.log} under the Beadbox folder: one line per event,
 * for people and for fail2ban (docs/deploy.md, "The security log"):
 *
 * <pre>2026-12-01T10:00:00Z event=login-failed address=10.0.0.66 account=ann device=new</pre>
 *
 * <p>The time in UTC to the second, then {@code event=NAME}, then the fields in the order given.
 * Every value is escaped: any byte outside {@code A-Z a-z 0-9 . _ : / @ + -} is written
 * {@code %XX} (UTF-8), so that no value can hold a space, an {@code =}, a newline or a control
 * character, nor forge a field or a line. Values are cut at {@value #MAX_VALUE} characters.
 * Never pass it a password or a token.
 *
 * <p>The file is 0600 in a 0700 folder. When a line would take it past {@link #MAX_BYTES} it is
 * renamed {@code security.log.1} (replacing the one before) and a new one begun. Several
 * processes may write it (the server and {@code ./beadbox server admin}): each line is one
 * appending write under a file lock. (java.util.logging's FileHandler was not used: it cannot keep
 * the name {@code security.log} with one rolled file, and makes rolled files with the umask's
 * permissions.)
 */
@Component(service = SecurityLog.class)
public final class SecurityLog {

    /** The file's name in the server's folder. */
    public static final String FILE = "security.log";
    /** The size at which the file is rolled over. */
    public static final long MAX_BYTES = 10L * 1024 * 1024;
    static final int MAX_VALUE = 200;
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,39}");
    private static final FileAttribute<Set<PosixFilePermission>> FILE_MODE =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));
    private static final FileAttribute<Set<PosixFilePermission>> FOLDER_MODE =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private final Path file;
    private final long maxBytes;
    private final Clock clock;
    private boolean secured;
    private boolean complained;

    /** The log under the framework property {@code beadbox.home} (none when it is not set). */
    @Activate
    public SecurityLog(BundleContext context) {
        this(home(context.getProperty("beadbox.home")), MAX_BYTES, Clock.systemUTC());
    }

    /**
     * A log at {@code file} (null: lines are made and dropped), rolled at {@code maxBytes}.
     */
    public SecurityLog(Path file, long maxBytes, Clock clock) {
        this.file = file;
        this.maxBytes = maxBytes;
        this.clock = clock;
    }

    private static Path home(String home) {
        return home == null || home.isBlank() ? null : Path.of(home).resolve("server").resolve(FILE);
    }

    /** A log that writes nothing: for tests of other things. */
    public static SecurityLog discarding() {
        return new SecurityLog(null, MAX_BYTES, Clock.systemUTC());
    }

    /** The file it writes; null for none. */
    public Path file() {
        return file;
    }

    /**
     * Writes one line: the time, {@code event=EVENT}, then each field as {@code key=value} in the
     * map's order (use a {@link java.util.LinkedHashMap} or {@link Map#of} for one field). Never
     * throws for the file: a log that cannot be written is said once on the standard error.
     *
     * @param event  what happened, e.g. {@code login-failed}: a-z, digits and '-', starting with a letter
     * @param fields names as {@code event}; values any text (escaped here), null written as {@code -}
     * @throws IllegalArgumentException for an event or field name of other characters
     */
    public void event(String event, Map<String, String> fields) {
        String line = line(clock.instant(), event, fields);
        if (file != null) {
            write(line);
        }
    }

    /** The line for an event at {@code time}, with its newline. */
    static String line(Instant time, String event, Map<String, String> fields) {
        StringBuilder b = new StringBuilder(120);
        b.append(time.truncatedTo(ChronoUnit.SECONDS)).append(" event=").append(name(event));
        fields.forEach((k, v) -> b.append(' ').append(name(k)).append('=').append(escape(v)));
        return b.append('\n').toString();
    }

    private static String name(String n) {
        if (n == null || !NAME.matcher(n).matches()) {
            throw new IllegalArgumentException("a security log event or field name is a-z, 0-9 and '-', not '" + n + "'");
        }
        return n;
    }

    /** A value as the log writes it: see the class comment. */
    static String escape(String value) {
        if (value == null) {
            return "-";
        }
        StringBuilder b = new StringBuilder(Math.min(value.length(), MAX_VALUE) + 8);
        for (byte x : value.getBytes(StandardCharsets.UTF_8)) {
            if (b.length() >= MAX_VALUE) {
                return b.append("...").toString();
            }
            char c = (char) (x & 0xff);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || ".-_:/@+".indexOf(c) >= 0) {
                b.append(c);
            } else {
                b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return b.toString();
    }

    private synchronized void write(String line) {
        byte[] bytes = line.getBytes(StandardCharsets.US_ASCII);
        try {
            secure();
            for (int tries = 0; tries < 3; tries++) {
                try (FileChannel ch = open(); FileLock lock = ch.lock()) {
                    if (!Files.exists(file) || Files.size(file) != ch.size()) {
                        continue; // another process rolled the file between our open and our lock: open the new one
                    }
                    if (ch.size() > 0 && ch.size() + bytes.length > maxBytes) {
                        Files.move(file, file.resolveSibling(oldName(file)), StandardCopyOption.REPLACE_EXISTING,
                                StandardCopyOption.ATOMIC_MOVE);
                        try (FileChannel fresh = open()) {
                            fresh.write(ByteBuffer.wrap(bytes));
                        }
                    } else {
                        ch.write(ByteBuffer.wrap(bytes));
                    }
                    return;
                }
            }
            throw new IOException("the file kept being rolled over by another process");
        } catch (IOException | RuntimeException e) {
            if (!complained) {
                complained = true;
                System.err.println("beadbox: cannot write the security log " + file + ": " + e);
            }
        }
    }

    private static String oldName(Path file) {
        return file.getFileName() + ".1";
    }

    private FileChannel open() throws IOException {
        Set<StandardOpenOption> options = Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        return POSIX ? FileChannel.open(file, options, FILE_MODE) : FileChannel.open(file, options);
    }

    /** Once: the folder made 0700 and an existing file made 0600 (a file made here is 0600 already). */
    private void secure() throws IOException {
        if (secured) {
            return;
        }
        Path folder = file.getParent();
        if (POSIX) {
            Files.createDirectories(folder, FOLDER_MODE);
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
            if (Files.exists(file)) {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            }
        } else {
            Files.createDirectories(folder);
        }
        secured = true;
    }
}
