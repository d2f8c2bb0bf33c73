package org.beadbox.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Makes the folders Beadbox keeps in its home, with a message that says what is wrong when a
 * file stands where a folder must be (Java's own message is the bare path).
 */
final class Folders {

    private Folders() {
    }

    /**
     * Makes {@code dir} and its parents.
     *
     * @param what what Beadbox keeps there, for the message ("its bundle cache")
     * @throws IOException saying which file is in the way, and what to do
     */
    static Path create(Path dir, String what) throws IOException {
        for (Path p = dir.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                throw new IOException(p + " is a file, but Beadbox keeps " + what + " in " + (p.equals(dir.toAbsolutePath())
                        ? "a folder of that name" : "the folder " + dir.toAbsolutePath())
                        + ": move that file away or delete it, or set BEADBOX_HOME to another folder");
            }
        }
        return Files.createDirectories(dir);
    }
}
