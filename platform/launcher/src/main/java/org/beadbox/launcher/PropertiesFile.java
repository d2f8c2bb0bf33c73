package org.beadbox.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * The small properties files the launcher keeps in the Beadbox home (the jars' stamps, the
 * quarantine): read forgivingly, a missing or unreadable file being empty, and written whole
 * through a temporary file beside it, so that a crash never leaves half of one.
 */
final class PropertiesFile {

    private PropertiesFile() {
    }

    /** What {@code file} holds; empty when it is missing or cannot be read. */
    static Properties read(Path file) {
        Properties p = new Properties();
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                p.load(in);
            } catch (IOException | IllegalArgumentException e) {
                p.clear();
            }
        }
        return p;
    }

    /** Replaces {@code file} (and makes its folder) with {@code p}, headed by {@code comment}. */
    static void write(Path file, Properties p, String comment) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            p.store(out, comment);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
