package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * Round robin of three- or four-seat tables (BeadMaster): each round seats the players at tables
 * of {@code seats}, the {@code n mod seats} left over having a bye (scored ½, a middle finish:
 * the mean of a table's points); byes go to those with the fewest so far, the one whose last bye
 * is oldest first, then the lowest seed.
 *
 * <p>The event has enough rounds for every player to meet every other at least once on
 * average: g = ⌈(n−1)/(seats−1)⌉ games a player, ⌈g·n/m⌉ rounds with m players seated a round
 * (twice that for the double round robin). Each round, the rounds left are planned together
 * ({@link TablePlan}): pairs meeting as evenly as can be, each player's seats as even as can
 * be, with the games played counted; the first planned round is played. Planning again each
 * round takes withdrawals in its stride. It is a heuristic search, deterministic but not always
 * the best design.
 *
 * <p>A player scores by finishing place, (seats − place)/(seats − 1), shared places averaged
 * ({@link Points#byPlaces}). Withdrawn players are seated no more; with fewer players left than
 * seats, they play at one smaller table.
 */
final class TableRoundRobin implements Format {

    static final double BYE_POINTS = 0.5;

    private final int seats;
    private final boolean twice;

    TableRoundRobin(int seats, boolean twice) {
        this.seats = seats;
        this.twice = twice;
    }

    @Override
    public String id() {
        return twice ? "double-round-robin" : "round-robin";
    }

    @Override
    public int seats() {
        return seats;
    }

    @Override
    public int rounds(int entrants) {
        if (entrants < seats) {
            return 0;
        }
        int seated = entrants - entrants % seats;
        int games = (entrants - 1 + seats - 2) / (seats - 1);
        int cycle = (games * entrants + seated - 1) / seated;
        return twice ? 2 * cycle : cycle;
    }

    @Override
    public List<Game> next(int round, List<Entrant> entrants, List<Game> played) {
        if (round < 1 || round > rounds(entrants.size())) {
            return List.of();
        }
        History history = new History(entrants, played);
        List<String> seeds = Seeds.names(entrants);
        List<String> active = Seeds.order(entrants).stream().filter(e -> !e.withdrawn()).map(Entrant::name)
                .toList();
        if (active.size() < 2) {
            return List.of();
        }
        int byeCount = active.size() < seats ? 0 : active.size() % seats;
        int size = Math.min(seats, active.size());
        List<String> owed = new ArrayList<>(active);
        owed.sort(Comparator.comparingInt((String p) -> history.of(p).byes)
                .thenComparingInt(p -> history.of(p).lastByeRound)
                .thenComparingInt(p -> -seeds.indexOf(p)));
        List<int[]> seated = new ArrayList<>();
        List<String> byes = null;
        for (int r = round; r <= rounds(entrants.size()); r++) {
            List<String> out = List.copyOf(owed.subList(0, byeCount));
            byes = byes == null ? out : byes;
            owed.removeAll(out);
            owed.addAll(out);
            seated.add(active.stream().filter(p -> !out.contains(p)).mapToInt(active::indexOf).toArray());
        }
        List<int[]> tables = new TablePlan(size, met(history, active), seatCounts(history, active, size), seated)
                .anneal(new Random(1_000_003L * round + 31L * active.size() + size));
        List<List<String>> named = new ArrayList<>();
        for (int[] table : tables) {
            named.add(Arrays.stream(table).mapToObj(active::get).toList());
        }
        named.sort(Comparator.comparingInt(t -> t.stream().mapToInt(seeds::indexOf).min().orElse(0)));
        List<Game> games = new ArrayList<>();
        for (List<String> table : named) {
            games.add(new Game(round, games.size() + 1, table, null));
        }
        for (String p : byes.stream().sorted(Comparator.comparingInt(seeds::indexOf)).toList()) {
            games.add(new Game(round, games.size() + 1, List.of(p), new double[] {BYE_POINTS}));
        }
        return List.copyOf(games);
    }

    private static int[][] met(History history, List<String> active) {
        int[][] met = new int[active.size()][active.size()];
        for (int i = 0; i < active.size(); i++) {
            for (int j = 0; j < active.size(); j++) {
                met[i][j] = i == j ? 0 : history.of(active.get(i)).met(active.get(j));
            }
        }
        return met;
    }

    private static int[][] seatCounts(History history, List<String> active, int size) {
        int[][] counts = new int[active.size()][size];
        for (int i = 0; i < active.size(); i++) {
            for (int s = 0; s < size; s++) {
                counts[i][s] = history.of(active.get(i)).seatCount(s);
            }
        }
        return counts;
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
