package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;

/**
 * Round robin of two-seat games by the Berger tables (FIDE Handbook C.05, Annex 1): players
 * numbered 1..n in starting order ({@link Seeds}), a dummy number n+1 making an odd count even
 * (its opponent has the bye). Round 1 pairs {@code t} with {@code n+1-t} at table t; each round
 * moves every number but the last on by n/2 (mod n-1), and the last number changes seat every
 * round. Each pair meets once, each player has the first seat n/2 or n/2-1 times. The double
 * round robin plays the table twice, the second time with the seats swapped, and, as the
 * Handbook advises, with the last two rounds of the first cycle in reverse order, so that nobody
 * has the same seat three times in a row where the cycles meet.
 *
 * <p>A withdrawn player is paired no more: their opponent of the round has a bye instead.
 * Standings: points, then Sonneborn-Berger, then games won.
 */
final class RoundRobin implements Format {

    private final boolean twice;

    RoundRobin(boolean twice) {
        this.twice = twice;
    }

    @Override
    public String id() {
        return twice ? "double-round-robin" : "round-robin";
    }

    @Override
    public int seats() {
        return 2;
    }

    @Override
    public int rounds(int entrants) {
        int cycle = entrants < 2 ? 0 : even(entrants) - 1;
        return twice ? 2 * cycle : cycle;
    }

    private static int even(int n) {
        return n % 2 == 0 ? n : n + 1;
    }

    @Override
    public List<Game> next(int round, List<Entrant> entrants, List<Game> played) {
        if (round < 1 || round > rounds(entrants.size())) {
            return List.of();
        }
        List<Entrant> seeds = Seeds.order(entrants);
        int n = even(seeds.size());
        int cycle = n - 1;
        boolean swapped = round > cycle;
        int table = swapped ? round - cycle : round;
        if (twice && !swapped && cycle >= 3 && table >= cycle - 1) {
            table = 2 * cycle - 1 - table;
        }
        List<Game> games = new ArrayList<>();
        List<String> byes = new ArrayList<>();
        for (int[] pair : bergerRound(n, table)) {
            Entrant first = pair[0] <= seeds.size() ? seeds.get(pair[0] - 1) : null;
            Entrant second = pair[1] <= seeds.size() ? seeds.get(pair[1] - 1) : null;
            if (swapped) {
                Entrant t = first;
                first = second;
                second = t;
            }
            boolean firstIn = first != null && !first.withdrawn();
            boolean secondIn = second != null && !second.withdrawn();
            if (firstIn && secondIn) {
                games.add(new Game(round, games.size() + 1, List.of(first.name(), second.name()), null));
            } else if (firstIn) {
                byes.add(first.name());
            } else if (secondIn) {
                byes.add(second.name());
            }
        }
        for (String name : byes) {
            games.add(Game.bye(round, games.size() + 1, name));
        }
        return List.copyOf(games);
    }

    /**
     * The Berger table's round {@code round} (1-based) for {@code n} (even) numbers: pairs of
     * numbers, first seat first, in table order.
     */
    static List<int[]> bergerRound(int n, int round) {
        int shift = (round - 1) * (n / 2);
        List<int[]> pairs = new ArrayList<>();
        int other = moved(1, shift, n);
        pairs.add(round % 2 == 1 ? new int[] {other, n} : new int[] {n, other});
        for (int t = 2; t <= n / 2; t++) {
            pairs.add(new int[] {moved(t, shift, n), moved(n + 1 - t, shift, n)});
        }
        return pairs;
    }

    private static int moved(int number, int shift, int n) {
        return (number - 1 + shift) % (n - 1) + 1;
    }

    @Override
    public List<Standing> standings(List<Entrant> entrants, List<Game> played) {
        return TieBreaks.roundRobinStandings(entrants, played);
    }

    @Override
    public List<String> tieBreakNames() {
        return TieBreaks.ROUND_ROBIN_NAMES;
    }
}
