package org.beadbox.server.security;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The server's private folder ({@code server/} under the Beadbox folder, 0700) and its files
 * (0600): the database, its password, the site key, the settings, the logs. Each is created with
 * its mode (the folder by {@code mkdir} with 0700, a file by {@code open} with 0600, never
 * widened by the umask, which only ever takes bits away), and then set to exactly that mode, so
 * that an odd umask (077 takes nothing, 0277 would take the owner's write) changes nothing: no
 * moment exists where another user could read it. Where the file system has no POSIX permissions
 * (Windows), the JDK's owner-only flags are used instead.
 */
public final class PrivateFiles {

    /** rwx------ */
    public static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    /** rw------- */
    public static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private PrivateFiles() {
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    /**
     * Makes {@code folder} (its parents as usual) 0700, or narrows an existing one to 0700 (a
     * folder of an older Beadbox was 0755), and narrows the files already in it to 0600.
     *
     * @return the folder
     * @throws UncheckedIOException naming the folder
     */
    public static Path folder(Path folder) {
        Path dir = folder.toAbsolutePath();
        try {
            Files.createDirectories(dir.getParent());
            if (!Files.isDirectory(dir)) {
                try {
                    if (posix()) {
                        Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(FOLDER));
                    } else {
                        Files.createDirectory(dir);
                    }
                } catch (FileAlreadyExistsException raced) {
                    // another process made it a moment ago: narrowed below
                }
            }
            if (posix()) {
                Files.setPosixFilePermissions(dir, FOLDER);
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        if (Files.isRegularFile(f, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                                && !Files.getPosixFilePermissions(f, java.nio.file.LinkOption.NOFOLLOW_LINKS).equals(FILE)) {
                            Files.setPosixFilePermissions(f, FILE);
                        }
                    }
                }
            } else {
                ownerOnly(dir);
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the private folder " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * Writes {@code text} to {@code file} whole: a 0600 temporary file beside it, forced to disk,
     * renamed into place (the folder should be {@link #folder private}).
     *
     * @throws UncheckedIOException naming the file
     */
    public static void write(Path file, String text) {
        Path target = file.toAbsolutePath();
        Path tmp = null;
        try {
            tmp = posix() ? Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp", attribute())
                    : Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
            if (posix()) {
                Files.setPosixFilePermissions(tmp, FILE);
            } else {
                ownerOnly(tmp);
            }
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            tmp = null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // a hidden temporary file stays in the private folder
                }
            }
        }
    }

    /**
     * Writes {@code text} to {@code file} (0600) unless the file exists: of two processes writing
     * it at once, the first in place wins and the other's text is dropped (the file is published
     * by a hard link, which never replaces; where there are none, by a rename that does not
     * either). The caller reads the file after.
     *
     * @throws UncheckedIOException naming the file
     */
    public static void writeOnce(Path file, String text) {
        Path target = file.toAbsolutePath();
        Path tmp = target.resolveSibling("." + target.getFileName() + "." + ProcessHandle.current().pid() + "." + System.nanoTime());
        write(tmp, text);
        try {
            try {
                Files.createLink(target, tmp);
            } catch (FileAlreadyExistsException raced) {
                // another process wrote it first: that one stays
            } catch (UnsupportedOperationException | IOException noLinks) {
                if (!Files.exists(target)) {
                    Files.move(tmp, target);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * Opens {@code file} to append to it (a log under {@code server/}), creating it 0600 when it
     * is not there, and narrowing an existing one to 0600. The caller closes the stream.
     *
     * @throws IOException naming nothing more than the JDK does: the caller says which log
     */
    public static java.io.OutputStream append(Path file) throws IOException {
        java.util.Set<StandardOpenOption> options = java.util.EnumSet.of(StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                StandardOpenOption.WRITE);
        FileChannel ch = posix() ? FileChannel.open(file, options, attribute()) : FileChannel.open(file, options);
        if (posix() && !Files.getPosixFilePermissions(file).equals(FILE)) {
            Files.setPosixFilePermissions(file, FILE);
        }
        return java.nio.channels.Channels.newOutputStream(ch);
    }

    /** The attribute that creates a file 0600. */
    public static FileAttribute<Set<PosixFilePermission>> attribute() {
        return PosixFilePermissions.asFileAttribute(FILE);
    }

    /**
     * Why {@code file} may not hold a secret, or null when it may: it must be a regular file that
     * no one but its owner can read or write (0600 or 0400), where the file system tells.
     */
    public static String problem(Path file) {
        if (!Files.isRegularFile(file)) {
            return file + " is not a file";
        }
        if (!posix()) {
            return null;
        }
        try {
            Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
            Set<PosixFilePermission> others = java.util.EnumSet.of(PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE,
                    PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_WRITE,
                    PosixFilePermission.OTHERS_EXECUTE);
            others.retainAll(p);
            return others.isEmpty() ? null
                    : file + " is mode " + PosixFilePermissions.toString(p) + ": others may read it; chmod 600 " + file;
        } catch (IOException e) {
            return "cannot read the mode of " + file + ": " + e.getMessage();
        }
    }

    private static void ownerOnly(Path p) {
        java.io.File f = p.toFile();
        f.setReadable(false, false);
        f.setReadable(true, true);
        f.setWritable(false, false);
        f.setWritable(true, true);
        if (f.isDirectory()) {
            f.setExecutable(false, false);
            f.setExecutable(true, true);
        }
    }
}
