package org.beadbox.server.lobby;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.TableStore;

/**
 * The server's {@link TableStore}: the lobby's tables and their moves in the database
 * ({@code lobby_table}, {@code lobby_move}), each move committed by a {@link TableKeeper}.
 */
public final class DatabaseTableStore implements TableStore {

    private final DataSource pool;
    private final Clock clock;
    private final Consumer<String> ended;
    private final java.util.concurrent.atomic.LongAdder commits = new java.util.concurrent.atomic.LongAdder();

    /** @param ended told each table's id once its end is committed */
    public DatabaseTableStore(DataSource pool, Clock clock, Consumer<String> ended) {
        this.pool = pool;
        this.clock = clock;
        this.ended = ended;
    }

    @Override
    public MatchListener keeper(String table, Match match) {
        return new TableKeeper(pool, table, match, clock, ended, commits);
    }

    /** The transactions its keepers committed so far (for the benchmark's commits a move). */
    public long commits() {
        return commits.sum();
    }

    @Override
    public List<Kept> unfinished() {
        return Transaction.run(pool, c -> {
            List<Kept> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT id, record FROM lobby_table WHERE state = 'playing' AND record <> '' ORDER BY created_at")) {
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        try {
                            out.add(new Kept(r.getString(1), RecordStore.fromJson(r.getString(2), "table " + r.getString(1))));
                        } catch (RuntimeException e) {
                            System.err.println("Beadbox server: table " + r.getString(1) + " has a record that cannot be read ("
                                    + e.getMessage() + "); it is left as it is");
                        }
                    }
                }
            }
            return out;
        });
    }

    @Override
    public void closed(String table, String reason) {
        Transaction.run(pool, c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET state = 'closed', to_move = -1, result = ?,"
                    + " finished_at = ? WHERE id = ? AND state = 'playing'")) {
                s.setString(1, org.beadbox.api.Quote.line(reason));
                s.setObject(2, clock.instant().atOffset(java.time.ZoneOffset.UTC));
                s.setString(3, table);
                s.executeUpdate();
            }
            return null;
        });
    }
}
