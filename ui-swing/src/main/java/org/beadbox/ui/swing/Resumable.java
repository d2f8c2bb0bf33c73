package org.beadbox.ui.swing;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import org.beadbox.core.GameRecord;

/**
 * A saved or autosaved game the launcher offers to resume or to look at again.
 *
 * @param file the record file
 * @param title the game's name, "(not installed)" added when it is not
 * @param status how it stands: "in progress", "saved, unfinished", or how it came out
 * @param count how many moves and when: "12 moves · 22 Nov 02:41"
 */
record Resumable(Path file, String title, String status, String count) {

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
        return new Resumable(file, name, status, n + (n == 1 ? " move" : " moves") + (when.isEmpty() ? "" : " · " + when));
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
