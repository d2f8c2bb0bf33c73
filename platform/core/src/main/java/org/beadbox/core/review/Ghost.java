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
 * A position with the computer's preferred move drawn over it, for any game and any front-end,
 * the games unaware: the scene of the position, then, faded and ringed in gold, every bead or
 * shape of the scene after the preferred move that is new or has moved (a ghost bead where the
 * move puts one), and a gold arrow from where a moved bead stood to where it lands.
 */
public final class Ghost {

    /** The colour of the ghost's rings and arrows. */
    public static final String GOLD = "#f5b820";

    private static final String FADE = "99";

    private Ghost() {
    }

    /**
     * The scene of {@code state} with {@code best} drawn over it; the plain scene when {@code
     * best} is not a legal move there (a stored review of another game version, say).
     */
    public static Scene of(GameState state, String best) {
        Scene before = state.draw(List.of());
        Move move;
        try {
            move = state.parseMove(best);
        } catch (RuntimeException e) {
            return quiet(before);
        }
        Scene after = state.play(move).draw(List.of());
        Map<String, Shape> old = new HashMap<>();
        before.shapes().forEach(s -> old.put(s.id(), s));
        List<Shape> shapes = new ArrayList<>(quiet(before).shapes());
        List<Shape> arrows = new ArrayList<>();
        for (Shape s : after.shapes()) {
            Shape was = old.get(s.id());
            if (s instanceof Shape.Bead b && !same(b, was)) {
                shapes.add(new Shape.Bead("ghost-" + b.id(), b.cx(), b.cy(), b.r(), fade(b.color()), b.label(), GOLD, Interaction.NONE));
                if (was instanceof Shape.Bead w && (w.cx() != b.cx() || w.cy() != b.cy())) {
                    arrows.add(new Shape.Line("ghost-arrow-" + b.id(), w.cx(), w.cy(), b.cx(), b.cy(), true,
                            Style.stroke(GOLD, Math.max(0.02, b.r() * 0.25)), Interaction.NONE));
                }
            }
        }
        shapes.addAll(arrows);
        return new Scene(before.width(), before.height(), before.background(), shapes);
    }

    /** Whether {@code was} is the bead {@code b} where it stood, as it looked (what a click would do aside). */
    private static boolean same(Shape.Bead b, Shape was) {
        return was instanceof Shape.Bead w && w.cx() == b.cx() && w.cy() == b.cy() && w.r() == b.r()
                && w.color().equals(b.color()) && java.util.Objects.equals(w.label(), b.label());
    }

    /** The scene of {@code state} with nothing clickable: a review's board is looked at, not played on. */
    public static Scene plain(GameState state) {
        return quiet(state.draw(List.of()));
    }

    /** The scene with nothing clickable. */
    static Scene quiet(Scene scene) {
        List<Shape> out = new ArrayList<>();
        for (Shape s : scene.shapes()) {
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

    private static String fade(String color) {
        return color.substring(0, 7) + FADE;
    }
}
