package org.beadbox.core;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.beadbox.api.Quote;

/**
 * The text of a record: read from a file with the checks {@link RecordStore#readText} promises
 * (its strict reading is {@link RecordSchema}).
 */
final class RecordText {

    private RecordText() {
    }

    static String read(Path file, int max) {
        String name = shown(file);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(name + ": no such file");
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(name + ": not a record: it is " + (Files.isDirectory(file) ? "a folder"
                    : "not a regular file (a device, a pipe or a socket)") + "; give a record file Beadbox saved");
        }
        try {
            long size = Files.size(file);
            if (size > max) {
                throw tooLarge(name, size, max);
            }
            byte[] bytes;
            try (InputStream in = Files.newInputStream(file)) {
                bytes = in.readNBytes(max + 1); // the file may have grown since it was measured
            }
            if (bytes.length > max) {
                throw tooLarge(name, bytes.length, max);
            }
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(Quote.excerpt(String.valueOf(file.getFileName())) + ": not a Beadbox record: it is not UTF-8 text"
                    + " (a record is a JSON text file; was it saved in another encoding, or is it another kind of file?)", e);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(name + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": cannot be read: " + Quote.excerpt(e.getMessage()), e);
        }
    }

    /** The path for a message: whole when it is of a sane length, else its file name; escaped. */
    static String shown(Path file) {
        String whole = file.toString();
        return whole.length() <= 200 || file.getFileName() == null ? Quote.line(whole) : Quote.excerpt(file.getFileName().toString());
    }

    private static IllegalArgumentException tooLarge(String name, long size, int max) {
        return new IllegalArgumentException(name + ": not read: it is " + megabytes(size) + ", and a Beadbox record is at most "
                + megabytes(max) + " (is it the right file?)");
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1048576.0);
    }
}
