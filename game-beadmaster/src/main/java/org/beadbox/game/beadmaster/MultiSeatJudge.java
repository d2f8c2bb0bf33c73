package org.beadbox.game.beadmaster;

/**
 * BeadMaster's judgement of a sliding position with more than two seats in, as {@link
 * BeadMasterEvaluator} asks for it. How it judges is chosen by the system property {@code
 * beadbox.beadmaster.multi} (an experiment switch, as {@code beadbox.beadmaster.solveBeads} is):
 *
 * <ul>
 *   <li>{@code static} (the default): the evaluator's static judgement of the position as it is;
 *   <li>{@code round}: the static judgement after one round of slides, each seat in turn (the
 *       one to move first) playing the slide that its own static share likes best, so that every
 *       seat's beads meet the threat of every other seat's next slide and no seat is the only one
 *       whose slide is counted.
 * </ul>
 *
 * <p>Measured in four-seat BeadMaster against three plain UCT players at 0.2 s: {@code round} 14
 * first places of 40, the static judgement 12 and 14 (docs/ai-strength.md, multi-seat pass), so
 * {@code static} stays the default.
 */
final class MultiSeatJudge {

    /**
     * The most positions the solver may visit to settle a duel left over from a game of more
     * seats ({@link #known}); {@code -Dbeadbox.beadmaster.duelNodes}, 0 for no search (the table
     * alone, as with two seats).
     */
    static final long DUEL_NODES = Long.getLong("beadbox.beadmaster.duelNodes", 2_000);

    /** The mode in force, from {@code -Dbeadbox.beadmaster.multi}. */
    static final String MODE = System.getProperty("beadbox.beadmaster.multi", "static");

    private static final boolean ROUND = "round".equals(MODE);

    private MultiSeatJudge() {
    }

    /** Whether this judge, rather than the static judgement, takes positions with more than two seats in. */
    static boolean active() {
        return ROUND;
    }

    /**
     * What {@code solver} knows of {@code e} (two seats in, few beads: see {@link
     * BeadMasterEvaluator}): {@link Solver#WIN}, {@link Solver#LOSS} or {@link Solver#UNKNOWN}
     * for the seat to move. With two seats in a game of two, what its table holds (the search
     * filled it at its root). With two seats left in a game of three or four, an exact search of
     * up to {@link #DUEL_NODES} positions: the duels there are short (one bead each, two to four
     * slides) and were decided by the slide that knocked the third seat out, which a search that
     * judged the duel statically (about an even share, more than a third) made into lost duels
     * (four-seat BeadMaster against three plain UCT players, 40 games: of the 18 duels the search
     * entered with its own slide, 6 were proven lost as it entered them, each time with slides at
     * hand that kept three seats in; docs/ai-strength.md, second multi-seat pass). Its root never
     * searched such a position, so the table alone would know none of them.
     */
    static int known(Engine e, Solver solver) {
        int known = solver.probe(e);
        if (known != Solver.UNKNOWN || e.players <= 2 || DUEL_NODES <= 0) {
            return known;
        }
        return solver.solve(e, Solver.MAX_DEPTH, DUEL_NODES);
    }

    /**
     * The judgement of {@code e} (sliding, not over, more than two seats in) in {@code out}: the
     * static judgement after a round of each seat's best slide by its own static share.
     */
    static double[] afterRound(Engine e, double[] out) {
        Engine cur = new Engine(e);
        Engine trial = new Engine(e);
        double[] tmp = new double[e.players];
        int plies = e.aliveCount;
        for (int ply = 0; ply < plies && !cur.over(); ply++) {
            int seat = cur.toMove;
            int best = -1;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (int m = cur.slideMask(); m != 0; m &= m - 1) {
                int code = Integer.numberOfTrailingZeros(m);
                trial.copyFrom(cur);
                trial.play(code);
                double v = trial.over() ? trial.winner == seat ? 2 : trial.wins(seat) ? 1.0 / trial.aliveCount : -1
                        : BeadMasterEvaluator.judge(trial, trial.positions, trial.beads, null, trial.calm, tmp)[seat];
                if (v > bestValue) {
                    bestValue = v;
                    best = code;
                }
            }
            if (best < 0) {
                break;
            }
            cur.play(best);
        }
        if (cur.over()) {
            for (int seat = 0; seat < e.players; seat++) {
                out[seat] = cur.winner >= 0 ? seat == cur.winner ? 1 : 0 : cur.isIn(seat) ? 1.0 / cur.aliveCount : 0;
            }
            return out;
        }
        return BeadMasterEvaluator.judge(cur, cur.positions, cur.beads, null, cur.calm, out);
    }
}
