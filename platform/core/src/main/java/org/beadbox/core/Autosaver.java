package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * The listener {@link RecordStore#autosaver(Match, Path)} returns: it writes one match's record
 * to its autosave file while the game goes on, files it into {@code records/} when the game ends,
 * and deletes the autosave the match was resumed from once its own is written. A write that fails
 * is reported and the game goes on. With a {@code durable} hand, no write waits for the disk: each
 * file written or deleted is handed to it, to be forced to disk later ({@link RecordStore#force}).
 */
final class Autosaver implements MatchListener {

    private final RecordStore store;
    private final Match match;
    private final Path file;
    private final Path old;
    private boolean oldGone;
    private Path filed;
    private boolean unchanged = true; // over from the start and never undone: the record on disk says it all
    private final java.util.function.Consumer<Path> durable; // null: every write forced at once
    private boolean filedOnMove; // the last move filed the game: ended() has nothing left to do

    /**
     * @param file the match's own autosave
     * @param old the autosave it was resumed from, deleted once this one is written; or null
     * @param refile the record in {@code records/} it is filed to again when it ends; or null for a new one
     * @param durable what forces each file written or deleted to disk later; null to force each write at once
     */
    Autosaver(RecordStore store, Match match, Path file, Path old, Path refile, java.util.function.Consumer<Path> durable) {
        this.durable = durable;
        this.store = store;
        this.match = match;
        this.file = file;
        this.old = old;
        this.oldGone = old == null;
        this.filed = refile;
    }

    @Override
    public void started(GameState state) {
        if (!match.moves().isEmpty() && !state.isOver()) {
            write();
        }
        unchanged = state.isOver();
    }

    @Override
    public void moved(int seat, Move move, GameState after) {
        if (!after.isOver()) {
            write();
        } else {
            // The last move: filed at once, before the listeners after this one tell anyone the game
            // is over (ended() comes after them); a crash before this leaves the game one move short.
            file();
            filedOnMove = true;
        }
    }

    @Override
    public void undone(GameState now) {
        unchanged = false;
        write();
    }

    @Override
    public void ended(Outcome outcome) {
        if (unchanged) {
            return;
        }
        if (filedOnMove) { // the game's last move filed it; a resignation or a loss on time is filed here
            filedOnMove = false;
            return;
        }
        file();
    }

    @Override
    public void reviewed(org.beadbox.core.review.ReviewRecord review) {
        if (!match.record().result().over()) {
            write();
        } else if (filed != null) {
            try {
                storeReview(review);
                later(filed);
            } catch (UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
                Debug.report("cannot save the review", e);
            }
        } else {
            file();
        }
    }

    /**
     * Stores the review in the game's filed record. When the file holds this game as it stands
     * (the same game and moves: a finished game opened and reviewed, in Swing or at a web table),
     * only its {@code review} field is written, through {@link RecordStore#storeReview}, so that
     * every field of the file this version does not know stays, and its mode; otherwise (the file
     * is another game's now, or unreadable) the whole record is written, as before.
     */
    private void storeReview(org.beadbox.core.review.ReviewRecord review) {
        GameRecord now = match.record();
        GameRecord onDisk;
        try {
            onDisk = RecordStore.load(filed);
        } catch (IllegalArgumentException e) {
            onDisk = null;
        }
        if (onDisk != null && onDisk.gameId().equals(now.gameId()) && onDisk.moves().equals(now.moves())) {
            RecordStore.storeReview(filed, onDisk, review);
        } else {
            RecordStore.save(now, filed, durable == null);
        }
    }

    /** Files the finished game into records/ and deletes its autosave (and the one it was resumed from). */
    private void file() {
        try {
            if (filed == null) {
                filed = store.saveRecord(match.record(), durable == null);
            } else {
                RecordStore.save(match.record(), filed, durable == null);
            }
            later(filed);
            Files.deleteIfExists(file);
            later(file);
            dropOld();
        } catch (IOException | UncheckedIOException e) {
            Debug.report("cannot file the finished game", e);
        }
    }

    private void write() {
        try {
            RecordStore.save(match.record(), file, durable == null);
            later(file);
            dropOld();
        } catch (UncheckedIOException e) {
            Debug.report("cannot autosave", e);
        }
    }

    /** Hands a file written or deleted to be forced to disk, when that is left for later. */
    private void later(Path written) {
        if (durable != null) {
            durable.accept(written);
        }
    }

    private void dropOld() {
        if (!oldGone) {
            try {
                Files.deleteIfExists(old);
                oldGone = true;
                later(old);
            } catch (IOException e) {
                Debug.report("cannot delete the autosave " + old + " this game was resumed from", e);
            }
        }
    }
}
