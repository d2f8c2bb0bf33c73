package org.beadbox.core.catalogue;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Set;
import org.beadbox.core.GuardedFile;

/**
 * Reads what a catalogue points at, assuming the catalogue may be hostile: only {@code https}
 * addresses (plain {@code http} only from a catalogue added with {@code --insecure}), and
 * {@code file} addresses only from a catalogue that is itself a local folder and only under that
 * folder (no {@code ..}, no link out of it); time limits on the network, a cap on the bytes read,
 * and downloads checked against their SHA-256 and their signature by the catalogue's key before
 * they are handed on.
 */
final class Fetch {

    /** The most a plugin jar may weigh. */
    static final long MAX_JAR_BYTES = 64L << 20;
    private static final int TIMEOUT_MILLIS = 15_000;
    private static final Set<String> SCHEMES = Set.of("file", "http", "https");

    private Fetch() {
    }

    /** The most a signature or key file may weigh. */
    static final long MAX_SMALL_BYTES = 4096;

    /** Opens {@code target}, an address the catalogue {@code origin} gives, if the rules above allow it. */
    static InputStream open(IndexedResource.Origin origin, URI target, long maxBytes) throws IOException {
        return open(allowed(origin, target), maxBytes);
    }

    /**
     * The address to read for {@code target}, given by the catalogue {@code origin}: itself, or for a
     * local file its real path (links followed) once it is found under the catalogue's folder.
     *
     * @throws IOException naming the rule it breaks
     */
    static URI allowed(IndexedResource.Origin origin, URI target) throws IOException {
        String scheme = scheme(target);
        String from = scheme(origin.index());
        if (scheme.equals("https")) {
            return target;
        }
        if (scheme.equals("http")) {
            if (origin.insecure()) {
                return target;
            }
            throw new IOException("the catalogue " + origin.index() + " points at " + target + ", a plain http address: "
                    + "only https is read, unless the catalogue was added with --insecure");
        }
        if (!scheme.equals("file")) {
            throw new IOException("only https addresses (and files of a local catalogue) are read, not " + target);
        }
        if (!from.equals("file")) {
            throw new IOException("the catalogue " + origin.index() + " is on the network and points at the local file "
                    + target + ": it may only point at https addresses");
        }
        try {
            Path folder = Path.of(origin.index()).toAbsolutePath().getParent().toRealPath();
            Path real = Path.of(target).toRealPath();
            if (!real.startsWith(folder)) {
                throw new IOException("the catalogue in " + folder + " points at " + Path.of(target)
                        + ", which is outside its folder (through .. or a link): only files under the catalogue's folder are read");
            }
            return real.toUri();
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            throw new IOException("not a local file: " + target);
        }
    }

    private static String scheme(URI uri) {
        return uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    }

    /** Opens {@code uri} for reading at most {@code maxBytes}. */
    static InputStream open(URI uri, long maxBytes) throws IOException {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!SCHEMES.contains(scheme)) {
            throw new IOException("only file, http and https addresses are read, not " + uri);
        }
        if (scheme.equals("file")) {
            return local(uri, maxBytes);
        }
        URLConnection connection = uri.toURL().openConnection();
        connection.setConnectTimeout(TIMEOUT_MILLIS);
        connection.setReadTimeout(TIMEOUT_MILLIS);
        connection.setUseCaches(false);
        long length = connection.getContentLengthLong();
        if (length > maxBytes) {
            throw new IOException(uri + " is " + length + " bytes, more than the " + maxBytes + " allowed");
        }
        return new Capped(connection.getInputStream(), maxBytes, uri.toString());
    }

    /**
     * Downloads the resource's jar into a new file in {@code folder} and checks its SHA-256.
     *
     * @return the file, whose content matches the index
     * @throws IllegalArgumentException when it cannot be read or does not match; no file is left then
     */
    static Path download(IndexedResource resource, Path folder) {
        IndexedResource.Origin origin = resource.origin();
        if (origin.key() == null) {
            throw new IllegalArgumentException(resource.id() + " " + resource.version() + " cannot be checked: "
                    + (origin.pinned() ? "its catalogue " + origin.index() + " publishes no signing key (" + CatalogueKey.FILE
                    + " beside its index)" : "no signing key was pinned for its catalogue " + origin.index()
                    + " (added by an older Beadbox): remove it and add it again"));
        }
        URI url = resource.url();
        String expected = resource.sha256().toLowerCase(Locale.ROOT);
        if (url == null || !expected.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException(resource.id() + " " + resource.version() + ": the catalogue gives no address "
                    + "or no SHA-256 for its jar, so it cannot be checked: ask the catalogue's publisher to index it again");
        }
        Path file = null;
        try {
            Files.createDirectories(folder);
            file = Files.createTempFile(folder, "download-", ".part");
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            try (InputStream in = open(origin, url, MAX_JAR_BYTES); OutputStream out = Files.newOutputStream(file)) {
                byte[] buffer = new byte[64 * 1024];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    sha.update(buffer, 0, n);
                    out.write(buffer, 0, n);
                }
            }
            byte[] digest = sha.digest();
            String actual = HexFormat.of().formatHex(digest);
            if (!actual.equals(expected)) {
                throw new IllegalArgumentException(resource.id() + " " + resource.version() + " is refused: its download from "
                        + url + " does not match the catalogue's SHA-256 (corrupted or altered); nothing was changed");
            }
            verify(origin, url, digest, resource.id() + " " + resource.version());
            Path done = file;
            file = null;
            return done;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot download " + resource.id() + " " + resource.version() + ": " + reason(e), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    // A temporary file left in the downloads folder; the next download does not use it.
                }
            }
        }
    }

    /**
     * A local file of a catalogue, through core's guarded reader: a regular file only (a pipe or
     * a device refused unopened), at most {@code maxBytes}; its refusals as I/O problems.
     */
    private static InputStream local(URI uri, long maxBytes) throws IOException {
        Path file;
        try {
            file = Path.of(uri);
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            throw new IOException("not a local file: " + uri);
        }
        try {
            return new java.io.ByteArrayInputStream(GuardedFile.bytes(file, new GuardedFile.Limits("a plugin catalogue's file", maxBytes, 1)));
        } catch (GuardedFile.Missing e) {
            throw new NoSuchFileException(e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * Checks the signature beside {@code file} ({@code file.sig}) over the file's SHA-256 {@code
     * digest} with the catalogue's key.
     *
     * @param what the file as the refusal names it
     * @throws IllegalArgumentException when it is missing, unreadable or does not match
     */
    static void verify(IndexedResource.Origin origin, URI file, byte[] digest, String what) {
        URI signature = URI.create(file + CatalogueKey.SIGNATURE_SUFFIX);
        byte[] signed;
        try (InputStream in = open(origin, signature, MAX_SMALL_BYTES)) {
            signed = in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalArgumentException(what + " is refused: it is not signed (" + reason(e) + "); nothing was changed", e);
        }
        if (!origin.key().verifies(digest, signed)) {
            throw new IllegalArgumentException(what + " is refused: its signature does not match the catalogue's key "
                    + origin.key().fingerprint() + " (signed by another key, or altered); nothing was changed");
        }
    }

    /** An I/O problem in a few words. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException || e instanceof java.io.FileNotFoundException) {
            String m = String.valueOf(e.getMessage());
            return m.contains("no such file") || m.contains("does not exist") ? m : "no such file: " + m;
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** A stream that fails once more than its cap has been read. */
    static final class Capped extends FilterInputStream {
        private final long cap;
        private final String what;
        private long count;

        Capped(InputStream in, long cap, String what) {
            super(in);
            this.cap = cap;
            this.what = what;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count(n);
            }
            return n;
        }

        private void count(long n) throws IOException {
            count += n;
            if (count > cap) {
                throw new IOException(what + " holds more than the " + cap + " bytes allowed");
            }
        }
    }
}
