package org.beadbox.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Temporary folders the tests make for Beadbox and the browsers, and delete afterwards. */
final class TempFolder {

    private TempFolder() {
    }

    static Path create(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException("could not make a temporary folder", e);
        }
    }

    /**
     * Deletes {@code dir} and everything in it. A process that has just ended may still be
     * removing its own files, so a failed pass is tried again for a few seconds.
     */
    static void delete(Path dir) {
        for (int attempt = 1; ; attempt++) {
            try {
                if (Files.exists(dir)) {
                    try (Stream<Path> files = Files.walk(dir)) {
                        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                            Files.deleteIfExists(p);
                        }
                    }
                }
                return;
            } catch (IOException | UncheckedIOException e) {
                if (attempt == 20) {
                    throw new UncheckedIOException("could not delete the temporary folder " + dir,
                            e instanceof IOException io ? io : ((UncheckedIOException) e).getCause());
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException stop) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
