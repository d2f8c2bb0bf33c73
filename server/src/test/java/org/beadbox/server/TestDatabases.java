package org.beadbox.server;

import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.beadbox.testkit.Postgres;

/**
 * The two databases every server test runs against: H2 in a file under a temporary folder (as
 * {@code ./beadbox server} keeps it) and a fresh database in a real PostgreSQL 15 (the testkit's
 * fixture).
 */
final class TestDatabases {

    static final String H2 = "h2";
    static final String POSTGRES = "postgresql";

    private TestDatabases() {
    }

    /** The kinds, for {@code @MethodSource}. */
    static Stream<String> kinds() {
        return Stream.of(H2, POSTGRES);
    }

    /** A new, migrated database of that kind, for a server of these settings. */
    static Database open(String kind, Path home, int port, Optional<String> publicUrl, Optional<String> proxy) {
        Optional<String> url = kind.equals(POSTGRES) ? Optional.of(Postgres.shared().newDatabase()) : Optional.empty();
        return new Database(new ServerSettings(port, url, publicUrl, proxy), home);
    }

    static Database open(String kind, Path home) {
        return open(kind, home, 8765, Optional.empty(), Optional.empty());
    }
}
