package org.beadbox.ui.swing;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import org.beadbox.core.GameRecord;

/**
 * A saved or autosaved game the launcher offers to resume.
 *
 * @param file the record file
 * @param title the game's name
 * @param detail how it stands and when: "unfinished · 12 moves · 22 Nov 02:41"
 */
record Resumable(Path file, String title, String detail) {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM HH:mm", Locale.ENGLISH)
            .withZone(ZoneId.systemDefault());

    /** The entry for a record in {@code file}; {@code name} is the game's name when installed, else its id. */
    static Resumable of(Path file, GameRecord record, String name, boolean autosaved) {
        String status = autosaved ? "in progress" : record.result().over() ? record.result().summary() : "unfinished";
        String when;
        try {
            when = WHEN.format(Instant.parse(record.updated()));
        } catch (DateTimeParseException e) {
            when = "";
        }
        int n = record.moves().size();
        return new Resumable(file, name, status + " · " + n + (n == 1 ? " move" : " moves") + (when.isEmpty() ? "" : " · " + when));
    }

    @Override
    public String toString() {
        return title + " — " + detail;
    }
}
