package org.beadbox.server;

import java.util.Optional;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;

/** The players' tests on the distribution's PostgreSQL (the testkit's server, shared by the JVM's tests). */
@DisplayName("The players' search and leaderboards on PostgreSQL")
class PlayersOnPostgresTest extends PlayersTest {

    @Override
    Optional<String> database() {
        return Optional.of(Postgres.shared().newDatabase());
    }
}
