package org.beadbox.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How a finished game came out.
 *
 * @param scores the final score of each seat (the same sense as {@link GameState#score()})
 * @param ranks each seat's place, 0 for first; seats that share a place share its number. At
 *     least one seat has rank 0.
 * @param summary one line a person reads: "Red wins 45–36", "Draw at 50–50"
 */
public record Outcome(List<Double> scores, List<Integer> ranks, String summary) {

    /** Checks the lists agree in size and someone is first. */
    public Outcome {
        scores = List.copyOf(scores);
        ranks = List.copyOf(ranks);
        if (scores.size() != ranks.size() || ranks.isEmpty()) {
            throw new IllegalArgumentException("an outcome needs one score and one rank per seat");
        }
        if (!ranks.contains(0)) {
            throw new IllegalArgumentException("someone must be first: ranks " + ranks);
        }
        summary = Objects.requireNonNullElse(summary, "");
    }

    /** An outcome with one winner, every other seat sharing second place. */
    public static Outcome winner(int seat, double[] scores, String summary) {
        List<Integer> ranks = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            ranks.add(i == seat ? 0 : 1);
        }
        return new Outcome(boxed(scores), ranks, summary);
    }

    /** An outcome ranked by score, higher first; equal scores share a place. */
    public static Outcome byScore(double[] scores, String summary) {
        List<Integer> ranks = new ArrayList<>();
        for (double s : scores) {
            int rank = 0;
            for (double t : scores) {
                if (t > s) {
                    rank++;
                }
            }
            ranks.add(rank);
        }
        return new Outcome(boxed(scores), ranks, summary);
    }

    private static List<Double> boxed(double[] values) {
        List<Double> out = new ArrayList<>(values.length);
        for (double v : values) {
            out.add(v);
        }
        return out;
    }

    /** The number of seats. */
    public int players() {
        return ranks.size();
    }

    /** The seats in first place, in seat order. */
    public List<Integer> winners() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < ranks.size(); i++) {
            if (ranks.get(i) == 0) {
                out.add(i);
            }
        }
        return out;
    }

    /** Whether more than one seat shares first place. */
    public boolean isDraw() {
        return winners().size() > 1;
    }

    /** Match points of a seat: 1 for a sole win, 1/k when k seats share first place, else 0. */
    public double points(int seat) {
        return ranks.get(seat) == 0 ? 1.0 / winners().size() : 0.0;
    }

    /**
     * A reward in [0, 1] for search: 1 for first place, 0 for last, evenly between; a shared
     * first place gets what {@link #points(int)} gives.
     */
    public double reward(int seat) {
        int rank = ranks.get(seat);
        if (rank == 0) {
            return points(seat);
        }
        int worst = ranks.stream().mapToInt(Integer::intValue).max().orElse(0);
        return worst == 0 ? 0 : 0.5 * (worst - rank) / worst;
    }
}
