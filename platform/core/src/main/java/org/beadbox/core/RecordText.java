package org.beadbox.core;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import org.beadbox.api.Quote;

/**
 * The text of a record: read from a file with the checks {@link RecordStore#readText} promises,
 * and held to the rules Gson's binding does not enforce ({@link #checkStrict}).
 */
final class RecordText {

    private static final Set<String> NUMBERS = Set.of("formatVersion", "players", "seed");

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

    /**
     * Refuses what Gson would let pass: a key given twice in one object (Gson keeps the last, so
     * a record could show one move list and play another), and a number written as text at the
     * top level ({@code "formatVersion": "1"}: Gson reads it as 1; Beadbox always writes numbers,
     * so text there is a hand-edited or foreign file). Call it on text Gson has parsed.
     *
     * @throws IllegalArgumentException naming the key
     */
    static void checkStrict(String json) {
        try (JsonReader in = new JsonReader(new StringReader(json))) {
            in.setLenient(true);
            Deque<Set<String>> keys = new ArrayDeque<>();
            while (true) {
                JsonToken token = in.peek();
                switch (token) {
                    case BEGIN_OBJECT -> {
                        in.beginObject();
                        keys.push(new HashSet<>());
                    }
                    case END_OBJECT -> {
                        in.endObject();
                        keys.pop();
                    }
                    case BEGIN_ARRAY -> {
                        in.beginArray();
                        keys.push(Set.of()); // a marker: not an object
                    }
                    case END_ARRAY -> {
                        in.endArray();
                        keys.pop();
                    }
                    case NAME -> name(in, keys);
                    case END_DOCUMENT -> {
                        return;
                    }
                    default -> in.skipValue();
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("not readable JSON: " + Quote.excerpt(e.getMessage()), e);
        }
    }

    private static void name(JsonReader in, Deque<Set<String>> keys) throws IOException {
        String name = in.nextName();
        String where = keys.size() == 1 ? "" : " (in " + Quote.excerpt(in.getPath().replaceFirst("^\\$\\.", "")
                .replaceFirst("\\.[^.\\[]*$", "")) + ")";
        if (!keys.peek().add(name)) {
            throw new IllegalArgumentException("the key \"" + Quote.excerpt(name) + "\" is given twice" + where
                    + "; a record holds each key once (remove one of them)");
        }
        if (keys.size() == 1 && NUMBERS.contains(name) && in.peek() == JsonToken.STRING) {
            throw new IllegalArgumentException(name + " is written as text (\"" + Quote.excerpt(in.nextString()) + "\"); it must be"
                    + " a number, without quotation marks (e.g. \"" + name + "\": 1)");
        }
    }
}
