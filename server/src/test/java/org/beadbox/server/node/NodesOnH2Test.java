package org.beadbox.server.node;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Nodes, leases and health on H2")
class NodesOnH2Test extends NodesDatabaseTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }
}
