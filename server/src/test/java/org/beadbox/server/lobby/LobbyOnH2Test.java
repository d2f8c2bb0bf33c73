package org.beadbox.server.lobby;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;

@DisplayName("The lobby on H2")
class LobbyOnH2Test extends LobbyDatabaseTest {

    @Override
    Optional<String> database() {
        return Optional.empty();
    }
}
