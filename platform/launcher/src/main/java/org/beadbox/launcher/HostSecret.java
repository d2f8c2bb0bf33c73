package org.beadbox.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Set;

/**
 * The secret that makes a browser the host of {@code ./beadbox --ui web}: 256 random bits made
 * once, kept in {@value #FILE} in the Beadbox folder, readable by its owner only (0600), and
 * handed to the web front-end as the framework property {@value #PROPERTY}. The launcher prints
 * (and a person opens) {@code http://127.0.0.1:PORT/?host=SECRET}, which gives the browser an
 * HttpOnly, SameSite=Strict cookie and sends it on to the clean address; whoever holds that
 * cookie is the host, whatever address it connects from. Delete the file to make a new secret
 * (every browser then has to open the new link).
 */
final class HostSecret {

    /** The file in the Beadbox folder. */
    static final String FILE = "web-host.secret";
    /** The framework property ui-web reads (ui-web's HostKey.PROPERTY). */
    static final String PROPERTY = "beadbox.web.host-secret";

    private static final String TOKEN = "[A-Za-z0-9_-]{43}";
    private static final Set<PosixFilePermission> OWNER_ONLY = Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);

    private HostSecret() {
    }

    /**
     * The secret of the Beadbox folder {@code home}: the one in its file, or a new one written
     * there (0600) when there is none, it is not a secret of ours, or others could read it.
     *
     * @throws IOException naming the file when it cannot be read or written
     */
    static String of(Path home) throws IOException {
        Path file = home.resolve(FILE);
        if (Files.isRegularFile(file) && ownerOnly(file)) {
            String kept = Files.readString(file, StandardCharsets.US_ASCII).strip();
            if (kept.matches(TOKEN)) {
                return kept;
            }
        }
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        String secret = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        write(file, secret);
        return secret;
    }

    /** The link that hands a browser the host's cookie: {@code address} (ending in /) with {@code ?host=SECRET}. */
    static String link(String address, String secret) {
        return address + "?host=" + secret;
    }

    private static boolean ownerOnly(Path file) throws IOException {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return true;
        }
        return OWNER_ONLY.containsAll(Files.getPosixFilePermissions(file));
    }

    /** Writes the secret to a new 0600 file beside {@code file} and renames it into place. */
    private static void write(Path file, String secret) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        Path tmp = posix
                ? Files.createTempFile(file.toAbsolutePath().getParent(), "." + FILE, ".tmp", PosixFilePermissions.asFileAttribute(OWNER_ONLY))
                : Files.createTempFile(file.toAbsolutePath().getParent(), "." + FILE, ".tmp");
        try {
            Files.writeString(tmp, secret + "\n", StandardCharsets.US_ASCII);
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw new IOException("cannot write the host's secret to " + file + ": " + e.getMessage(), e);
        }
    }
}
