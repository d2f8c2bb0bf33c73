package org.beadbox.ui.swing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import org.beadbox.core.GameRecord;

/**
 * The file name Save suggests: the game, the day and minute it began, and its moves so far
 * ({@code glassbead-mancala 2026-11-27 0731 12 moves.json}), with " (2)", " (3)"… when a file
 * of that name is there already, so that two games never suggest the same file (issue 37 §3.7).
 */
final class SaveName {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HHmm");

    private SaveName() {
    }

    /** A name in {@code dir} for {@code record} that no file there has. */
    static Path suggest(GameRecord record, Path dir) {
        String base = record.gameId() + " " + began(record) + " " + record.moves().size()
                + (record.moves().size() == 1 ? " move" : " moves");
        Path file = dir.resolve(base + ".json");
        for (int k = 2; Files.exists(file); k++) {
            file = dir.resolve(base + " (" + k + ").json");
        }
        return file;
    }

    private static String began(GameRecord record) {
        try {
            return WHEN.format(Instant.parse(record.started()).atZone(ZoneId.systemDefault()));
        } catch (DateTimeParseException | NullPointerException e) {
            return WHEN.format(Instant.now().atZone(ZoneId.systemDefault()));
        }
    }
}
