package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SolverTest {

    private static final int DEPTH = 4;

    /** The value for the mover within {@code depth} slides by plain minimax over every legal slide: 1 win, -1 loss, 0 neither. */
    static int bruteForce(Engine e, int depth) {
        int best = -1;
        for (int m = e.slideMask(); m != 0; m &= m - 1) {
            Engine child = new Engine(e);
            child.play(Integer.numberOfTrailingZeros(m));
            int v;
            if (child.over()) {
                v = child.winner == e.toMove ? 1 : child.winner < 0 ? 0 : -1;
            } else {
                v = depth == 1 ? 0 : -bruteForce(child, depth - 1);
            }
            best = Math.max(best, v);
            if (best == 1) {
                break;
            }
        }
        return best;
    }

    /** A two-seat game from random bars, played by random moves until at most {@code beads} are left (or it ends). */
    private static Engine endgame(SplittableRandom random, int beads) {
        Engine e = new Engine(2, Variant.STANDARD, BarSetup.random(random.nextLong()));
        while (!e.over() && (e.placing() || Long.bitCount(e.occupied) > beads)) {
            e.play(e.randomMove(random));
        }
        int extra = random.nextInt(6);
        for (int i = 0; i < extra && !e.over(); i++) {
            e.play(e.randomMove(random));
        }
        return e;
    }

    @Test
    @DisplayName("the solver's wins and losses within four slides are plain minimax's, on 400 random endgames, with a table shared between them")
    void agreesWithBruteForce() {
        SplittableRandom random = new SplittableRandom(27);
        Solver shared = new Solver(16);
        int wins = 0;
        int losses = 0;
        int positions = 0;
        while (positions < 400) {
            Engine e = endgame(random, 2 + random.nextInt(5));
            if (e.over()) {
                continue;
            }
            positions++;
            int expected = bruteForce(e, DEPTH);
            int fresh = new Solver(12).solve(e, DEPTH, Long.MAX_VALUE);
            int reused = shared.solve(e, DEPTH, Long.MAX_VALUE);
            assertEquals(expected, fresh, PositionCodec.write(e));
            assertEquals(expected, reused, PositionCodec.write(e));
            wins += expected == Solver.WIN ? 1 : 0;
            losses += expected == Solver.LOSS ? 1 : 0;
        }
        assertTrue(wins > 20 && losses > 20, "the sample holds proofs of both kinds: " + wins + " wins, " + losses + " losses");
    }

    @Test
    @DisplayName("a winning slide it names leaves the other seat lost within the rest of the depth")
    void winningMoveWins() {
        SplittableRandom random = new SplittableRandom(5);
        Solver solver = new Solver(16);
        int checked = 0;
        while (checked < 60) {
            Engine e = endgame(random, 2 + random.nextInt(4));
            if (e.over() || solver.solve(e, DEPTH, Long.MAX_VALUE) != Solver.WIN) {
                continue;
            }
            checked++;
            Engine after = new Engine(e);
            after.play(solver.winningMove());
            assertTrue(after.over() ? after.winner == e.toMove : bruteForce(after, DEPTH - 1) == Solver.LOSS, PositionCodec.write(e));
        }
    }

    @Test
    @DisplayName("with three seats in, or during placement, it proves nothing")
    void onlyTwoSeats() {
        SplittableRandom random = new SplittableRandom(3);
        Engine three = new Engine(3, Variant.STANDARD, BarSetup.random(1));
        Solver solver = new Solver(10);
        assertEquals(Solver.UNKNOWN, solver.solve(three, 6, 1000));
        while (three.placing()) {
            three.play(three.randomMove(random));
        }
        assertEquals(Solver.UNKNOWN, solver.solve(three, 6, 1000));
    }
}
