package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;

/**
 * The tie-breaks and the standings built on them.
 *
 * <p>Round robin (any seats): Sonneborn-Berger, the sum over a player's games of their points
 * times the mean final points of the others at that table (with two seats: the opponent's
 * points, FIDE C.07); then games won, a game won being one where the player scored more than
 * everyone else at the table. Byes count for neither.
 *
 * <p>Swiss: Buchholz, the sum of the opponents' scores, then Sonneborn-Berger, the sum of the
 * opponents' scores times the points scored against them, both with unplayed rounds counted as
 * the FIDE Handbook did from 2009 (C.02, annex 3 "unplayed games"): a player's bye, and each
 * round a withdrawn player has no game, is a game against a virtual opponent who starts the
 * round with the player's points, takes the other result of that round, and draws every later
 * round; in an opponent's score each of their byes and rounds without a game counts ½ (an
 * unplayed game in which the player is only indirectly involved is a draw).
 */
final class TieBreaks {

    static final List<String> ROUND_ROBIN_NAMES = List.of("Sonneborn-Berger", "Wins");
    static final List<String> SWISS_NAMES = List.of("Buchholz", "Sonneborn-Berger");

    private TieBreaks() {
    }

    static List<Standing> roundRobinStandings(List<Entrant> entrants, List<Game> played) {
        History history = new History(entrants, played);
        List<String> seeds = Seeds.names(entrants);
        List<Ranking.Line> lines = new ArrayList<>();
        for (int i = 0; i < seeds.size(); i++) {
            String name = seeds.get(i);
            History.Record r = history.of(name);
            double sb = 0;
            for (Game g : r.played) {
                double mean = 0;
                for (String other : g.players()) {
                    mean += other.equals(name) ? 0 : history.of(other).points;
                }
                sb += g.pointsOf(name) * mean / (g.players().size() - 1);
            }
            lines.add(new Ranking.Line(name, r.points, r.games, List.of(sb, (double) r.wins), i));
        }
        return Ranking.rank(lines);
    }

    static List<Standing> swissStandings(List<Entrant> entrants, List<Game> played) {
        History history = new History(entrants, played);
        int rounds = history.lastRound();
        List<String> seeds = Seeds.names(entrants);
        List<Ranking.Line> lines = new ArrayList<>();
        for (int i = 0; i < seeds.size(); i++) {
            String name = seeds.get(i);
            History.Record r = history.of(name);
            double buchholz = 0;
            double sb = 0;
            for (Game g : r.played) {
                String opponent = g.players().get(0).equals(name) ? g.players().get(1) : g.players().get(0);
                double score = adjustedScore(history.of(opponent), rounds);
                buchholz += score;
                sb += g.pointsOf(name) * score;
            }
            for (int round = 1; round <= rounds; round++) {
                if (!playedIn(r, round)) {
                    double result = r.byeRounds.contains(round) ? 1.0 : 0.0;
                    double virtual = pointsBefore(r, round) + (1 - result) + 0.5 * (rounds - round);
                    buchholz += virtual;
                    sb += result * virtual;
                }
            }
            lines.add(new Ranking.Line(name, r.points, r.games, List.of(buchholz, sb), i));
        }
        return Ranking.rank(lines);
    }

    /** A player's points with each bye and each round without a game counted as ½. */
    static double adjustedScore(History.Record r, int rounds) {
        double score = r.points - r.byePoints;
        for (int round = 1; round <= rounds; round++) {
            if (!playedIn(r, round)) {
                score += 0.5;
            }
        }
        return score;
    }

    private static boolean playedIn(History.Record r, int round) {
        for (Game g : r.played) {
            if (g.round() == round) {
                return true;
            }
        }
        return false;
    }

    private static double pointsBefore(History.Record r, int round) {
        double before = 0;
        int latest = 0;
        for (var e : r.pointsAfter.entrySet()) {
            if (e.getKey() < round && e.getKey() > latest) {
                latest = e.getKey();
                before = e.getValue();
            }
        }
        return before;
    }
}
