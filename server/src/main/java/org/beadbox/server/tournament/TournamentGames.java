package org.beadbox.server.tournament;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A tournament game's result from its table: each seat's points by finishing place (1, ½ or 0
 * with two seats: one for each seat finished ahead of, a half for each tied with), written in
 * the very transaction that ends the lobby's table ({@link #ended}, called by the table's keeper),
 * so that a result is never lost between the table's end and the tournament, nor counted twice
 * (the row's result is written by one {@code UPDATE ... WHERE points IS NULL}).
 */
public final class TournamentGames {

    private TournamentGames() {
    }

    /**
     * Writes the result of the tournament game played at {@code table}, if it is one, in the
     * caller's transaction (the one that writes the table's end).
     *
     * @param ranks each seat's finishing place, 0 first (seats sharing a place share its number)
     * @return whether a tournament game's result was written
     */
    public static boolean ended(Connection c, String table, List<Integer> ranks, Instant at) throws SQLException {
        Optional<TournamentRows.GameRow> g = TournamentRows.byTable(c, table);
        if (g.isEmpty() || g.get().points() != null || g.get().players().size() != ranks.size()) {
            return false;
        }
        return TournamentRows.result(c, g.get().tournament(), g.get().round(), g.get().tableNo(), points(ranks), "played", at);
    }

    /** Each seat's points for these places: one per seat behind it, a half per seat sharing its place. */
    public static double[] points(List<Integer> ranks) {
        double[] out = new double[ranks.size()];
        for (int i = 0; i < ranks.size(); i++) {
            for (int j = 0; j < ranks.size(); j++) {
                if (i != j) {
                    int a = ranks.get(i);
                    int b = ranks.get(j);
                    out[i] += a < b ? 1 : a == b ? 0.5 : 0;
                }
            }
        }
        return out;
    }

    /**
     * The points of a game the seats in {@code losers} lose by forfeit (no first move, withdrawn):
     * they share last place, the others first; when every seat forfeits, nobody scores.
     */
    public static double[] forfeit(int seats, Set<Integer> losers) {
        if (losers.size() >= seats) {
            return new double[seats];
        }
        List<Integer> ranks = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            ranks.add(losers.contains(i) ? 1 : 0);
        }
        return points(ranks);
    }

    /** The state of a lobby table as the tournament needs it: playing, finished, closed; its result line and winners. */
    record TableEnd(String state, String result, String winners, int seats) {
        boolean aborted() {
            return "closed".equals(state) && result != null && result.startsWith("aborted:");
        }
    }

    /** The lobby table's state, empty when it has no row. */
    static Optional<TableEnd> table(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT state, result, winners, seats FROM lobby_table WHERE id = ?")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(new TableEnd(r.getString(1), r.getString(2), r.getString(3), r.getInt(4))) : Optional.empty();
            }
        }
    }

    /** The points of a finished two-seat table from its winners (when its end was written without the keeper's hook). */
    static double[] fromWinners(TableEnd end) {
        List<Integer> winners = new ArrayList<>();
        for (String w : (end.winners() == null ? "" : end.winners()).trim().split("\\s+")) {
            if (!w.isEmpty()) {
                winners.add(Integer.parseInt(w));
            }
        }
        List<Integer> ranks = new ArrayList<>();
        for (int i = 0; i < end.seats(); i++) {
            ranks.add(winners.isEmpty() || winners.contains(i) ? 0 : 1);
        }
        return points(ranks);
    }

    /** The notations of the moves committed at {@code table}, in order. */
    static List<String> moves(Connection c, String table) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT notation FROM lobby_move WHERE table_id = ? ORDER BY ply")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
        }
        return out;
    }

    /** The lobby table's seed (its setup's). */
    static long seed(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT seed FROM lobby_table WHERE id = ?")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        }
    }

    /** Whether the lobby table's seats are written (the table opened with its links). */
    static boolean seated(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM lobby_seat WHERE table_id = ?")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
    }

    /** Whether the lobby table was opened by a front-end once (its seats' JSON stored). */
    static boolean opened(Connection c, String table) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM lobby_table WHERE id = ? AND seats_json IS NOT NULL")) {
            s.setString(1, table);
            try (ResultSet r = s.executeQuery()) {
                return r.next();
            }
        }
    }
}
