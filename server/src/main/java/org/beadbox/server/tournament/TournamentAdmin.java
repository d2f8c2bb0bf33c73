package org.beadbox.server.tournament;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import org.beadbox.server.lobby.LobbyTableCloser;

/**
 * {@code ./beadbox server admin cancel-tournament ID --reason "…"} and {@code settle-game ID
 * ROUND TABLE POINTS… --reason "…"}: each in the administrator's transaction (beside the audit
 * line), from any process on the site's database. The tables they close are closed where they
 * are served within 10 s (the lobby's sweep), as {@code close-table} does.
 */
public final class TournamentAdmin {

    private TournamentAdmin() {
    }

    /**
     * Cancels an open or running tournament and closes its tables being played.
     *
     * @return one line saying what was done
     * @throws IllegalArgumentException no such tournament, or it is over
     */
    public static String cancel(Connection c, long id, String reason, Instant at) throws SQLException {
        Tournament t = TournamentRows.find(c, id, true).orElseThrow(() -> new IllegalArgumentException("there is no tournament " + id));
        if (!TournamentRows.state(c, id, t.state(), Tournament.CANCELLED, reason, at)
                || t.state().equals(Tournament.FINISHED) || t.state().equals(Tournament.CANCELLED)) {
            throw new IllegalArgumentException("tournament " + id + " is " + t.state() + ": only an open or running one is cancelled");
        }
        int closed = 0;
        for (TournamentRows.GameRow g : TournamentRows.unplayed(c, id)) {
            if (g.tableId() != null) {
                closed += close(c, g.tableId(), at);
            }
        }
        return "tournament " + id + " cancelled; " + closed + (closed == 1 ? " table" : " tables") + " closed within 10 s";
    }

    /**
     * Settles a game of a tournament being played by hand (e.g. a forfeit), once: a game with
     * its result already is refused. Its table, if still played, is closed.
     *
     * @param points each seat's points, in seat order
     */
    public static String settle(Connection c, long id, int round, int table, double[] points, Instant at) throws SQLException {
        TournamentRows.GameRow g = TournamentRows.games(c, id).stream().filter(x -> x.round() == round && x.tableNo() == table)
                .findFirst().orElseThrow(() -> new IllegalArgumentException("tournament " + id + " has no game at round " + round
                        + ", table " + table + ": see GET /api/tournaments/" + id));
        if (points.length != g.players().size()) {
            throw new IllegalArgumentException("that game has " + g.players().size() + " seats (" + String.join(", ", g.players())
                    + "): give one number of points for each, in that order");
        }
        if (!TournamentRows.result(c, id, round, table, points, "settled", at)) {
            throw new IllegalArgumentException("that game has its result already (" + Arrays.toString(g.points()) + "): a result is counted once");
        }
        if (g.tableId() != null) {
            close(c, g.tableId(), at);
        }
        return "round " + round + ", table " + table + " of tournament " + id + " (" + String.join(" v ", g.players()) + ") settled "
                + Arrays.toString(points);
    }

    private static int close(Connection c, String table, Instant at) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET state = 'closed', to_move = -1, result = ?,"
                + " finished_at = ? WHERE id = ? AND state = 'playing'")) {
            s.setString(1, LobbyTableCloser.REASON);
            s.setObject(2, at.atOffset(ZoneOffset.UTC));
            s.setString(3, table);
            return s.executeUpdate();
        }
    }

    /** The words after the action: its arguments, and the text after {@code --reason} (required). */
    public record Words(List<String> arguments, String reason) {
    }

    /**
     * Reads {@code ARG... --reason "TEXT"}.
     *
     * @throws IllegalArgumentException no reason
     */
    public static Words words(List<String> args) {
        int r = args.indexOf("--reason");
        if (r < 0 || r + 1 >= args.size() || args.get(r + 1).isBlank()) {
            throw new IllegalArgumentException("say why, for the audit log: --reason \"...\"");
        }
        List<String> rest = new java.util.ArrayList<>(args.subList(0, r));
        rest.addAll(args.subList(r + 2, args.size()));
        String reason = org.beadbox.api.Quote.line(args.get(r + 1));
        return new Words(rest, reason.length() > 300 ? reason.substring(0, 300) : reason);
    }
}
