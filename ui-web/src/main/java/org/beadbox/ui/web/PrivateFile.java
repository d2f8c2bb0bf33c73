package org.beadbox.ui.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** A file of secrets (links' tokens), written whole and renamed into place, readable and writable by the user only. */
final class PrivateFile {

    private PrivateFile() {
    }

    /**
     * Writes {@code text} to {@code file} atomically, forced to disk, POSIX 600 where the file
     * system has permissions.
     *
     * @throws UncheckedIOException naming the file
     */
    static void write(Path file, String text) {
        write(file, text, true);
    }

    /**
     * The same, forced to disk only when {@code force}: unforced, the file is whole and in place
     * at once for any process (one killed next loses nothing), but a crash of the machine itself
     * may lose it.
     */
    static void write(Path file, String text, boolean force) {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp",
                        PosixFilePermissions.asFileAttribute(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE)));
            } else {
                tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
                java.io.File f = tmp.toFile();
                f.setReadable(false, false);
                f.setReadable(true, true);
                f.setWritable(false, false);
                f.setWritable(true, true);
            }
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
                if (force) {
                    ch.force(true);
                }
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a hidden temporary file stays; the folder's tidying removes it
                }
            }
        }
    }
}
