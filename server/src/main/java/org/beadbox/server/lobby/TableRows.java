package org.beadbox.server.lobby;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.TableStore.Kept;

/**
 * The SQL of {@link DatabaseTableStore}'s {@code lobby_table} rows: the reads of kept tables and
 * of orphans, and the writes of a table's seats and of its closing (its moves are the keeper's).
 */
final class TableRows {

    private TableRows() {
    }

    /** A kept table's row as read, its record not parsed yet (parsed by whichever thread reopens it). */
    record Row(String id, String record, String seats) {
        /** The table, or empty (and one line said) when its record cannot be read. */
        Optional<Kept> kept() {
            try {
                return Optional.of(new Kept(id, RecordStore.fromJson(record, "table " + id), seats));
            } catch (RuntimeException e) {
                System.err.println("Beadbox server: table " + id + " has a record that cannot be read (" + e.getMessage()
                        + "); it is left as it is");
                return Optional.empty();
            }
        }
    }

    /** The kept rows (a record and seats) where {@code where} holds, {@code ids} its parameters; their records not parsed. */
    static List<Row> rows(DataSource pool, String where, List<String> ids) {
        return Transaction.run(pool, c -> {
            List<Row> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT id, record, seats_json FROM lobby_table WHERE record <> ''"
                    + " AND seats_json IS NOT NULL AND " + where)) {
                for (int i = 0; i < ids.size(); i++) {
                    s.setString(i + 1, ids.get(i));
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        out.add(new Row(r.getString(1), r.getString(2), r.getString(3)));
                    }
                }
            }
            return out;
        });
    }

    /**
     * The live tables no node holds, at most {@code limit} of the games {@code installed} accepts,
     * each with whether it has a lease row (run out) or none yet, oldest first.
     */
    static Map<String, Boolean> orphans(Connection c, int limit, java.util.function.Predicate<String> installed) throws SQLException {
        Map<String, Boolean> out = new java.util.LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.id, o.table_id, t.game FROM lobby_table t LEFT JOIN table_owner o ON o.table_id = t.id"
                + " WHERE t.state = 'playing' AND t.seats_json IS NOT NULL AND (o.table_id IS NULL OR o.lease_until < CURRENT_TIMESTAMP)"
                + " ORDER BY t.created_at")) {
            try (ResultSet r = s.executeQuery()) {
                while (out.size() < limit && r.next()) {
                    if (installed.test(r.getString(3))) {
                        out.put(r.getString(1), r.getString(2) != null);
                    }
                }
            }
        }
        return out;
    }

    /** Writes {@code table}'s seats (and its record, when it has none yet) into its row, or inserts its row ({@link #insert}). */
    static void seat(Connection c, String table, Match match, String seats, Instant now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET seats_json = ?,"
                + " record = CASE WHEN record = '' THEN ? ELSE record END WHERE id = ?")) {
            s.setString(1, seats);
            s.setString(2, RecordStore.toJson(match.record()));
            s.setString(3, table);
            if (s.executeUpdate() == 1) {
                return;
            }
        }
        insert(c, table, match, seats, now);
    }

    /** The row of a table not opened through the lobby: unrated, its clock the match's, no seek and no accounts. */
    private static void insert(Connection c, String table, Match match, String seats, Instant now) throws SQLException {
        var at = now.atOffset(ZoneOffset.UTC);
        try (PreparedStatement s = c.prepareStatement("INSERT INTO lobby_table (id, game, options, seats, seed, rated,"
                + " live_clock, days, state, to_move, turn_started, record, created_at, seats_json)"
                + " VALUES (?, ?, ?, ?, ?, FALSE, ?, NULL, 'playing', ?, ?, ?, ?, ?)")) {
            s.setString(1, table);
            s.setString(2, match.info().id());
            s.setString(3, new com.google.gson.Gson().toJson(match.setup().options()));
            s.setInt(4, match.setup().players());
            s.setLong(5, match.setup().seed());
            s.setString(6, match.timeControl().map(Object::toString).orElse(null));
            s.setInt(7, match.isOver() ? -1 : match.state().toMove());
            s.setObject(8, at);
            s.setString(9, RecordStore.toJson(match.record()));
            s.setObject(10, at);
            s.setString(11, seats);
            s.executeUpdate();
        }
    }

    /** Marks {@code table} closed for {@code reason} (its first 400 characters), if it is being played. */
    static void close(Connection c, String table, String reason, Instant now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET state = 'closed', to_move = -1, result = ?,"
                + " finished_at = ? WHERE id = ? AND state = 'playing'")) {
            String line = org.beadbox.api.Quote.line(reason);
            s.setString(1, line.length() > 400 ? line.substring(0, 400) : line);
            s.setObject(2, now.atOffset(ZoneOffset.UTC));
            s.setString(3, table);
            s.executeUpdate();
        }
    }
}
