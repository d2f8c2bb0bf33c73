package org.beadbox.server.lobby;

import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;

@DisplayName("The lobby on PostgreSQL")
class LobbyOnPostgresTest extends LobbyDatabaseTest {

    private static TemporaryPostgres postgres;

    @BeforeAll
    static void start() throws Exception {
        postgres = new TemporaryPostgres();
    }

    @AfterAll
    static void stop() {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Override
    Optional<String> database() throws Exception {
        return Optional.of(postgres.newDatabase());
    }
}
