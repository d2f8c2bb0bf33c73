package org.beadbox.core;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import java.io.IOException;
import java.io.StringReader;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.beadbox.api.Quote;

/**
 * The strict reading of a record's text, before Gson binds it: JSON as RFC 8259 has it (no
 * comments, no single quotation marks, no keys without quotation marks, no NaN or Infinity, no
 * raw control characters in text, nothing after the closing brace), each key at most once in an
 * object, and every field Beadbox knows of the kind Beadbox writes (a number where it writes a
 * number, text where it writes text, an ISO-8601 time in {@code started} and {@code updated}).
 * Fields it does not know are read (they must be JSON too) and ignored, so a record written by a
 * later Beadbox, with a field added, still loads. Every record any Beadbox wrote passes (format
 * 1, with and without {@code clocks}; {@code RecordFormatsTest} holds one of each).
 *
 * <p>Each refusal is one line naming the field, what it holds and what a record holds there.
 */
final class RecordSchema {

    /** The kinds of value a field holds. */
    private enum Kind { TEXT, WHOLE, NUMBER, TIME, TEXTS, WHOLES, NUMBERS, TEXT_MAP, SEATS, RESULT, CLOCKS, REVIEW, REVIEW_MOVES }

    private static final Map<String, Kind> TOP = Map.ofEntries(Map.entry("formatVersion", Kind.WHOLE),
            Map.entry("gameId", Kind.TEXT), Map.entry("gameVersion", Kind.TEXT), Map.entry("options", Kind.TEXT_MAP),
            Map.entry("players", Kind.WHOLE), Map.entry("seed", Kind.WHOLE), Map.entry("seats", Kind.SEATS),
            Map.entry("startPosition", Kind.TEXT), Map.entry("moves", Kind.TEXTS), Map.entry("result", Kind.RESULT),
            Map.entry("started", Kind.TIME), Map.entry("updated", Kind.TIME), Map.entry("clocks", Kind.CLOCKS),
            Map.entry("review", Kind.REVIEW));
    private static final Map<String, Kind> SEAT = Map.of("name", Kind.TEXT, "player", Kind.TEXT);
    private static final Map<String, Kind> RESULT = Map.of("status", Kind.TEXT, "summary", Kind.TEXT,
            "winners", Kind.WHOLES, "scores", Kind.NUMBERS);
    private static final Map<String, Kind> CLOCKS = Map.of("control", Kind.TEXT, "remainingMillis", Kind.WHOLES);
    private static final Map<String, Kind> REVIEW = Map.of("player", Kind.TEXT, "seconds", Kind.NUMBER, "start", Kind.NUMBERS,
            "moves", Kind.REVIEW_MOVES);
    private static final Map<String, Kind> REVIEWED_MOVE = Map.of("number", Kind.WHOLE, "seat", Kind.WHOLE, "move", Kind.TEXT,
            "before", Kind.NUMBER, "after", Kind.NUMBER, "chances", Kind.NUMBERS, "mark", Kind.TEXT, "best", Kind.TEXT,
            "line", Kind.TEXTS);
    /** Fields a record must have (the others may be missing, as in records of earlier versions). */
    private static final Set<String> REQUIRED = Set.of("formatVersion", "gameId", "players", "seats", "moves", "result");

    private static final Pattern WHOLE = Pattern.compile("-?(0|[1-9][0-9]{0,18})");

    private RecordSchema() {
    }

    /**
     * Checks {@code json} is a record as Beadbox writes it.
     *
     * @throws IllegalArgumentException one line: what is wrong, where, and what to write instead
     */
    static void check(String json) {
        rawControlCharacters(json);
        try (JsonReader in = new JsonReader(new StringReader(json))) {
            in.setStrictness(Strictness.STRICT);
            if (in.peek() != JsonToken.BEGIN_OBJECT) {
                throw new IllegalArgumentException("it is not a JSON object: a record starts with { and ends with }");
            }
            Set<String> seen = object(in, TOP, "");
            for (String field : new java.util.TreeSet<>(REQUIRED)) {
                if (!seen.contains(field)) {
                    throw new IllegalArgumentException("missing field " + field);
                }
            }
            try {
                if (in.peek() != JsonToken.END_DOCUMENT) {
                    throw new MalformedJsonException("after the end");
                }
            } catch (MalformedJsonException | IllegalStateException e) {
                throw new IllegalArgumentException("there is more text after the record's closing brace; a record file holds one"
                        + " record and nothing after it (remove what follows the last })");
            }
        } catch (MalformedJsonException e) {
            throw new IllegalArgumentException(malformed(json, e.getMessage()), e);
        } catch (java.io.EOFException e) {
            throw new IllegalArgumentException("the text ends in the middle of the record (is the file cut short?)", e);
        } catch (IOException e) {
            throw new IllegalArgumentException("not valid JSON: " + Quote.excerpt(e.getMessage()), e);
        }
    }

    /** Reads an object whose known fields are {@code fields}; the names it held. */
    private static Set<String> object(JsonReader in, Map<String, Kind> fields, String prefix) throws IOException {
        Set<String> seen = new HashSet<>();
        in.beginObject();
        while (in.hasNext()) {
            String name = in.nextName();
            String field = prefix + name;
            if (!seen.add(name)) {
                throw new IllegalArgumentException("the key \"" + Quote.excerpt(name) + "\" is given twice"
                        + (prefix.isEmpty() ? "" : " (in " + Quote.excerpt(prefix.substring(0, prefix.length() - 1)) + ")")
                        + "; a record holds each key once (remove one of them)");
            }
            Kind kind = fields.get(name);
            if (kind == null) {
                skip(in, field); // a field of a later Beadbox: read, and ignored
            } else {
                value(in, kind, field);
            }
        }
        in.endObject();
        return seen;
    }

    /** Reads a field's value, a refusal placed by its line. */
    private static void value(JsonReader in, Kind kind, String field) throws IOException {
        String line = GuardedJson.where(in);
        try {
            kindOf(in, kind, field);
        } catch (IllegalArgumentException e) {
            throw e.getMessage() == null || e.getMessage().startsWith("line ") ? e : new IllegalArgumentException(line + e.getMessage(), e);
        }
    }

    private static void kindOf(JsonReader in, Kind kind, String field) throws IOException {
        JsonToken token = in.peek();
        if (token == JsonToken.NULL && !field.contains(".") && !REQUIRED.contains(field)) {
            in.nextNull(); // an optional field written as null reads as missing
            return;
        }
        switch (kind) {
            case TEXT -> text(in, field);
            case TIME -> time(in, field);
            case WHOLE -> whole(in, field);
            case NUMBER -> number(in, field);
            case TEXTS, WHOLES, NUMBERS -> list(in, kind, field);
            case TEXT_MAP -> textMap(in, field);
            case SEATS -> seats(in, field);
            case RESULT -> {
                expect(in, JsonToken.BEGIN_OBJECT, field, "an object, {\"status\": \"finished\", …}");
                object(in, RESULT, field + ".");
            }
            case CLOCKS -> {
                expect(in, JsonToken.BEGIN_OBJECT, field, "an object, {\"control\": \"10+5\", \"remainingMillis\": […]}");
                object(in, CLOCKS, field + ".");
            }
            case REVIEW -> {
                expect(in, JsonToken.BEGIN_OBJECT, field, "an object, {\"player\": \"mcts:time=0.2\", \"moves\": […], …}");
                object(in, REVIEW, field + ".");
            }
            case REVIEW_MOVES -> {
                expect(in, JsonToken.BEGIN_ARRAY, field, "a list of reviewed moves, [{\"number\": 1, \"move\": \"e5\", …}, …]");
                in.beginArray();
                for (int i = 0; in.hasNext(); i++) {
                    String where = field + "[" + i + "]";
                    expect(in, JsonToken.BEGIN_OBJECT, where, "a reviewed move, {\"number\": 1, \"move\": \"e5\", …}");
                    object(in, REVIEWED_MOVE, where + ".");
                }
                in.endArray();
            }
        }
    }

    private static String text(JsonReader in, String field) throws IOException {
        expect(in, JsonToken.STRING, field, "text in double quotation marks");
        return in.nextString();
    }

    private static void time(JsonReader in, String field) throws IOException {
        String t = text(in, field);
        if (!t.isEmpty()) {
            try {
                Instant.parse(t);
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException(field + " is \"" + Quote.excerpt(t) + "\", not a time; a record writes a time"
                        + " as ISO-8601 in UTC, e.g. \"2026-11-22T02:40:00Z\"");
            }
        }
    }

    private static void whole(JsonReader in, String field) throws IOException {
        expect(in, JsonToken.NUMBER, field, "a whole number, without quotation marks");
        String literal = in.nextString();
        if (!WHOLE.matcher(literal).matches()) {
            throw new IllegalArgumentException(field + " is " + Quote.excerpt(literal) + "; it must be a whole number"
                    + (literal.length() > 19 ? " of at most 19 digits" : " (no fraction or exponent)"));
        }
        try {
            Long.parseLong(literal);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + " is " + Quote.excerpt(literal) + ", too large a number for it");
        }
        if (field.equals("formatVersion") && !literal.equals(Integer.toString(GameRecord.FORMAT))) {
            throw new IllegalArgumentException("record format version " + literal + " is not known to this Beadbox (it reads version "
                    + GameRecord.FORMAT + "; formatVersion says which)");
        }
        if (field.equals("players") && (literal.startsWith("-") || literal.equals("0"))) {
            throw new IllegalArgumentException("players is " + literal + "; a game has at least 1 seat (the number of entries in seats)");
        }
        if ((field.equals("players") || field.startsWith("result.winners")) && literal.length() > 9) {
            throw new IllegalArgumentException(field + " is " + Quote.excerpt(literal) + ", far more than any game has seats");
        }
    }

    private static void number(JsonReader in, String field) throws IOException {
        expect(in, JsonToken.NUMBER, field, "a number, without quotation marks");
        inRange(in, field);
    }

    /** Takes the number at hand, refusing one a double cannot hold (1e999). */
    private static void inRange(JsonReader in, String field) throws IOException {
        String line = GuardedJson.where(in);
        String literal = in.nextString();
        boolean finite;
        try {
            finite = !Double.isInfinite(Double.parseDouble(literal));
        } catch (NumberFormatException e) {
            finite = false;
        }
        if (!finite) {
            throw new IllegalArgumentException(line + field + " is the number " + Quote.excerpt(literal) + ", which is out of range"
                    + " (a number in a record is at most about 1.8e308)");
        }
    }

    private static void list(JsonReader in, Kind kind, String field) throws IOException {
        Kind each = kind == Kind.TEXTS ? Kind.TEXT : kind == Kind.WHOLES ? Kind.WHOLE : Kind.NUMBER;
        String example = kind == Kind.TEXTS ? "[\"e5\", \"f6\"]" : kind == Kind.WHOLES ? "[0, 1]" : "[3.0, 2.0]";
        expect(in, JsonToken.BEGIN_ARRAY, field, "a list in square brackets, " + example);
        in.beginArray();
        for (int i = 0; in.hasNext(); i++) {
            value(in, each, field + "[" + i + "]");
        }
        in.endArray();
    }

    private static void textMap(JsonReader in, String field) throws IOException {
        expect(in, JsonToken.BEGIN_OBJECT, field, "an object of texts, {\"size\": \"10\"}");
        Set<String> seen = new HashSet<>();
        in.beginObject();
        while (in.hasNext()) {
            String key = in.nextName();
            if (!seen.add(key)) {
                throw new IllegalArgumentException("the key \"" + Quote.excerpt(key) + "\" is given twice (in " + field
                        + "); a record holds each key once (remove one of them)");
            }
            String where = field + "." + Quote.excerpt(key);
            if (in.peek() != JsonToken.STRING) {
                throw new IllegalArgumentException(where + " is " + shown(in) + "; an option's value is text in double"
                        + " quotation marks (e.g. \"" + Quote.excerpt(key) + "\": \"10\")");
            }
            in.nextString();
        }
        in.endObject();
    }

    private static void seats(JsonReader in, String field) throws IOException {
        expect(in, JsonToken.BEGIN_ARRAY, field, "a list of seats, [{\"name\": \"Red\", \"player\": \"human\"}, …]");
        in.beginArray();
        for (int i = 0; in.hasNext(); i++) {
            String where = field + "[" + i + "]";
            expect(in, JsonToken.BEGIN_OBJECT, where, "a seat, {\"name\": \"Red\", \"player\": \"human\"}");
            if (!object(in, SEAT, where + ".").contains("name")) {
                throw new IllegalArgumentException("missing field " + where + ".name");
            }
        }
        in.endArray();
    }

    private static void skip(JsonReader in, String field) throws IOException {
        JsonToken token = in.peek();
        if (token == JsonToken.BEGIN_OBJECT) {
            object(in, Map.of(), field + ".");
        } else if (token == JsonToken.BEGIN_ARRAY) {
            in.beginArray();
            while (in.hasNext()) {
                skip(in, field);
            }
            in.endArray();
        } else if (token == JsonToken.NUMBER) {
            inRange(in, field);
        } else {
            in.skipValue();
        }
    }

    private static void expect(JsonReader in, JsonToken wanted, String field, String what) throws IOException {
        JsonToken token = in.peek();
        if (token == JsonToken.STRING && wanted == JsonToken.NUMBER) {
            String name = field.replaceFirst("^.*\\.", "");
            throw new IllegalArgumentException(field + " is written as text (\"" + Quote.excerpt(in.nextString()) + "\"); it must be"
                    + " a number, without quotation marks (e.g. \"" + name + "\": 1)");
        }
        if (token != wanted) {
            String fix = token == JsonToken.STRING && (wanted == JsonToken.NUMBER)
                    ? " (remove the quotation marks)" : token == JsonToken.NUMBER && wanted == JsonToken.STRING
                    ? " (put it in double quotation marks)" : "";
            throw new IllegalArgumentException(GuardedJson.where(in) + field + " is " + shown(in) + "; a record holds " + what
                    + " there" + fix);
        }
    }

    /** The value at hand, as a message shows it, without taking it. */
    private static String shown(JsonReader in) throws IOException {
        return switch (in.peek()) {
            case STRING -> "text";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "null";
            case BEGIN_ARRAY -> "a list";
            case BEGIN_OBJECT -> "an object";
            default -> "missing";
        };
    }

    /** Refuses a control character written raw inside text (JSON wants it escaped: \n, \t, \u0001). */
    private static void rawControlCharacters(String json) {
        boolean inText = false;
        int line = 1;
        int column = 0;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            column++;
            if (inText && c < 0x20) {
                throw new IllegalArgumentException("line " + line + ", column " + column + ": a control character (U+"
                        + String.format("%04X", (int) c) + ") is written raw inside text; a record writes it escaped"
                        + " (\\n, \\t or \\u" + String.format("%04x", (int) c) + ")");
            }
            if (c == '\n') {
                line++;
                column = 0;
            }
            if (inText && c == '\\') {
                i++;
                column++;
            } else if (c == '"') {
                inText = !inText;
            }
        }
    }

    /** Gson's complaint about the text, in Beadbox's words, with the line and column. */
    private static String malformed(String json, String message) {
        return GuardedJson.syntax(json, message);
    }
}
