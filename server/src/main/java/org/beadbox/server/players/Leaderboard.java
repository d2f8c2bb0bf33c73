package org.beadbox.server.players;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.server.rating.Rating;

/**
 * The best established ratings of one game (a rating pool), as lichess ranks its players. A
 * rating is <em>established</em> when all of these hold (docs/server-api.md, "Players"):
 * <ul>
 *   <li>its deviation is at most {@link #DEVIATION_AT_MOST} (110): exactly the ratings shown
 *   without the provisional "?" ({@link Rating#provisional});</li>
 *   <li>it rests on at least {@link #GAMES_AT_LEAST} rated games;</li>
 *   <li>its last rated game is within {@link #ACTIVE_WITHIN} (90 days): a player who stopped
 *   leaves the board, and comes back with the next rated game.</li>
 * </ul>
 * Closed (disabled) accounts are left out, deleted ones are gone with their ratings, and bots are
 * left out: people are ranked against people (a bot's rating stays on its profile). The trend is
 * the change over the last {@link #TREND_GAMES} rated games (from the newcomer's 1500 when there
 * are no more). Ties keep the order of names.
 */
public final class Leaderboard {

    /** The highest deviation an established rating has: the provisional mark's bound. */
    public static final double DEVIATION_AT_MOST = Rating.PROVISIONAL_ABOVE;

    /** The fewest rated games an established rating rests on. */
    public static final int GAMES_AT_LEAST = 10;

    /** How recent the last rated game of an established rating is. */
    public static final Duration ACTIVE_WITHIN = Duration.ofDays(90);

    /** The trend is the change over this many of the last rated games. */
    public static final int TREND_GAMES = 10;

    /** The board lists this many at most (offset + limit beyond is refused). */
    public static final int MOST_RANKED = 100;

    /** The most entries one page holds. */
    public static final int MOST_A_PAGE = 50;

    /** One rank of the board; {@code trend} is rounded rating points, positive when it rose. */
    public record Entry(int rank, String name, Rating rating, int games, Instant lastGame, long trend) {
    }

    /** A page of the board and whether more ranks follow (within {@link #MOST_RANKED}). */
    public record Board(String pool, List<Entry> entries, boolean more) {
        public Board {
            entries = List.copyOf(entries);
        }
    }

    private record Row(long id, String name, Rating rating, int games, Instant last) {
    }

    private Leaderboard() {
    }

    /**
     * The ranks {@code offset + 1} to {@code offset + limit} of {@code pool} as of {@code now}.
     *
     * @throws IllegalArgumentException when offset and limit are out of bounds
     */
    public static Board of(Connection c, String pool, int offset, int limit, Instant now) throws SQLException {
        if (limit < 1 || limit > MOST_A_PAGE) {
            throw new IllegalArgumentException("a page holds 1 to " + MOST_A_PAGE + " ranks, not " + limit);
        }
        if (offset < 0 || offset > MOST_RANKED - limit) {
            throw new IllegalArgumentException("the leaderboard lists the first " + MOST_RANKED + " ranks only");
        }
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT a.id, a.name, r.rating, r.deviation, r.volatility, r.games, r.rated_at"
                + " FROM rating r JOIN account a ON a.id = r.account_id"
                + " WHERE r.pool = ? AND r.deviation <= ? AND r.games >= ? AND r.rated_at >= ? AND a.disabled = FALSE"
                + " AND NOT EXISTS (SELECT 1 FROM bot_account b WHERE b.account_id = a.id)"
                + " ORDER BY r.rating DESC, a.name_key OFFSET ? ROWS FETCH FIRST ? ROWS ONLY")) {
            s.setString(1, pool);
            s.setDouble(2, DEVIATION_AT_MOST);
            s.setInt(3, GAMES_AT_LEAST);
            s.setObject(4, now.minus(ACTIVE_WITHIN).atOffset(ZoneOffset.UTC));
            s.setInt(5, offset);
            s.setInt(6, limit + 1);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    rows.add(new Row(r.getLong(1), r.getString(2), new Rating(r.getDouble(3), r.getDouble(4), r.getDouble(5)),
                            r.getInt(6), r.getObject(7, OffsetDateTime.class).toInstant()));
                }
            }
        }
        boolean more = rows.size() > limit && offset + limit < MOST_RANKED;
        List<Row> shown = rows.subList(0, Math.min(limit, rows.size()));
        Map<Long, Double> before = before(c, pool, shown);
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            Row row = shown.get(i);
            double from = before.getOrDefault(row.id(), Rating.NEWCOMER.rating());
            entries.add(new Entry(offset + i + 1, row.name(), row.rating(), row.games(), row.last(),
                    Math.round(row.rating().rating() - from)));
        }
        return new Board(pool, entries, more);
    }

    /**
     * Each account's rating before its last {@link #TREND_GAMES} rated games of the pool (the one
     * after the game before them), for those with more games than that: one query.
     */
    private static Map<Long, Double> before(Connection c, String pool, List<Row> rows) throws SQLException {
        Map<Long, Double> out = new HashMap<>();
        if (rows.isEmpty()) {
            return out;
        }
        String marks = String.join(", ", Collections.nCopies(rows.size(), "?"));
        try (PreparedStatement s = c.prepareStatement("SELECT account_id, rating FROM (SELECT account_id, rating,"
                + " ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY id DESC) AS back FROM rating_history"
                + " WHERE pool = ? AND account_id IN (" + marks + ")) h WHERE back = ?")) {
            s.setString(1, pool);
            for (int i = 0; i < rows.size(); i++) {
                s.setLong(i + 2, rows.get(i).id());
            }
            s.setInt(rows.size() + 2, TREND_GAMES + 1);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.put(r.getLong(1), r.getDouble(2));
                }
            }
        }
        return out;
    }
}
