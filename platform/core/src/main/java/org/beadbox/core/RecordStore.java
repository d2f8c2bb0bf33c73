package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.beadbox.api.Game;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;

/**
 * Game records on disk: JSON files ({@link GameRecord} describes the format), written atomically,
 * read with validation, replayed through the rules; and the Beadbox home folder's
 * {@code records/} and {@code autosave/}.
 *
 * <p>The home folder ({@link #home(String)}): the framework property {@code beadbox.home}, else
 * the environment variable {@code BEADBOX_HOME}, else {@code ~/.beadbox}. It holds {@code
 * records/} (finished and saved games), {@code autosave/} (games in progress, one file per
 * match, written after every move and offered back at the next start), {@code bundles/} (hot
 * deploy) and {@code engines.json}.
 *
 * <p>A write goes to a temporary file in the same folder, is forced to disk, and is renamed over
 * the target in one step, so a crash leaves either the old file or the new one, never half of
 * one. The static methods work on any path; an instance knows the home folder.
 *
 * <p>The work is shared out: {@link RecordJson} (the JSON text), {@link GuardedFile} (reading a
 * file with its checks), {@link AtomicWrite}, {@link NewRecordFile} and {@link
 * ReviewedFile} (writing), {@link RecordNames} (the files' names), {@link RecordListing} (what a
 * folder holds), {@link Autosaver} (a match's autosave) and {@link
 * InterruptedSaves} (what a killed save left).
 */
public final class RecordStore {

    /**
     * The largest file {@link #readText} reads, in bytes: 4 MB. A game of ten thousand moves
     * takes about 100 kB.
     */
    public static final int MAX_FILE = 4 << 20;

    private final Path home;

    /** A store for this Beadbox home folder (created when first written). */
    public RecordStore(Path home) {
        this.home = Objects.requireNonNull(home, "home");
    }

    /**
     * The Beadbox home folder: {@code frameworkProperty} when it is set (pass {@code
     * bundleContext.getProperty("beadbox.home")}, may be null), else the environment variable
     * {@code BEADBOX_HOME}, else {@code ~/.beadbox}.
     */
    public static Path home(String frameworkProperty) {
        if (frameworkProperty != null && !frameworkProperty.isBlank()) {
            return Path.of(frameworkProperty.strip());
        }
        String env = System.getenv("BEADBOX_HOME");
        if (env != null && !env.isBlank()) {
            return Path.of(env.strip());
        }
        return Path.of(System.getProperty("user.home"), ".beadbox");
    }

    /** The home folder. */
    public Path home() {
        return home;
    }

    /** {@code <home>/records}: saved games. */
    public Path records() {
        return home.resolve("records");
    }

    /** {@code <home>/autosave}: games in progress. */
    public Path autosaves() {
        return home.resolve("autosave");
    }

    // ---------------------------------------------------------------- files

    /** The record as the JSON text {@link #save} writes. */
    public static String toJson(GameRecord record) {
        return RecordJson.toJson(record);
    }

    /**
     * Reads a record from JSON text.
     *
     * @param source what to call the text in messages (a file name)
     * @throws IllegalArgumentException naming the source and the problem: not JSON (with line and
     *     column), a field of the wrong type, a field missing, an unknown format version, a key
     *     given twice in one object, a top-level number written as text ({@code "formatVersion":
     *     "1"})
     */
    public static GameRecord fromJson(String json, String source) {
        return RecordJson.fromJson(json, source);
    }

    /**
     * Writes the record to {@code file} atomically: a temporary file in the same folder, forced to
     * disk, renamed over {@code file}. Creates the folder if needed.
     *
     * @throws UncheckedIOException naming the file when it cannot be written
     */
    public static void save(GameRecord record, Path file) {
        AtomicWrite.replace(file, toJson(record));
    }

    /** The same, forced to disk only when {@code force} (else {@link #force(Path)} does it). */
    static void save(GameRecord record, Path file, boolean force) {
        AtomicWrite.replace(file, toJson(record), force);
    }

    /**
     * Stores {@code review} in the record file {@code file} that was read as {@code original},
     * keeping everything else the file holds: fields this version does not know (from a later
     * Beadbox, or a person's own) stay, with their values and their places; only the field {@code
     * review} is added or replaced. The file keeps its permissions, and is written atomically as
     * {@link #save} writes.
     *
     * @throws IllegalStateException naming the file when it changed since it was read as {@code
     *     original} (nothing is written)
     * @throws IllegalArgumentException naming the file when it is no longer a readable record, or
     *     would be larger than {@value #MAX_FILE} bytes with its review (nothing is written)
     * @throws UncheckedIOException naming the file when it cannot be written
     * @since 1.10
     */
    public static void storeReview(Path file, GameRecord original, org.beadbox.core.review.ReviewRecord review) {
        ReviewedFile.store(file, original, review);
    }

    /**
     * Forces to disk a file an autosaver with a {@code durable} hand wrote (see {@link
     * #autosaver(Match, Path, java.util.function.Consumer)}), with its folder; a file gone since
     * (replaced by a newer save, or deleted) is passed over.
     *
     * @throws UncheckedIOException naming the file when it cannot be forced
     * @since 1.6
     */
    public static void force(Path file) {
        AtomicWrite.force(file);
    }

    /**
     * Reads a record file (not yet replayed: see {@link #replay}), through {@link #readText}.
     *
     * @throws IllegalArgumentException naming the file and the problem (missing, not a regular
     *     file, too large, unreadable, not a record)
     */
    public static GameRecord load(Path file) {
        return fromJson(readText(file), Quote.line(String.valueOf(file.getFileName())));
    }

    /**
     * The text of a file a person gave Beadbox (a record, a move list), checked before it is
     * opened: it must be a regular file (a FIFO, a device such as {@code /dev/zero}, a folder
     * are refused unopened: opening a FIFO would block) of at most {@value #MAX_FILE} bytes, in
     * UTF-8 (a byte that is not is named by its offset and line); read through {@link
     * GuardedFile}. Everything that reads a record goes through here.
     *
     * @throws IllegalArgumentException naming the file and the problem, in one line
     * @since 1.4
     */
    public static String readText(Path file) {
        return GuardedFile.text(file, GuardedFile.RECORD);
    }

    /**
     * Replays a record through the rules of its game: the setup from its options, players and
     * seed (or its start position), then every move checked.
     *
     * @throws IllegalArgumentException "unknown game 'x': installed games are ...", a bad option,
     *     or "move 12: k4 is not a square of a 10×10 board"
     */
    public static Replay replay(GameRecord record, GameCatalog games) {
        Game game = games.require(record.gameId());
        Setup setup = new Setup(record.players(), record.options(), record.seed());
        return Replay.of(game, setup, record.startPosition(), record.moves());
    }

    /**
     * Reads the record file {@code file} and replays it ({@link #load}, then {@link #replay}):
     * the one place a record read by name is reported from, so that every refusal, of the file or
     * of a move in it, starts with the file's name.
     *
     * @throws IllegalArgumentException "game.json: move 12: k4 is not a square of a 10×10 board"
     * @since 1.11
     */
    public static Opened open(Path file, GameCatalog games) {
        GameRecord record = load(file);
        try {
            Replay replay = replay(record, games);
            return new Opened(record, replay, RecordNotes.of(record, replay));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(GuardedFile.name(file) + ": " + Quote.line(e.getMessage()), e);
        }
    }

    /**
     * A record file read and replayed by {@link #open}, with {@code notes}: one line for each
     * claim of its result the rules contradict (result.scores of the wrong length, a game
     * claimed unfinished that its moves end, winners or an end the rules do not give). Such a
     * record is loaded all the same, and nothing in it is lost; the rules' result is the one
     * shown. Each note starts with "it" (the file), for a front-end to put the file's name first.
     *
     * @since 1.11
     */
    public record Opened(GameRecord record, Replay replay, List<String> notes) {

        /** Copies the notes. */
        public Opened {
            notes = List.copyOf(notes);
        }
    }

    // ---------------------------------------------------------------- the home folder

    /**
     * Saves a finished or unfinished game into {@code records/} under a new name made of the
     * game id and the time ({@code take-away-20261122-024000.json}).
     *
     * @return the file written
     */
    public Path saveRecord(GameRecord record) {
        return saveRecord(record, true);
    }

    /** The same, forced to disk only when {@code force}. */
    Path saveRecord(GameRecord record, boolean force) {
        return NewRecordFile.write(records(), RecordNames.recordBase(record), toJson(record), force);
    }

    /** The record files in {@code records/}, newest first, at most {@code limit}. */
    public List<Path> recent(int limit) {
        return RecordListing.newestFirst(records(), limit);
    }

    /**
     * The file a match autosaves to: {@code autosave/<game>-<start time>-<process>-<match>.json}.
     * A resumed game keeps its start time, so the process id and the match's identity make the
     * name its own: the autosave it was resumed from is never overwritten, and can be discarded
     * once the new one is written (a crash in between leaves both, never neither).
     */
    public Path autosaveFile(Match match) {
        return autosaves().resolve(RecordNames.autosaveName(match));
    }

    /**
     * A listener that writes {@code match}'s record to its {@link #autosaveFile}: at the start
     * (when it starts with moves played), after every move that does not end the game, and after
     * every undo. (So an autosave never holds a finished game, which {@link #unfinished()} would
     * not offer: a crash between the last move and filing it leaves the game one move short, and
     * offered back.) When the game ends by
     * the rules or a resignation the record moves into {@code records/} (a game that is undone
     * and ends again overwrites that same record). An abandoned game's autosave stays, to be
     * offered back by {@link #unfinished()}. Add it with {@link Match#addListener}; a write that
     * fails is ignored (the game goes on).
     */
    public MatchListener autosaver(Match match) {
        return autosaver(match, null);
    }

    /**
     * Like {@link #autosaver(Match)}, for a match resumed from the autosave {@code replaces}:
     * that file is deleted once this match's own autosave (or its filed record) is written, and
     * not before, so a crash at any moment leaves the game offered back exactly once or twice,
     * never lost. {@code replaces} may be {@code null}, and is left alone when it is not in
     * {@link #autosaves()} (a record the person opened from elsewhere is theirs), except that a
     * record in {@link #records()} is the one this game is filed to again when it ends (one game,
     * one record). A game that is over from the start (a finished game opened to look at) writes
     * nothing until a move is undone.
     *
     * @since 1.3
     */
    public MatchListener autosaver(Match match, Path replaces) {
        return autosaver(match, replaces, null);
    }

    /**
     * Like {@link #autosaver(Match, Path)}, but no write waits for the disk: each save is written
     * whole and renamed into place at once, on the thread that hears the match (so a move is in
     * its autosave before the listeners after this one hear it, and a process killed then loses
     * nothing), and each file written (or deleted) is handed to {@code durable}, which must call
     * {@link #force(Path)} with it soon, on a thread of its own: until then a crash of the
     * machine (not of the process) may lose the last saves. For a host whose players see each
     * move as soon as it is played (the web front-end's tables), where forcing every save on the
     * match's thread would hold every move up by a disk's write. {@code durable} null: every
     * write is forced at once, as {@link #autosaver(Match, Path)} does.
     *
     * @since 1.6
     */
    public MatchListener autosaver(Match match, Path replaces, java.util.function.Consumer<Path> durable) {
        Path file = autosaveFile(match);
        Path old = RecordNames.isIn(replaces, autosaves()) && !RecordNames.absolute(replaces).equals(RecordNames.absolute(file))
                ? replaces : null;
        Path refile = RecordNames.isIn(replaces, records()) ? replaces : null;
        return new Autosaver(this, match, file, old, refile, durable);
    }

    /**
     * A record in {@code records/} and the file it is in.
     *
     * @since 1.4
     */
    public record Saved(Path file, GameRecord record) {
    }

    /**
     * The readable records in {@code records/}, newest first, one entry per game: a game saved
     * more than once (filed when it ended and saved by hand, say) is listed by its most recently
     * written file. A game is known by its id and its start time. Files that are not readable
     * records are skipped; {@code exclude} are games listed elsewhere (autosaved in progress), by
     * {@link #identity}.
     *
     * @since 1.4
     */
    public List<Saved> saved(int limit, Set<String> exclude) {
        return RecordListing.saved(records(), limit, exclude);
    }

    /**
     * What makes two records the same game: its id and when it began.
     *
     * @since 1.4
     */
    public static String identity(GameRecord record) {
        return record.gameId() + "@" + record.started();
    }

    /** An autosaved game in progress and the file it is in. */
    public record Unfinished(Path file, GameRecord record) {
    }

    /**
     * Finishes or clears the saves a killed process left half done in {@code records/} and
     * {@code autosave/}: each hidden temporary file of a save, once it is half a minute old, is
     * deleted when it is not a complete record, else renamed into place when it is newer than the
     * file it was to replace (or that file is missing), else kept as {@code NAME-recovered.json}.
     * {@link #unfinished()} does this first, so each front-end does it at its start.
     *
     * @return the records kept: saves completed and {@code -recovered} files
     * @since 1.4
     */
    public List<Path> recoverInterruptedSaves() {
        List<Path> kept = new ArrayList<>(InterruptedSaves.tidy(records()));
        kept.addAll(InterruptedSaves.tidy(autosaves()));
        return List.copyOf(kept);
    }

    /**
     * Tidies another folder of records as {@link #recoverInterruptedSaves()} tidies {@code
     * records/}: a {@code match --records DIR} folder, before the match saves into it again.
     *
     * @return the records kept: saves completed and {@code -recovered} files
     * @since 1.8
     */
    public static List<Path> recoverInterruptedSaves(Path folder) {
        return List.copyOf(InterruptedSaves.tidy(folder));
    }

    /**
     * The unfinished games in {@code autosave/} that can be read, newest first, after {@link
     * #recoverInterruptedSaves()}. Files that are not readable records, or not regular files, are
     * skipped (left in place, never opened).
     */
    public List<Unfinished> unfinished() {
        recoverInterruptedSaves();
        return RecordListing.unfinished(autosaves());
    }

    /** Deletes an autosave (offered back and declined, or resumed). */
    public void discard(Path autosave) {
        try {
            Files.deleteIfExists(autosave);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + autosave + ": " + e.getMessage(), e);
        }
    }
}
