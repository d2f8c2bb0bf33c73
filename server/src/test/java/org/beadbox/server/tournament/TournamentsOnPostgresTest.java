package org.beadbox.server.tournament;

import java.util.Optional;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;

/** The tournaments' tests on the distribution's PostgreSQL (the testkit's server, shared by the JVM's tests). */
@DisplayName("Tournaments on PostgreSQL")
class TournamentsOnPostgresTest extends TournamentsDatabaseTest {

    @Override
    Optional<String> database() {
        return Optional.of(Postgres.shared().newDatabase());
    }
}
