package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The records of {@code match --records DIR}: {@code GAME-0001.json}, {@code GAME-0002.json}, ...
 * numbered on after the highest number DIR already holds for that game, so a second match into
 * the same folder adds its games after the first one's instead of writing over them. Each record
 * takes the first free number from there in one step ({@link NewRecordFile}: written whole to a
 * hidden temporary file, then linked to a name that must not exist), so an existing file is never
 * replaced, even by a match running into the same folder at the same time.
 *
 * @since 1.10
 */
public final class NumberedRecords {

    private final Path dir;
    private final String game;
    private long next;

    /**
     * The numbering for {@code game}'s records in {@code dir}: after the highest {@code
     * GAME-NNNN.json} (or {@code GAME-NNNN-...json}, as a recovered save is named) found there;
     * from 1 when there is none or the folder does not exist yet.
     *
     * @throws UncheckedIOException naming the folder when it exists and cannot be listed
     */
    public NumberedRecords(Path dir, String game) {
        this.dir = Objects.requireNonNull(dir, "dir");
        this.game = Objects.requireNonNull(game, "game");
        this.next = highest(dir, game) + 1;
    }

    /** The number the next record is to take (a file taken meanwhile by another writer moves it on). */
    public long next() {
        return next;
    }

    /** The file name of record {@code number}: {@code GAME-0007.json}. */
    public String name(long number) {
        return String.format(Locale.ROOT, "%s-%04d.json", game, number);
    }

    /**
     * Writes {@code record} under the next free number, forced to disk.
     *
     * @return the file written
     * @throws UncheckedIOException naming the folder when it cannot be written
     */
    public Path save(GameRecord record) {
        long from = next;
        Path file = NewRecordFile.write(dir, name(from), i -> name(from + i - 1), RecordStore.toJson(record), true);
        String taken = file.getFileName().toString();
        next = Long.parseLong(taken.substring(game.length() + 1, taken.length() - ".json".length())) + 1;
        return file;
    }

    /** The highest record number of {@code game} in {@code dir}, 0 when none. */
    static long highest(Path dir, String game) {
        Pattern numbered = Pattern.compile(Pattern.quote(game) + "-(\\d{1,18})(?:-[^/]*)?\\.json");
        long max = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                Matcher m = numbered.matcher(f.getFileName().toString());
                if (m.matches()) {
                    max = Math.max(max, Long.parseLong(m.group(1)));
                }
            }
        } catch (NoSuchFileException none) {
            return 0;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
        return max;
    }
}
