package org.beadbox.server.rating;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The accounts' Glicko-2 ratings in the database: one per account and pool, with the history of
 * every change. A pool is a game id, and only two-seat games are rated ({@link #pool}); an
 * account that never played a rated game of a pool stands at {@link Rating#NEWCOMER} there.
 *
 * <p>Every method works on the caller's connection, inside the caller's transaction, so that a
 * game's end and both players' new ratings commit together or not at all.
 */
public final class Ratings {

    /** A rating and how many rated games it rests on. */
    public record Standing(String pool, Rating rating, int games) {
    }

    /** One change of a rating: after which table, what it became, when. */
    public record Change(String table, Rating rating, Instant at) {
    }

    /** Both players' ratings before and after one rated game. */
    public record Rated(Rating firstBefore, Rating firstAfter, Rating secondBefore, Rating secondAfter) {
    }

    private Ratings() {
    }

    /** The pool a game is rated in: its id when it has two seats; none for three or four. */
    public static Optional<String> pool(String game, int seats) {
        return seats == 2 ? Optional.of(game) : Optional.empty();
    }

    /** The account's standing in {@code pool}: the newcomer's with no games when it has none yet. */
    public static Standing standing(Connection c, long account, String pool) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT rating, deviation, volatility, games FROM rating WHERE account_id = ? AND pool = ?")) {
            s.setLong(1, account);
            s.setString(2, pool);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? new Standing(pool, read(r), r.getInt(4)) : new Standing(pool, Rating.NEWCOMER, 0);
            }
        }
    }

    /** Every pool the account has played a rated game in, by pool name. */
    public static Map<String, Standing> standings(Connection c, long account) throws SQLException {
        Map<String, Standing> out = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT rating, deviation, volatility, games, pool FROM rating WHERE account_id = ? ORDER BY pool")) {
            s.setLong(1, account);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.put(r.getString(5), new Standing(r.getString(5), read(r), r.getInt(4)));
                }
            }
        }
        return out;
    }

    /** The account's rating history in {@code pool}, oldest first. */
    public static List<Change> history(Connection c, long account, String pool) throws SQLException {
        List<Change> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT rating, deviation, volatility, table_id, rated_at"
                + " FROM rating_history WHERE account_id = ? AND pool = ? ORDER BY id")) {
            s.setLong(1, account);
            s.setString(2, pool);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Change(r.getString(4), read(r), r.getObject(5, OffsetDateTime.class).toInstant()));
                }
            }
        }
        return out;
    }

    /**
     * Rates one finished game between two accounts: each is rated against the other's rating
     * before the game (each game its own rating period), after widening each deviation for the
     * whole days it went unplayed ({@link Glicko2#idle}). Writes both ratings and their history.
     *
     * @param firstScore the first account's score: 1 a win, 0.5 a draw, 0 a loss
     * @throws IllegalArgumentException when both are the same account
     */
    public static Rated rate(Connection c, String table, String pool, long first, long second, double firstScore, Instant at)
            throws SQLException {
        if (first == second) {
            throw new IllegalArgumentException("an account cannot be rated against itself");
        }
        // Lock in a fixed order so that two games ending at once cannot deadlock.
        Rating a = locked(c, Math.min(first, second), pool, at);
        Rating b = locked(c, Math.max(first, second), pool, at);
        Rating firstBefore = first < second ? a : b;
        Rating secondBefore = first < second ? b : a;
        Rating firstAfter = Glicko2.rate(firstBefore, List.of(new Glicko2.Result(secondBefore, firstScore)));
        Rating secondAfter = Glicko2.rate(secondBefore, List.of(new Glicko2.Result(firstBefore, 1 - firstScore)));
        write(c, first, pool, table, firstAfter, at);
        write(c, second, pool, table, secondAfter, at);
        return new Rated(firstBefore, firstAfter, secondBefore, secondAfter);
    }

    /** The account's rating, its row locked for this transaction, widened for the days unplayed. */
    private static Rating locked(Connection c, long account, String pool, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT rating, deviation, volatility, games, rated_at"
                + " FROM rating WHERE account_id = ? AND pool = ? FOR UPDATE")) {
            s.setLong(1, account);
            s.setString(2, pool);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    return Rating.NEWCOMER;
                }
                Instant last = r.getObject(5, OffsetDateTime.class).toInstant();
                long days = Math.max(0, Duration.between(last, at).toDays());
                return Glicko2.idle(read(r), days);
            }
        }
    }

    private static void write(Connection c, long account, String pool, String table, Rating r, Instant at) throws SQLException {
        OffsetDateTime when = at.atOffset(ZoneOffset.UTC);
        int updated;
        try (PreparedStatement s = c.prepareStatement("UPDATE rating SET rating = ?, deviation = ?, volatility = ?,"
                + " games = games + 1, rated_at = ? WHERE account_id = ? AND pool = ?")) {
            set(s, r, when);
            s.setLong(5, account);
            s.setString(6, pool);
            updated = s.executeUpdate();
        }
        if (updated == 0) {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO rating (rating, deviation, volatility, rated_at,"
                    + " account_id, pool, games) VALUES (?, ?, ?, ?, ?, ?, 1)")) {
                set(s, r, when);
                s.setLong(5, account);
                s.setString(6, pool);
                s.executeUpdate();
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO rating_history (rating, deviation, volatility, rated_at,"
                + " account_id, pool, table_id) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            set(s, r, when);
            s.setLong(5, account);
            s.setString(6, pool);
            s.setString(7, table);
            s.executeUpdate();
        }
    }

    private static void set(PreparedStatement s, Rating r, OffsetDateTime when) throws SQLException {
        s.setDouble(1, r.rating());
        s.setDouble(2, r.deviation());
        s.setDouble(3, r.volatility());
        s.setObject(4, when);
    }

    private static Rating read(ResultSet r) throws SQLException {
        return new Rating(r.getDouble(1), r.getDouble(2), r.getDouble(3));
    }
}
