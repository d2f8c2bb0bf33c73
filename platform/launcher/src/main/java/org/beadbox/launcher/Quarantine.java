package org.beadbox.launcher;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Safe mode for hot-deployed bundles: the bundles that must not start again, and the journal
 * that finds them after the process died.
 *
 * <p>Before a bundle from the bundles folder starts, a journal entry naming it is written to
 * {@code <home>/starting/}; it is deleted when the start returns, whether the bundle started
 * or failed. An entry left at the next start means the process ended while that bundle was
 * starting ({@code System.exit}, {@code Runtime.halt}, a crash, or a person giving up on a
 * hang): the bundle is quarantined. A bundle that does not finish starting in time, or that
 * ran out of memory, is quarantined at once.
 *
 * <p>Quarantine lives in {@code <home>/quarantine.properties}, keyed by the bundle's location,
 * with the jar's size and modification time: a jar replaced by a new one (or touched) leaves
 * quarantine by itself, as does a jar that is deleted.
 */
final class Quarantine {

    private final Path file;
    private final Path journal;
    private final Path folder;

    Quarantine(Path home) {
        this.file = home.resolve("quarantine.properties");
        this.journal = home.resolve("starting");
        this.folder = home.resolve("bundles").toAbsolutePath().normalize();
    }

    /**
     * Quarantines every bundle the journal shows starting when the last process ended.
     *
     * @return the locations quarantined now
     */
    synchronized List<String> recover() {
        List<String> found = new ArrayList<>();
        if (!Files.isDirectory(journal)) {
            return found;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(journal)) {
            for (Path entry : entries) {
                String location = Files.readString(entry, StandardCharsets.UTF_8).strip();
                Files.deleteIfExists(entry);
                Path jar = jarOf(location);
                if (jar != null && Files.isRegularFile(jar) && reason(location) == null) {
                    add(location, "Beadbox ended while it was starting (System.exit, Runtime.halt, a crash, "
                            + "or a hang until Beadbox was stopped)");
                    found.add(location);
                }
            }
        } catch (IOException | RuntimeException e) {
            // An unreadable journal explains nothing; the bundles start as usual.
        }
        return found;
    }

    /** Notes that the bundle at {@code location} (id {@code id}) is starting now. */
    void starting(long id, String location) {
        try {
            Files.createDirectories(journal);
            Path tmp = journal.resolve("." + id + ".tmp");
            Files.writeString(tmp, location, StandardCharsets.UTF_8);
            Files.move(tmp, journal.resolve(Long.toString(id)), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // Without the journal a crash goes unexplained, but the bundle still starts.
        }
    }

    /** Notes that the start of bundle {@code id} returned. */
    void started(long id) {
        try {
            Files.deleteIfExists(journal.resolve(Long.toString(id)));
        } catch (IOException e) {
            // A stale entry quarantines a bundle that did nothing wrong; the line says how to undo it.
        }
    }

    /**
     * The reason the bundle at {@code location} is quarantined, or null when it may start. A
     * quarantined jar that changed since (or is gone) is let out.
     */
    synchronized String reason(String location) {
        Properties p = read();
        String entry = p.getProperty(location);
        if (entry == null) {
            return null;
        }
        int bar = entry.indexOf('|');
        if (bar < 0 || !entry.substring(0, bar).equals(stamp(jarOf(location)))) {
            p.remove(location);
            write(p);
            return null;
        }
        return entry.substring(bar + 1);
    }

    /** Quarantines the bundle at {@code location}, a jar of the bundles folder, for {@code why}. */
    synchronized void add(String location, String why) {
        Path jar = jarOf(location);
        if (jar == null) {
            return;
        }
        Properties p = read();
        p.setProperty(location, stamp(jar) + "|" + why);
        write(p);
    }

    /** The jar of a location in the bundles folder, or null for any other location. */
    Path jarOf(String location) {
        if (location == null || !location.startsWith("file:")) {
            return null;
        }
        try {
            Path jar = Path.of(URI.create(location)).toAbsolutePath().normalize();
            return jar.startsWith(folder) ? jar : null;
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;
        }
    }

    /** How to let a quarantined jar start again, for the end of a line. */
    String howToReenable(String location) {
        Path jar = jarOf(location);
        String name = jar == null ? location : jar.getFileName().toString();
        return "to try it again, replace or touch bundles/" + name + " (or delete its line in " + file + ")";
    }

    private static String stamp(Path jar) {
        try {
            return jar == null ? "gone" : Files.size(jar) + ":" + Files.getLastModifiedTime(jar).toMillis();
        } catch (IOException e) {
            return "gone";
        }
    }

    private Properties read() {
        return PropertiesFile.read(file);
    }

    private void write(Properties p) {
        try {
            PropertiesFile.write(file, p, "hot-deployed bundles Beadbox does not start (safe mode): location = size:modified|reason");
        } catch (IOException e) {
            // Quarantine is then in force for this run only.
        }
    }
}
