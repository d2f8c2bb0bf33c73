package org.beadbox.server.node;

import java.nio.file.Path;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Failover between two nodes on PostgreSQL")
class FailoverOnPostgresTest extends FailoverTest {

    @Override
    String database(Path home) {
        return Postgres.shared().newDatabase();
    }
}
