package org.beadbox.core;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import java.io.EOFException;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.beadbox.api.Quote;

/**
 * The strict JSON reading {@link GuardedFile#json(String, String, GuardedFile.Limits)} promises,
 * with Gson's stream reader underneath and every complaint in Beadbox's words: the tree is built
 * here, one value at a time, so that a key given twice, a number out of range or one value too
 * many is refused where it is met.
 */
final class GuardedJson {

    private static final Pattern AT = Pattern.compile("at line (\\d+) column (\\d+)");

    private final JsonReader in;
    private final String name;
    private final GuardedFile.Limits limits;
    private int entries;

    private GuardedJson(JsonReader in, String name, GuardedFile.Limits limits) {
        this.in = in;
        this.name = name;
        this.limits = limits;
    }

    static JsonElement read(String text, String name, GuardedFile.Limits limits) {
        if (text.isBlank()) {
            throw new IllegalArgumentException(name + ": the file is empty; " + limits.kind() + " is JSON text");
        }
        JsonReader in = new JsonReader(new StringReader(text));
        in.setStrictness(Strictness.STRICT);
        GuardedJson reading = new GuardedJson(in, name, limits);
        try {
            JsonElement root = reading.value();
            try {
                if (in.peek() != JsonToken.END_DOCUMENT) {
                    throw new MalformedJsonException("after the end");
                }
            } catch (MalformedJsonException | IllegalStateException e) {
                throw new IllegalArgumentException(name + ": " + where(in) + "there is more text after the end; " + limits.kind()
                        + " holds one JSON value and nothing after it");
            }
            return root;
        } catch (MalformedJsonException e) {
            throw new IllegalArgumentException(name + ": " + syntax(text, e.getMessage()), e);
        } catch (EOFException e) {
            throw new IllegalArgumentException(name + ": the text ends in the middle (is the file cut short?)", e);
        } catch (IOException e) {
            throw new IllegalArgumentException(name + ": not valid JSON: " + Quote.excerpt(e.getMessage()), e);
        }
    }

    private JsonElement value() throws IOException {
        JsonToken token = in.peek();
        return switch (token) {
            case BEGIN_OBJECT -> object();
            case BEGIN_ARRAY -> array();
            case STRING -> new JsonPrimitive(in.nextString());
            case NUMBER -> number();
            case BOOLEAN -> new JsonPrimitive(in.nextBoolean());
            case NULL -> {
                in.nextNull();
                yield JsonNull.INSTANCE;
            }
            default -> throw new MalformedJsonException("unexpected " + token + " " + in);
        };
    }

    private JsonObject object() throws IOException {
        JsonObject object = new JsonObject();
        in.beginObject();
        String path = in.getPath();
        while (in.hasNext()) {
            String where = where(in);
            String key = in.nextName();
            if (object.has(key)) {
                throw new IllegalArgumentException(name + ": " + where + "the key \"" + Quote.excerpt(key) + "\" is given twice"
                        + within(path) + "; " + limits.kind() + " holds each key once (remove one of them)");
            }
            count();
            object.add(key, value());
        }
        in.endObject();
        return object;
    }

    private JsonArray array() throws IOException {
        JsonArray array = new JsonArray();
        in.beginArray();
        while (in.hasNext()) {
            count();
            array.add(value());
        }
        in.endArray();
        return array;
    }

    private JsonPrimitive number() throws IOException {
        String where = where(in);
        String literal = in.nextString();
        try {
            if (!Double.isInfinite(Double.parseDouble(literal))) {
                try {
                    return new JsonPrimitive(Long.parseLong(literal));
                } catch (NumberFormatException e) {
                    return new JsonPrimitive(new BigDecimal(literal));
                }
            }
        } catch (NumberFormatException e) {
            // out of range as well
        }
        throw new IllegalArgumentException(name + ": " + where + "the number " + Quote.excerpt(literal) + " is out of range"
                + within(in.getPath()) + " (a number here is at most about 1.8e308)");
    }

    private void count() {
        if (++entries > limits.maxEntries()) {
            throw new IllegalArgumentException(name + ": " + where(in) + "more than " + String.format("%,d", limits.maxEntries())
                    + " entries; " + limits.kind() + " holds at most " + String.format("%,d", limits.maxEntries())
                    + " values in its lists and objects (is it the right file?)");
        }
    }

    /** "line L: " for where the reader is, or nothing. */
    static String where(JsonReader in) {
        Matcher m = Pattern.compile("at line (\\d+)").matcher(in.toString());
        return m.find() ? "line " + m.group(1) + ": " : "";
    }

    /** " (in review.moves)" for a Gson path "$.review.moves[3]", nothing at the top. */
    static String within(String path) {
        String p = shownPath(path);
        return p.isEmpty() ? "" : " (in " + p + ")";
    }

    /** A Gson path "$.review.moves[3]" as messages show it, "review.moves[3]"; escaped. */
    static String shownPath(String path) {
        String p = path.startsWith("$.") ? path.substring(2) : path.startsWith("$") ? path.substring(1) : path;
        p = p.endsWith(".") ? p.substring(0, p.length() - 1) : p; // an object's path before its first key
        return Quote.excerpt(p);
    }

    /** Gson's complaint about malformed JSON, in Beadbox's words, with the line. */
    static String syntax(String json, String message) {
        Matcher at = AT.matcher(String.valueOf(message));
        if (!at.find()) {
            return "not valid JSON (compare it with one Beadbox wrote)";
        }
        int line = Integer.parseInt(at.group(1));
        int column = Integer.parseInt(at.group(2));
        String where = "line " + line + ", column " + column + ": ";
        String text = json.lines().skip(line - 1).findFirst().orElse("");
        String near = text.substring(Math.min(text.length(), Math.max(0, column - 3))).stripLeading();
        near = near.replaceFirst("^[:,\\[{]\\s*", "");
        if (message.startsWith("Unterminated")) {
            return where + "the text ends before " + (message.contains("string") ? "a text's closing quotation mark"
                    : "a closing bracket or brace") + " (is the file cut short?)";
        }
        if (message.startsWith("Nesting limit")) {
            return where + "lists and objects nested too deep (more than 255)";
        }
        if (near.startsWith("//") || near.startsWith("/*") || near.startsWith("#")) {
            return where + "a comment; JSON holds none (remove it)";
        }
        if (near.startsWith("'")) {
            return where + "text in single quotation marks; write text in double quotation marks";
        }
        if (near.matches("(?s)-?(NaN|Infinity).*")) {
            return where + "NaN or Infinity, which JSON cannot hold (write a number)";
        }
        if (message.contains("forbids NaN and infinities")) {
            String number = near.matches("(?s)-?[0-9].*") ? "the number " + Quote.excerpt(near.replaceFirst("(?s)^(-?[0-9][0-9.eE+-]*).*", "$1"))
                    : "a number";
            return where + number + " is out of range (a number here is at most about 1.8e308)";
        }
        if (message.contains("path $.") && message.trim().endsWith("$.") || near.matches("(?s)[A-Za-z_$][\\w$]*\\s*:.*")) {
            return where + "a key without quotation marks; write each key in double quotation marks";
        }
        if (message.startsWith("Expected name")) {
            return where + "a comma with no key after it (remove the last comma)";
        }
        return where + "not valid JSON here (a stray character, or a missing comma or quotation mark)";
    }
}
