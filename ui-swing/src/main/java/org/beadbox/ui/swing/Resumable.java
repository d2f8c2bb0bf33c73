package org.beadbox.ui.swing;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import org.beadbox.core.GameRecord;
import org.beadbox.core.online.TableFiles;

/**
 * A saved or autosaved game the launcher offers to resume or to look at again.
 *
 * @param file the record file
 * @param title the game's name, "(not installed)" added when it is not
 * @param status how it stands: "in progress", "saved, unfinished", or how it came out
 * @param count how many moves and when: "12 moves · 22 Nov 02:41"
 * @param online the online table whose game this is, reopened rather than resumed; null for a local game
 */
record Resumable(Path file, String title, String status, String count, TableFiles.Saved online) {

    /** The status of an online table's game. */
    static final String ONLINE = "online table — reopen";

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM HH:mm", Locale.ENGLISH)
            .withZone(ZoneId.systemDefault());

    /** The entry for a record in {@code file}; {@code name} is the game's name for a person. */
    static Resumable of(Path file, GameRecord record, String name, boolean autosaved) {
        String status = autosaved ? "in progress" : record.result().over() ? record.result().summary() : "saved, unfinished";
        String when;
        try {
            when = WHEN.format(Instant.parse(record.updated()));
        } catch (DateTimeParseException e) {
            when = "";
        }
        int n = record.moves().size();
        return new Resumable(file, name, status, n + (n == 1 ? " move" : " moves") + (when.isEmpty() ? "" : " · " + when), null);
    }

    /** The same game marked as the game of the online table {@code table}: reopened, never resumed as a local game. */
    Resumable online(TableFiles.Saved table) {
        return new Resumable(file, title, ONLINE, count, table);
    }

    /** How it stands and when, on one line: "in progress · 12 moves · 22 Nov 02:41". */
    String detail() {
        return status + " · " + count;
    }

    @Override
    public String toString() {
        return title + " — " + detail();
    }
}
