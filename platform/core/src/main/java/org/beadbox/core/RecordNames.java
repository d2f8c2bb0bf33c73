package org.beadbox.core;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * How {@link RecordStore} names its files: a saved record by its game and the time
 * ({@code take-away-20261122-024000.json}, numbered by {@link NewRecordFile} when taken), an
 * autosave by its game, start time, process and match; and whether a file lies in a folder.
 */
final class RecordNames {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private RecordNames() {
    }

    /** The name, without its extension, of a record saved now into {@code records/}. */
    static String recordBase(GameRecord record) {
        return record.gameId() + "-" + STAMP.format(Instant.now());
    }

    /** {@code <game>-<start time>-<process>-<match>.json}: the file {@code match} autosaves to. */
    static String autosaveName(Match match) {
        GameRecord r = match.record();
        String stamp = STAMP.format(Instant.parse(r.started()));
        return r.gameId() + "-" + stamp + "-" + Long.toHexString(ProcessHandle.current().pid()) + "-"
                + Integer.toHexString(System.identityHashCode(match)) + ".json";
    }

    /** True when {@code file} is given and lies directly in {@code folder}. */
    static boolean isIn(Path file, Path folder) {
        return file != null && absolute(folder).equals(absolute(file).getParent());
    }

    static Path absolute(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
