package org.beadbox.game.beadmaster;

import java.util.function.BiFunction;
import org.beadbox.api.Evaluator;
import org.beadbox.api.GameState;
import org.osgi.service.component.annotations.Component;

/**
 * BeadMaster's judgement of a position for AI players: the static judgement below, taken after
 * the slide of the seat to move that it likes best for that seat when two seats are left.
 *
 * <p>Static judgement: each seat's strength is the sum over its beads of how safe each is: a
 * bead one slide from falling counts 0.3, two slides 0.7, three 0.88, four 0.95, and a bead no
 * slides of its two bars can open counts 1; beads still to place count 1. A seat's estimate is
 * its squared strength over the sum of all seats' squared strengths (out seats have none), moved
 * towards an even share among the seats still in as the slides without a fall near the draw.
 *
 * <p>With more than two seats in, the static judgement alone: the seat to move would then be
 * the only one whose next slide is counted, before two or three others move (four-seat
 * BeadMaster against three plain UCT players: 8 first places of 40 judged after the mover's
 * slide, 14 of 40 with the static judgement).
 *
 * <p>The mover's best slide is found on the bit masks alone (no board is copied), so the search
 * need not play the reply out before judging: a leaf where the opponent can knock a bead off is
 * judged after it does. The service property {@code beadbox.mcts.settle=0} tells the Monte Carlo
 * player so (its {@code settle} plays that reply out through the API, at several times the cost).
 * During placement, and for a finished game ({@link org.beadbox.api.Outcome#reward}), the static
 * judgement alone.
 *
 * <p>With two seats, {@code beadbox.mcts.2.cutoff=2} has the Monte Carlo player judge a leaf
 * after two random slides from it rather than at the leaf itself (the ranking of moves still
 * judges each at once): against plain UCT at 0.2 s a move, 119 of 160 games (74%) on the
 * openings where judging at the leaf itself had 106.5 to 109 (docs/ai-strength.md, fourth pass).
 * Three and four seats keep judging at the leaf.
 *
 * <p>{@code beadbox.mcts.firsts=1}: this judgement is each seat's chance of first place, so with
 * three or four seats the Monte Carlo player counts only first places at a finished game too
 * (by places, a shared second place was worth more to it than a last bead's chance of first,
 * and it slid its own last bead off with another seat's; docs/ai-strength.md, second multi-seat
 * pass). Two seats are the same either way.
 */
@Component(service = Evaluator.class, property = {Evaluator.GAME + "=" + BeadMaster.ID, "beadbox.mcts.settle=0", "beadbox.mcts.2.cutoff=2",
    "beadbox.mcts.firsts=1"})
public final class BeadMasterEvaluator implements Evaluator, BiFunction<GameState, Long, double[]> {

    private static final double[] SAFETY = {0, 0.3, 0.7, 0.88, 0.95, 1, 1, 1, 1, 1};

    /**
     * Each seat's estimate from 0 to 1, as described above.
     *
     * @throws IllegalArgumentException if {@code state} is not a BeadMaster state
     */
    @Override
    public double[] evaluate(GameState state) {
        if (!(state instanceof BeadMasterState s)) {
            throw new IllegalArgumentException("the BeadMaster evaluator cannot judge a position of another game: "
                    + (state == null ? "null" : state.getClass().getName()));
        }
        Engine e = s.view();
        if (small(e)) {
            double[] proof = proof(e, MultiSeatJudge.known(e, SOLVERS.get()));
            if (proof != null) {
                return proof;
            }
        }
        return estimate(s);
    }

    /** The judgement without a proof: the static judgement, after the mover's best slide with two seats in. */
    static double[] estimate(BeadMasterState s) {
        Engine e = s.view();
        double[] out = new double[e.players];
        if (e.over()) {
            var outcome = s.outcome().orElseThrow();
            for (int seat = 0; seat < e.players; seat++) {
                out[seat] = outcome.reward(seat);
            }
            return out;
        }
        if (!e.placing() && e.aliveCount > 2 && MultiSeatJudge.active()) {
            return MultiSeatJudge.afterRound(e, out);
        }
        if (e.placing() || e.aliveCount > 2) {
            double[] unplaced = s.score();
            for (int seat = 0; seat < e.players; seat++) {
                unplaced[seat] -= Long.bitCount(e.beads[seat]);
            }
            return judge(e, e.positions, e.beads, unplaced, e.calm, out);
        }
        return afterBestSlide(e, out);
    }

    /**
     * The deeper judgement a search asks for at the position it searches (see the class
     * comment): an exact search of {@code state} until {@code System.nanoTime()} reaches {@code
     * deadlineNanos}; the rewards of the proven win, or null when nothing is proven (or the
     * position is not small enough to try). Its proofs stay in the calling thread's table, where
     * {@link #evaluate} finds them for the positions below.
     */
    @Override
    public double[] apply(GameState state, Long deadlineNanos) {
        if (!(state instanceof BeadMasterState s) || !small(s.view())) {
            return null;
        }
        Engine e = s.view();
        return proof(e, SOLVERS.get().solveUntil(e, Solver.MAX_DEPTH, deadlineNanos));
    }

    /** Whether {@code e} is small enough for proofs: two seats in, sliding, at most {@link #SOLVE_BEADS} beads. */
    private static boolean small(Engine e) {
        return !e.over() && !e.placing() && e.aliveCount == 2 && Long.bitCount(e.occupied) <= SOLVE_BEADS;
    }

    /** The rewards of a proven result of the seat to move on {@code e}, or null for {@link Solver#UNKNOWN}. */
    private static double[] proof(Engine e, int result) {
        if (result == Solver.UNKNOWN) {
            return null;
        }
        double[] out = new double[e.players];
        out[result == Solver.WIN ? e.toMove : Integer.numberOfTrailingZeros(e.alive & ~(1 << e.toMove))] = 1;
        return out;
    }

    /** Beads on the board, at most, for proofs. */
    static final int SOLVE_BEADS = Integer.getInteger("beadbox.beadmaster.solveBeads", 6);
    /** One solver a thread, its table of proofs kept from call to call. */
    private static final ThreadLocal<Solver> SOLVERS = ThreadLocal.withInitial(() -> new Solver(16));

    /** The static judgement alone (no slide played), as described above; for tests. */
    static double[] still(BeadMasterState s) {
        Engine e = s.view();
        double[] unplaced = s.score();
        for (int seat = 0; seat < e.players; seat++) {
            unplaced[seat] -= Long.bitCount(e.beads[seat]);
        }
        return judge(e, e.positions, e.beads, unplaced, e.calm, new double[e.players]);
    }

    /** The holes along each bar: a slide changes the cover, and so the beads' safety, only there. */
    private static final long[] LINE = new long[Bars.BARS];

    static {
        for (int bar = 0; bar < Bars.BARS; bar++) {
            for (int i = 0; i < Bars.SIDE; i++) {
                LINE[bar] |= 1L << Bars.hole(bar, i);
            }
        }
    }

    /**
     * The static judgement after the mover's slide that it rates best, in {@code out}. Each
     * seat's strength is counted once; a slide recounts only the beads along its bar, the only
     * ones whose safety it changes or that it can knock off.
     */
    private static double[] afterBestSlide(Engine e, double[] out) {
        int mover = e.toMove;
        int players = e.players;
        double[] base = new double[players];
        double[] strength = new double[players];
        long[] left = new long[players];
        double[] trial = new double[players];
        for (int seat = 0; seat < players; seat++) {
            base[seat] = safety(e.positions, e.beads[seat]);
        }
        boolean any = false;
        for (int m = e.slideMask(); m != 0; m &= m - 1) {
            int code = Integer.numberOfTrailingZeros(m);
            int bar = code >>> 1;
            int p = Bars.position(e.positions, bar);
            long change = Bars.SLIDE_XOR[code * 3 + p];
            long cover = bar < Bars.SIDE ? (e.redCover ^ change) | e.blueCover : e.redCover | (e.blueCover ^ change);
            int positions = e.positions + (((code & 1) == 0 ? 1 : -1) << 2 * bar);
            boolean fell = (e.occupied & ~cover) != 0;
            long line = LINE[bar];
            int in = 0;
            double total = 0;
            for (int seat = 0; seat < players; seat++) {
                left[seat] = e.beads[seat] & cover;
                in += left[seat] != 0 ? 1 : 0;
                long along = e.beads[seat] & line;
                double st = along == 0 ? base[seat]
                        : base[seat] - safety(e.positions, along) + safety(positions, left[seat] & line);
                strength[seat] = st * st;
                total += strength[seat];
            }
            if (fell && in <= 1) {
                int winner = in == 0 ? mover : -1;
                for (int seat = 0; seat < players; seat++) {
                    trial[seat] = seat == winner || left[seat] != 0 ? 1 : 0;
                }
            } else {
                for (int seat = 0; seat < players; seat++) {
                    trial[seat] = total == 0 ? 1.0 / players : strength[seat] / total;
                }
                towardsDraw(e, left, null, fell ? 0 : e.calm + 1, in, trial);
            }
            if (!any || trial[mover] > out[mover]) {
                System.arraycopy(trial, 0, out, 0, out.length);
                any = true;
            }
        }
        return any ? out : judge(e, e.positions, e.beads, null, e.calm, out);
    }

    /** The summed safety of the beads {@code beads} with the bars at {@code positions}. */
    private static double safety(int positions, long beads) {
        double sum = 0;
        for (long m = beads; m != 0; m &= m - 1) {
            sum += SAFETY[Danger.distance(positions, Long.numberOfTrailingZeros(m))];
        }
        return sum;
    }

    /**
     * The static judgement, in {@code out}, of seats holding {@code beads} with the bars at
     * {@code positions}, {@code unplaced} beads each still to place (null for none) and {@code
     * calm} slides since the last fall.
     */
    static double[] judge(Engine e, int positions, long[] beads, double[] unplaced, int calm, double[] out) {
        double total = 0;
        int in = 0;
        for (int seat = 0; seat < e.players; seat++) {
            double strength = unplaced == null ? 0 : unplaced[seat];
            for (long m = beads[seat]; m != 0; m &= m - 1) {
                strength += SAFETY[Danger.distance(positions, Long.numberOfTrailingZeros(m))];
            }
            out[seat] = strength * strength;
            total += out[seat];
            in += beads[seat] != 0 || unplaced != null && unplaced[seat] > 0 ? 1 : 0;
        }
        for (int seat = 0; seat < e.players; seat++) {
            out[seat] = total == 0 ? 1.0 / e.players : out[seat] / total;
        }
        return towardsDraw(e, beads, unplaced, calm, in, out);
    }

    /**
     * Moves the estimates towards the draw the quiet slides are leading to (see {@link
     * Variant#quiet}): by {@code (calm / quiet)^4} of the way, so hardly at all for the first
     * half of the count and most of the way in its last slides. A leader then sees its chances
     * shrink as the count runs and makes a bead fall rather than accept a share; a trailer plays
     * for the draw.
     */
    private static double[] towardsDraw(Engine e, long[] beads, double[] unplaced, int calm, int in, double[] out) {
        int quiet = e.variant.quiet();
        if (quiet == 0 || calm == 0 || in == 0) {
            return out;
        }
        double w = (double) Math.min(calm, quiet) / quiet;
        w *= w;
        w *= w;
        for (int seat = 0; seat < e.players; seat++) {
            if (beads[seat] != 0 || unplaced != null && unplaced[seat] > 0) {
                out[seat] = (1 - w) * out[seat] + w / in;
            }
        }
        return out;
    }
}
