package org.beadbox.server;

import java.nio.file.Path;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Mail through a real SMTP server (GreenMail), on PostgreSQL")
class MailOnPostgresTest extends MailTest {

    @Override
    String database(Path home) {
        return Postgres.shared().newDatabase();
    }
}
