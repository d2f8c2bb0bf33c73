package org.beadbox.core;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
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

    /** The same layout for a record's JSON tree, which keeps a field whose value is null (a field this version does not know, say). */
    private static final Gson TREE = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

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

    /**
     * {@code text}, a record's JSON object, with its field {@code review} set to {@code
     * reviewed}'s (added at the end, or replaced where it was): every other field, known to this
     * version or not, keeps its place and its value, numbers as written. The text comes out as a
     * save writes it (two-space indents), so a record Beadbox wrote changes only in its review.
     */
    static String withReview(String text, GameRecord reviewed) {
        JsonObject object = JsonParser.parseString(text).getAsJsonObject();
        JsonElement review = GSON.toJsonTree(reviewed).getAsJsonObject().get("review");
        object.add("review", review == null ? JsonNull.INSTANCE : review);
        return TREE.toJson(object) + "\n";
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
