package org.beadbox.game.beadmaster;

import static org.beadbox.game.beadmaster.Picture.O;

import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * What lies on and around the plate of a {@link Picture}: the beads, the beads that just fell,
 * the last slide, and the arrows at the bar ends with their hover previews (the bar's new place
 * and the beads it would knock off).
 */
final class PictureMarks {

    private final Picture pic;
    private final BeadMasterState state;
    private final Engine e;

    PictureMarks(Picture pic) {
        this.pic = pic;
        this.state = pic.state();
        this.e = pic.board();
    }

    /** Adds the marks to the picture. */
    void draw() {
        lastSlide();
        fallen();
        beads();
        if (!e.placing() && !e.over()) {
            for (int code = 0; code < 2 * Bars.BARS; code++) {
                arrow(BeadMove.of(code));
            }
        }
    }

    private void lastSlide() {
        BeadMove last = state.lastMove();
        if (last != null && !last.isPlacement()) {
            pic.bar(last.bar(), Bars.position(e.positions, last.bar()), "last-slide-", Palette.LAST_SLIDE,
                    Interaction.tooltip("last move: " + last.notation() + " by " + BeadMaster.seatName(state.lastMover())));
        }
    }

    private void fallen() {
        String how = state.lastMove() == null ? "" : " on " + state.lastMove().notation();
        for (int s = 0; s < e.players; s++) {
            for (long m = state.fell(s); m != 0; m &= m - 1) {
                int hole = Long.numberOfTrailingZeros(m);
                pic.add(new Shape.Ellipse("fell-" + Bars.holeName(hole), Picture.cx(hole), Picture.cy(hole), 0.3, 0.3,
                        Palette.fell(s),
                        Interaction.tooltip(BeadMaster.seatName(s) + "'s bead fell through " + Bars.holeName(hole) + how)));
            }
        }
    }

    /** The radius of the ring around the bead just placed: clear of the bead (0.31) with a gap. */
    static final double LAST_RING = 0.45;

    private void beads() {
        long danger = e.over() ? 0 : Danger.inDanger(e);
        BeadMove last = state.lastMove();
        int placed = last != null && last.isPlacement() ? last.hole() : -1;
        for (int s = 0; s < e.players; s++) {
            for (long m = e.beads[s]; m != 0; m &= m - 1) {
                int hole = Long.numberOfTrailingZeros(m);
                boolean risky = (danger >>> hole & 1) != 0;
                // the bead just placed gets a thin ring standing clear of it (a ring hugging the
                // bead reads as its colour: a black bead looked yellow); danger keeps the tight one
                String ring = risky ? Palette.DANGER : null;
                if (hole == placed) {
                    pic.add(new Shape.Ellipse("last-place-" + Bars.holeName(hole), Picture.cx(hole), Picture.cy(hole),
                            LAST_RING, LAST_RING, Palette.LAST_PLACE, null));
                }
                String tip = BeadMaster.seatName(s) + "'s bead on " + Bars.holeName(hole)
                        + (risky ? ": one slide from falling" : hole == placed ? ": just placed" : "");
                pic.add(new Shape.Bead("bead-" + Bars.holeName(hole), Picture.cx(hole), Picture.cy(hole), 0.31,
                        BeadMaster.seatColor(s), null, ring, Interaction.tooltip(tip)));
            }
        }
    }

    private void arrow(BeadMove slide) {
        int bar = slide.bar();
        int p = Bars.position(e.positions, bar);
        if (slide.plus() ? p == 2 : p == 0) {
            return;
        }
        String n = slide.notation();
        String id = "arrow-" + n;
        List<Shape.Point> points = arrowPoints(bar, slide.plus());
        String blocked = Explain.blocked(e, bar);
        if (blocked != null) {
            pic.add(new Shape.Polygon(id, points, Palette.BLOCKED_ARROW, Interaction.tooltip(blocked)));
            Shape.Point a = points.get(0);
            Shape.Point mid = new Shape.Point((points.get(1).x() + points.get(2).x()) / 2, (points.get(1).y() + points.get(2).y()) / 2);
            double x = (a.x() + 2 * mid.x()) / 3;
            double y = (a.y() + 2 * mid.y()) / 3;
            pic.add(new Shape.Line(id + "-x1", x - 0.18, y - 0.18, x + 0.18, y + 0.18, false, Palette.BLOCKED_CROSS, null));
            pic.add(new Shape.Line(id + "-x2", x - 0.18, y + 0.18, x + 0.18, y - 0.18, false, Palette.BLOCKED_CROSS, null));
            return;
        }
        boolean picked = slide.equals(pic.chosen());
        if (pic.chosen() != null && !picked) {
            pic.add(new Shape.Polygon(id, points, Bars.horizontal(bar) ? Palette.RED_ARROW_DIM : Palette.BLUE_ARROW_DIM, null));
            return;
        }
        long falls = Danger.fallsAfter(e, slide.code());
        String tip = n + ": slide " + Bars.barName(bar) + " " + direction(bar, slide.plus()) + " — "
                + (falls == 0 ? "no bead falls" : "knocks off " + owners(falls));
        pic.add(new Shape.Polygon(id, points, arrowStyle(bar, picked),
                picked ? Interaction.tooltip(tip) : Interaction.step(n, tip)));
        preview(slide, falls, picked ? Interaction.NONE : Interaction.revealedBy(id));
    }

    private void preview(BeadMove slide, long falls, Interaction on) {
        int bar = slide.bar();
        int np = Bars.position(e.positions, bar) + (slide.plus() ? 1 : -1);
        pic.bar(bar, np, "ghost-" + slide.notation() + "-", Palette.GHOST, on);
        for (long m = falls; m != 0; m &= m - 1) {
            int hole = Long.numberOfTrailingZeros(m);
            String id = "falls-" + slide.notation() + "-" + Bars.holeName(hole);
            double x = Picture.cx(hole);
            double y = Picture.cy(hole);
            pic.add(new Shape.Ellipse(id, x, y, 0.42, 0.42, Palette.FALLS, on));
            pic.add(new Shape.Line(id + "-x1", x - 0.25, y - 0.25, x + 0.25, y + 0.25, false, Palette.FALLS, on));
            pic.add(new Shape.Line(id + "-x2", x - 0.25, y + 0.25, x + 0.25, y - 0.25, false, Palette.FALLS, on));
        }
    }

    /** The triangle at the end of {@code bar} that the bar slides towards: + is left or up, − right or down. */
    private static List<Shape.Point> arrowPoints(int bar, boolean plus) {
        double mid = O + (bar % Bars.SIDE) + 0.5;
        double tip = plus ? O - 2.95 : O + 9.95;
        double base = plus ? O - 2.2 : O + 9.2;
        double w = 0.4;
        if (Bars.horizontal(bar)) {
            return List.of(new Shape.Point(tip, mid), new Shape.Point(base, mid - w), new Shape.Point(base, mid + w));
        }
        return List.of(new Shape.Point(mid, tip), new Shape.Point(mid - w, base), new Shape.Point(mid + w, base));
    }

    private static Style arrowStyle(int bar, boolean picked) {
        if (Bars.horizontal(bar)) {
            return picked ? Palette.RED_ARROW_PICKED : Palette.RED_ARROW;
        }
        return picked ? Palette.BLUE_ARROW_PICKED : Palette.BLUE_ARROW;
    }

    private static String direction(int bar, boolean plus) {
        return (Bars.horizontal(bar) ? plus ? "left" : "right" : plus ? "up" : "down") + (plus ? ", towards outer" : ", towards inner");
    }

    private String owners(long holes) {
        StringBuilder sb = new StringBuilder();
        for (long m = holes; m != 0; m &= m - 1) {
            int hole = Long.numberOfTrailingZeros(m);
            sb.append(sb.length() == 0 ? "" : ", ").append(Bars.holeName(hole)).append(" (").append(Explain.owner(e, hole)).append(')');
        }
        return sb.toString();
    }
}
