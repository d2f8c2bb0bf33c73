package org.beadbox.server;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;

@DisplayName("The players' search and leaderboards on H2")
class PlayersOnH2Test extends PlayersTest {

    @Override
    Optional<String> database() {
        return Optional.empty();
    }
}
