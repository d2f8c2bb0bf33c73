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
 * bead of the scene after the preferred move that no bead of the same look stood on before (a
 * ghost bead where the move puts one), and a gold arrow from where a moved bead (same id) stood
 * to where it lands; a rectangle that slid (a BeadMaster bar) is outlined, dashed in gold, where
 * it slides to.
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
        java.util.Set<String> standing = new java.util.HashSet<>();
        before.shapes().forEach(s -> {
            old.put(s.id(), s);
            if (s instanceof Shape.Bead b) {
                standing.add(look(b));
            }
        });
        List<Shape> shapes = new ArrayList<>(quiet(before).shapes());
        List<Shape> arrows = new ArrayList<>();
        for (Shape s : after.shapes()) {
            Shape was = old.get(s.id());
            if (s instanceof Shape.Bead b && !standing.contains(look(b))) {
                shapes.add(new Shape.Bead("ghost-" + b.id(), b.cx(), b.cy(), b.r(), fade(b.color()), b.label(), GOLD, Interaction.NONE));
                if (was instanceof Shape.Bead w && (w.cx() != b.cx() || w.cy() != b.cy())) {
                    // (a bead that moved: an arrow from where it stood)
                    arrows.add(new Shape.Line("ghost-arrow-" + b.id(), w.cx(), w.cy(), b.cx(), b.cy(), true,
                            Style.stroke(GOLD, Math.max(0.02, b.r() * 0.25)), Interaction.NONE));
                }
            }
        }
        for (Shape s : after.shapes()) {
            if (s instanceof Shape.Rect r && old.get(r.id()) instanceof Shape.Rect w && (w.x() != r.x() || w.y() != r.y())) {
                // a piece that slid (a BeadMaster bar): its new place outlined in gold, dashed
                shapes.add(new Shape.Rect("ghost-" + r.id(), r.x(), r.y(), r.w(), r.h(), r.arc(),
                        new Style(null, GOLD, Math.max(0.04, Math.min(r.w(), r.h()) * 0.12), true), Interaction.NONE));
            }
        }
        shapes.addAll(arrows);
        return new Scene(before.width(), before.height(), before.background(), shapes);
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
