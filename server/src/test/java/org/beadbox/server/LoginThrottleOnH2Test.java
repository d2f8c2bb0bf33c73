package org.beadbox.server;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Login throttling and the security log, two nodes on H2")
class LoginThrottleOnH2Test extends LoginThrottleTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }
}
