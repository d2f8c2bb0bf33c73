package org.beadbox.server.lobby;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The lobby's tables in the database: opened from an accepted seek, listed per account ("your
 * turn" first), their records for the profile, and the correspondence turns gone overdue. Works on
 * the caller's connection and transaction. The moves themselves are written by {@link TableKeeper}.
 */
public final class LobbyTables {

    /** One account's view of a table: its seat, the opponents, whose turn, and by when. */
    public record Entry(String table, String game, int seat, List<String> names, String state, int toMove,
                        boolean rated, Optional<String> live, Optional<Integer> days, Instant turnStarted,
                        Optional<String> result, List<Integer> winners) {

        /** Whether the account is to move here. */
        public boolean yourTurn() {
            return "playing".equals(state) && toMove == seat;
        }

        /** When the move is due, for a correspondence table. */
        public Optional<Instant> due() {
            return days.map(d -> turnStarted.plus(java.time.Duration.ofDays(d)));
        }
    }

    private LobbyTables() {
    }

    /**
     * One seat of a new table: the account seated there (null for a guest's seat, played by
     * whoever holds its link), the name shown, and the seat's link (kept as its token's digest
     * only: {@link #links}).
     */
    public record Sitter(Long account, String name, String link) {
    }

    /**
     * Opens a table for an accepted two-seat seek: the poster and the taker seated in the order
     * of {@code posterSeat} (0 or 1, chosen at random by the caller, as colours are).
     */
    public static void open(Connection c, String table, Seek seek, long taker, String takerName, int posterSeat,
                            long seed, Instant at, List<String> links) throws SQLException {
        List<Sitter> seats = new ArrayList<>(List.of(new Sitter(null, "", null), new Sitter(null, "", null)));
        seats.set(posterSeat, new Sitter(seek.poster(), seek.posterName(), links.get(posterSeat)));
        seats.set(1 - posterSeat, new Sitter(taker, takerName, links.get(1 - posterSeat)));
        open(c, table, seek.offer(), seed, at, seats, null);
    }

    /**
     * Opens a table: its row, and one row per seat in seat order.
     *
     * @param guestHost the account that opened it for guests, or null for a table of a seek
     */
    public static void open(Connection c, String table, Seek.Offer o, long seed, Instant at, List<Sitter> seats,
                            Long guestHost) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO lobby_table (id, game, options, seats, seed, rated,"
                + " live_clock, days, state, to_move, turn_started, record, created_at, guest_host)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'playing', 0, ?, '', ?, ?)")) {
            s.setString(1, table);
            s.setString(2, o.game());
            s.setString(3, new com.google.gson.Gson().toJson(o.options()));
            s.setInt(4, o.seats());
            s.setLong(5, seed);
            s.setBoolean(6, o.rated());
            s.setString(7, o.live().map(Object::toString).orElse(null));
            if (o.correspondence().isPresent()) {
                s.setInt(8, o.correspondence().get().days());
            } else {
                s.setNull(8, Types.INTEGER);
            }
            s.setObject(9, at.atOffset(ZoneOffset.UTC));
            s.setObject(10, at.atOffset(ZoneOffset.UTC));
            if (guestHost != null) {
                s.setLong(11, guestHost);
            } else {
                s.setNull(11, Types.BIGINT);
            }
            s.executeUpdate();
        }
        for (int i = 0; i < seats.size(); i++) {
            seat(c, table, i, seats.get(i).account(), seats.get(i).name(), seats.get(i).link());
        }
    }

    private static void seat(Connection c, String table, int seat, Long account, String name, String link) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO lobby_seat (table_id, seat, account_id, name, token_digest) VALUES (?, ?, ?, ?, ?)")) {
            s.setString(1, table);
            s.setInt(2, seat);
            if (account != null) {
                s.setLong(3, account);
            } else {
                s.setNull(3, Types.BIGINT);
            }
            s.setString(4, name);
            s.setString(5, tokenDigest(link));
            s.executeUpdate();
        }
    }

    /**
     * Notes the seats of {@code table} that have a link (one per seat, null for a seat without
     * one), once the table made them: only the SHA-256 of each link's token is written, as a
     * session's is; the link itself is derived again from the site's key ({@link
     * DatabaseTableStore#token}) when its account asks for it.
     */
    public static void links(Connection c, String table, List<String> links) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_seat SET token_digest = ? WHERE table_id = ? AND seat = ?")) {
            for (int i = 0; i < links.size(); i++) {
                s.setString(1, tokenDigest(links.get(i)));
                s.setString(2, table);
                s.setInt(3, i);
                s.executeUpdate();
            }
        }
    }

    /** Deletes a table that could not open (its seats and moves go with it). */
    public static Void drop(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM lobby_table WHERE id = ?")) {
            s.setString(1, table);
            s.executeUpdate();
        }
        return null;
    }

    /** The SHA-256 (hex) of a link's token (after its last '.'), or null for no link. */
    static String tokenDigest(String link) {
        if (link == null) {
            return null;
        }
        return org.beadbox.server.security.SiteKey.digest(link.substring(link.lastIndexOf('.') + 1));
    }

    /**
     * The seat {@code account} holds at {@code table}, if it sits there and the seat has a link
     * (its link: {@link DatabaseTableStore#token} of {@code seat-N}).
     */
    public static Optional<Integer> linkSeat(Connection c, String table, long account) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT seat FROM lobby_seat WHERE table_id = ? AND account_id = ? AND token_digest IS NOT NULL")) {
            s.setString(1, table);
            s.setLong(2, account);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getInt(1)) : Optional.empty();
            }
        }
    }

    /** The tables an administrator closed while they were being played (to close where they are served). */
    public static List<String> closedByAdministrator(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id FROM lobby_table WHERE state = 'closed' AND result = ?")) {
            s.setString(1, LobbyTableCloser.REASON);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
        }
        return out;
    }

    /** The accounts seated at {@code table}, by seat; null for a seat without one (a deleted account). */
    public static List<Long> accounts(Connection c, String table) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT account_id FROM lobby_seat WHERE table_id = ? ORDER BY seat")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    long a = r.getLong(1);
                    out.add(r.wasNull() ? null : a);
                }
            }
        }
        return out;
    }

    /**
     * The account's tables: those being played first, the ones where it is to move before the
     * others (the most urgent first), then the finished ones, newest first.
     *
     * @param limit the most to list
     */
    public static List<Entry> of(Connection c, long account, int limit) throws SQLException {
        List<Entry> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.id, t.game, m.seat, t.state, t.to_move, t.rated, t.days,"
                + " t.turn_started, t.result, t.winners, t.live_clock FROM lobby_table t JOIN lobby_seat m ON m.table_id = t.id"
                + " WHERE m.account_id = ? ORDER BY CASE WHEN t.state = 'playing' AND t.to_move = m.seat THEN 0"
                + " WHEN t.state = 'playing' THEN 1 ELSE 2 END, t.turn_started, t.created_at DESC")) {
            s.setLong(1, account);
            s.setMaxRows(limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    int days = r.getInt(7);
                    Optional<Integer> d = r.wasNull() ? Optional.empty() : Optional.of(days);
                    out.add(new Entry(r.getString(1), r.getString(2), r.getInt(3), List.of(), r.getString(4), r.getInt(5),
                            r.getBoolean(6), Optional.ofNullable(r.getString(11)), d, r.getObject(8, OffsetDateTime.class).toInstant(),
                            Optional.ofNullable(r.getString(9)), winners(r.getString(10))));
                }
            }
        }
        List<Entry> named = new ArrayList<>();
        for (Entry e : out) {
            named.add(new Entry(e.table(), e.game(), e.seat(), names(c, e.table()), e.state(), e.toMove(), e.rated(),
                    e.live(), e.days(), e.turnStarted(), e.result(), e.winners()));
        }
        return named;
    }

    /**
     * A table being played that anyone may watch: its game, its seats (account and name), how
     * many moves are played, and when the last one was.
     */
    public record Watchable(String table, String game, boolean rated, Optional<String> live, Optional<Integer> days,
                            List<Sitter> seats, int moves, Instant lastMove, int watchers) {
    }

    /** Whether {@code table} is being played (its watch link, {@link DatabaseTableStore#token} of {@code watch}, opens it). */
    public static boolean playing(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM lobby_table WHERE id = ? AND state = 'playing'")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
    }

    /**
     * The tables being played that anyone may watch, the latest moved first: live and untimed
     * ones, and correspondence ones with a move since {@code since}. Tables opened for guests are
     * their host's and are not listed.
     *
     * @param game only this game's, or null for every game
     * @param limit the most to list
     */
    public static List<Watchable> watchable(Connection c, String game, Instant since, int limit) throws SQLException {
        List<Watchable> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.id, t.game, t.rated, t.live_clock, t.days, t.turn_started,"
                + " (SELECT COUNT(*) FROM lobby_move m WHERE m.table_id = t.id), t.watchers FROM lobby_table t"
                + " WHERE t.state = 'playing' AND t.guest_host IS NULL AND (t.days IS NULL OR t.turn_started >= ?)"
                + (game == null ? "" : " AND t.game = ?") + " ORDER BY t.turn_started DESC, t.id")) {
            s.setObject(1, since.atOffset(ZoneOffset.UTC));
            if (game != null) {
                s.setString(2, game);
            }
            s.setMaxRows(limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    int days = r.getInt(5);
                    Optional<Integer> d = r.wasNull() ? Optional.empty() : Optional.of(days);
                    out.add(new Watchable(r.getString(1), r.getString(2), r.getBoolean(3), Optional.ofNullable(r.getString(4)), d,
                            List.of(), r.getInt(7), r.getObject(6, OffsetDateTime.class).toInstant(), r.getInt(8)));
                }
            }
        }
        List<Watchable> seated = new ArrayList<>();
        for (Watchable w : out) {
            seated.add(new Watchable(w.table(), w.game(), w.rated(), w.live(), w.days(), sitters(c, w.table()), w.moves(), w.lastMove(), w.watchers()));
        }
        return seated;
    }

    /** Who sits at {@code table}, by seat, without the links. */
    private static List<Sitter> sitters(Connection c, String table) throws SQLException {
        List<Sitter> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT account_id, name FROM lobby_seat WHERE table_id = ? ORDER BY seat")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    long a = r.getLong(1);
                    out.add(new Sitter(r.wasNull() ? null : a, r.getString(2), null));
                }
            }
        }
        return out;
    }

    /** How many tables for guests {@code host} opened that are still being played. */
    public static int openGuestTables(Connection c, long host) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT COUNT(*) FROM lobby_table WHERE guest_host = ? AND state = 'playing'")) {
            s.setLong(1, host);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /**
     * The guests' seats of the tables {@code host} opened for guests, by table, for the tables
     * still played (their links: {@link DatabaseTableStore#token} of {@code seat-N}).
     */
    public static java.util.Map<String, List<Integer>> guestSeats(Connection c, long host) throws SQLException {
        java.util.Map<String, List<Integer>> out = new java.util.LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.id, m.seat FROM lobby_table t JOIN lobby_seat m ON m.table_id = t.id"
                + " WHERE t.guest_host = ? AND t.state = 'playing' AND m.account_id IS NULL AND m.token_digest IS NOT NULL"
                + " ORDER BY t.created_at, m.seat")) {
            s.setLong(1, host);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(r.getInt(2));
                }
            }
        }
        return out;
    }

    /** The names seated at {@code table}, by seat. */
    public static List<String> names(Connection c, String table) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT name FROM lobby_seat WHERE table_id = ? ORDER BY seat")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
        }
        return out;
    }

    /** The table's record as today's JSON (as {@code ./beadbox replay} reads it), once it has one. */
    public static Optional<String> record(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT record FROM lobby_table WHERE id = ?")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                return r.next() && !r.getString(1).isEmpty() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        }
    }

    /** The correspondence tables whose seat to move let its time run out by {@code now}. */
    public static List<String> overdue(Connection c, Instant now) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT id, days, turn_started FROM lobby_table WHERE state = 'playing' AND days IS NOT NULL")) {
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    var control = new org.beadbox.core.online.CorrespondenceControl(r.getInt(2));
                    if (control.overdue(r.getObject(3, OffsetDateTime.class).toInstant(), now)) {
                        out.add(r.getString(1));
                    }
                }
            }
        }
        return out;
    }

    private static List<Integer> winners(String text) {
        List<Integer> out = new ArrayList<>();
        if (text != null) {
            for (String w : text.trim().split("\\s+")) {
                if (!w.isEmpty()) {
                    out.add(Integer.parseInt(w));
                }
            }
        }
        return out;
    }
}
