package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * A table's chat: the people seated and the host write, everybody at the table reads. A line is
 * made safe before it is kept: control characters and bidirectional overrides go (a line break
 * becomes a space), it is trimmed, and it may hold at most {@link #MAX_CHARS} characters. The
 * last {@link #KEPT} lines are kept for the table's life (and a rematch's) and sent to whoever
 * joins; none is written to disk or logged. Pages show the text as text, never as markup.
 */
final class TableChat {

    /** The longest line, in characters (code points). */
    static final int MAX_CHARS = 300;

    /** How many lines a table keeps. */
    static final int KEPT = 100;

    private final Deque<JsonObject> lines = new ArrayDeque<>();

    /**
     * Says a line at {@code table} as {@code c}: broadcast to every connection there. Null when
     * said; else an {@code error} naming the problem (nothing is said).
     */
    JsonObject say(WebTable table, TableConnection c, String raw) {
        if (c.seats().isEmpty() && !c.host()) {
            return Protocol.error("spectators can read the chat but not write in it");
        }
        String text = clean(raw == null ? "" : raw);
        if (text.isEmpty()) {
            return Protocol.error("an empty chat message is not sent");
        }
        int length = text.codePointCount(0, text.length());
        if (length > MAX_CHARS) {
            return Protocol.error("a chat message holds at most " + MAX_CHARS + " characters; yours has " + length + ": shorten it");
        }
        JsonObject line = new JsonObject();
        int seat = c.seats().isEmpty() ? -1 : c.seats().iterator().next();
        line.addProperty("seat", seat);
        line.addProperty("from", from(table, c));
        line.addProperty("text", text);
        line.addProperty("at", Instant.now().toString());
        synchronized (this) {
            lines.addLast(line);
            while (lines.size() > KEPT) {
                lines.removeFirst();
            }
        }
        table.broadcast(message(List.of(line), false));
        return null;
    }

    /** Sends the lines kept to a connection that has just joined. */
    void joined(TableConnection c) {
        List<JsonObject> kept;
        synchronized (this) {
            kept = List.copyOf(lines);
        }
        c.send(message(kept, true));
    }

    /**
     * Keeps the lines of {@code earlier} (the table a rematch came from) before this table's own,
     * and then {@code note} (a line of the table's own, not a person's: "Rematch: …").
     */
    void carry(TableChat earlier, String note) {
        List<JsonObject> before;
        synchronized (earlier) {
            before = List.copyOf(earlier.lines);
        }
        JsonObject n = new JsonObject();
        n.addProperty("note", note);
        n.addProperty("at", Instant.now().toString());
        synchronized (this) {
            lines.addFirst(n);
            for (int i = before.size() - 1; i >= 0 && lines.size() < KEPT; i--) {
                lines.addFirst(before.get(i));
            }
        }
    }

    /** Who a connection writes as: the names of its seats, or "Host". */
    private static String from(WebTable table, TableConnection c) {
        if (c.seats().isEmpty()) {
            return "Host";
        }
        StringBuilder b = new StringBuilder();
        for (int seat : c.seats()) {
            b.append(b.length() == 0 ? "" : " & ").append(table.match().seatName(seat));
        }
        return b.toString();
    }

    /** The text without control characters or direction overrides, line breaks and tabs as spaces, trimmed. */
    static String clean(String raw) {
        StringBuilder b = new StringBuilder(raw.length());
        raw.codePoints().forEach(cp -> {
            if (cp == '\n' || cp == '\r' || cp == '\t') {
                b.append(' ');
            } else if (!Character.isISOControl(cp) && !override(cp)) {
                b.appendCodePoint(cp);
            }
        });
        return b.toString().strip();
    }

    /** The bidirectional embeddings, overrides and isolates, which could turn the rest of a line around. */
    private static boolean override(int cp) {
        return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E || cp == 0x200F;
    }

    /** A {@code chat} message: {@code lines}; {@code log} when they are the whole chat so far (a page shows only them). */
    private static JsonObject message(List<JsonObject> lines, boolean log) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "chat");
        JsonArray a = new JsonArray();
        lines.forEach(a::add);
        o.add("lines", a);
        o.addProperty("log", log);
        return o;
    }
}
