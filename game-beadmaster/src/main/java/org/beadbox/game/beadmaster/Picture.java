package org.beadbox.game.beadmaster;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * The picture of a BeadMaster position: the red and blue bars in their grooves, sticking out of
 * the wooden plate as far as their positions say, the 7×7 holes showing what lies under each
 * (blue bar, red bar, or nothing: open), the beads, clickable arrows at the bar ends (blocked
 * ones greyed, with the reason as tooltip) that reveal on hover which beads would fall, the last
 * move and the beads that just fell, and a side panel with the seats. One cell is one board unit.
 */
final class Picture {

    /** Where the grid of holes starts: room for bars sticking out two cells and the arrows. */
    static final double O = 3.3;
    /** The height of the coordinate letters and numbers on the plate's rim, in hole spacings. */
    static final double LABEL_SIZE = 0.34;
    static final double WIDTH = 20.3;
    static final double HEIGHT = 14.7;

    private final BeadMasterState state;
    private final Engine e;
    private final BeadMove chosen;
    private final List<Shape> shapes = new ArrayList<>();

    /** A picture of {@code state}, with {@code chosen} (a legal move, or null) already entered. */
    Picture(BeadMasterState state, BeadMove chosen) {
        this.state = state;
        this.e = state.view();
        this.chosen = chosen;
    }

    /** The scene. */
    Scene scene() {
        for (int bar = 0; bar < Bars.BARS; bar++) {
            groove(bar);
        }
        for (int bar = 0; bar < Bars.BARS; bar++) {
            bar(bar, Bars.position(e.positions, bar), "bar-", Bars.horizontal(bar) ? Palette.RED_BAR : Palette.BLUE_BAR, Interaction.NONE);
        }
        plate();
        for (int hole = 0; hole < Bars.HOLES; hole++) {
            hole(hole);
        }
        new PictureMarks(this).draw();
        new PicturePanel(this).draw();
        return new Scene(WIDTH, HEIGHT, "#2b211c", shapes);
    }

    BeadMasterState state() {
        return state;
    }

    Engine board() {
        return e;
    }

    BeadMove chosen() {
        return chosen;
    }

    void add(Shape shape) {
        shapes.add(shape);
    }

    /** The centre of a hole's cell, x. */
    static double cx(int hole) {
        return O + hole % Bars.SIDE + 0.5;
    }

    /** The centre of a hole's cell, y. */
    static double cy(int hole) {
        return O + hole / Bars.SIDE + 0.5;
    }

    private void groove(int bar) {
        double across = O + (bar % Bars.SIDE) + 0.04;
        add(Bars.horizontal(bar)
                ? new Shape.Rect("groove-" + Bars.barName(bar), O - 2.05, across, 11.1, 0.92, 0.3, Palette.GROOVE, null)
                : new Shape.Rect("groove-" + Bars.barName(bar), across, O - 2.05, 0.92, 11.1, 0.3, Palette.GROOVE, null));
    }

    /** Draws {@code bar} at position {@code p} with its slots; ids start with {@code prefix}. */
    void bar(int bar, int p, String prefix, Style style, Interaction on) {
        String name = Bars.barName(bar);
        double along = O - p + 0.04;
        double across = O + (bar % Bars.SIDE) + 0.1;
        boolean h = Bars.horizontal(bar);
        add(h ? new Shape.Rect(prefix + name, along, across, 8.92, 0.8, 0.35, style, on)
                : new Shape.Rect(prefix + name, across, along, 0.8, 8.92, 0.35, style, on));
        if (!prefix.equals("bar-")) {
            return;
        }
        for (int slot = 0; slot < Bars.SLOTS; slot++) {
            if (!Bars.filled(bar, slot)) {
                double a = O - p + slot + 0.5;
                double b = O + (bar % Bars.SIDE) + 0.5;
                add(new Shape.Ellipse("slot-" + name + "-" + (slot + 1), h ? a : b, h ? b : a, 0.24, 0.24,
                        Palette.SLOT, null));
            }
        }
    }

    private void plate() {
        add(new Shape.Rect("plate-shadow", O - 0.22, O - 0.18, 7.5, 7.5, 0.6, Palette.PLATE_SHADOW, null));
        add(new Shape.Rect("plate", O - 0.32, O - 0.32, 7.64, 7.64, 0.6, Palette.PLATE, null));
        for (int i = 0; i < Bars.SIDE; i++) {
            add(new Shape.Text("col-" + (char) ('a' + i), O + i + 0.5, O - 0.05, "" + (char) ('a' + i), LABEL_SIZE, Shape.Align.CENTER,
                    true, Palette.LABEL, null));
            add(new Shape.Text("row-" + (i + 1), O - 0.17, O + i + 0.62, Integer.toString(i + 1), LABEL_SIZE, Shape.Align.CENTER,
                    true, Palette.LABEL, null));
        }
    }

    private void hole(int hole) {
        String name = Bars.holeName(hole);
        boolean red = (e.redCover >>> hole & 1) != 0;
        boolean blue = (e.blueCover >>> hole & 1) != 0;
        Style style = red && blue ? Palette.HOLE_BOTH : blue ? Palette.HOLE_BLUE : red ? Palette.HOLE_RED : Palette.HOLE_OPEN;
        String h = Bars.barName(Bars.hBar(hole));
        String v = Bars.barName(Bars.vBar(hole));
        String tip = red && blue ? name + ": covered by " + v + " (blue) and " + h + " (red)"
                : blue ? name + ": covered by " + v + " (blue); " + h + " has a hole here"
                : red ? name + ": covered by " + h + " (red); " + v + " has a hole here"
                : name + ": open, both " + h + " and " + v + " have a hole here; a bead would fall";
        boolean placeable = chosen == null && e.placing() && (e.placeable() >>> hole & 1) != 0;
        add(new Shape.Ellipse("hole-" + name, cx(hole), cy(hole), 0.36, 0.36, style,
                placeable ? Interaction.step(name, "place " + BeadMaster.seatName(e.toMove) + "'s bead on " + name) : Interaction.tooltip(tip)));
        if (placeable) {
            add(new Shape.Ellipse("place-" + name, cx(hole), cy(hole), 0.43, 0.43,
                    Palette.placeRing(e.toMove),
                    Interaction.step(name, "place " + BeadMaster.seatName(e.toMove) + "'s bead on " + name)));
        }
    }
}
