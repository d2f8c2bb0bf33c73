package org.beadbox.server;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.function.Function;
import org.beadbox.server.security.PrivateFiles;

/**
 * The settings a server was started with, written by it at each start to {@code
 * server/settings.properties} (0600 in the 0700 folder): the database's address and user, the
 * password file's name, the public address and the trusted proxy; no secret. {@code ./beadbox
 * server admin} reads them, so that it acts on the site's real database without being told
 * again; what its own command line says comes first.
 */
final class SettingsFile {

    static final String FILE = "settings.properties";
    /** The framework property naming the database's password file ({@code --db-password-file}). */
    static final String PASSWORD_FILE = "beadbox.server.db-password-file";
    /** The framework property set for {@code ./beadbox server admin}. */
    static final String ADMIN = "beadbox.server.admin";

    /** What is kept: the framework properties of {@link ServerSettings} and the password file's. */
    private static final String[] KEYS = {ServerSettings.DATABASE, PASSWORD_FILE, ServerSettings.PUBLIC_URL, ServerSettings.TRUSTED_PROXY};

    private SettingsFile() {
    }

    /** Writes the settings of this start ({@code property} answers null for an absent one) to {@code folder}. */
    static void write(Path folder, Function<String, String> property) {
        Properties p = new Properties();
        for (String key : KEYS) {
            String v = property.apply(key);
            if (v != null && !v.isBlank()) {
                p.setProperty(key, v.strip());
            }
        }
        StringWriter out = new StringWriter();
        try {
            p.store(out, "Written by " + StartName.command() + " server at its start, read by " + StartName.command() + " server admin. No secrets.");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PrivateFiles.write(folder.resolve(FILE), out.toString());
    }

    /** The settings kept in {@code folder}, empty when there are none. */
    static Optional<Map<String, String>> read(Path folder) {
        Path f = folder.resolve(FILE);
        if (!Files.isRegularFile(f)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try {
            p.load(new StringReader(Files.readString(f, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + f + ": " + e.getMessage(), e);
        }
        Map<String, String> out = new TreeMap<>();
        p.stringPropertyNames().forEach(k -> out.put(k, p.getProperty(k)));
        return Optional.of(out);
    }

    /** {@code property}, then the kept settings for what it does not say. */
    static Function<String, String> over(Function<String, String> property, Map<String, String> kept) {
        return key -> {
            String v = property.apply(key);
            return v != null && !v.isBlank() ? v : kept.get(key);
        };
    }
}
