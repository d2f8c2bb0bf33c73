package org.beadbox.game.mancala;

import org.beadbox.api.Outcome;

/**
 * Who wins a finished game. The game ends when the player to move has no beads in his pits. If
 * gems are still in pits, he wins. Otherwise the player with more than half the points wins; at
 * exactly half each, the player without beads wins by default (the Mancala World reading), while
 * under MindSports' rule his opponent wins with at least half the points. No draws.
 */
final class Results {

    private Results() {
    }

    /** The outcome of a finished game on {@code b}. */
    static Outcome outcome(Board b, boolean mindsports) {
        int stuck = b.toMove;
        int other = 1 - stuck;
        double[] scores = {b.points[0], b.points[1]};
        int total = b.points[0] + b.points[1] + pointsInPits(b);
        String score = b.points[0] + "–" + b.points[1];
        if (b.gemsInPits > 0) {
            return Outcome.winner(stuck, scores, Pits.side(stuck) + " wins " + score + ": he cannot move while gems are still in the pits");
        }
        int winner;
        String why;
        if (2 * b.points[other] > total) {
            winner = other;
            why = "more than half the points";
        } else if (2 * b.points[stuck] > total) {
            winner = stuck;
            why = "more than half the points";
        } else if (mindsports) {
            winner = other;
            why = "a tie, won by the player with beads left (MindSports rule)";
        } else {
            winner = stuck;
            why = "a tie, won by the player without beads";
        }
        return Outcome.winner(winner, scores, Pits.side(winner) + " wins " + score + " (" + why + ")");
    }

    static int pointsInPits(Board b) {
        int sum = 0;
        for (int i = 0; i < b.size; i++) {
            for (int v = 1; v <= b.n; v++) {
                sum += v * Board.gems(b.pit[i], v);
            }
        }
        return sum;
    }
}
