package org.beadbox.core.online;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * How an online table's file in the autosave folder is named and linked to its game's autosave,
 * for front-ends that do not serve tables (Swing) and must not resume such a game as a local
 * one: the server (the web front-end's {@code SavedTable}) writes {@code autosave/online-ID.tokens},
 * JSON holding among others {@code "table"} (the id), {@code "game"} (the game id) and {@code
 * "started"} (when the game began). The autosave of the same game is the unfinished record whose
 * {@link org.beadbox.core.RecordStore#identity identity} is {@code GAME@STARTED}. See {@code
 * docs/web-protocol.md}, "Tables outlive the host".
 */
public final class TableFiles {

    /** The start of a table file's name. */
    public static final String PREFIX = "online-";

    /** The end of a table file's name. */
    public static final String SUFFIX = ".tokens";

    private TableFiles() {
    }

    /** Whether {@code file} is named like a table's file. */
    public static boolean isTableFile(Path file) {
        String n = file.getFileName().toString();
        return n.startsWith(PREFIX) && n.endsWith(SUFFIX) && n.length() > PREFIX.length() + SUFFIX.length();
    }

    /**
     * A saved table as a front-end sees it.
     *
     * @param table the table's id ({@link OnlineTables#table})
     * @param hostSeat the first seat played at the host's own screen before (kind {@code host}),
     *     played through its link once the table reopens; -1 when there is none
     */
    public record Saved(String table, int hostSeat) {
    }

    /**
     * The online tables saved in {@code autosaves}: each record identity ({@code GAME@STARTED})
     * with its table. A file that cannot be read, or lacks one of the three fields, is left
     * out (the server sets it aside, and its game is resumed as a local game); so is a folder
     * that cannot be listed.
     */
    public static Map<String, Saved> tables(Path autosaves) {
        Map<String, Saved> out = new HashMap<>();
        if (!Files.isDirectory(autosaves)) {
            return out;
        }
        try (Stream<Path> files = Files.list(autosaves)) {
            files.filter(TableFiles::isTableFile).filter(Files::isRegularFile).forEach(f -> {
                try {
                    JsonElement e = JsonParser.parseString(Files.readString(f, StandardCharsets.UTF_8));
                    if (e.isJsonObject()) {
                        JsonObject o = e.getAsJsonObject();
                        String table = text(o, "table");
                        String game = text(o, "game");
                        String started = text(o, "started");
                        if (table != null && game != null && started != null) {
                            out.put(game + "@" + started, new Saved(table, hostSeat(o)));
                        }
                    }
                } catch (IOException | JsonParseException | IllegalStateException | UnsupportedOperationException ex) {
                    // unreadable: not an online table as far as a front-end can tell
                }
            });
        } catch (IOException e) {
            System.err.println("Beadbox: cannot list " + autosaves + ": " + e.getMessage());
        }
        return out;
    }

    private static int hostSeat(JsonObject o) {
        JsonElement seats = o.get("seats");
        if (seats != null && seats.isJsonArray()) {
            for (int i = 0; i < seats.getAsJsonArray().size(); i++) {
                JsonElement s = seats.getAsJsonArray().get(i);
                if (s.isJsonObject() && "host".equals(text(s.getAsJsonObject(), "kind"))) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static String text(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e != null && e.isJsonPrimitive() && !e.getAsString().isBlank() ? e.getAsString() : null;
    }
}
