package org.beadbox.core.catalogue;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.beadbox.core.command.StartName;

/**
 * The catalogues' locations: the default one (the build's, given by the launcher) first, then
 * those the person added, kept one a line in {@code catalogues.txt} in the Beadbox folder.
 */
final class CatalogueList {

    private final String defaultLocation;
    private final Path file;

    /**
     * @param defaultLocation the build's catalogue folder, or null when this runtime has none
     * @param home the Beadbox folder
     */
    CatalogueList(String defaultLocation, Path home) {
        this.defaultLocation = defaultLocation == null || defaultLocation.isBlank() ? null : defaultLocation;
        this.file = home.resolve("catalogues.txt");
    }

    /** Every location, the default first. */
    synchronized List<String> all() {
        List<String> out = new ArrayList<>();
        if (defaultLocation != null) {
            out.add(defaultLocation);
        }
        for (String s : added()) {
            if (!out.contains(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** Keeps {@code location} (normalized) after the others; returns it as kept. */
    synchronized String add(String location) throws IOException {
        String kept = normalize(location);
        List<String> added = added();
        if (!added.contains(kept) && !kept.equals(defaultLocation)) {
            added.add(kept);
            write(added);
        }
        return kept;
    }

    /** Forgets {@code location}. */
    synchronized void remove(String location) throws IOException {
        String kept = normalize(location);
        if (kept.equals(defaultLocation)) {
            throw new IllegalArgumentException(location + " is the default catalogue, which comes with Beadbox and stays");
        }
        List<String> added = added();
        if (!added.remove(kept)) {
            throw new IllegalArgumentException(location + " is not one of the catalogues (" + StartName.command() + " plugins catalogues lists them)");
        }
        write(added);
    }

    /** A location as kept: an absolute folder path, or a URL. */
    static String normalize(String location) {
        String s = location.strip();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("no catalogue given: name a folder holding index.xml, or a URL");
        }
        if (s.matches("(?i)(https?|file):.*")) {
            try {
                return new URI(s).normalize().toString();
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException(s + " is not a valid URL: " + e.getReason());
            }
        }
        try {
            return Path.of(s).toAbsolutePath().normalize().toString();
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(s + " is neither a folder nor a URL");
        }
    }

    /** Where the index of {@code location} is: the folder's index.xml (or .gz), or the URL's. */
    static URI index(String location) {
        if (location.matches("(?i)(https?|file):.*")) {
            URI uri = URI.create(location);
            String path = uri.getPath() == null ? "" : uri.getPath().toLowerCase(Locale.ROOT);
            if (path.endsWith(".xml") || path.endsWith(".gz")) {
                return uri;
            }
            return URI.create(location.endsWith("/") ? location + "index.xml" : location + "/index.xml");
        }
        Path folder = Path.of(location);
        if (Files.isRegularFile(folder)) {
            return folder.toUri();
        }
        Path xml = folder.resolve("index.xml");
        Path gz = folder.resolve("index.xml.gz");
        return (Files.isRegularFile(xml) || !Files.isRegularFile(gz) ? xml : gz).toUri();
    }

    private List<String> added() {
        try {
            List<String> out = new ArrayList<>();
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line.strip());
                }
            }
            return out;
        } catch (IOException e) {
            return new ArrayList<>();
        }
    }

    private void write(List<String> added) throws IOException {
        StringBuilder text = new StringBuilder("# Plugin catalogues added with " + StartName.command() + " plugins catalogues add (one a line)\n");
        added.forEach(s -> text.append(s).append('\n'));
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), "catalogues-", ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
