package org.beadbox.server;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Mail through a real SMTP server (GreenMail), on H2")
class MailOnH2Test extends MailTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }
}
