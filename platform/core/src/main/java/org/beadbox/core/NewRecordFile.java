package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.IntFunction;

/**
 * Writes a record under a name nobody has taken yet ({@code BASE.json}, {@code BASE-2.json}, ...)
 * in one step. The text is written and forced to a hidden temporary file first, then linked to
 * the first free name: a hard link fails when the name exists, so two games filed in the same
 * second from two threads (or two processes) never take one name, and no reader ever sees a
 * half-written or empty record. Where the file system has no hard links, the first free name is
 * taken by an ordinary move, which is right for one writer at a time.
 */
final class NewRecordFile {

    private NewRecordFile() {
    }

    static Path write(Path dir, String base, String text) {
        return write(dir, base, text, true);
    }

    /** The same, forced to disk only when {@code force} (else see {@link AtomicWrite#force}). */
    static Path write(Path dir, String base, String text, boolean force) {
        return write(dir, base + ".json", i -> i == 1 ? base + ".json" : base + "-" + i + ".json", text, force);
    }

    /**
     * Writes {@code text} under the first name of {@code names} (called with 1, 2, 3, ...) that
     * nobody has taken, in one step as above; an existing file is never replaced. {@code
     * tmpName} names the hidden temporary file ({@code .TMPNAME<digits>.tmp}).
     */
    static Path write(Path dir, String tmpName, IntFunction<String> names, String text, boolean force) {
        Path tmp = null;
        try {
            Files.createDirectories(dir);
            // Named as every save names its temporary files, so that InterruptedSaves finds one a kill left.
            tmp = AtomicWrite.temporary(dir, tmpName, text, force);
            for (int i = 1;; i++) {
                Path file = dir.resolve(names.apply(i));
                try {
                    Files.createLink(file, tmp);
                    return file;
                } catch (FileAlreadyExistsException taken) {
                    // the next number
                } catch (UnsupportedOperationException noLinks) {
                    try {
                        Files.move(tmp, file); // without REPLACE_EXISTING: refuses a name that exists
                        tmp = null;
                        return file;
                    } catch (FileAlreadyExistsException taken) {
                        // the next number
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a record in " + dir + ": " + e.getMessage(), e);
        } finally {
            AtomicWrite.deleteQuietly(tmp); // one that stays is tidied by InterruptedSaves at the next start
        }
    }
}
