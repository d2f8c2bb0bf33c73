package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/** Runs whole events for the tests: entrants by name and rating, results from a function or at random. */
final class Events {

    private Events() {
    }

    /** Entrants p1..pn with ratings falling from 2000, so p1 is the top seed. */
    static List<Entrant> entrants(int n) {
        List<Entrant> entrants = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            entrants.add(new Entrant("p" + i, 2000 - i, false));
        }
        return entrants;
    }

    /** Plays every round the format pairs, giving each game the points {@code result} answers. */
    static List<Game> play(Format format, List<Entrant> entrants, Function<Game, double[]> result) {
        List<Game> played = new ArrayList<>();
        for (int round = 1; round <= 200; round++) {
            List<Game> games = format.next(round, entrants, played);
            if (games.isEmpty()) {
                return played;
            }
            for (Game g : games) {
                played.add(g.played() ? g : g.withPoints(result.apply(g)));
            }
        }
        throw new AssertionError("the event did not end in 200 rounds");
    }

    /** Random results by finishing place: each seat a random place 1..k, ties allowed when {@code draws}. */
    static Function<Game, double[]> random(Random random, boolean draws) {
        return g -> {
            int k = g.players().size();
            double[] scores = new double[k];
            for (int i = 0; i < k; i++) {
                scores[i] = draws ? random.nextInt(3) : random.nextDouble();
            }
            return Points.byScores(scores);
        };
    }

    /** The higher seed (lower number in p1..pn) always wins. */
    static double[] higherSeedWins(Game g) {
        int k = g.players().size();
        int[] places = new int[k];
        for (int i = 0; i < k; i++) {
            int better = 0;
            for (int j = 0; j < k; j++) {
                better += number(g.players().get(j)) < number(g.players().get(i)) ? 1 : 0;
            }
            places[i] = better + 1;
        }
        return Points.byPlaces(places);
    }

    static int number(String name) {
        return Integer.parseInt(name.substring(1));
    }

    /** Games of the round, as "a-b c-d" with byes as "a-"; the games of one player skipped. */
    static String text(List<Game> games) {
        StringBuilder text = new StringBuilder();
        for (Game g : games) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(String.join("-", g.players()).replace("p", ""));
            if (g.bye()) {
                text.append('-');
            }
        }
        return text.toString();
    }
}
