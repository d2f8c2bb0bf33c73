package org.beadbox.ui.web;

import java.nio.file.Files;
import java.nio.file.Path;
import org.beadbox.core.Match;

/**
 * A table's file ({@link SavedTable}) beside its game's autosave, so that the table reopens
 * after a restart: written as the table opens, when its seats change and when its game is
 * undone after its end; deleted once the game is over or the table is closed for good.
 */
final class TableFile implements TableKeeping {

    private final Path file;

    /** @param file where the table is saved, or null when it is not */
    TableFile(Path file) {
        this.file = file;
    }

    /** Writes the file (when the table has one) as the table stands now; a write that fails gives one line. */
    @Override
    public void save(String id, Match match, TableSeats seats) {
        if (file == null) {
            return;
        }
        try {
            SavedTable.of(id, match, seats).write(file);
        } catch (java.io.UncheckedIOException e) {
            System.err.println("beadbox web: " + e.getMessage() + ": the table will not reopen after a restart");
        }
    }

    /** Deletes the file: the table will not reopen. */
    @Override
    public void forget(String id, String reason) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (java.io.IOException e) {
                System.err.println("beadbox web: cannot delete " + file + ": " + e.getMessage());
            }
        }
    }
}
