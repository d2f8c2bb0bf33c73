package org.beadbox.server;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;

@DisplayName("The lobby across two nodes on H2")
class LobbyAcrossNodesOnH2Test extends LobbyAcrossNodesTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }
}
