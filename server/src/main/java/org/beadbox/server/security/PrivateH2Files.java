package org.beadbox.server.security;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;

/**
 * H2's files made 0600 as H2 creates them (the database, its lock with the mixed mode's port and
 * key, its trace, its temporary files), not narrowed afterwards: an H2 file system of H2's own
 * kind ({@link FilePathWrapper}) over its disk, under the scheme {@value #SCHEME}, that creates
 * each file with {@link PrivateFiles#FILE} before H2 opens it. The server opens H2 as {@code
 * jdbc:h2:private:/FOLDER/beadbox} ({@link #url}): the same files on disk as {@code jdbc:h2:file:}.
 */
public final class PrivateH2Files extends FilePathWrapper {

    /** The scheme of H2 paths whose files are made 0600. */
    public static final String SCHEME = "private";

    private static volatile boolean registered;

    /** For H2, which makes one per path it is given ({@link FilePathWrapper#getPath}). */
    public PrivateH2Files() {
    }

    /** Registers the scheme with H2 (once; harmless again). */
    public static void register() {
        if (!registered) {
            FilePath.register(new PrivateH2Files());
            registered = true;
        }
    }

    /** {@code url} with its {@code jdbc:h2:file:} made {@code jdbc:h2:private:}; any other address as it is. */
    public static String url(String url) {
        if (url.startsWith("jdbc:h2:file:") && FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            register();
            return "jdbc:h2:" + SCHEME + ":" + url.substring("jdbc:h2:file:".length());
        }
        return url;
    }

    @Override
    public String getScheme() {
        return SCHEME;
    }

    /** Creates the file 0600 unless it is there (H2 then opens the file as it is). */
    private void createPrivate() throws IOException {
        try {
            Files.createFile(Path.of(getBase().toString()), PrivateFiles.attribute());
        } catch (FileAlreadyExistsException there) {
            // H2 opens it as it is: made so by this class, or by an older Beadbox (narrowed at start)
        }
    }

    @Override
    public FileChannel open(String mode) throws IOException {
        if (mode.contains("w")) {
            createPrivate();
        }
        return super.open(mode);
    }

    @Override
    public OutputStream newOutputStream(boolean append) throws IOException {
        createPrivate();
        return super.newOutputStream(append);
    }

    @Override
    public boolean createFile() {
        try {
            Files.createFile(Path.of(getBase().toString()), PrivateFiles.attribute());
            return true;
        } catch (IOException e) {
            return false; // there already, as H2's own file systems answer
        }
    }

    @Override
    public FilePath createTempFile(String suffix, boolean inTempDir) throws IOException {
        FilePath made = super.createTempFile(suffix, inTempDir);
        Files.setPosixFilePermissions(Path.of(made.unwrap().toString()), PrivateFiles.FILE); // H2 made it an instant ago, empty, in the 0700 folder
        return made;
    }
}
