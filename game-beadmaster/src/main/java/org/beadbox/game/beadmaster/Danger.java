package org.beadbox.game.beadmaster;

/**
 * How close beads are to falling: which beads a slide would knock off, and for each hole how
 * many slides of its two bars, at the least, would open it. Shared by the picture (hover
 * previews, beads in danger) and the evaluator.
 */
final class Danger {

    /** A distance meaning "these two bars can never open this hole". */
    static final int NEVER = 9;

    /**
     * {@code DISTANCE[hole * 9 + pH * 3 + pV]}: the fewest one-step slides of the hole's H and V
     * bars, from positions pH and pV, after which both have a holed slot under the hole; 0 when
     * it is open now.
     */
    private static final byte[] DISTANCE = new byte[Bars.HOLES * 9];

    static {
        for (int hole = 0; hole < Bars.HOLES; hole++) {
            int h = Bars.hBar(hole);
            int v = Bars.vBar(hole);
            for (int ph = 0; ph < 3; ph++) {
                for (int pv = 0; pv < 3; pv++) {
                    int best = NEVER;
                    for (int qh = 0; qh < 3; qh++) {
                        for (int qv = 0; qv < 3; qv++) {
                            boolean open = !Bars.filled(h, Bars.slotUnder(h, hole, qh)) && !Bars.filled(v, Bars.slotUnder(v, hole, qv));
                            if (open) {
                                best = Math.min(best, Math.abs(qh - ph) + Math.abs(qv - pv));
                            }
                        }
                    }
                    DISTANCE[hole * 9 + ph * 3 + pv] = (byte) best;
                }
            }
        }
    }

    private Danger() {
    }

    /** The fewest slides that would open {@code hole} from bar positions {@code positions}; {@link #NEVER} if none can. */
    static int distance(int positions, int hole) {
        int ph = Bars.position(positions, Bars.hBar(hole));
        int pv = Bars.position(positions, Bars.vBar(hole));
        return DISTANCE[hole * 9 + ph * 3 + pv];
    }

    /** The beads (of every seat) that slide {@code code} would knock off; the slide must be possible. */
    static long fallsAfter(Engine e, int code) {
        int bar = code >>> 1;
        long change = Bars.SLIDE_XOR[code * 3 + Bars.position(e.positions, bar)];
        long cover = bar < Bars.SIDE ? (e.redCover ^ change) | e.blueCover : e.redCover | (e.blueCover ^ change);
        return e.occupied & ~cover;
    }

    /** The beads that some slide the bars' positions allow (blocked or not) would knock off. */
    static long inDanger(Engine e) {
        long danger = 0;
        for (int m = e.movable; m != 0; m &= m - 1) {
            danger |= fallsAfter(e, Integer.numberOfTrailingZeros(m));
        }
        return danger;
    }
}
