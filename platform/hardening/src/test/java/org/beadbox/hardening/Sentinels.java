package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A folder of files that no parser or loader may touch: their bytes and modification times are
 * noted when made, and {@link #check()} fails if any changed, went away, or a file appeared
 * there that the test did not write itself.
 */
final class Sentinels {

    private final Path folder;
    private final Map<String, byte[]> bytes = new TreeMap<>();
    private final Map<String, FileTime> times = new TreeMap<>();

    /** Makes the folder and three sentinel files in it: a record, an autosave, plain text. */
    Sentinels(Path folder) {
        this.folder = folder;
        try {
            Files.createDirectories(folder);
            write("sentinel-record.json", Corpus.records().get(0));
            write("sentinel-notes.txt", "a file of the person's own: no test may change it\n");
            write(".sentinel-hidden.json.tmp", "{\"half\": ");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void write(String name, String text) throws IOException {
        Path p = folder.resolve(name);
        Files.writeString(p, text);
        Files.setLastModifiedTime(p, FileTime.fromMillis(1_600_000_000_000L + bytes.size()));
        bytes.put(name, Files.readAllBytes(p));
        times.put(name, Files.getLastModifiedTime(p));
    }

    /** The folder, where a test may write its own input files. */
    Path folder() {
        return folder;
    }

    /** Fails if a sentinel changed or went away, or a file appeared that is not among {@code ours}. */
    void check(String... ours) {
        try {
            for (Map.Entry<String, byte[]> e : bytes.entrySet()) {
                Path p = folder.resolve(e.getKey());
                assertEquals(true, Files.exists(p), e.getKey() + " is still there");
                assertEquals(true, Arrays.equals(e.getValue(), Files.readAllBytes(p)), e.getKey() + " has its bytes");
                assertEquals(times.get(e.getKey()), Files.getLastModifiedTime(p), e.getKey() + " has its time");
            }
            try (Stream<Path> files = Files.list(folder)) {
                for (Path p : files.toList()) {
                    String name = p.getFileName().toString();
                    assertEquals(true, bytes.containsKey(name) || Arrays.asList(ours).contains(name),
                            "no file " + name + " appeared in " + folder);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The work folder Maven gives the tests (target/hardening-work), or a temporary one. */
    static Path work(String name) {
        String base = System.getProperty("hardening.work");
        try {
            Path root = base == null ? Files.createTempDirectory("hardening") : Path.of(base);
            Path p = root.resolve(name);
            if (Files.exists(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    for (Path q : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                        Files.delete(q);
                    }
                }
            }
            return Files.createDirectories(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
