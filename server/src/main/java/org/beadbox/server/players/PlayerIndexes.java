package org.beadbox.server.players;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * Migration 15 (Java: the index differs between the databases): what the players' search and
 * the leaderboards read.
 * <ul>
 *   <li>On PostgreSQL, {@code account_name_prefix}: the names' keys with {@code varchar_pattern_ops},
 *   an index {@code name_key LIKE 'an%'} can use under any collation (the unique key's index can
 *   only with the C collation). H2 uses the unique key's index for such a LIKE already.</li>
 *   <li>On both, {@code rating_pool_rank}: ratings by pool and rating, the leaderboard's order.</li>
 * </ul>
 */
public final class PlayerIndexes implements JavaMigration {

    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion("15");
    }

    @Override
    public String getDescription() {
        return "players search and leaderboard indexes";
    }

    @Override
    public Integer getChecksum() {
        return 15_044;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection c = context.getConnection();
        try (Statement s = c.createStatement()) {
            if (c.getMetaData().getDatabaseProductName().toLowerCase(java.util.Locale.ROOT).contains("postgres")) {
                s.execute("CREATE INDEX account_name_prefix ON account (name_key varchar_pattern_ops)");
            }
            s.execute("CREATE INDEX rating_pool_rank ON rating (pool, rating)");
        }
    }
}
