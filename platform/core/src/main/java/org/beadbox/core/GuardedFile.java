package org.beadbox.core;

import com.google.gson.JsonElement;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.beadbox.api.Quote;

/**
 * The one reader for files Beadbox did not write itself and must not trust: {@code
 * engines.json}, game records, a catalogue's local index. Before a byte is read the file must be
 * a regular file (a link is followed to what it names, and a pipe, a device such as {@code
 * /dev/zero}, a socket or a folder is refused unopened; the open itself cannot hang on a pipe put
 * in its place meanwhile: it gives up after {@value #OPEN_SECONDS} seconds), and no larger than
 * its {@link Limits#maxBytes()}. Its text must be UTF-8 (a byte that is not is named by its offset
 * and line). Its JSON is read strictly: RFC 8259 (no comments, NaN, single quotation marks,
 * trailing commas), each key at most once in an object, every number within a double's range,
 * and at most {@link Limits#maxEntries()} values in all, counted as they are read so that a huge
 * list is refused before it is built.
 *
 * <p>Every refusal is an {@link IllegalArgumentException} of one line that starts with the file's
 * name and says what is wrong in Beadbox's words, e.g. {@code engines.json: line 4: the key
 * "name" is given twice (in [0]); an engine list holds each key once (remove one of them)}; a
 * missing file is a {@link Missing}, so that a caller for which absence is fine can tell.
 *
 * @since 1.11
 */
public final class GuardedFile {

    /** How long opening a file that was a regular file a moment before may take. */
    public static final int OPEN_SECONDS = 5;

    /**
     * What a kind of file is called in messages ("an engine list") and how much of it may be
     * read: at most {@code maxBytes} bytes and, as JSON, at most {@code maxEntries} values (every
     * item of a list and every member of an object counts, nested ones too).
     */
    public record Limits(String kind, long maxBytes, int maxEntries) {

        /** Checks the limits are positive and the kind is named. */
        public Limits {
            Objects.requireNonNull(kind, "kind");
            if (maxBytes < 1 || maxEntries < 1) {
                throw new IllegalArgumentException("limits must be positive: " + maxBytes + " bytes, " + maxEntries + " entries");
            }
        }
    }

    /** A game record: at most 4 MB ({@link RecordStore#MAX_FILE}) and 1,000,000 values. */
    public static final Limits RECORD = new Limits("a Beadbox record", RecordStore.MAX_FILE, 1_000_000);

    /** {@code engines.json}: at most 1 MB and 20,000 values (a few thousand engines). */
    public static final Limits ENGINES = new Limits("an engine list", 1 << 20, 20_000);

    /** The file is not there (or a link leads nowhere). */
    public static final class Missing extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        Missing(String message) {
            super(message);
        }
    }

    private GuardedFile() {
    }

    /**
     * The file's bytes, after the checks above (regular file, opened without blocking, size).
     *
     * @throws Missing naming the file when it does not exist
     * @throws IllegalArgumentException naming the file and the problem
     */
    public static byte[] bytes(Path file, Limits limits) {
        String name = name(file);
        Path real = regularFile(file, name, limits);
        try (SeekableByteChannel channel = open(real, name);
                InputStream in = Channels.newInputStream(channel)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxBytes() + 1));
            if (bytes.length > limits.maxBytes()) { // it grew since it was measured
                throw tooLarge(name, bytes.length, limits);
            }
            return bytes;
        } catch (IOException e) {
            throw unreadable(name, e);
        }
    }

    /**
     * The file's text: its {@link #bytes} decoded as strict UTF-8.
     *
     * @throws IllegalArgumentException naming the file, and for a byte that is not UTF-8 its
     *     offset and line
     */
    public static String text(Path file, Limits limits) {
        return utf8(bytes(file, limits), name(file), limits);
    }

    /**
     * The file's JSON: its {@link #text} read as {@link #json(String, String, Limits)} does.
     *
     * @throws IllegalArgumentException naming the file, and the line, and the problem
     */
    public static JsonElement json(Path file, Limits limits) {
        return json(text(file, limits), name(file), limits);
    }

    /**
     * {@code text} (called {@code name} in messages) read as strict JSON: duplicate keys, numbers
     * out of range and more than {@code limits.maxEntries()} values refused.
     *
     * @throws IllegalArgumentException "NAME: line L: what is wrong"
     */
    public static JsonElement json(String text, String name, Limits limits) {
        return GuardedJson.read(text, name, limits);
    }

    /**
     * {@code bytes} (called {@code name} in messages) decoded as strict UTF-8, for bytes that did
     * not come from a file (a download).
     *
     * @throws IllegalArgumentException naming the first byte that is not UTF-8, its offset and line
     */
    public static String utf8(byte[] bytes, String name, Limits limits) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            for (int i = 0; i < at; i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new IllegalArgumentException(name + ": line " + line + ": the byte 0x"
                    + String.format(Locale.ROOT, "%02x", bytes[at] & 0xff) + " at offset " + at + " is not UTF-8; "
                    + limits.kind() + " is UTF-8 text (was it saved in another encoding, or is it another kind of file?)");
        }
        return out.flip().toString();
    }

    /** The file as messages name it: its path when of a sane length, else its file name; escaped. */
    public static String name(Path file) {
        String whole = file.toString();
        return whole.length() <= 200 || file.getFileName() == null ? Quote.line(whole) : Quote.excerpt(file.getFileName().toString());
    }

    /** The real path of {@code file} after checking it is a regular file within the size limit. */
    private static Path regularFile(Path file, String name, Limits limits) {
        Path real;
        BasicFileAttributes attributes;
        try {
            real = file.toRealPath();
            attributes = Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw unreadable(name, e);
        }
        if (!attributes.isRegularFile()) {
            throw new IllegalArgumentException(name + ": not read: it is " + what(real, attributes) + ", not a regular file; "
                    + limits.kind() + " is a file (give the file itself)");
        }
        if (attributes.size() > limits.maxBytes()) {
            throw tooLarge(name, attributes.size(), limits);
        }
        return real;
    }

    /** Opens {@code real} for reading on a thread of its own, so that a pipe swapped in cannot hold the caller. */
    private static SeekableByteChannel open(Path real, String name) throws IOException {
        CompletableFuture<SeekableByteChannel> opening = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.newByteChannel(real, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, r -> {
            Thread t = new Thread(r, "beadbox-open");
            t.setDaemon(true);
            t.start();
        });
        try {
            return opening.get(OPEN_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            opening.thenAccept(GuardedFile::closeQuietly); // should it open after all
            throw new IllegalArgumentException(name + ": not read: it did not open within " + OPEN_SECONDS
                    + " seconds (was it replaced by a pipe while Beadbox read it?)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException(name + ": not read: interrupted while opening it");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof java.io.UncheckedIOException u) {
                throw u.getCause();
            }
            throw new IOException(e.getCause());
        }
    }

    private static void closeQuietly(SeekableByteChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing was read from it
        }
    }

    /** What a file that is not a regular file is: a folder, a pipe, a device, a socket. */
    private static String what(Path real, BasicFileAttributes attributes) {
        if (attributes.isDirectory()) {
            return "a folder";
        }
        try {
            int type = (Integer) Files.getAttribute(real, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 0170000;
            return switch (type) {
                case 0010000 -> "a pipe (FIFO)";
                case 0020000, 0060000 -> "a device (" + Quote.excerpt(real.toString()) + ")";
                case 0140000 -> "a socket";
                default -> "not a regular file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a device, a pipe or a socket";
        }
    }

    /** An I/O failure in Beadbox's words, with the system's reason. */
    private static IllegalArgumentException unreadable(String name, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new Missing(name + ": no such file");
        }
        if (e instanceof AccessDeniedException) {
            return new IllegalArgumentException(name + ": cannot be read: permission denied (Beadbox runs as "
                    + Quote.excerpt(System.getProperty("user.name")) + "; see the file's permissions with ls -l)", e);
        }
        if (e instanceof FileSystemLoopException) {
            return new IllegalArgumentException(name + ": cannot be read: its links lead round in a circle", e);
        }
        if (e instanceof NotDirectoryException) {
            return new IllegalArgumentException(name + ": cannot be read: part of its path is not a folder", e);
        }
        String reason = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        if (e instanceof FileSystemException f && f.getReason() == null && reason.equals(f.getFile())) {
            reason = "the system gave no reason";
        }
        return new IllegalArgumentException(name + ": cannot be read: " + Quote.excerpt(reason), e);
    }

    private static IllegalArgumentException tooLarge(String name, long size, Limits limits) {
        return new IllegalArgumentException(name + ": not read: it is " + size(size) + ", and " + limits.kind() + " is at most "
                + size(limits.maxBytes()) + " (is it the right file?)");
    }

    /** A size as a person reads it: "3.0 GB", "4.0 MB", "512 bytes". */
    static String size(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MB", bytes / (double) (1L << 20));
        }
        if (bytes >= 1L << 10) {
            return String.format(Locale.ROOT, "%.1f kB", bytes / (double) (1L << 10));
        }
        return bytes + (bytes == 1 ? " byte" : " bytes");
    }
}
