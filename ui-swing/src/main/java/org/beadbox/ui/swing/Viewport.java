package org.beadbox.ui.swing;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/**
 * Where a scene of {@code width × height} board units lands in a component: scaled to fit with a
 * margin, aspect kept, centred.
 *
 * @param scale pixels per board unit
 * @param x the board's left edge in pixels
 * @param y the board's top edge in pixels
 */
record Viewport(double scale, double x, double y) {

    /** The viewport fitting a board into a {@code pw × ph} pixel area with {@code margin} pixels around it. */
    static Viewport fit(double width, double height, double pw, double ph, double margin) {
        double s = Math.max(0.01, Math.min((pw - 2 * margin) / width, (ph - 2 * margin) / height));
        return new Viewport(s, (pw - width * s) / 2, (ph - height * s) / 2);
    }

    /** The transform from board units to pixels. */
    AffineTransform transform() {
        AffineTransform t = AffineTransform.getTranslateInstance(x, y);
        t.scale(scale, scale);
        return t;
    }

    /** A pixel position in board units. */
    Point2D toBoard(double px, double py) {
        return new Point2D.Double((px - x) / scale, (py - y) / scale);
    }

    /** The board's rectangle in pixels. */
    Rectangle2D board(double width, double height) {
        return new Rectangle2D.Double(x, y, width * scale, height * scale);
    }
}
