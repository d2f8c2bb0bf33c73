package org.beadbox.core;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.stream.MalformedJsonException;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A record as JSON text and back: the one Gson that writes and reads records, and the one-line
 * messages for text that is not a record. {@link RecordStore#toJson} and {@link
 * RecordStore#fromJson} are its public face.
 */
final class RecordJson {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private static final Pattern LONG_WORD = Pattern.compile("\\S{61,}");

    private RecordJson() {
    }

    /** The record as the JSON text a save writes. */
    static String toJson(GameRecord record) {
        return GSON.toJson(record) + "\n";
    }

    /** Reads a record from JSON text, as {@link RecordStore#fromJson} promises. */
    static GameRecord fromJson(String json, String source) {
        if (json.isBlank()) {
            throw new IllegalArgumentException(source + ": the file is empty, not a Beadbox record");
        }
        try {
            RecordSchema.check(json); // strict: Gson's binding alone lets comments, NaN, "size": 10 and more pass
            GameRecord r = GSON.fromJson(json, GameRecord.class);
            if (r == null) {
                throw new IllegalArgumentException("no record in it");
            }
            return r;
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(source + ": not a readable Beadbox record: " + abbreviate(jsonProblem(e)), e);
        } catch (RuntimeException e) {
            Throwable t = e;
            while (t.getCause() != null && !(t instanceof IllegalArgumentException)) {
                t = t.getCause();
            }
            String why = t instanceof IllegalArgumentException && t.getMessage() != null ? t.getMessage()
                    : "a field holds a value of the wrong kind (compare it with a record Beadbox saved)";
            throw new IllegalArgumentException(source + ": not a readable Beadbox record: " + abbreviate(why), e);
        }
    }

    /** The message with every run of more than 60 characters without a space cut to its start (a huge number, say). */
    static String abbreviate(String message) {
        return LONG_WORD.matcher(message).replaceAll(m -> Matcher.quoteReplacement(
                m.group().substring(0, 40) + "… (" + m.group().length() + " characters)"));
    }

    private static String jsonProblem(JsonParseException e) {
        Throwable t = e;
        while (t.getCause() != null && !(t instanceof MalformedJsonException) && !(t.getCause() instanceof IllegalArgumentException)) {
            t = t.getCause();
        }
        if (t.getCause() instanceof IllegalArgumentException iae) {
            return iae.getMessage();
        }
        String m = Objects.requireNonNullElse(t.getMessage(), e.toString());
        int see = m.indexOf("\nSee ");
        return see > 0 ? m.substring(0, see) : m;
    }
}
