package org.beadbox.server.lobby;

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
import org.beadbox.core.online.CorrespondenceControl;

/**
 * The lobby's seeks in the database: post, list, withdraw, take a seat, leave it. Works on the
 * caller's connection and transaction. Taking a seat first locks the seek's row with a
 * conditional {@code UPDATE} (open, not one's own, for the taker if for anyone), then adds the
 * taker to {@code seek_taker} and, when that was the last seat, marks the seek taken: so of two
 * accounts taking the last seat at once exactly one gets it, one account never holds two seats,
 * and nobody can take a seat at their own seek.
 */
public final class Seeks {

    /** The most open seeks one account may have at once. */
    public static final int MOST_OPEN = 10;

    /** The most seats one account may hold at seeks of three or four seats still waiting for players. */
    public static final int MOST_HELD = 10;

    private static final Gson GSON = new Gson();
    private static final String COLUMNS = "s.id, s.account_id, a.name, s.game, s.options, s.seats, s.rated, s.live_clock,"
            + " s.days, f.name, s.created_at";

    private Seeks() {
    }

    /**
     * Posts a seek.
     *
     * @param forAccount the one account it is for, or null for everyone
     * @throws IllegalArgumentException with one line for a person: too many open seeks, a seek to oneself
     */
    public static long post(Connection c, long poster, Seek.Offer offer, Long forAccount, Instant at) throws SQLException {
        if (forAccount != null && forAccount == poster) {
            throw new IllegalArgumentException("a seek cannot be sent to yourself: name another player, or leave it open to all");
        }
        if (forAccount != null && offer.seats() != 2) {
            throw new IllegalArgumentException("a seek sent to one player is for two seats: leave a seek of "
                    + offer.seats() + " seats open to all");
        }
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM seek WHERE account_id = ? AND state = 'open'")) {
            s.setLong(1, poster);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                if (r.getInt(1) >= MOST_OPEN) {
                    throw new IllegalArgumentException("you have " + MOST_OPEN + " open seeks already: withdraw one first");
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO seek (account_id, game, options, seats, rated, live_clock,"
                + " days, for_account, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            s.setLong(1, poster);
            s.setString(2, offer.game());
            s.setString(3, GSON.toJson(offer.options()));
            s.setInt(4, offer.seats());
            s.setBoolean(5, offer.rated());
            s.setString(6, offer.live().map(TimeControl::toString).orElse(null));
            if (offer.correspondence().isPresent()) {
                s.setInt(7, offer.correspondence().get().days());
            } else {
                s.setNull(7, Types.INTEGER);
            }
            if (forAccount != null) {
                s.setLong(8, forAccount);
            } else {
                s.setNull(8, Types.BIGINT);
            }
            s.setObject(9, at.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
            try (ResultSet k = s.getGeneratedKeys()) {
                k.next();
                return k.getLong(1);
            }
        }
    }

    /**
     * The open seeks {@code viewer} may see, newest first: those open to all and those sent to
     * the viewer, and the viewer's own.
     *
     * @param game only this game's, or null for every game
     */
    public static List<Seek> open(Connection c, long viewer, String game) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM seek s JOIN account a ON a.id = s.account_id"
                + " LEFT JOIN account f ON f.id = s.for_account WHERE s.state = 'open'"
                + " AND (s.for_account IS NULL OR s.for_account = ? OR s.account_id = ?)"
                + (game == null ? "" : " AND s.game = ?") + " ORDER BY s.id DESC";
        List<Seek> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setLong(1, viewer);
            s.setLong(2, viewer);
            if (game != null) {
                s.setString(3, game);
            }
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(read(r));
                }
            }
        }
        List<Seek> withTakers = new ArrayList<>();
        for (Seek seek : out) {
            withTakers.add(withTakers(c, seek));
        }
        return withTakers;
    }

    private static Seek withTakers(Connection c, Seek seek) throws SQLException {
        return new Seek(seek.id(), seek.poster(), seek.posterName(), seek.offer(), seek.forName(), seek.created(),
                takers(c, seek.id()));
    }

    /** The accounts that took a seat at seek {@code id}, in the order they took it. */
    public static List<Seek.Taker> takers(Connection c, long id) throws SQLException {
        List<Seek.Taker> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.account_id, a.name FROM seek_taker t"
                + " JOIN account a ON a.id = t.account_id WHERE t.seek_id = ? ORDER BY t.taken_at, t.account_id")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Seek.Taker(r.getLong(1), r.getString(2)));
                }
            }
        }
        return out;
    }

    /** The seek with this id, whatever its state. */
    public static Optional<Seek> find(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM seek s JOIN account a ON a.id = s.account_id"
                + " LEFT JOIN account f ON f.id = s.for_account WHERE s.id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                Seek seek = read(r);
                return Optional.of(withTakers(c, seek));
            }
        }
    }

    /** Withdraws the poster's own open seek; false when it is not open or not theirs. */
    public static boolean withdraw(Connection c, long poster, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE seek SET state = 'cancelled' WHERE id = ? AND account_id = ? AND state = 'open'")) {
            s.setLong(1, id);
            s.setLong(2, poster);
            return s.executeUpdate() == 1;
        }
    }

    /**
     * What taking a seat did: the seek (its takers as they are now, the new one last) and
     * whether that was its last seat.
     */
    public record Taking(Seek seek, boolean full) {
    }

    /**
     * Takes two-seat seek {@code id} for {@code taker}, naming the table it opens (a seek of more
     * seats: {@link #take}). Exactly one of several accounts taking the same seek at once gets it.
     *
     * @return the seek taken
     * @throws IllegalArgumentException as {@link #take}, and when the seek has seats left after this one
     */
    public static Seek accept(Connection c, long taker, long id, String table) throws SQLException {
        Taking t = take(c, taker, id, table, Instant.now());
        if (!t.full()) {
            throw new IllegalArgumentException("seek " + id + " has " + t.seek().offer().seats() + " seats: take one with take()");
        }
        return t.seek();
    }

    /**
     * Takes a seat at seek {@code id} for {@code taker}; when it was the last seat the seek is
     * taken (by {@code table}, when already named). Of several accounts taking the last seat at
     * once exactly one gets it.
     *
     * @param table the table it opens, or null when not named yet
     * @throws IllegalArgumentException with one line for a person: one's own seek, a seat already
     *     held here, a seek sent to someone else, a seek already taken or withdrawn, no such seek
     */
    public static Taking take(Connection c, long taker, long id, String table, Instant at) throws SQLException {
        Seek seek = find(c, id).orElseThrow(() -> new IllegalArgumentException("there is no seek " + id + ": reload the lobby"));
        if (seek.poster() == taker) {
            throw new IllegalArgumentException("this is your own seek: wait for someone else to accept it");
        }
        if (!lock(c, taker, id)) {
            if (seek.forName().isPresent() && isOpen(c, id)) {
                throw new IllegalArgumentException("this seek is for " + seek.forName().get() + " only");
            }
            throw new IllegalArgumentException("this seek was taken or withdrawn: pick another");
        }
        if (seek.offer().seats() > 2 && seatsHeld(c, taker) >= MOST_HELD) {
            throw new IllegalArgumentException("you hold seats at " + MOST_HELD + " seeks waiting for players already: leave one first");
        }
        List<Seek.Taker> before = takers(c, id); // read under the lock: every earlier taker is committed
        if (before.stream().anyMatch(t -> t.account() == taker)) {
            throw new IllegalArgumentException("you have a seat at this seek already: wait for the others to take theirs");
        }
        int seats = seek.offer().seats();
        if (1 + before.size() >= seats) {
            throw new IllegalArgumentException("this seek was taken or withdrawn: pick another");
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO seek_taker (seek_id, account_id, taken_at) VALUES (?, ?, ?)")) {
            s.setLong(1, id);
            s.setLong(2, taker);
            s.setObject(3, at.atOffset(ZoneOffset.UTC));
            s.executeUpdate();
        }
        boolean full = 2 + before.size() == seats;
        if (full) {
            try (PreparedStatement s = c.prepareStatement("UPDATE seek SET state = 'taken', table_id = ? WHERE id = ?")) {
                s.setString(1, table);
                s.setLong(2, id);
                s.executeUpdate();
            }
        }
        return new Taking(new Seek(seek.id(), seek.poster(), seek.posterName(), seek.offer(), seek.forName(), seek.created(),
                takers(c, id)), full);
    }

    private static int seatsHeld(Connection c, long taker) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM seek_taker t JOIN seek s ON s.id = t.seek_id"
                + " WHERE t.account_id = ? AND s.state = 'open'")) {
            s.setLong(1, taker);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** Locks the seek's row when {@code taker} may take a seat there (open, not its own, for it if for anyone). */
    private static boolean lock(Connection c, long taker, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE seek SET state = 'open' WHERE id = ?"
                + " AND state = 'open' AND account_id <> ? AND (for_account IS NULL OR for_account = ?)")) {
            s.setLong(1, id);
            s.setLong(2, taker);
            s.setLong(3, taker);
            return s.executeUpdate() == 1;
        }
    }

    /**
     * Gives back the seat {@code taker} took at open seek {@code id}.
     *
     * @return false when it held none there or the seek is no longer open
     */
    public static boolean leave(Connection c, long taker, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE seek SET state = 'open' WHERE id = ? AND state = 'open'")) {
            s.setLong(1, id);
            if (s.executeUpdate() != 1) {
                return false;
            }
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM seek_taker WHERE seek_id = ? AND account_id = ?")) {
            s.setLong(1, id);
            s.setLong(2, taker);
            return s.executeUpdate() == 1;
        }
    }

    /**
     * Opens a seek again whose table failed to open: the last taker's seat is given back (the
     * others keep theirs).
     */
    public static void reopen(Connection c, long id, long lastTaker) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE seek SET state = 'open' WHERE id = ? AND table_id IS NULL")) {
            s.setLong(1, id);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM seek_taker WHERE seek_id = ? AND account_id = ?")) {
            s.setLong(1, id);
            s.setLong(2, lastTaker);
            s.executeUpdate();
        }
    }

    private static boolean isOpen(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT state FROM seek WHERE id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() && "open".equals(r.getString(1));
            }
        }
    }

    private static Seek read(ResultSet r) throws SQLException {
        Map<String, String> options = GSON.fromJson(r.getString(5), new TypeToken<Map<String, String>>() { }.getType());
        String live = r.getString(8);
        int days = r.getInt(9);
        boolean hasDays = !r.wasNull();
        Seek.Offer offer = new Seek.Offer(r.getString(4), options, r.getInt(6), r.getBoolean(7),
                Optional.ofNullable(live).map(TimeControl::parse),
                hasDays ? Optional.of(new CorrespondenceControl(days)) : Optional.empty());
        return new Seek(r.getLong(1), r.getLong(2), r.getString(3), offer, Optional.ofNullable(r.getString(10)),
                r.getObject(11, OffsetDateTime.class).toInstant(), List.of());
    }
}
