package org.beadbox.server.lobby;

import java.util.Optional;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;

/** The lobby's database tests on the distribution's PostgreSQL (the testkit's server, shared by the JVM's tests). */
@DisplayName("The lobby on PostgreSQL")
class LobbyOnPostgresTest extends LobbyDatabaseTest {

    @Override
    Optional<String> database() {
        return Optional.of(Postgres.shared().newDatabase());
    }
}
