package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the games so far say about each player: points, byes, the seats taken in order, whom
 * they met and how often. Built from the games with results alone (in round, then table order;
 * a game still unplayed counts nothing), so every node derives the same history from the same
 * games.
 */
final class History {

    /** One player's record. */
    static final class Record {
        double points;
        int games;
        int byes;
        double byePoints;
        int lastByeRound;
        int wins;
        /** The seat (0-based) of each game with others, in round order. */
        final List<Integer> seats = new ArrayList<>();
        /** The games with others, in round order. */
        final List<Game> played = new ArrayList<>();
        /** Rounds in which this player had a bye. */
        final List<Integer> byeRounds = new ArrayList<>();
        final Map<String, Integer> met = new HashMap<>();
        /** Points after each round that had a game of this player: round → points so far. */
        final Map<Integer, Double> pointsAfter = new HashMap<>();

        int met(String other) {
            return met.getOrDefault(other, 0);
        }

        int seatCount(int seat) {
            int n = 0;
            for (int s : seats) {
                n += s == seat ? 1 : 0;
            }
            return n;
        }

        /** First seats minus second seats (two-seat games). */
        int colourDifference() {
            return seatCount(0) - seatCount(1);
        }
    }

    private final Map<String, Record> records = new LinkedHashMap<>();
    private final int lastRound;

    History(List<Entrant> entrants, List<Game> games) {
        for (Entrant e : entrants) {
            records.put(e.name(), new Record());
        }
        List<Game> sorted = new ArrayList<>(games);
        sorted.sort((a, b) -> a.round() != b.round() ? Integer.compare(a.round(), b.round())
                : Integer.compare(a.table(), b.table()));
        int last = 0;
        for (Game g : sorted) {
            last = g.played() ? Math.max(last, g.round()) : last;
            add(g);
        }
        lastRound = last;
    }

    private void add(Game g) {
        double[] points = g.points();
        if (points == null) {
            return;
        }
        for (int seat = 0; seat < g.players().size(); seat++) {
            Record r = records.computeIfAbsent(g.players().get(seat), name -> new Record());
            double p = points[seat];
            r.points += p;
            r.games++;
            r.pointsAfter.put(g.round(), r.points);
            if (g.bye()) {
                r.byes++;
                r.byePoints += p;
                r.lastByeRound = g.round();
                r.byeRounds.add(g.round());
                continue;
            }
            r.seats.add(seat);
            r.played.add(g);
            if (wonOutright(points, seat)) {
                r.wins++;
            }
            for (String other : g.players()) {
                if (!other.equals(g.players().get(seat))) {
                    r.met.merge(other, 1, Integer::sum);
                }
            }
        }
    }

    private static boolean wonOutright(double[] points, int seat) {
        for (int i = 0; i < points.length; i++) {
            if (i != seat && points[i] >= points[seat]) {
                return false;
            }
        }
        return true;
    }

    Record of(String name) {
        Record r = records.get(name);
        return r != null ? r : new Record();
    }

    /** The last round that has a game with its result, 0 before the first. */
    int lastRound() {
        return lastRound;
    }
}
