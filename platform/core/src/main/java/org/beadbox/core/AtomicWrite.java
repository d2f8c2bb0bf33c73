package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

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
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            tmp = temporary(dir, target.getFileName().toString(), text);
            moveOver(tmp, target);
            tmp = null;
            syncFolder(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(tmp);
        }
    }

    /** A new hidden temporary file {@code .NAME<digits>.tmp} in {@code dir} holding {@code text}, forced to disk. */
    static Path temporary(Path dir, String name, String text) throws IOException {
        Path tmp = Files.createTempFile(dir, "." + name, ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
            ch.force(true);
        }
        return tmp;
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
