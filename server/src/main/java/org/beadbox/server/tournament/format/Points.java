package org.beadbox.server.tournament.format;

/**
 * Tournament points from a game's finish: a player in place p of a table of k scores
 * (k − p)/(k − 1), players sharing places sharing their points (two tied first of three take
 * (1 + ½)/2 = ¾ each). With two seats: 1 for a win, ½ for a draw, 0 for a loss. The points of a
 * table always add up to k/2.
 */
public final class Points {

    private Points() {
    }

    /**
     * Each seat's points from its finishing place (1 = first; tied players give the same place,
     * the next place skipping, as in 1, 1, 3).
     *
     * @throws IllegalArgumentException for fewer than two seats or a place outside 1..seats
     */
    public static double[] byPlaces(int... places) {
        int k = places.length;
        if (k < 2) {
            throw new IllegalArgumentException("points by place need two seats or more, not " + k);
        }
        double[] points = new double[k];
        for (int seat = 0; seat < k; seat++) {
            int place = places[seat];
            if (place < 1 || place > k) {
                throw new IllegalArgumentException("place " + place + " is not one of 1 to " + k);
            }
            int tied = 0;
            for (int other : places) {
                tied += other == place ? 1 : 0;
            }
            double sum = 0;
            for (int p = place; p < place + tied; p++) {
                sum += (double) (k - Math.min(p, k)) / (k - 1);
            }
            points[seat] = sum / tied;
        }
        return points;
    }

    /** Each seat's points from its final score in the game (higher is better). */
    public static double[] byScores(double... scores) {
        int[] places = new int[scores.length];
        for (int seat = 0; seat < scores.length; seat++) {
            int better = 0;
            for (double other : scores) {
                better += other > scores[seat] ? 1 : 0;
            }
            places[seat] = better + 1;
        }
        return byPlaces(places);
    }
}
