package org.beadbox.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What a folder of records holds, newest first: the visible {@code *.json} regular files (a FIFO
 * or a device is never opened; hidden temporary files are left to {@link InterruptedSaves}), and
 * the readable records among them, each read through {@link RecordStore#load} with its size cap.
 * A file that is not a readable record is reported and skipped, left in place.
 */
final class RecordListing {

    private RecordListing() {
    }

    /** The record files in {@code dir}, newest first, at most {@code limit}; none when there is no folder. */
    static List<Path> newestFirst(Path dir, int limit) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".json") && !p.getFileName().toString().startsWith(".")
                            && Files.isRegularFile(p)) // a FIFO or a device is never opened
                    .sorted(Comparator.comparing(RecordListing::modified).reversed())
                    .limit(limit)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getMessage(), e);
        }
    }

    /** The readable records in {@code dir}, newest first, one per game, at most {@code limit}, none of {@code exclude}. */
    static List<RecordStore.Saved> saved(Path dir, int limit, Set<String> exclude) {
        List<RecordStore.Saved> out = new ArrayList<>();
        Set<String> seen = new HashSet<>(exclude);
        for (Path p : newestFirst(dir, Integer.MAX_VALUE)) {
            if (out.size() >= limit) {
                break;
            }
            try {
                GameRecord r = RecordStore.load(p);
                if (seen.add(RecordStore.identity(r))) {
                    out.add(new RecordStore.Saved(p, r));
                }
            } catch (IllegalArgumentException e) {
                Debug.report("skipping record " + p, e);
            }
        }
        return List.copyOf(out);
    }

    /** The readable records of games not over in {@code dir}, newest first. */
    static List<RecordStore.Unfinished> unfinished(Path dir) {
        List<RecordStore.Unfinished> out = new ArrayList<>();
        for (Path p : newestFirst(dir, Integer.MAX_VALUE)) {
            try {
                GameRecord r = RecordStore.load(p);
                if (!r.result().over()) {
                    out.add(new RecordStore.Unfinished(p, r));
                }
            } catch (IllegalArgumentException e) {
                Debug.report("skipping autosave " + p, e);
            }
        }
        return List.copyOf(out);
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }
}
