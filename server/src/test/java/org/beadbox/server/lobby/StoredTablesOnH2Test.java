package org.beadbox.server.lobby;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Tables kept in H2")
class StoredTablesOnH2Test extends StoredTablesTest {

    @Override
    Optional<String> database() {
        return Optional.empty();
    }
}
