package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A plan for the rounds left of a round robin of tables, made by simulated annealing: the
 * players' seats at each table of each planned round, such that, with the games already played,
 * the sum of squares of the times each pair meets and the sum of squares of the times each
 * player takes each seat are small (for a fixed total both are least when the counts are as
 * even as they can be: each pair meeting as often as the others, within one, and each player's
 * seats within one of each other). A move swaps two players of one round (between tables, or
 * seats at one table), half the time one chosen to bring a player the opponent they met least;
 * it is kept when it lowers the cost, or, while the temperature is up, by
 * chance. The random source is seeded from the inputs and the arithmetic is integer and
 * {@link StrictMath}, so every node plans the same.
 */
final class TablePlan {

    private static final int MEET_WEIGHT = 2;
    private static final int SEAT_WEIGHT = 8;
    private static final int MAX_STEPS = 300_000;

    private final int seats;
    /** met[i][j], times players i and j met, games played and planned. */
    private final int[][] met;
    /** seatCount[i][s], times player i took seat s, games played and planned. */
    private final int[][] seatCount;
    /** tables[round][table][seat], player indices. */
    private final int[][][] tables;

    /**
     * @param met        times each pair of players met so far (copied)
     * @param seatCount  times each player took each seat so far (copied)
     * @param seated     for each round to plan, the players seated (byes taken out), in order
     */
    TablePlan(int seats, int[][] met, int[][] seatCount, List<int[]> seated) {
        this.seats = seats;
        this.met = copy(met);
        this.seatCount = copy(seatCount);
        this.tables = new int[seated.size()][][];
        for (int r = 0; r < seated.size(); r++) {
            int[] players = seated.get(r);
            int count = players.length / seats;
            tables[r] = new int[count][seats];
            for (int i = 0; i < count * seats; i++) {
                tables[r][i / seats][i % seats] = players[i];
            }
            for (int[] table : tables[r]) {
                count(table, 1);
            }
        }
    }

    private static int[][] copy(int[][] a) {
        int[][] c = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    private void count(int[] table, int sign) {
        for (int s = 0; s < table.length; s++) {
            seatCount[table[s]][s] += sign;
            for (int o = s + 1; o < table.length; o++) {
                met[table[s]][table[o]] += sign;
                met[table[o]][table[s]] += sign;
            }
        }
    }

    /** Anneals the plan with this random source; answers the first planned round's tables in seat order. */
    List<int[]> anneal(Random random) {
        int perRound = tables.length == 0 ? 0 : tables[0].length;
        if (perRound == 0) {
            return List.of();
        }
        int steps = Math.min(MAX_STEPS, 2000 * tables.length * perRound);
        double temperature = 4.0;
        for (int step = 0; step < steps; step++) {
            double heat = temperature * (1 - (double) step / steps);
            int r = random.nextInt(tables.length);
            int[][] round = tables[r];
            if (round.length == 0) {
                continue;
            }
            int ta = random.nextInt(round.length);
            int tb = random.nextInt(round.length);
            int sa = random.nextInt(seats);
            int sb = random.nextInt(seats);
            if (random.nextBoolean() && round.length > 1) {
                // Pull to a player's table the one they have met least, in place of another.
                int x = round[ta][sa];
                int least = Integer.MAX_VALUE;
                for (int t = 0; t < round.length; t++) {
                    for (int s = 0; t != ta && s < seats; s++) {
                        int m = met[x][round[t][s]];
                        if (m < least || m == least && random.nextInt(3) == 0) {
                            least = m;
                            tb = t;
                            sb = s;
                        }
                    }
                }
                sa = (sa + 1 + random.nextInt(seats - 1)) % seats;
            }
            if (ta == tb && sa == sb) {
                continue;
            }
            long before = localCost(round, ta, tb);
            swap(round, ta, sa, tb, sb);
            long delta = localCost(round, ta, tb) - before;
            boolean keep = delta <= 0 || heat > 0 && random.nextDouble() < StrictMath.exp(-delta / heat);
            if (!keep) {
                swap(round, ta, sa, tb, sb);
            }
        }
        List<int[]> first = new ArrayList<>();
        for (int[] table : tables[0]) {
            first.add(table.clone());
        }
        return first;
    }

    private void swap(int[][] round, int ta, int sa, int tb, int sb) {
        count(round[ta], -1);
        if (tb != ta) {
            count(round[tb], -1);
        }
        int x = round[ta][sa];
        round[ta][sa] = round[tb][sb];
        round[tb][sb] = x;
        count(round[ta], 1);
        if (tb != ta) {
            count(round[tb], 1);
        }
    }

    /** The part of the cost that a swap between tables ta and tb of a round can change. */
    private long localCost(int[][] round, int ta, int tb) {
        long cost = playersCost(round[ta]);
        if (tb != ta) {
            cost += playersCost(round[tb]);
            for (int x : round[ta]) {
                for (int y : round[tb]) {
                    cost += MEET_WEIGHT * (long) met[x][y] * met[x][y];
                }
            }
        }
        return cost;
    }

    private long playersCost(int[] table) {
        long cost = 0;
        for (int s = 0; s < table.length; s++) {
            int x = table[s];
            for (int c : seatCount[x]) {
                cost += SEAT_WEIGHT * (long) c * c;
            }
            for (int o = s + 1; o < table.length; o++) {
                cost += MEET_WEIGHT * (long) met[x][table[o]] * met[x][table[o]];
            }
        }
        return cost;
    }
}
