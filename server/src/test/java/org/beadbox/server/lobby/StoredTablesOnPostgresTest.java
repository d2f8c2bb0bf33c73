package org.beadbox.server.lobby;

import java.util.Optional;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;

/** {@link StoredTablesTest} on the distribution's PostgreSQL (the testkit's server, shared by the JVM's tests). */
@DisplayName("Tables kept in PostgreSQL")
class StoredTablesOnPostgresTest extends StoredTablesTest {

    @Override
    Optional<String> database() {
        return Optional.of(Postgres.shared().newDatabase());
    }
}
