package org.beadbox.server.mail;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.server.Database;

/**
 * Notifications by mail, each on or off per account ({@code mail_settings}, migration V11):
 * <ul>
 * <li>your turn in correspondence games, as one digest listing every game waiting for your move,
 *     sent when a move came since the last digest and at most once every {@code digest_hours};
 * <li>a challenge (a seek to you by name), one mail per challenge;
 * <li>a tournament round paired (migration V16): one mail per round of a tournament one plays in,
 *     naming the opponents (a bye alone is not worth a mail; a round is claimed by moving the
 *     entrant's {@code mailed_round} from the value read).
 * </ul>
 * The notifier reads the lobby's tables rather than being called by a move, so a move never waits
 * for it. Each node may scan; an account's digest is claimed by moving its {@code last_digest_at}
 * (or {@code last_challenge}) with an UPDATE that succeeds only from the value read, in the same
 * transaction that queues the mail, so two nodes never send the same notification.
 */
public final class Notifier {

    /** An account's settings. */
    public record Settings(boolean turn, int digestHours, boolean challenge, boolean tournament) {
        public static final Settings DEFAULTS = new Settings(true, 24, true, true);
        public static final int MIN_HOURS = 1;
        public static final int MAX_HOURS = 168;
    }

    private record State(Settings settings, Instant lastDigest, long lastChallenge, boolean stored) {
    }

    private record Waiting(String tableId, String game, Instant since) {
    }

    private record Challenge(long seekId, String from, String game) {
    }

    /** A game of the current round of a tournament that an account entered (as {@code entrant}). */
    private record Paired(long tournament, String name, String game, int round, String entrant, int mailedRound,
            int tableNo, String tableId, List<String> players) {
    }

    private final Database db;
    private final Mails mails;

    Notifier(Database db, Mails mails) {
        this.db = db;
        this.mails = mails;
    }

    Settings settings(long accountId) {
        return db.inTransaction(c -> state(c, accountId).settings());
    }

    /** Stores an account's settings; the digest and challenge marks are kept. */
    void set(long accountId, Settings s) {
        db.inTransaction(c -> {
            State st = state(c, accountId);
            if (!st.stored()) {
                insert(c, accountId, s, Instant.EPOCH, 0);
            } else {
                try (PreparedStatement u = c.prepareStatement(
                        "UPDATE mail_settings SET notify_turn = ?, digest_hours = ?, notify_challenge = ?, notify_tournament = ?"
                        + " WHERE account_id = ?")) {
                    u.setBoolean(1, s.turn());
                    u.setInt(2, s.digestHours());
                    u.setBoolean(3, s.challenge());
                    u.setBoolean(4, s.tournament());
                    u.setLong(5, accountId);
                    u.executeUpdate();
                }
            }
            return null;
        });
    }

    /** Looks for games waiting for a move, new challenges and newly paired tournament rounds, and queues their mails. */
    void scan(Instant now) {
        Map<Long, List<Waiting>> waiting = db.inTransaction(Notifier::waiting);
        for (Map.Entry<Long, List<Waiting>> e : waiting.entrySet()) {
            db.inTransaction(c -> digest(c, e.getKey(), e.getValue(), now));
        }
        Map<Long, List<Challenge>> challenges = db.inTransaction(Notifier::challenges);
        for (Map.Entry<Long, List<Challenge>> e : challenges.entrySet()) {
            db.inTransaction(c -> challenge(c, e.getKey(), e.getValue(), now));
        }
        Map<Long, Map<Long, List<Paired>>> rounds = db.inTransaction(Notifier::paired);
        for (Map.Entry<Long, Map<Long, List<Paired>>> e : rounds.entrySet()) {
            for (List<Paired> games : e.getValue().values()) {
                db.inTransaction(c -> round(c, e.getKey(), games, now));
            }
        }
    }

    /** One mail for the account's games of a newly paired round, claimed by moving the entrant's mark from the value read. */
    private Void round(Connection c, long accountId, List<Paired> games, Instant now) throws SQLException {
        Paired first = games.get(0);
        Optional<String> to = Mails.verified(c, accountId);
        if (to.isEmpty() || !state(c, accountId).settings().tournament()) {
            return null;
        }
        try (PreparedStatement u = c.prepareStatement("UPDATE tournament_entrant SET mailed_round = ?"
                + " WHERE tournament_id = ? AND name = ? AND mailed_round = ?")) {
            u.setInt(1, first.round());
            u.setLong(2, first.tournament());
            u.setString(3, first.entrant());
            u.setInt(4, first.mailedRound());
            if (u.executeUpdate() != 1) {
                return null; // told already, by this node or another
            }
        }
        List<Paired> played = games.stream().filter(g -> g.players().size() > 1).toList();
        if (played.isEmpty()) {
            return null; // a bye only: nothing to do, no mail
        }
        StringBuilder body = new StringBuilder();
        body.append("Round ").append(first.round()).append(" of the tournament ").append(first.name()).append(" (")
                .append(first.game()).append(") is paired.\n\n");
        for (Paired g : games) {
            List<String> others = g.players().stream().filter(p -> !p.equals(g.entrant())).toList();
            body.append("  ").append(others.isEmpty() ? "A bye" : "Table " + g.tableNo() + ": you against " + String.join(", ", others)
                    + (g.tableId() == null ? "" : " (table " + g.tableId() + ")")).append('\n');
        }
        body.append("\nThe tournament's page, with the button to play: ").append(mails.origin()).append("/tournament/")
                .append(first.tournament()).append('\n');
        // The subject stays short (the name is one line of at most 80 characters); the opponents are in the body.
        mails.notification(c, accountId, to.get(), "tournament", "Round " + first.round() + " of " + first.name() + " is paired",
                body.toString(), now);
        return null;
    }

    private Void digest(Connection c, long accountId, List<Waiting> games, Instant now) throws SQLException {
        State st = state(c, accountId);
        Optional<String> to = Mails.verified(c, accountId);
        if (to.isEmpty() || !st.settings().turn()
                || games.stream().noneMatch(g -> g.since().isAfter(st.lastDigest()))
                || now.isBefore(st.lastDigest().plus(Duration.ofHours(st.settings().digestHours())))) {
            return null;
        }
        if (!claim(c, accountId, st, "last_digest_at", now)) {
            return null;
        }
        StringBuilder body = new StringBuilder();
        body.append(games.size() == 1 ? "A correspondence game is waiting for your move:\n\n"
                : games.size() + " correspondence games are waiting for your move:\n\n");
        for (Waiting g : games) {
            body.append("  ").append(g.game()).append(", table ").append(g.tableId()).append(", your turn since ")
                    .append(g.since().truncatedTo(java.time.temporal.ChronoUnit.MINUTES)).append(" UTC\n");
        }
        body.append("\nPlay them from the lobby: ").append(mails.origin()).append("/lobby\n");
        mails.notification(c, accountId, to.get(), "turn", games.size() == 1 ? "Your move in a correspondence game"
                : "Your move in " + games.size() + " correspondence games", body.toString(), now);
        return null;
    }

    private Void challenge(Connection c, long accountId, List<Challenge> list, Instant now) throws SQLException {
        State st = state(c, accountId);
        List<Challenge> fresh = list.stream().filter(ch -> ch.seekId() > st.lastChallenge()).toList();
        Optional<String> to = Mails.verified(c, accountId);
        if (fresh.isEmpty() || to.isEmpty() || !st.settings().challenge()) {
            return null;
        }
        long last = fresh.stream().mapToLong(Challenge::seekId).max().orElseThrow();
        if (!st.stored()) {
            if (!insertQuietly(c, accountId, st.settings(), st.lastDigest(), last)) {
                return null;
            }
        } else {
            try (PreparedStatement u = c.prepareStatement(
                    "UPDATE mail_settings SET last_challenge = ? WHERE account_id = ? AND last_challenge = ?")) {
                u.setLong(1, last);
                u.setLong(2, accountId);
                u.setLong(3, st.lastChallenge());
                if (u.executeUpdate() != 1) {
                    return null;
                }
            }
        }
        for (Challenge ch : fresh) {
            mails.notification(c, accountId, to.get(), "challenge", ch.from() + " challenges you to " + ch.game(),
                    ch.from() + " challenges you to a game of " + ch.game() + ".\n\nAccept or decline it in the lobby: "
                            + mails.origin() + "/lobby\n", now);
        }
        return null;
    }

    /** Moves {@code column} of the account's row to {@code now} from the value read, making the row when there is none. */
    private static boolean claim(Connection c, long accountId, State st, String column, Instant now) throws SQLException {
        if (!st.stored()) {
            return insertQuietly(c, accountId, st.settings(), now, st.lastChallenge());
        }
        try (PreparedStatement u = c.prepareStatement(
                "UPDATE mail_settings SET " + column + " = ? WHERE account_id = ? AND " + column + " = ?")) {
            u.setObject(1, MailQueue.utc(now));
            u.setLong(2, accountId);
            u.setObject(3, MailQueue.utc(st.lastDigest()));
            return u.executeUpdate() == 1;
        }
    }

    private static boolean insertQuietly(Connection c, long accountId, Settings s, Instant lastDigest, long lastChallenge) throws SQLException {
        java.sql.Savepoint sp = c.setSavepoint();
        try {
            insert(c, accountId, s, lastDigest, lastChallenge);
            return true;
        } catch (SQLException e) {
            if (e.getSQLState() != null && e.getSQLState().startsWith("23")) { // another node made it first
                c.rollback(sp);
                return false;
            }
            throw e;
        }
    }

    private static void insert(Connection c, long accountId, Settings s, Instant lastDigest, long lastChallenge) throws SQLException {
        try (PreparedStatement i = c.prepareStatement("INSERT INTO mail_settings (account_id, notify_turn, digest_hours,"
                + " notify_challenge, last_digest_at, last_challenge, notify_tournament) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            i.setLong(1, accountId);
            i.setBoolean(2, s.turn());
            i.setInt(3, s.digestHours());
            i.setBoolean(4, s.challenge());
            i.setObject(5, MailQueue.utc(lastDigest));
            i.setLong(6, lastChallenge);
            i.setBoolean(7, s.tournament());
            i.executeUpdate();
        }
    }

    /** Turns one kind of notification off (unsubscribe). */
    void off(long accountId, String kind) {
        Settings s = settings(accountId);
        set(accountId, switch (kind) {
            case "turn" -> new Settings(false, s.digestHours(), s.challenge(), s.tournament());
            case "challenge" -> new Settings(s.turn(), s.digestHours(), false, s.tournament());
            default -> new Settings(s.turn(), s.digestHours(), s.challenge(), false);
        });
    }

    private static State state(Connection c, long accountId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT notify_turn, digest_hours, notify_challenge, last_digest_at, last_challenge,"
                + " notify_tournament FROM mail_settings WHERE account_id = ?")) {
            s.setLong(1, accountId);
            try (ResultSet r = s.executeQuery()) {
                if (r.next()) {
                    return new State(new Settings(r.getBoolean(1), r.getInt(2), r.getBoolean(3), r.getBoolean(6)),
                            r.getObject(4, OffsetDateTime.class).toInstant(), r.getLong(5), true);
                }
            }
        }
        return new State(Settings.DEFAULTS, Instant.EPOCH, 0, false);
    }

    /** The correspondence games waiting for an account's move, by account (only accounts with a verified address). */
    private static Map<Long, List<Waiting>> waiting(Connection c) throws SQLException {
        Map<Long, List<Waiting>> out = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT s.account_id, t.id, t.game, t.turn_started FROM lobby_table t"
                + " JOIN lobby_seat s ON s.table_id = t.id AND s.seat = t.to_move"
                + " JOIN account_email e ON e.account_id = s.account_id"
                + " WHERE t.state = 'playing' AND t.days IS NOT NULL ORDER BY s.account_id, t.turn_started")) {
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.computeIfAbsent(r.getLong(1), k -> new ArrayList<>())
                            .add(new Waiting(r.getString(2), r.getString(3), r.getObject(4, OffsetDateTime.class).toInstant()));
                }
            }
        }
        return out;
    }

    /** Open challenges (seeks to one account), by the account challenged (only accounts with a verified address). */
    private static Map<Long, List<Challenge>> challenges(Connection c) throws SQLException {
        Map<Long, List<Challenge>> out = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT k.for_account, k.id, a.name, k.game FROM seek k"
                + " JOIN account a ON a.id = k.account_id JOIN account_email e ON e.account_id = k.for_account"
                + " LEFT JOIN mail_settings m ON m.account_id = k.for_account"
                + " WHERE k.state = 'open' AND k.for_account IS NOT NULL AND k.id > COALESCE(m.last_challenge, 0) ORDER BY k.id")) {
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.computeIfAbsent(r.getLong(1), k -> new ArrayList<>()).add(new Challenge(r.getLong(2), r.getString(3), r.getString(4)));
                }
            }
        }
        return out;
    }

    /**
     * The games of the current round of each playing tournament not yet told to its entrant, by account and
     * tournament (only accounts with a verified address and the setting on; a withdrawn entrant is told nothing).
     */
    private static Map<Long, Map<Long, List<Paired>>> paired(Connection c) throws SQLException {
        Map<Long, Map<Long, List<Paired>>> out = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT e.account_id, t.id, t.name, t.game, t.round, e.name, e.mailed_round,"
                + " g.table_no, g.table_id, g.players FROM tournament t"
                + " JOIN tournament_entrant e ON e.tournament_id = t.id"
                + " JOIN account_email a ON a.account_id = e.account_id"
                + " LEFT JOIN mail_settings m ON m.account_id = e.account_id"
                + " JOIN tournament_game g ON g.tournament_id = t.id AND g.round = t.round"
                + " WHERE t.state = 'playing' AND t.round > e.mailed_round AND e.withdrawn = FALSE"
                + " AND (m.account_id IS NULL OR m.notify_tournament = TRUE)"
                + " ORDER BY e.account_id, t.id, g.table_no")) {
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    List<String> players = GSON.fromJson(r.getString(10), PLAYERS);
                    String entrant = r.getString(6);
                    if (players != null && players.contains(entrant)) {
                        out.computeIfAbsent(r.getLong(1), k -> new LinkedHashMap<>()).computeIfAbsent(r.getLong(2), k -> new ArrayList<>())
                                .add(new Paired(r.getLong(2), r.getString(3), r.getString(4), r.getInt(5), entrant, r.getInt(7),
                                        r.getInt(8), r.getString(9), players));
                    }
                }
            }
        }
        return out;
    }

    private static final com.google.gson.Gson GSON = new com.google.gson.Gson();
    private static final java.lang.reflect.Type PLAYERS = new com.google.gson.reflect.TypeToken<List<String>>() { }.getType();
}
