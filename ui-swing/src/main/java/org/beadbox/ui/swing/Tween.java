package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;

/**
 * The picture between two scenes: shapes matched by id slide from where they were to where they
 * are; new shapes fade and swell in; shapes that are gone fade out (a bead shrinks as it falls).
 * Pure: it only computes what to paint.
 */
final class Tween {

    /** A shape to paint with an opacity from 0 to 1. */
    record Sprite(Shape shape, double alpha) {
    }

    private Tween() {
    }

    /** The sprites at time {@code t} (0 = {@code from}, 1 = {@code to}); {@code from} may be null. */
    static List<Sprite> between(Scene from, Scene to, double t) {
        List<Sprite> out = new ArrayList<>(to.shapes().size() + 8);
        if (from == null || t >= 1 || from.width() != to.width() || from.height() != to.height()) {
            for (Shape s : to.shapes()) {
                out.add(new Sprite(s, 1));
            }
            return out;
        }
        double e = ease(Math.max(0, t));
        Map<String, Shape> before = new HashMap<>();
        for (Shape s : from.shapes()) {
            before.put(s.id(), s);
        }
        for (Shape s : from.shapes()) {
            if (to.shape(s.id()) == null) {
                out.add(new Sprite(leaving(s, e), 1 - e));
            }
        }
        for (Shape s : to.shapes()) {
            Shape old = before.get(s.id());
            out.add(old == null ? new Sprite(arriving(s, e), e) : new Sprite(move(old, s, e), 1));
        }
        return out;
    }

    /** Whether anything moves, appears or disappears between the two scenes. */
    static boolean differs(Scene from, Scene to) {
        return from != null && !from.shapes().equals(to.shapes());
    }

    private static double ease(double t) {
        double u = 1 - Math.min(1, t);
        return 1 - u * u * u;
    }

    private static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }

    private static Shape arriving(Shape s, double e) {
        if (s instanceof Shape.Bead b) {
            double r = b.r() * (0.55 + 0.45 * e);
            return new Shape.Bead(b.id(), b.cx(), b.cy(), r, b.color(), b.label(), b.ring(), b.on());
        }
        return s;
    }

    private static Shape leaving(Shape s, double e) {
        if (s instanceof Shape.Bead b) {
            double r = b.r() * (1 - 0.6 * e);
            return new Shape.Bead(b.id(), b.cx(), b.cy() + b.r() * 0.8 * e, r, b.color(), b.label(), b.ring(), b.on());
        }
        return s;
    }

    private static Shape move(Shape a, Shape b, double t) {
        if (a instanceof Shape.Bead x && b instanceof Shape.Bead y) {
            return new Shape.Bead(y.id(), lerp(x.cx(), y.cx(), t), lerp(x.cy(), y.cy(), t), lerp(x.r(), y.r(), t),
                    y.color(), y.label(), y.ring(), y.on());
        }
        if (a instanceof Shape.Rect x && b instanceof Shape.Rect y) {
            return new Shape.Rect(y.id(), lerp(x.x(), y.x(), t), lerp(x.y(), y.y(), t), lerp(x.w(), y.w(), t),
                    lerp(x.h(), y.h(), t), y.arc(), y.style(), y.on());
        }
        if (a instanceof Shape.Ellipse x && b instanceof Shape.Ellipse y) {
            return new Shape.Ellipse(y.id(), lerp(x.cx(), y.cx(), t), lerp(x.cy(), y.cy(), t), lerp(x.rx(), y.rx(), t),
                    lerp(x.ry(), y.ry(), t), y.style(), y.on());
        }
        if (a instanceof Shape.Line x && b instanceof Shape.Line y) {
            return new Shape.Line(y.id(), lerp(x.x1(), y.x1(), t), lerp(x.y1(), y.y1(), t), lerp(x.x2(), y.x2(), t),
                    lerp(x.y2(), y.y2(), t), y.arrow(), y.style(), y.on());
        }
        if (a instanceof Shape.Text x && b instanceof Shape.Text y) {
            return new Shape.Text(y.id(), lerp(x.x(), y.x(), t), lerp(x.y(), y.y(), t), y.text(), y.size(), y.align(),
                    y.bold(), y.style(), y.on());
        }
        if (a instanceof Shape.Polygon x && b instanceof Shape.Polygon y && x.points().size() == y.points().size()) {
            List<Shape.Point> pts = new ArrayList<>();
            for (int i = 0; i < y.points().size(); i++) {
                Shape.Point p = x.points().get(i);
                Shape.Point q = y.points().get(i);
                pts.add(new Shape.Point(lerp(p.x(), q.x(), t), lerp(p.y(), q.y(), t)));
            }
            return new Shape.Polygon(y.id(), pts, y.style(), y.on());
        }
        return b;
    }
}
