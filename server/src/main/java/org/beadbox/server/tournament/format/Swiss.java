package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * Swiss over a fixed number of rounds, paired by the Monrad system with no repeats (the Swiss
 * system of the Nordic federations), with FIDE's basic rules for Swiss systems (Handbook C.04.1)
 * as its absolute criteria and the Dutch system's seat rules ({@link Colours}).
 *
 * <ol>
 *   <li>Round 1, seeded: players in starting order ({@link Seeds}); the top half meets the bottom
 *       half, 1 v n/2+1, 2 v n/2+2, … (the Monrad "seeded drawing"); with an odd count the last
 *       seed has the bye. The higher seed takes the first seat at odd tables.</li>
 *   <li>Later rounds: players ranked by points, then starting order. With an odd count, the bye
 *       goes to the lowest-ranked player among those with the fewest byes (a bye counts 1 point)
 *       for whom the rest can still be paired. Then the highest-ranked unpaired player meets the
 *       highest-ranked player they may meet such that the rest can still all be paired
 *       ({@link Matchings#monrad}).</li>
 *   <li>"May meet", strictest first, the first level at which everyone can be paired: (a) not met
 *       before and not both with an absolute preference for the same seat; (b) not met before;
 *       (c) met at most once before, with seats; (d) at most once; and so on.</li>
 *   <li>Seats by {@link Colours}: no player gets a third first seat in a row, nor a colour
 *       difference past 2, while level (a) pairs the round.</li>
 * </ol>
 *
 * Withdrawn players are paired no more. Standings: points, Buchholz, Sonneborn-Berger
 * ({@link TieBreaks}).
 */
final class Swiss implements Format {

    private final int rounds;

    Swiss(int rounds) {
        this.rounds = rounds;
    }

    @Override
    public String id() {
        return "swiss";
    }

    @Override
    public int seats() {
        return 2;
    }

    @Override
    public int rounds(int entrants) {
        return rounds;
    }

    @Override
    public List<Game> next(int round, List<Entrant> entrants, List<Game> played) {
        if (round < 1 || round > rounds) {
            return List.of();
        }
        History history = new History(entrants, played);
        List<String> seeds = Seeds.names(entrants);
        List<String> active = Seeds.order(entrants).stream().filter(e -> !e.withdrawn()).map(Entrant::name)
                .toList();
        if (active.isEmpty()) {
            return List.of();
        }
        if (history.lastRound() == 0) {
            return seeded(round, active);
        }
        List<String> ranked = new ArrayList<>(active);
        ranked.sort(Comparator.comparingDouble((String p) -> -history.of(p).points)
                .thenComparingInt(seeds::indexOf));
        return paired(round, ranked, history);
    }

    private static List<Game> seeded(int round, List<String> active) {
        int half = active.size() / 2;
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < half; i++) {
            String higher = active.get(i);
            String lower = active.get(i + half);
            games.add(new Game(round, i + 1, i % 2 == 0 ? List.of(higher, lower) : List.of(lower, higher), null));
        }
        if (active.size() % 2 != 0) {
            games.add(Game.bye(round, half + 1, active.get(active.size() - 1)));
        }
        return List.copyOf(games);
    }

    private List<Game> paired(int round, List<String> ranked, History history) {
        int mostMet = 0;
        for (String p : ranked) {
            for (int m : history.of(p).met.values()) {
                mostMet = Math.max(mostMet, m);
            }
        }
        for (int maxMet = 0; maxMet <= mostMet; maxMet++) {
            for (boolean strict : new boolean[] {true, false}) {
                List<Game> games = pairedAt(round, ranked, history, allowed(history, maxMet, strict));
                if (games != null) {
                    return games;
                }
            }
        }
        throw new IllegalStateException("no pairing of " + ranked);
    }

    private static BiPredicate<String, String> allowed(History history, int maxMet, boolean strict) {
        return (a, b) -> history.of(a).met(b) <= maxMet
                && (!strict || Colours.compatible(history.of(a).seats, history.of(b).seats));
    }

    /** The round with this rule for who may meet, or null when it cannot pair everyone (the bye apart). */
    private static List<Game> pairedAt(int round, List<String> ranked, History history,
            BiPredicate<String, String> allowed) {
        String bye = null;
        List<String> rest = ranked;
        if (ranked.size() % 2 != 0) {
            bye = byeFor(ranked, history, allowed);
            if (bye == null) {
                return null;
            }
            rest = new ArrayList<>(ranked);
            rest.remove(bye);
        }
        List<String[]> pairs = Matchings.monrad(rest, allowed);
        if (pairs == null) {
            return null;
        }
        List<Game> games = new ArrayList<>();
        for (String[] pair : pairs) {
            boolean higherFirst = Colours.higherFirst(history.of(pair[0]).seats, history.of(pair[1]).seats);
            List<String> seats = higherFirst ? List.of(pair[0], pair[1]) : List.of(pair[1], pair[0]);
            games.add(new Game(round, games.size() + 1, seats, null));
        }
        if (bye != null) {
            games.add(Game.bye(round, games.size() + 1, bye));
        }
        return List.copyOf(games);
    }

    /**
     * The lowest-ranked player among those with the fewest byes for whom the others can all be
     * paired, or null when there is none.
     */
    private static String byeFor(List<String> ranked, History history, BiPredicate<String, String> allowed) {
        int fewest = ranked.stream().mapToInt(p -> history.of(p).byes).min().orElse(0);
        for (int i = ranked.size() - 1; i >= 0; i--) {
            if (history.of(ranked.get(i)).byes == fewest) {
                List<String> others = new ArrayList<>(ranked);
                others.remove(i);
                if (Matchings.perfect(others, allowed)) {
                    return ranked.get(i);
                }
            }
        }
        return null;
    }

    @Override
    public List<Standing> standings(List<Entrant> entrants, List<Game> played) {
        return TieBreaks.swissStandings(entrants, played);
    }

    @Override
    public List<String> tieBreakNames() {
        return TieBreaks.SWISS_NAMES;
    }
}
