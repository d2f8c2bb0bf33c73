package org.beadbox.core.review;

import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * What a review says of each player beyond the marks: an accuracy from 0 to 100, and the move where
 * the game turned.
 *
 * <p><b>Accuracy</b>, as lichess reckons it move by move: a move that lost {@code d} points (in %)
 * of its mover's winning chance against the computer's preferred move scores
 * {@code 103.1668 exp(-0.04354 d) - 3.1669}, clamped to 0..100 (100 for a move that lost nothing,
 * about 64 for 10 points, 39 for 20, 23 for 30). A player's accuracy is the plain mean of their
 * moves' scores (lichess also mixes in a harmonic mean and weights by volatility; the plain mean
 * is simpler to explain and ranks games alike). So a lost game with no mistakes still shows
 * where a player gave away a little on every move.
 *
 * <p><b>The turning point</b>, for a game with a sole winner: the move after which the winner
 * led for good (their winning chance above every other seat's after that move and every later
 * one, and not after the move before, or at the start). When the winner led from the start to
 * the end, or did not lead at the end (a resignation in a position the computer thought even),
 * it is the move that moved the winner's chance up the most. None for a draw, an unfinished
 * game, or a game whose winner's chance never rose.
 */
public final class Accuracy {

    private Accuracy() {
    }

    /** The accuracy, 0 to 100, of a move that lost {@code loss} (0 to 1) of its mover's winning chance. */
    public static double ofLoss(double loss) {
        double d = Math.max(0, loss) * 100;
        if (d < 1e-9) {
            return 100; // (the formula gives 99.9999)
        }
        return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * d) - 3.1669));
    }

    /** {@code seat}'s accuracy over its moves in {@code moves}, or empty when it made none. */
    public static OptionalDouble of(List<MoveReview> moves, int seat) {
        return moves.stream().filter(m -> m.seat() == seat).mapToDouble(m -> ofLoss(m.loss())).average();
    }

    /** "accuracy 87%", or "no moves" for a seat that made none. */
    public static String describe(List<MoveReview> moves, int seat) {
        OptionalDouble a = of(moves, seat);
        return a.isPresent() ? "accuracy " + Math.round(a.getAsDouble()) + "%" : "no moves";
    }

    /**
     * The number of the move where the game turned toward {@code winner} (see the class comment),
     * or empty.
     *
     * @param start each seat's chance at the start
     * @param moves the reviewed moves, in order
     * @param winner the sole winner's seat, or -1 when there is none
     */
    public static OptionalInt turningPoint(List<Double> start, List<MoveReview> moves, int winner) {
        if (winner < 0 || moves.isEmpty() || winner >= moves.get(moves.size() - 1).chances().size()) {
            return OptionalInt.empty();
        }
        int first = moves.size();
        while (first > 0 && leads(moves.get(first - 1).chances(), winner)) {
            first--;
        }
        boolean ledAtStart = start.size() > winner && leads(start, winner);
        if (first < moves.size() && !(first == 0 && ledAtStart)) {
            return OptionalInt.of(first + 1);
        }
        double gain = 0;
        int found = -1;
        double was = start.size() > winner ? start.get(winner) : 0;
        for (MoveReview m : moves) {
            double now = m.chances().size() > winner ? m.chances().get(winner) : was;
            if (now - was > gain + 1e-9) {
                gain = now - was;
                found = m.number();
            }
            was = now;
        }
        return found < 0 ? OptionalInt.empty() : OptionalInt.of(found);
    }

    private static boolean leads(List<Double> chances, int seat) {
        if (chances.size() <= seat) {
            return false;
        }
        for (int s = 0; s < chances.size(); s++) {
            if (s != seat && chances.get(s) >= chances.get(seat)) {
                return false;
            }
        }
        return true;
    }

    /** The sole winner of a game whose result names {@code winners}, or -1. */
    public static int soleWinner(List<Integer> winners) {
        return winners.size() == 1 ? winners.get(0) : -1;
    }
}
