package org.beadbox.server.tournament;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Tournaments on H2")
class TournamentsOnH2Test extends TournamentsDatabaseTest {

    @Override
    Optional<String> database() {
        return Optional.empty();
    }
}
