package org.beadbox.server.tournament;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.core.TimeControl;

/**
 * The tournaments' rows (V12, V13): every statement on them, each in the caller's transaction.
 */
public final class TournamentRows {

    private static final Gson GSON = new Gson();

    private TournamentRows() {
    }

    /** An entrant as its row holds it. */
    public record EntrantRow(String name, Long account, double rating, boolean withdrawn) {
    }

    /**
     * A game of a round as its row holds it.
     *
     * @param tableId the lobby's table, or null for a bye or a game decided without one
     * @param points  each seat's points, or null while unplayed
     * @param how     played, forfeit, bye, withdrawn, settled; null while unplayed
     */
    public record GameRow(long tournament, int round, int tableNo, String tableId, List<String> players, double[] points, String how) {
        public GameRow {
            players = List.copyOf(players);
        }

        /** The pairing logic's view of it. */
        public org.beadbox.server.tournament.format.Game game() {
            return new org.beadbox.server.tournament.format.Game(round, tableNo, players, points == null ? null : points.clone());
        }
    }

    private static final String COLUMNS = "t.id, t.name, t.creator, a.name, t.game, t.options, t.seats, t.format, t.swiss_rounds,"
            + " t.draw_rule, t.rated, t.live_clock, t.days, t.max_players, t.starts_at, t.state, t.round, t.rounds, t.reason, t.created_at"
            + " FROM tournament t LEFT JOIN account a ON a.id = t.creator";

    /** Inserts a new open tournament; its id. */
    public static long insert(Connection c, Tournament t) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO tournament (name, creator, game, options, seats, format, swiss_rounds,"
                + " draw_rule, rated, live_clock, days, max_players, starts_at, state, created_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)", Statement.RETURN_GENERATED_KEYS)) {
            s.setString(1, t.name());
            s.setLong(2, t.creator());
            s.setString(3, t.game());
            s.setString(4, GSON.toJson(t.options()));
            s.setInt(5, t.seats());
            s.setString(6, t.format());
            s.setInt(7, t.swissRounds());
            s.setString(8, t.drawRule());
            s.setBoolean(9, t.rated());
            s.setString(10, t.live().map(Object::toString).orElse(null));
            if (t.days().isPresent()) {
                s.setInt(11, t.days().get());
            } else {
                s.setNull(11, Types.INTEGER);
            }
            s.setInt(12, t.maxPlayers());
            s.setObject(13, t.startsAt().map(i -> i.atOffset(ZoneOffset.UTC)).orElse(null));
            s.setObject(14, t.created().atOffset(ZoneOffset.UTC));
            s.executeUpdate();
            try (ResultSet r = s.getGeneratedKeys()) {
                r.next();
                return r.getLong(1);
            }
        }
    }

    /** The tournament {@code id}; with {@code lock}, its row locked until the transaction ends. */
    public static Optional<Tournament> find(Connection c, long id, boolean lock) throws SQLException {
        if (lock) {
            try (PreparedStatement s = c.prepareStatement("UPDATE tournament SET round = round WHERE id = ?")) {
                s.setLong(1, id);
                s.executeUpdate();
            }
        }
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " WHERE t.id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(read(r)) : Optional.empty();
            }
        }
    }

    /** The tournaments in {@code state}, newest first (finished ones: the latest finished first). */
    public static List<Tournament> inState(Connection c, String state, int limit) throws SQLException {
        List<Tournament> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " WHERE t.state = ? ORDER BY "
                + (state.equals(Tournament.FINISHED) ? "t.finished_at DESC" : "t.created_at DESC") + ", t.id DESC")) {
            s.setString(1, state);
            s.setMaxRows(limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(read(r));
                }
            }
        }
        return out;
    }

    /** The ids of the tournaments the runner looks after: being played, or open with a start time passed. */
    public static List<Long> due(Connection c, Instant now) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM tournament WHERE state = 'playing'"
                + " OR (state = 'open' AND starts_at IS NOT NULL AND starts_at <= ?) ORDER BY id")) {
            s.setObject(1, now.atOffset(ZoneOffset.UTC));
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(r.getLong(1));
                }
            }
        }
        return out;
    }

    /** How many tournaments {@code account} created since {@code since} (the creation limit). */
    public static int createdSince(Connection c, long account, Instant since) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM tournament WHERE creator = ? AND created_at >= ?")) {
            s.setLong(1, account);
            s.setObject(2, since.atOffset(ZoneOffset.UTC));
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    private static Tournament read(ResultSet r) throws SQLException {
        long creator = r.getLong(3);
        Long creatorId = r.wasNull() ? null : creator;
        int days = r.getInt(13);
        Optional<Integer> d = r.wasNull() ? Optional.empty() : Optional.of(days);
        String live = r.getString(12);
        OffsetDateTime starts = r.getObject(15, OffsetDateTime.class);
        Map<String, String> options = GSON.fromJson(r.getString(6), new TypeToken<Map<String, String>>() { }.getType());
        return new Tournament(r.getLong(1), r.getString(2), creatorId, r.getString(4), r.getString(5), options, r.getInt(7),
                r.getString(8), r.getInt(9), r.getString(10), r.getBoolean(11),
                live == null ? Optional.empty() : Optional.of(TimeControl.parse(live)), d, r.getInt(14),
                Optional.ofNullable(starts).map(OffsetDateTime::toInstant), r.getString(16), r.getInt(17), r.getInt(18),
                r.getString(19), r.getObject(20, OffsetDateTime.class).toInstant());
    }

    /** Sets the state (and the reason, and the time it started or ended) of a tournament in {@code from}; whether it was. */
    public static boolean state(Connection c, long id, String from, String to, String reason, Instant at) throws SQLException {
        String when = to.equals(Tournament.PLAYING) ? ", started_at = ?" : ", finished_at = ?";
        try (PreparedStatement s = c.prepareStatement("UPDATE tournament SET state = ?, reason = COALESCE(?, reason)" + when
                + " WHERE id = ? AND state = ?")) {
            s.setString(1, to);
            s.setString(2, reason);
            s.setObject(3, at.atOffset(ZoneOffset.UTC));
            s.setLong(4, id);
            s.setString(5, from);
            return s.executeUpdate() == 1;
        }
    }

    /** Moves a tournament from round {@code from} to {@code to} (with the rounds now planned); false when another pairing did first. */
    public static boolean advance(Connection c, long id, int from, int to, int rounds, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE tournament SET round = ?, rounds = ?, round_started_at = ?"
                + " WHERE id = ? AND round = ? AND state = 'playing'")) {
            s.setInt(1, to);
            s.setInt(2, rounds);
            s.setObject(3, at.atOffset(ZoneOffset.UTC));
            s.setLong(4, id);
            s.setInt(5, from);
            return s.executeUpdate() == 1;
        }
    }

    /** When the tournament's last round paired opened, or null before the first. */
    public static Instant roundStarted(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT round_started_at FROM tournament WHERE id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                OffsetDateTime t = r.next() ? r.getObject(1, OffsetDateTime.class) : null;
                return t == null ? null : t.toInstant();
            }
        }
    }

    /** The entrants, in the order they joined. */
    public static List<EntrantRow> entrants(Connection c, long id) throws SQLException {
        List<EntrantRow> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT name, account_id, rating, withdrawn FROM tournament_entrant"
                + " WHERE tournament_id = ? ORDER BY joined_at, name")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    long a = r.getLong(2);
                    Long account = r.wasNull() ? null : a;
                    out.add(new EntrantRow(r.getString(1), account, r.getDouble(3), r.getBoolean(4)));
                }
            }
        }
        return out;
    }

    /** Enters {@code name}; false when it had entered already. */
    public static boolean join(Connection c, long id, String name, long account, double rating, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM tournament_entrant WHERE tournament_id = ? AND account_id = ?")) {
            s.setLong(1, id);
            s.setLong(2, account);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    return false;
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO tournament_entrant (tournament_id, name, account_id, rating, joined_at)"
                + " VALUES (?, ?, ?, ?, ?)")) {
            s.setLong(1, id);
            s.setString(2, name);
            s.setLong(3, account);
            s.setDouble(4, rating);
            s.setObject(5, at.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
        }
        return true;
    }

    /** Sets an entrant's seeding rating (as the event starts). */
    public static void rating(Connection c, long id, String name, double rating) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE tournament_entrant SET rating = ? WHERE tournament_id = ? AND name = ?")) {
            s.setDouble(1, rating);
            s.setLong(2, id);
            s.setString(3, name);
            s.executeUpdate();
        }
    }

    /** Takes {@code account} out of an open tournament; false when it had not entered. */
    public static boolean leave(Connection c, long id, long account) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM tournament_entrant WHERE tournament_id = ? AND account_id = ?")) {
            s.setLong(1, id);
            s.setLong(2, account);
            return s.executeUpdate() == 1;
        }
    }

    /** Marks {@code account} withdrawn from a tournament being played; its name, or empty when it had not entered or had withdrawn. */
    public static Optional<String> withdraw(Connection c, long id, long account) throws SQLException {
        String name = null;
        try (PreparedStatement s = c.prepareStatement("SELECT name FROM tournament_entrant WHERE tournament_id = ? AND account_id = ?"
                + " AND withdrawn = FALSE")) {
            s.setLong(1, id);
            s.setLong(2, account);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    name = r.getString(1);
                }
            }
        }
        if (name == null) {
            return Optional.empty();
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE tournament_entrant SET withdrawn = TRUE WHERE tournament_id = ? AND name = ?")) {
            s.setLong(1, id);
            s.setString(2, name);
            s.executeUpdate();
        }
        return Optional.of(name);
    }

    /** Every game of the tournament, by round and table. */
    public static List<GameRow> games(Connection c, long id) throws SQLException {
        return games(c, "tournament_id = ? ORDER BY round, table_no", s -> s.setLong(1, id));
    }

    /** The game played at lobby table {@code table}, if it is a tournament's. */
    public static Optional<GameRow> byTable(Connection c, String table) throws SQLException {
        return games(c, "table_id = ?", s -> s.setString(1, table)).stream().findFirst();
    }

    /** The games of tournaments being played that still have no result and a table. */
    public static List<GameRow> unplayed(Connection c, long id) throws SQLException {
        return games(c, "tournament_id = ? AND points IS NULL ORDER BY round, table_no", s -> s.setLong(1, id));
    }

    private interface Binder {
        void bind(PreparedStatement s) throws SQLException;
    }

    private static List<GameRow> games(Connection c, String where, Binder binder) throws SQLException {
        List<GameRow> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT tournament_id, round, table_no, table_id, players, points, how"
                + " FROM tournament_game WHERE " + where)) {
            binder.bind(s);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    List<String> players = GSON.fromJson(r.getString(5), new TypeToken<List<String>>() { }.getType());
                    String points = r.getString(6);
                    out.add(new GameRow(r.getLong(1), r.getInt(2), r.getInt(3), r.getString(4), players,
                            points == null ? null : GSON.fromJson(points, double[].class), r.getString(7)));
                }
            }
        }
        return out;
    }

    /** Inserts a game of a round (its result with it for a bye or a game decided without a table). */
    public static void insertGame(Connection c, GameRow g, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO tournament_game (tournament_id, round, table_no, table_id, players,"
                + " points, how, paired_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setLong(1, g.tournament());
            s.setInt(2, g.round());
            s.setInt(3, g.tableNo());
            s.setString(4, g.tableId());
            s.setString(5, GSON.toJson(g.players()));
            s.setString(6, g.points() == null ? null : GSON.toJson(g.points()));
            s.setString(7, g.how());
            s.setObject(8, at.atOffset(ZoneOffset.UTC));
            s.setObject(9, g.points() == null ? null : at.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
        }
    }

    /**
     * Writes a game's result, once: false when it had one already (counted once whoever writes
     * it first: the table's end, a forfeit, an administrator).
     */
    public static boolean result(Connection c, long id, int round, int tableNo, double[] points, String how, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE tournament_game SET points = ?, how = ?, finished_at = ?"
                + " WHERE tournament_id = ? AND round = ? AND table_no = ? AND points IS NULL")) {
            s.setString(1, GSON.toJson(points));
            s.setString(2, how);
            s.setObject(3, at.atOffset(ZoneOffset.UTC));
            s.setLong(4, id);
            s.setInt(5, round);
            s.setInt(6, tableNo);
            return s.executeUpdate() == 1;
        }
    }

    /** The tournaments {@code account} has entered and that are open or being played, newest first. */
    public static List<Long> entered(Connection c, long account) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.id FROM tournament t JOIN tournament_entrant e ON e.tournament_id = t.id"
                + " WHERE e.account_id = ? AND t.state IN ('open', 'playing') ORDER BY t.id DESC")) {
            s.setLong(1, account);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(r.getLong(1));
                }
            }
        }
        return out;
    }
}
