package org.beadbox.game.beadmaster;

/**
 * The plain-text board: the 7×7 holes with their beads and coverage, the bar positions, the
 * seats, the last move and the blocked bars.
 *
 * <pre>
 *      a b c d e f g
 *   1  # - o Y | - #   H1 central
 *   ...
 *   V  c c i o c c c
 * </pre>
 *
 * A bead shows its seat's letter (Y, W, G, K); an empty hole shows {@code #} covered by both
 * bars, {@code |} by the blue bar only, {@code -} by the red bar only, {@code o} open.
 */
final class TextBoard {

    private static final char[] LETTERS = {'Y', 'W', 'G', 'K'};

    private TextBoard() {
    }

    /** The text board of {@code state}. */
    static String draw(BeadMasterState state) {
        Engine e = state.view();
        StringBuilder sb = new StringBuilder();
        sb.append("BeadMaster, ").append(e.players).append(" players; bars ").append(BarSetup.format(e.positions))
                .append("; blocked=").append(e.variant.blocked().word()).append(" repeat=").append(e.variant.repeatWord()).append('\n');
        sb.append("     a b c d e f g\n");
        for (int row = 0; row < Bars.SIDE; row++) {
            sb.append(String.format("  %d ", row + 1));
            for (int col = 0; col < Bars.SIDE; col++) {
                sb.append(' ').append(cell(e, row * Bars.SIDE + col));
            }
            sb.append("   H").append(row + 1).append(' ').append(Bars.POSITION_NAMES[Bars.position(e.positions, row)]).append('\n');
        }
        sb.append("  V ");
        for (int col = 0; col < Bars.SIDE; col++) {
            sb.append(' ').append(Bars.POSITION_NAMES[Bars.position(e.positions, Bars.SIDE + col)].charAt(0));
        }
        sb.append("   (V bars: i inner, c central, o outer)\n");
        seats(sb, state, e);
        return sb.append(status(state, e)).toString();
    }

    private static char cell(Engine e, int hole) {
        for (int s = 0; s < e.players; s++) {
            if ((e.beads[s] >>> hole & 1) != 0) {
                return LETTERS[s];
            }
        }
        boolean red = (e.redCover >>> hole & 1) != 0;
        boolean blue = (e.blueCover >>> hole & 1) != 0;
        return red && blue ? '#' : blue ? '|' : red ? '-' : 'o';
    }

    private static void seats(StringBuilder sb, BeadMasterState state, Engine e) {
        double[] score = state.score();
        for (int s = 0; s < e.players; s++) {
            sb.append(String.format("%c %-7s", LETTERS[s], BeadMaster.seatName(s)));
            if (e.outEvent[s] > 0 && !e.wins(s)) {
                sb.append("out");
            } else {
                sb.append((int) score[s]).append(score[s] == 1 ? " bead" : " beads");
            }
            if (e.placing()) {
                sb.append(" (").append(Long.bitCount(e.beads[s])).append(" placed)");
            }
            String result = Explain.result(e, s);
            sb.append(result != null ? "  " + result : !e.over() && s == e.toMove ? "  to move" : "").append('\n');
        }
        String draw = Explain.drawWarning(e);
        if (draw != null) {
            sb.append(draw).append('\n');
        }
        BeadMove last = state.lastMove();
        if (last != null) {
            sb.append("Last move: ").append(last.notation()).append(" by ").append(BeadMaster.seatName(state.lastMover()));
            StringBuilder fell = new StringBuilder();
            for (int s = 0; s < e.players; s++) {
                for (long m = state.fell(s); m != 0; m &= m - 1) {
                    fell.append(fell.length() == 0 ? "" : ", ").append(Bars.holeName(Long.numberOfTrailingZeros(m)))
                            .append(" (").append(BeadMaster.seatName(s)).append(')');
                }
            }
            sb.append(fell.length() == 0 ? "" : "; fell: " + fell).append('\n');
        }
    }

    private static String status(BeadMasterState state, Engine e) {
        if (e.over()) {
            return state.outcome().orElseThrow().summary();
        }
        String name = BeadMaster.seatName(e.toMove);
        if (e.placing()) {
            return name + " to place a bead on an empty covered hole (" + e.toPlace + " still to place)";
        }
        StringBuilder blocked = new StringBuilder();
        for (int bar = 0; bar < Bars.BARS; bar++) {
            if (Explain.blocked(e, bar) != null) {
                blocked.append(blocked.length() == 0 ? "" : " ").append(Bars.barName(bar));
            }
        }
        return name + " to slide" + (blocked.length() == 0 ? "" : "; blocked: " + blocked);
    }
}
