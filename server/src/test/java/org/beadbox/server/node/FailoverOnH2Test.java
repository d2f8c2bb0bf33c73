package org.beadbox.server.node;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Failover between two nodes on H2")
class FailoverOnH2Test extends FailoverTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }
}
