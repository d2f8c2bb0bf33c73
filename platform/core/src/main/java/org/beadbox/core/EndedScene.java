package org.beadbox.core;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;

/**
 * The picture of a game that ended without the rules ending it: a resignation or a loss on time
 * (issue 37 §2.4, §3.4). The game draws its position as a game in progress ("Red to move", the
 * clickable arrows, the hint of what to click next), because by its rules the game goes on; the
 * front-ends draw this instead, so that the board says what a normal ending says.
 *
 * <p>It follows the shipped games' shape names: the {@code status} text says "Game over: " and the
 * outcome's summary; the hint under the board ({@code hand-hint}) is dropped, and the board is
 * drawn {@link #still}. A game without such shapes is drawn still, which is never wrong, only
 * less clear.
 */
public final class EndedScene {

    private EndedScene() {
    }

    /**
     * The scene of the position the game stopped at, as a finished game's.
     *
     * @param scene the game's drawing of the position (not over by its rules)
     * @param outcome the match's outcome (the resignation or the loss on time)
     * @since 1.8
     */
    public static Scene of(Scene scene, Outcome outcome) {
        List<Shape> kept = new ArrayList<>();
        for (Shape s : still(scene).shapes()) {
            if (s.id().equals("hand-hint")) {
                continue;
            }
            if (s instanceof Shape.Text t && t.id().equals("status")) {
                kept.add(new Shape.Text(t.id(), t.x(), t.y(), "Game over: " + outcome.summary(), t.size(), t.align(),
                        t.bold(), t.style(), null));
            } else {
                kept.add(s);
            }
        }
        return new Scene(scene.width(), scene.height(), scene.background(), kept);
    }

    /**
     * {@code scene} as a picture only: every shape keeps its place and look but takes no click
     * (a pit full of beads stays drawn), the clickable arrows ({@code arrow-…}) go, and so do
     * the shapes painted only while hovering another (previews of a move). For a board that is
     * locked, looked at in an earlier position, or ended.
     *
     * @since 1.8
     */
    public static Scene still(Scene scene) {
        List<Shape> kept = new ArrayList<>();
        for (Shape s : scene.shapes()) {
            if (s.id().startsWith("arrow-") && s.on().clickable() || s.on().revealedBy() != null) {
                continue;
            }
            kept.add(s.on().clickable() ? unclickable(s) : s);
        }
        return new Scene(scene.width(), scene.height(), scene.background(), kept);
    }

    /** The same shape with its tooltip but no step. */
    private static Shape unclickable(Shape s) {
        Interaction on = s.on().tooltip() == null ? null : Interaction.tooltip(s.on().tooltip());
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
        return s; // a shape kind newer than this code: left as it is, the front-end takes no click on a locked board anyway
    }

    /**
     * The scene to show of {@code shown}, a position of a match whose outcome is {@code outcome}:
     * the game's own drawing, or {@link #of} it when the match ended at that position although
     * the rules did not end it.
     *
     * @param live whether {@code shown} is the match's last position (not an earlier one looked at)
     * @since 1.8
     */
    public static Scene of(Scene drawn, boolean overByRules, boolean live, java.util.Optional<Outcome> outcome) {
        return live && !overByRules && outcome.isPresent() ? of(drawn, outcome.get()) : drawn;
    }
}
