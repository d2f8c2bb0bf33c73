package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Writing a file so that a crash leaves the old one or the new one, never half of one: the text
 * goes to a hidden temporary file in the same folder ({@code .NAME<digits>.tmp}, the name {@link
 * InterruptedSaves} looks for), is forced to disk, and is renamed over the target in one step.
 * {@link NewRecordFile} and {@link InterruptedSaves} share its steps.
 */
final class AtomicWrite {

    private AtomicWrite() {
    }

    /** Writes {@code text} to {@code file} atomically, creating the folder if needed (what {@link RecordStore#save} does). */
    static void replace(Path file, String text) {
        replace(file, text, true);
    }

    /**
     * The same; unless {@code force}, nothing waits for the disk: the file is whole and in place
     * for every process (a process killed after it returns loses nothing), and {@link #force(Path)}
     * makes it survive a crash of the machine too.
     */
    static void replace(Path file, String text, boolean force) {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = temporary(dir, target.getFileName().toString(), text, force);
            keepPermissions(target, tmp);
            moveOver(tmp, target);
            tmp = null;
            if (force) {
                syncFolder(dir);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(tmp);
        }
    }

    /**
     * Gives {@code tmp} the POSIX permissions of {@code target}, when it exists: a file replaced
     * keeps its mode (a record a person made 0644 stays 0644), where a new one is 0600.
     */
    private static void keepPermissions(Path target, Path tmp) throws IOException {
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(target);
            Files.setPosixFilePermissions(tmp, mode);
        } catch (NoSuchFileException | UnsupportedOperationException newOrNotPosix) {
            // a new file, or a file system without POSIX modes: the temporary file's own
        }
    }

    /** A new hidden temporary file {@code .NAME<digits>.tmp} in {@code dir} holding {@code text}, forced to disk. */
    static Path temporary(Path dir, String name, String text) throws IOException {
        return temporary(dir, name, text, true);
    }

    /** The same, forced to disk only when {@code force}. */
    static Path temporary(Path dir, String name, String text, boolean force) throws IOException {
        Path tmp = Files.createTempFile(dir, "." + name, ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer b = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            while (b.hasRemaining()) {
                ch.write(b);
            }
            if (force) {
                ch.force(true);
            }
        }
        return tmp;
    }

    /**
     * Forces a file written without forcing, and its folder (a rename, a deletion), to disk; a
     * file gone since (replaced by a newer save, or deleted) is passed over, its folder still forced.
     */
    static void force(Path file) {
        Path target = file.toAbsolutePath();
        try (FileChannel ch = FileChannel.open(target, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (java.nio.file.NoSuchFileException gone) {
            // replaced or deleted since: the folder below still records that
        } catch (IOException e) {
            throw new UncheckedIOException("cannot force " + file + " to disk: " + e.getMessage(), e);
        }
        syncFolder(target.getParent());
    }

    /** Renames {@code tmp} over {@code target}: atomically where the file system can, else plainly. */
    static void moveOver(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes a temporary file a write gave up on, if there is one; one that stays is harmless ({@link InterruptedSaves} tidies it). */
    static void deleteQuietly(Path tmp) {
        if (tmp != null) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the temporary file stays; it is harmless
            }
        }
    }

    private static void syncFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not every platform can sync a folder; the rename itself is still atomic
        }
    }
}
