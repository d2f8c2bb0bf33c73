package org.beadbox.server;

import java.util.Optional;

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

    public ServerSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not a port: use 0 to 65535");
        }
    }

    /** The address links and the Origin check use. */
    public String origin() {
        return publicUrl.map(u -> u.replaceAll("/+$", "")).orElse("http://127.0.0.1:" + port);
    }
}
