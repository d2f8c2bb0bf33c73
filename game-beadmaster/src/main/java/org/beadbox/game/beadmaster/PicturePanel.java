package org.beadbox.game.beadmaster;

import org.beadbox.api.Interaction;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * The side panel and status line of a {@link Picture}: who is still in and with how many beads,
 * whose turn it is, the last move, a legend of the hole colours, the rule variant, and a line
 * saying what to click.
 */
final class PicturePanel {

    private static final double X = 14.2;
    private final Picture pic;
    private final BeadMasterState state;
    private final Engine e;

    PicturePanel(Picture pic) {
        this.pic = pic;
        this.state = pic.state();
        this.e = pic.board();
    }

    /** Adds the panel to the picture. */
    void draw() {
        text("title", X, 1.0, "BeadMaster", 0.62, true, Palette.INK);
        double[] score = state.score();
        for (int s = 0; s < e.players; s++) {
            seat(s, 2.1 + s * 1.05, (int) score[s]);
        }
        lastMove(2.1 + e.players * 1.05 + 0.2);
        legend(9.2);
        text("variant", X, 12.4, "blocked: " + e.variant.blocked().word() + " · two left: " + e.variant.repeatWord(), 0.3, false, "#b8a88f");
        text("bars", X, 12.9, "bars " + BarSetup.format(e.positions), 0.3, false, "#b8a88f");
        if (e.variant.quiet() > 0) {
            text("quiet", X, 13.4, "a draw after " + e.variant.quiet() + " slides without a fall", 0.3, false, "#b8a88f");
        }
        text("status", 0.4, Picture.HEIGHT - 0.45, status(), 0.42, true, Palette.INK);
    }

    private void seat(int s, double y, int beads) {
        boolean out = e.outEvent[s] > 0 && !e.wins(s);
        boolean turn = !e.over() && s == e.toMove;
        String name = BeadMaster.seatName(s);
        if (turn || e.wins(s)) {
            pic.add(new Shape.Rect("seat-" + s + "-turn", X - 0.2, y - 0.48, 5.9, 0.96, 0.4,
                    Palette.turn(s, e.wins(s)), null));
        }
        String color = BeadMaster.seatColor(s) + (out ? "50" : "");
        pic.add(new Shape.Bead("seat-" + s + "-bead", X + 0.35, y, 0.3, color, null, null,
                Interaction.tooltip(name + (out ? " is out" : " is in the game"))));
        text("seat-" + s + "-name", X + 0.85, y + 0.15, name, 0.42, turn, out ? Palette.FADED : Palette.INK);
        String result = Explain.result(e, s);
        String what = result != null ? result : out ? "out" : beads + (beads == 1 ? " bead" : " beads");
        pic.add(new Shape.Text("seat-" + s + "-beads", X + 5.5, y + 0.15, what, 0.38, Shape.Align.RIGHT, e.wins(s),
                Palette.fill(out ? Palette.FADED : Palette.INK), null));
        if (out) {
            pic.add(new Shape.Line("seat-" + s + "-struck", X + 0.8, y, X + 3.0, y, false, Palette.STRUCK, null));
        }
    }

    private void lastMove(double y) {
        BeadMove last = state.lastMove();
        if (last == null) {
            return;
        }
        text("last", X, y, "Last: " + last.notation() + " by " + BeadMaster.seatName(state.lastMover()), 0.36, false, Palette.MARK);
        StringBuilder fell = new StringBuilder();
        for (int s = 0; s < e.players; s++) {
            for (long m = state.fell(s); m != 0; m &= m - 1) {
                fell.append(fell.length() == 0 ? "" : " ").append(Bars.holeName(Long.numberOfTrailingZeros(m)));
            }
        }
        if (fell.length() > 0) {
            text("last-fell", X, y + 0.5, "fell: " + fell, 0.36, false, "#ff8a65");
        }
    }

    private void legend(double y) {
        Style[] styles = {Palette.HOLE_BLUE, Palette.HOLE_RED, Palette.HOLE_OPEN};
        String[] words = {"covered by a blue bar", "covered by a red bar only", "open: a bead here falls"};
        for (int i = 0; i < styles.length; i++) {
            double cy = y + i * 0.62;
            pic.add(new Shape.Ellipse("legend-" + i, X + 0.35, cy, 0.22, 0.22, styles[i], null));
            text("legend-" + i + "-text", X + 0.8, cy + 0.11, words[i], 0.3, false, "#d8cbb4");
        }
    }

    private String status() {
        if (e.over()) {
            return state.outcome().orElseThrow().summary();
        }
        String name = BeadMaster.seatName(e.toMove);
        if (pic.chosen() != null) {
            return name + " plays " + pic.chosen().notation();
        }
        if (e.placing()) {
            return name + " to place a bead: click a ringed hole (" + e.toPlace + " beads still to place)";
        }
        String draw = Explain.drawWarning(e);
        return name + " to slide a bar: " + (draw != null ? draw : "click an arrow (point at it to see which beads would fall)");
    }

    private void text(String id, double x, double y, String text, double size, boolean bold, String color) {
        pic.add(new Shape.Text(id, x, y, text, size, Shape.Align.LEFT, bold, Palette.fill(color), null));
    }
}
