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
 * those the person added, kept one a line in {@code catalogues.txt} in the Beadbox folder, each
 * with the signing key pinned when it was added and whether it was added with {@code --insecure}
 * ({@code LOCATION<tab>key=BASE64[<tab>insecure]}).
 */
final class CatalogueList {

    /**
     * A catalogue as kept.
     *
     * @param key its pinned signing key; null for the default catalogue (its key is read beside its
     *     index, part of this Beadbox) and for one added by a Beadbox that pinned no keys
     * @param insecure whether it was added with {@code --insecure} (plain http allowed)
     */
    record Source(String location, CatalogueKey key, boolean insecure, boolean isDefault) {
    }

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
        return sources().stream().map(Source::location).toList();
    }

    /** Every catalogue, the default first. */
    synchronized List<Source> sources() {
        List<Source> out = new ArrayList<>();
        if (defaultLocation != null) {
            out.add(new Source(defaultLocation, null, false, true));
        }
        for (Source s : added()) {
            if (out.stream().noneMatch(o -> o.location().equals(s.location()))) {
                out.add(s);
            }
        }
        return out;
    }

    /** The catalogue kept at {@code location} (normalized), or null. */
    synchronized Source source(String location) {
        String kept = normalize(location);
        return sources().stream().filter(s -> s.location().equals(kept)).findFirst().orElse(null);
    }

    /** Keeps {@code location} (normalized) after the others, with its key; returns it as kept. */
    synchronized Source add(String location, CatalogueKey key, boolean insecure) throws IOException {
        String kept = normalize(location);
        if (kept.equals(defaultLocation)) {
            return new Source(kept, null, false, true);
        }
        List<Source> added = added();
        added.removeIf(s -> s.location().equals(kept));
        Source source = new Source(kept, key, insecure, false);
        added.add(source);
        write(added);
        return source;
    }

    /** Forgets {@code location}. */
    synchronized void remove(String location) throws IOException {
        String kept = normalize(location);
        if (kept.equals(defaultLocation)) {
            throw new IllegalArgumentException(location + " is the default catalogue, which comes with Beadbox and stays");
        }
        List<Source> added = added();
        if (!added.removeIf(s -> s.location().equals(kept))) {
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
        if (s.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a catalogue's location may hold no control character (tab, newline)");
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

    private List<Source> added() {
        try {
            List<Source> out = new ArrayList<>();
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(parse(line.strip()));
                }
            }
            return out;
        } catch (IOException e) {
            return new ArrayList<>();
        }
    }

    /** A line of the file: the location, then tab-separated {@code key=BASE64} and {@code insecure}. */
    private static Source parse(String line) {
        String[] parts = line.split("\t");
        CatalogueKey key = null;
        boolean insecure = false;
        for (int i = 1; i < parts.length; i++) {
            if (parts[i].startsWith("key=")) {
                try {
                    key = CatalogueKey.parse(parts[i].substring(4));
                } catch (IllegalArgumentException e) {
                    key = null; // Treated as not pinned: installing from it asks to add it again.
                }
            } else if (parts[i].equals("insecure")) {
                insecure = true;
            }
        }
        return new Source(parts[0].strip(), key, insecure, false);
    }

    private void write(List<Source> added) throws IOException {
        StringBuilder text = new StringBuilder("# Plugin catalogues added with " + StartName.command() + " plugins catalogues add "
                + "(one a line: location, its signing key as pinned, insecure when added with --insecure)\n");
        added.forEach(s -> text.append(s.location()).append(s.key() == null ? "" : "\tkey=" + s.key().encoded())
                .append(s.insecure() ? "\tinsecure" : "").append('\n'));
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
