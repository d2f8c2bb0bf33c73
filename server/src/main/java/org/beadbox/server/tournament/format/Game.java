package org.beadbox.server.tournament.format;

import java.util.Arrays;
import java.util.List;

/**
 * One game of the event: round (1-based), table (1-based within the round), players in seat
 * order, and each seat's tournament points, null while unplayed. A bye is a game of one player
 * whose points are {1.0} (given at pairing).
 *
 * <p>Byes at three- and four-seat tables are scored {0.5}, a middle finish (the mean points of a
 * table): the format gives the points with the bye, so the runner stores what it is given.
 */
public record Game(int round, int table, List<String> players, double[] points) {

    /** Checks the numbering and that points, when present, give one number a seat. Copies both lists. */
    public Game {
        if (round < 1 || table < 1) {
            throw new IllegalArgumentException("round and table count from 1: " + round + ", " + table);
        }
        players = List.copyOf(players);
        if (players.isEmpty()) {
            throw new IllegalArgumentException("a game needs a player");
        }
        if (points != null) {
            if (points.length != players.size()) {
                throw new IllegalArgumentException("a game of " + players.size() + " players has "
                        + points.length + " results");
            }
            points = points.clone();
        }
    }

    /** A bye for {@code name} in {@code round}: a game of one, scored 1 point at pairing (two-seat formats). */
    public static Game bye(int round, int table, String name) {
        return new Game(round, table, List.of(name), new double[] {1.0});
    }

    /** The same game with each seat's points. */
    public Game withPoints(double... seatPoints) {
        return new Game(round, table, players, seatPoints);
    }

    /** Each seat's points (a copy), or null while unplayed. */
    @Override
    public double[] points() {
        return points == null ? null : points.clone();
    }

    /** Whether this is a bye (a game of one player). */
    public boolean bye() {
        return players.size() == 1;
    }

    /** Whether the game has its result. */
    public boolean played() {
        return points != null;
    }

    /** The points of {@code name} in this game, or NaN when unplayed or not a player of it. */
    public double pointsOf(String name) {
        int seat = players.indexOf(name);
        return seat < 0 || points == null ? Double.NaN : points[seat];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Game g && round == g.round && table == g.table
                && players.equals(g.players) && Arrays.equals(points, g.points);
    }

    @Override
    public int hashCode() {
        return (round * 31 + table) * 31 + players.hashCode() * 31 + Arrays.hashCode(points);
    }

    @Override
    public String toString() {
        return "Game[" + round + "." + table + " " + players + " " + Arrays.toString(points) + "]";
    }
}
