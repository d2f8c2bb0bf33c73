package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MultiSeatJudgeTest {

    @Test
    @DisplayName("the judgement after a round equals a round played through the game's moves, each seat taking its best slide by its static share")
    void afterRound() {
        var game = new BeadMaster();
        var random = new SplittableRandom(31);
        int positions = 0;
        int falls = 0;
        for (int g = 0; g < 120; g++) {
            GameState s = game.start(Setup.of(3 + g % 2, g));
            while (!s.isOver()) {
                Engine e = ((BeadMasterState) s).view();
                if (!e.placing() && e.aliveCount > 2) {
                    double[] judged = MultiSeatJudge.afterRound(e, new double[e.players]);
                    double[] expected = byMoves(s, e.aliveCount);
                    assertArrayEquals(expected, judged, 1e-12, s.position());
                    assertEquals(1, java.util.Arrays.stream(judged).sum(), 1e-9, s.position());
                    for (int seat = 0; seat < e.players; seat++) {
                        assertTrue(judged[seat] >= 0 && judged[seat] <= 1, s.position());
                        if (!e.isIn(seat)) {
                            assertEquals(0, judged[seat], 0, "a seat out has nothing: " + s.position());
                        }
                    }
                    positions++;
                    falls += Long.bitCount(e.occupied) > Long.bitCount(((BeadMasterState) roundOf(s, e.aliveCount)).view().occupied) ? 1 : 0;
                }
                s = s.play(s.randomMove(random));
            }
        }
        assertTrue(positions > 3000 && falls > 300, positions + " positions, " + falls + " with a bead knocked off in the round");
    }

    @Test
    @DisplayName("the static judgement stays the default with more than two seats")
    void staticByDefault() {
        GameState s = Script.start(4, "1111111/1111111", "");
        var random = new SplittableRandom(5);
        while (((BeadMasterState) s).view().placing()) {
            s = s.play(s.randomMove(random));
        }
        assertEquals("static", MultiSeatJudge.MODE);
        assertArrayEquals(BeadMasterEvaluator.still((BeadMasterState) s), new BeadMasterEvaluator().evaluate(s), 1e-12);
    }

    @Test
    @DisplayName("with two seats left of three or four and few beads, the evaluation proves the duel by an exact search (a fresh thread, an empty table); with two seats it does not search")
    void duelsProved() throws InterruptedException {
        var random = new SplittableRandom(27);
        int proved = 0;
        int seen = 0;
        for (int g = 0; g < 900 && (proved < 40 || seen < 10); g++) {
            int players = g % 3 == 0 ? 2 : 3 + g % 2;
            Engine e = new Engine(players, Variant.STANDARD, BarSetup.random(g));
            while (!e.over() && (e.placing() || e.aliveCount > 2 || Long.bitCount(e.occupied) > BeadMasterEvaluator.SOLVE_BEADS)) {
                e.play(e.randomMove(random));
            }
            if (e.over()) {
                continue;
            }
            int proof = new Solver(16).solve(e, Solver.MAX_DEPTH, MultiSeatJudge.DUEL_NODES);
            if (proof == Solver.UNKNOWN) {
                continue;
            }
            BeadMasterState state = new BeadMasterState(new Engine(e));
            double[][] judged = new double[1][];
            Thread t = new Thread(() -> judged[0] = new BeadMasterEvaluator().evaluate(state));
            t.start();
            t.join();
            if (players == 2) {
                assertArrayEquals(BeadMasterEvaluator.estimate(state), judged[0], 0, "two seats: the table alone, " + PositionCodec.write(e));
                seen++;
                continue;
            }
            int winner = proof == Solver.WIN ? e.toMove : Integer.numberOfTrailingZeros(e.alive & ~(1 << e.toMove));
            for (int seat = 0; seat < players; seat++) {
                assertEquals(seat == winner ? 1 : 0, judged[0][seat], 0, PositionCodec.write(e));
            }
            proved++;
        }
        assertTrue(proved >= 40 && seen >= 10, proved + " duels proved, " + seen + " two-seat positions judged without a search");
    }

    /** The position after the round of best slides, through the game's moves. */
    private static GameState roundOf(GameState s, int plies) {
        for (int ply = 0; ply < plies && !s.isOver(); ply++) {
            s = bestSlide(s);
        }
        return s;
    }

    private static double[] byMoves(GameState s, int plies) {
        GameState end = roundOf(s, plies);
        if (end.isOver()) {
            var o = end.outcome().orElseThrow();
            double[] out = new double[end.players()];
            for (int seat = 0; seat < out.length; seat++) {
                out[seat] = o.ranks().get(seat) == 0 ? o.reward(seat) : 0;
            }
            return out;
        }
        return BeadMasterEvaluator.still((BeadMasterState) end);
    }

    /** The first of the slides best for the seat to move: a win above all, then its static share, a loss below all. */
    private static GameState bestSlide(GameState s) {
        int seat = s.toMove();
        GameState best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : s.legalMoves()) {
            GameState next = s.play(m);
            double v;
            if (next.isOver()) {
                var o = next.outcome().orElseThrow();
                v = o.ranks().get(seat) != 0 ? -1 : o.reward(seat) == 1 ? 2 : o.reward(seat);
            } else {
                v = BeadMasterEvaluator.still((BeadMasterState) next)[seat];
            }
            if (v > bestValue) {
                bestValue = v;
                best = next;
            }
        }
        return best;
    }
}
