package org.beadbox.server.players;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.beadbox.server.events.Presence;
import org.beadbox.server.rating.Rating;
import org.beadbox.server.rating.Ratings;

/**
 * The players whose name starts with a prefix, online ones first (as {@link Presence} counts them:
 * a page open on a live node, or a bot), then the others, each group by name; paged, and never
 * past {@link #MOST_RESULTS} in all, so that a prefix lists a bounded number of names. Only what a
 * profile shows anyway: the name, online or not, bot or not, and the ratings; closed (disabled)
 * accounts are left out, deleted ones are gone.
 *
 * <p>The prefix is matched literally and without regard to case: {@code %}, {@code _} and the
 * escape character are escaped ({@link #likePattern}), so {@code _} finds names with an
 * underscore and {@code %} finds nothing. Online players come from the small set of presence
 * rows and bots; the others from the name index in name order (migration 15 gives PostgreSQL an
 * index LIKE can use).
 */
public final class PlayerSearch {

    /** The most names one search lists past its offset: offset + limit beyond this is refused. */
    public static final int MOST_RESULTS = 200;

    /** The most names one page holds. */
    public static final int MOST_A_PAGE = 50;

    /** The longest prefix (a name has at most 20 characters). */
    public static final int LONGEST_PREFIX = 20;

    /** One player found: the ratings are by pool (game id), every pool the player has a rating in. */
    public record Player(String name, boolean online, boolean bot, Map<String, Ratings.Standing> ratings) {
        public Player {
            ratings = Collections.unmodifiableMap(new LinkedHashMap<>(ratings));
        }
    }

    /** A page of players and whether there are more after it (within {@link #MOST_RESULTS}). */
    public record Page(List<Player> players, boolean more) {
        public Page {
            players = List.copyOf(players);
        }
    }

    private record Found(long id, String name, boolean online, boolean bot) {
    }

    private PlayerSearch() {
    }

    /**
     * The players whose name starts with {@code prefix} (empty: everyone), online first.
     *
     * @param deadlineSeconds how old a node's heartbeat may be for its people to be online ({@link Presence#deadlineSeconds})
     * @throws IllegalArgumentException when the prefix is too long, or offset and limit out of bounds
     */
    public static Page search(Connection c, String prefix, int offset, int limit, double deadlineSeconds) throws SQLException {
        check(prefix, offset, limit);
        String like = likePattern(prefix);
        List<Found> online = online(c, like, deadlineSeconds);
        List<Found> page = new ArrayList<>();
        for (int i = offset; i < online.size() && page.size() < limit + 1; i++) {
            page.add(online.get(i));
        }
        if (page.size() < limit + 1) {
            page.addAll(offline(c, like, Math.max(0, offset - online.size()), limit + 1 - page.size(), deadlineSeconds));
        }
        boolean more = page.size() > limit && offset + limit < MOST_RESULTS;
        List<Found> shown = page.subList(0, Math.min(limit, page.size()));
        Map<Long, Map<String, Ratings.Standing>> ratings = ratings(c, shown);
        List<Player> players = new ArrayList<>();
        for (Found f : shown) {
            players.add(new Player(f.name(), f.online(), f.bot(), ratings.getOrDefault(f.id(), Map.of())));
        }
        return new Page(players, more);
    }

    private static void check(String prefix, int offset, int limit) {
        if (prefix.length() > LONGEST_PREFIX) {
            throw new IllegalArgumentException("a name has at most " + LONGEST_PREFIX + " characters: search with a shorter prefix");
        }
        if (limit < 1 || limit > MOST_A_PAGE) {
            throw new IllegalArgumentException("a page holds 1 to " + MOST_A_PAGE + " players, not " + limit);
        }
        if (offset < 0 || offset > MOST_RESULTS - limit) {
            throw new IllegalArgumentException("a search lists at most the first " + MOST_RESULTS
                    + " players: type more of the name to narrow it");
        }
    }

    /** The LIKE pattern of names starting with {@code prefix}, in lower case, its wildcards escaped (escape character {@code \}). */
    static String likePattern(String prefix) {
        StringBuilder b = new StringBuilder();
        for (char ch : prefix.toLowerCase(Locale.ROOT).toCharArray()) {
            if (ch == '%' || ch == '_' || ch == '\\') {
                b.append('\\');
            }
            b.append(ch);
        }
        return b.append('%').toString();
    }

    /** The online players matching, by name: found from the presence rows and the bots, at most {@link #MOST_RESULTS}. */
    private static List<Found> online(Connection c, String like, double deadlineSeconds) throws SQLException {
        List<Found> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT a.id, a.name, CASE WHEN EXISTS (SELECT 1 FROM bot_account b"
                + " WHERE b.account_id = a.id) THEN 1 ELSE 0 END FROM account a WHERE a.id IN (" + Presence.onlineAccounts() + ")"
                + " AND a.disabled = FALSE AND a.name_key LIKE ? ESCAPE '\\' ORDER BY a.name_key")) {
            s.setDouble(1, deadlineSeconds);
            s.setString(2, like);
            s.setMaxRows(MOST_RESULTS + 1);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Found(r.getLong(1), r.getString(2), true, r.getInt(3) == 1));
                }
            }
        }
        return out;
    }

    /** The offline players matching, by name, from {@code offset}. */
    private static List<Found> offline(Connection c, String like, int offset, int count, double deadlineSeconds) throws SQLException {
        List<Found> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT a.id, a.name FROM account a WHERE a.disabled = FALSE"
                + " AND a.name_key LIKE ? ESCAPE '\\' AND a.id NOT IN (" + Presence.onlineAccounts()
                + ") ORDER BY a.name_key OFFSET ? ROWS FETCH FIRST ? ROWS ONLY")) {
            s.setString(1, like);
            s.setDouble(2, deadlineSeconds);
            s.setInt(3, offset);
            s.setInt(4, count);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Found(r.getLong(1), r.getString(2), false, false));
                }
            }
        }
        return out;
    }

    /** The ratings of the players of a page, by account and pool: one query. */
    private static Map<Long, Map<String, Ratings.Standing>> ratings(Connection c, List<Found> page) throws SQLException {
        Map<Long, Map<String, Ratings.Standing>> out = new LinkedHashMap<>();
        if (page.isEmpty()) {
            return out;
        }
        String marks = String.join(", ", Collections.nCopies(page.size(), "?"));
        try (PreparedStatement s = c.prepareStatement("SELECT account_id, pool, rating, deviation, volatility, games"
                + " FROM rating WHERE account_id IN (" + marks + ") ORDER BY pool")) {
            for (int i = 0; i < page.size(); i++) {
                s.setLong(i + 1, page.get(i).id());
            }
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    Rating rating = new Rating(r.getDouble(3), r.getDouble(4), r.getDouble(5));
                    out.computeIfAbsent(r.getLong(1), k -> new LinkedHashMap<>())
                            .put(r.getString(2), new Ratings.Standing(r.getString(2), rating, r.getInt(6)));
                }
            }
        }
        return out;
    }
}
