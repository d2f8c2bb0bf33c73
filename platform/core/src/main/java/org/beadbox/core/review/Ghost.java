package org.beadbox.core.review;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.api.GameState;
import org.beadbox.api.Interaction;
import org.beadbox.api.Move;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * The position after the computer's preferred move, for any game and any front-end, the games
 * unaware: the scene after the move, with only what the move changed marked in gold. A bead that
 * is new there (no bead of its id and colour stood before, nor one of the same look at the same
 * place: a game need not keep ids) has a gold ring; a bead that moved (same id) has a gold arrow
 * from where it stood; a rectangle that slid (a BeadMaster bar), or a new polygon (the Challenge's
 * stake), is outlined, dashed in gold. The
 * shapes a game reveals only on hovering (the previews of where one could play next) are left
 * out: a review's board is looked at, not played on, and they would mark every empty cell.
 * The front-ends show {@link #LEGEND} beside it.
 */
public final class Ghost {

    /** The colour of the marks' rings and arrows. */
    public static final String GOLD = "#f5b820";

    /** What the marks mean, for the board's legend. */
    public static final String LEGEND = "The position after the suggested move: gold ring = a bead it places or turns,"
            + " gold arrow = a bead it moves, dashed gold = a piece it slides.";

    private Ghost() {
    }

    /**
     * The scene after {@code best} is played in {@code state}, its changes marked (see the
     * class); the plain scene of {@code state} when {@code best} is not a legal move there (a
     * stored review of another game version, say).
     */
    public static Scene of(GameState state, String best) {
        Scene before = state.draw(List.of());
        Move move;
        try {
            move = state.parseMove(best);
        } catch (RuntimeException e) {
            return quiet(before);
        }
        Scene after = quiet(state.play(move).draw(List.of()));
        Map<String, Shape> old = new HashMap<>();
        java.util.Set<String> standing = new java.util.HashSet<>();
        before.shapes().forEach(s -> {
            old.put(s.id(), s);
            if (s instanceof Shape.Bead b) {
                standing.add(look(b));
            }
        });
        List<Shape> shapes = new ArrayList<>();
        List<Shape> marks = new ArrayList<>();
        for (Shape s : after.shapes()) {
            Shape was = old.get(s.id());
            if (s instanceof Shape.Bead b && !(was instanceof Shape.Bead w && w.color().equals(b.color()))
                    && !standing.contains(look(b))) {
                shapes.add(new Shape.Bead("ghost-" + b.id(), b.cx(), b.cy(), b.r(), b.color(), b.label(), GOLD, b.on()));
                continue;
            }
            shapes.add(s);
            if (s instanceof Shape.Bead b && was instanceof Shape.Bead w && (w.cx() != b.cx() || w.cy() != b.cy())
                    && !standing.contains(look(b))) {
                // (a bead that moved: an arrow from where it stood)
                marks.add(new Shape.Line("ghost-arrow-" + b.id(), w.cx(), w.cy(), b.cx(), b.cy(), true,
                        Style.stroke(GOLD, Math.max(0.02, b.r() * 0.25)), Interaction.NONE));
            } else if (s instanceof Shape.Rect r && was instanceof Shape.Rect w && (w.x() != r.x() || w.y() != r.y())) {
                // a piece that slid (a BeadMaster bar): its new place outlined in gold, dashed
                marks.add(new Shape.Rect("ghost-" + r.id(), r.x(), r.y(), r.w(), r.h(), r.arc(),
                        new Style(null, GOLD, Math.max(0.04, Math.min(r.w(), r.h()) * 0.12), true), Interaction.NONE));
            } else if (s instanceof Shape.Polygon poly && was == null && !poly.points().isEmpty()) {
                // a new piece drawn as a polygon (the Challenge's stake): outlined in gold, dashed
                double w = poly.points().stream().mapToDouble(Shape.Point::x).max().getAsDouble()
                        - poly.points().stream().mapToDouble(Shape.Point::x).min().getAsDouble();
                marks.add(new Shape.Polygon("ghost-" + poly.id(), poly.points(), new Style(null, GOLD, Math.max(0.04, w * 0.12), true),
                        Interaction.NONE));
            }
        }
        shapes.addAll(marks);
        return new Scene(after.width(), after.height(), after.background(), shapes);
    }

    /**
     * A bead as it looks where it stands: a bead of the same look at the same place before the move
     * is not new, whatever its id (a game need not keep ids across positions).
     */
    private static String look(Shape.Bead b) {
        return b.cx() + "," + b.cy() + "," + b.r() + "," + b.color() + "," + b.label();
    }

    /** The scene of {@code state} with nothing clickable: a review's board is looked at, not played on. */
    public static Scene plain(GameState state) {
        return quiet(state.draw(List.of()));
    }

    /** The scene with nothing clickable, and without the shapes shown only while hovering over another. */
    static Scene quiet(Scene scene) {
        List<Shape> out = new ArrayList<>();
        for (Shape s : scene.shapes()) {
            if (s.on().revealedBy() != null) {
                continue;
            }
            out.add(s.on().clickable() ? calm(s) : s);
        }
        return new Scene(scene.width(), scene.height(), scene.background(), out);
    }

    private static Shape calm(Shape s) {
        Interaction on = new Interaction(null, s.on().tooltip(), s.on().revealedBy());
        if (s instanceof Shape.Rect r) {
            return new Shape.Rect(r.id(), r.x(), r.y(), r.w(), r.h(), r.arc(), r.style(), on);
        } else if (s instanceof Shape.Ellipse e) {
            return new Shape.Ellipse(e.id(), e.cx(), e.cy(), e.rx(), e.ry(), e.style(), on);
        } else if (s instanceof Shape.Bead b) {
            return new Shape.Bead(b.id(), b.cx(), b.cy(), b.r(), b.color(), b.label(), b.ring(), on);
        } else if (s instanceof Shape.Line l) {
            return new Shape.Line(l.id(), l.x1(), l.y1(), l.x2(), l.y2(), l.arrow(), l.style(), on);
        } else if (s instanceof Shape.Polygon p) {
            return new Shape.Polygon(p.id(), p.points(), p.style(), on);
        } else if (s instanceof Shape.Text t) {
            return new Shape.Text(t.id(), t.x(), t.y(), t.text(), t.size(), t.align(), t.bold(), t.style(), on);
        }
        return s;
    }

}
