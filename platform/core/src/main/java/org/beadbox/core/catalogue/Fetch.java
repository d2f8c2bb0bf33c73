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

/**
 * Reads what a catalogue points at, assuming the catalogue may be hostile: only {@code file},
 * {@code http} and {@code https} addresses, time limits on the network, a cap on the bytes read,
 * and downloads checked against their SHA-256 before they are handed on.
 */
final class Fetch {

    /** The most a plugin jar may weigh. */
    static final long MAX_JAR_BYTES = 64L << 20;
    private static final int TIMEOUT_MILLIS = 15_000;
    private static final Set<String> SCHEMES = Set.of("file", "http", "https");

    private Fetch() {
    }

    /** Opens {@code uri} for reading at most {@code maxBytes}. */
    static InputStream open(URI uri, long maxBytes) throws IOException {
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!SCHEMES.contains(scheme)) {
            throw new IOException("only file, http and https addresses are read, not " + uri);
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
            try (InputStream in = open(url, MAX_JAR_BYTES); OutputStream out = Files.newOutputStream(file)) {
                byte[] buffer = new byte[64 * 1024];
                for (int n; (n = in.read(buffer)) > 0; ) {
                    sha.update(buffer, 0, n);
                    out.write(buffer, 0, n);
                }
            }
            String actual = HexFormat.of().formatHex(sha.digest());
            if (!actual.equals(expected)) {
                throw new IllegalArgumentException(resource.id() + " " + resource.version() + " is refused: its download from "
                        + url + " does not match the catalogue's SHA-256 (corrupted or altered); nothing was changed");
            }
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

    /** An I/O problem in a few words. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException || e instanceof java.io.FileNotFoundException) {
            return "no such file: " + e.getMessage();
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
