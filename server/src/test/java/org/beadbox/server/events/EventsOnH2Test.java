package org.beadbox.server.events;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Events across nodes on H2 (in-process, after commit)")
class EventsOnH2Test extends EventsTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }
}
