package org.beadbox.core;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finishes or clears the saves a killed process left half done. {@link RecordStore#save} writes
 * {@code .NAME.json<digits>.tmp} next to {@code NAME.json} and renames it into place; a process
 * killed in between leaves the hidden temporary file behind. Here, in one folder, each such file
 * older than {@link #SETTLE} (younger ones may be a save under way in another Beadbox):
 * <ul>
 *   <li>that is not a complete, readable record is deleted;</li>
 *   <li>that is one, newer than {@code NAME.json} or with no {@code NAME.json}, is renamed into
 *       place: the save it was part of is completed;</li>
 *   <li>that is one, identical to {@code NAME.json}, is deleted;</li>
 *   <li>that is one older than {@code NAME.json} is kept as {@code NAME-recovered.json} (a
 *       visible record, which the person can open or delete).</li>
 * </ul>
 * Other files, and anything that is not a regular file, are left alone.
 */
final class InterruptedSaves {

    /** How old a temporary file must be to be taken for abandoned. */
    static final Duration SETTLE = Duration.ofSeconds(30);

    private static final Pattern TEMPORARY = Pattern.compile("\\.(.+\\.json)\\d+\\.tmp");

    private InterruptedSaves() {
    }

    /**
     * Tidies {@code dir} as the class describes.
     *
     * @return the records kept: completed saves and {@code -recovered} files
     */
    static List<Path> tidy(Path dir) {
        List<Path> kept = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return kept;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path tmp : files) {
                Matcher m = TEMPORARY.matcher(tmp.getFileName().toString());
                if (m.matches() && Files.isRegularFile(tmp) && abandoned(tmp)) {
                    try {
                        tidyOne(tmp, dir.resolve(m.group(1)), kept);
                    } catch (IOException e) {
                        Debug.report("cannot tidy the interrupted save " + tmp, e);
                    }
                }
            }
        } catch (IOException e) {
            Debug.report("cannot list " + dir + " for interrupted saves", e);
        }
        return kept;
    }

    private static boolean abandoned(Path tmp) {
        try {
            return Files.getLastModifiedTime(tmp).toInstant().isBefore(Instant.now().minus(SETTLE));
        } catch (IOException e) {
            return false;
        }
    }

    private static void tidyOne(Path tmp, Path target, List<Path> kept) throws IOException {
        try {
            RecordStore.load(tmp);
        } catch (IllegalArgumentException e) {
            Files.delete(tmp); // half written: the save never reached its target, which holds the one before
            return;
        }
        if (!Files.exists(target, java.nio.file.LinkOption.NOFOLLOW_LINKS) || newer(tmp, target) && Files.isRegularFile(target)) {
            AtomicWrite.moveOver(tmp, target);
            kept.add(target);
        } else if (Files.isRegularFile(target) && Files.size(target) == Files.size(tmp) && Arrays.equals(Files.readAllBytes(tmp), Files.readAllBytes(target))) {
            Files.delete(tmp);
        } else {
            String base = target.getFileName().toString().replaceFirst("\\.json$", "");
            Path keep = target.resolveSibling(base + "-recovered.json");
            for (int i = 2; Files.exists(keep, java.nio.file.LinkOption.NOFOLLOW_LINKS); i++) {
                keep = target.resolveSibling(base + "-recovered-" + i + ".json");
            }
            Files.move(tmp, keep);
            kept.add(keep);
        }
    }

    private static boolean newer(Path a, Path b) throws IOException {
        FileTime ta = Files.getLastModifiedTime(a);
        return ta.compareTo(Files.getLastModifiedTime(b)) > 0;
    }
}
