package org.beadbox.ui.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.core.Match;

/**
 * A table's file ({@link SavedTable}) beside its game's autosave, so that the table reopens
 * after a restart: written as the table opens, when its seats change and when its game is
 * undone after its end; deleted once the game is over or the table is closed for good.
 */
final class TableFile {

    private final Path file;

    /** @param file where the table is saved, or null when it is not */
    TableFile(Path file) {
        this.file = file;
    }

    /** Writes the file (when the table has one) as the table stands now; a write that fails gives one line. */
    void save(String id, Match match, TableSeats seats) {
        if (file == null) {
            return;
        }
        List<SavedTable.SavedSeat> out = new ArrayList<>();
        for (int i = 0; i < match.seats(); i++) {
            String kind = switch (seats.kind(i)) {
                case REMOTE -> "remote";
                case HOST -> "host";
                case COMPUTER -> "computer";
            };
            out.add(new SavedTable.SavedSeat(kind, match.seatName(i), match.seatSpec(i), seats.token(i).orElse(null)));
        }
        try {
            new SavedTable(SavedTable.FORMAT, id, match.info().id(), match.setup().players(), match.setup().options(),
                    match.setup().seed(), match.started().toString(), out, seats.spectatorToken(),
                    match.timeControl().map(Object::toString).orElse(null)).write(file);
        } catch (java.io.UncheckedIOException e) {
            System.err.println("beadbox web: " + e.getMessage() + ": the table will not reopen after a restart");
        }
    }

    /** Deletes the file: the table will not reopen. */
    void forget() {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (java.io.IOException e) {
                System.err.println("beadbox web: cannot delete " + file + ": " + e.getMessage());
            }
        }
    }
}
