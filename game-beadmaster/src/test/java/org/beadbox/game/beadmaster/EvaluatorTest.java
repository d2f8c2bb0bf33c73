package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EvaluatorTest {

    private final BeadMasterEvaluator evaluator = new BeadMasterEvaluator();

    @Test
    @DisplayName("a bead one slide from falling counts less than a safe one")
    void safety() {
        GameState s = Script.at("bars=0000000/1111111 beads=c4/e1 move=0 place=0 last=- runs=-/- blocked=opponents repeat=limited", "");
        double[] v = BeadMasterEvaluator.still((BeadMasterState) s);
        assertEquals(1, v[0] + v[1], 1e-9);
        assertTrue(v[1] > v[0], v[0] + " " + v[1]);
    }

    @Test
    @DisplayName("equal seats at the start stand equal")
    void start() {
        double[] v = evaluator.evaluate(Script.start(4, "1111111/1111111", ""));
        assertArrayEquals(new double[] {0.25, 0.25, 0.25, 0.25}, v, 1e-9);
    }

    @Test
    @DisplayName("a finished game agrees with the outcome's rewards")
    void finished() {
        GameState end = Script.at("bars=0000000/1111111 beads=a4/d7/e4/g4 move=1 place=0 last=- runs=-/-/-/- blocked=opponents repeat=limited",
                "H7+ V6- V2+ H4+");
        Outcome outcome = end.outcome().orElseThrow();
        double[] v = evaluator.evaluate(end);
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(outcome.reward(seat), v[seat], 1e-9);
        }
    }

    @Test
    @DisplayName("as the slides without a fall near the draw, the estimates near an even share")
    void nearingTheDraw() {
        String base = "bars=0000000/1111111 beads=c4a5/e1 move=0 place=0 last=- runs=-/- blocked=opponents repeat=limited quiet=100 calm=";
        double[] fresh = estimate(base + "0");
        double[] half = estimate(base + "50");
        double[] close = estimate(base + "99");
        assertTrue(fresh[0] > 0.6, "two beads against one lead: " + fresh[0]);
        assertTrue(fresh[0] > half[0] && half[0] > close[0] && close[0] >= 0.5, fresh[0] + " " + half[0] + " " + close[0]);
        assertEquals(fresh[0], half[0], 0.1, "half the count moves little");
        assertEquals(0.5, close[0], 1e-9, "one slide from the draw, and no slide knocks a bead off: the draw's even share");
        assertEquals(1, close[0] + close[1], 1e-9);
        double[] never = estimate(base.replace("quiet=100", "quiet=0") + "99");
        assertEquals(fresh[0], never[0], 1e-6, "without the draw rule the count means nothing");
    }

    /** The judgement short of a proof (three beads are few enough for one). */
    private static double[] estimate(String position) {
        return BeadMasterEvaluator.estimate((BeadMasterState) Script.at(position, ""));
    }

    @Test
    @DisplayName("with two seats in, a position is judged after the mover's best slide (the best over the slides of the static judgement, or the outcome); with more, statically")
    void afterTheBestSlide() {
        var game = new BeadMaster();
        var random = new java.util.SplittableRandom(27);
        int positions = 0;
        int wins = 0;
        int proofs = 0;
        for (int g = 0; g < 200; g++) {
            GameState s = game.start(org.beadbox.api.Setup.of(2 + g % 3, g));
            while (!s.isOver()) {
                Engine e = ((BeadMasterState) s).view();
                if (e.aliveCount > 2) {
                    assertArrayEquals(BeadMasterEvaluator.still((BeadMasterState) s), evaluator.evaluate(s), 1e-12, "more than two seats in");
                } else if (!e.placing()) {
                    double best = -1;
                    int mover = s.toMove();
                    for (var m : s.legalMoves()) {
                        GameState next = s.play(m);
                        double v = next.isOver() ? firstPlaceReward(next.outcome().orElseThrow(), mover)
                                : BeadMasterEvaluator.still((BeadMasterState) next)[mover];
                        best = Math.max(best, v);
                    }
                    double[] judged = evaluator.evaluate(s);
                    boolean proof = Long.bitCount(e.occupied) <= BeadMasterEvaluator.SOLVE_BEADS
                            && java.util.Arrays.stream(judged).allMatch(v -> v == 0 || v == 1)
                            && java.util.Arrays.stream(judged).sum() == 1;
                    if (proof) {
                        assertTrue(best < 1 || judged[mover] == 1, "a win in one slide is proved: " + s.position());
                        proofs++;
                    } else {
                        assertEquals(best, judged[mover], 1e-9, s.position());
                    }
                    positions++;
                    wins += best == 1 ? 1 : 0;
                }
                s = s.play(s.randomMove(random));
            }
        }
        assertTrue(positions > 5000 && wins > 50, positions + " positions, " + wins + " won in one slide, " + proofs + " proved");
    }

    @Test
    @DisplayName("with few beads left and two seats in, the deeper judgement proves a win (1 for the winner, 0 for the other) and the evaluation then finds it")
    void provedWins() throws InterruptedException {
        var random = new java.util.SplittableRandom(8);
        int proved = 0;
        for (int g = 0; g < 300 && proved < 30; g++) {
            Engine e = new Engine(2, Variant.STANDARD, BarSetup.random(g));
            while (!e.over() && (e.placing() || Long.bitCount(e.occupied) > BeadMasterEvaluator.SOLVE_BEADS)) {
                e.play(e.randomMove(random));
            }
            if (e.over()) {
                continue;
            }
            int proof = new Solver(16).solve(e, 4, 100_000);
            if (proof == Solver.UNKNOWN) {
                continue;
            }
            assertEquals(SolverTest.bruteForce(e, 4), proof, PositionCodec.write(e));
            // A new thread has a new table: the search proves it, and then the evaluation finds the proof.
            double[][] holder = new double[2][];
            BeadMasterState state = new BeadMasterState(new Engine(e));
            Thread t = new Thread(() -> {
                holder[0] = evaluator.apply(state, System.nanoTime() + 60_000_000_000L);
                holder[1] = evaluator.evaluate(state);
            });
            t.start();
            t.join();
            assertArrayEquals(holder[0], holder[1], 0, "the evaluation finds the search's proof");
            double[] judged = holder[0];
            int winner = proof == Solver.WIN ? e.toMove : 1 - e.toMove;
            assertEquals(1, judged[winner], 0, PositionCodec.write(e));
            assertEquals(0, judged[1 - winner], 0, PositionCodec.write(e));
            proved++;
        }
        assertTrue(proved >= 30, proved + " proved positions");
    }

    /** A first place's reward (a draw's share), 0 for any other place: the evaluator does not rank the seats out. */
    private static double firstPlaceReward(Outcome o, int seat) {
        return o.ranks().get(seat) == 0 ? o.reward(seat) : 0;
    }

    @Test
    @DisplayName("another game's state is refused")
    void otherGame() {
        assertThrows(IllegalArgumentException.class, () -> evaluator.evaluate(new TakeAway().start(org.beadbox.api.Setup.of(2, 1))));
    }
}
