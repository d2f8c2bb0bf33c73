package org.beadbox.server;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * How a server was started: where it listens, its database, the public address that links and
 * the Origin check use, and the one proxy whose forwarding headers are believed.
 *
 * @param port         the loopback port it serves on
 * @param database     a JDBC address; empty for the embedded H2 database under the Beadbox folder
 * @param publicUrl    the address people reach it at; empty for {@code http://127.0.0.1:PORT}
 * @param trustedProxy the only address whose {@code X-Forwarded-For} and
 *                     {@code X-Forwarded-Proto} are believed; empty for none
 */
public record ServerSettings(int port, Optional<String> database, Optional<String> publicUrl,
                             Optional<String> trustedProxy) {

    /** The framework properties the launcher sets from {@code ./beadbox server}'s options. */
    static final String PORT = "org.osgi.service.http.port";
    static final String DATABASE = "beadbox.server.db";
    static final String PUBLIC_URL = "beadbox.server.public-url";
    static final String TRUSTED_PROXY = "beadbox.server.trusted-proxy";

    public ServerSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not a port: use 0 to 65535");
        }
    }

    /** The settings in framework properties ({@code property} answers null for an absent one). */
    static ServerSettings read(Function<String, String> property) {
        String port = property.apply(PORT);
        return new ServerSettings(port == null ? 8765 : Integer.parseInt(port.strip()),
                present(property.apply(DATABASE)), present(property.apply(PUBLIC_URL)),
                present(property.apply(TRUSTED_PROXY)));
    }

    private static Optional<String> present(String s) {
        return s == null || s.isBlank() ? Optional.empty() : Optional.of(s.strip());
    }

    /** The address links and the Origin check use: scheme, host and port, no path. */
    public String origin() {
        return publicUrl.map(u -> {
            URI uri = URI.create(u);
            return uri.getScheme() + "://" + uri.getRawAuthority();
        }).orElse("http://127.0.0.1:" + port);
    }

    /** Whether people reach the server over https (its cookies are then Secure). */
    public boolean secure() {
        return origin().startsWith("https:");
    }

    /** The JDBC address: the one given, or H2 in {@code home/server/beadbox}. */
    public String jdbcUrl(Path home) {
        return database.orElseGet(() -> "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath()
                + ";AUTO_SERVER=TRUE");
    }
}
