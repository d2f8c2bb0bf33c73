package org.beadbox.ui.swing;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.MultipleGradientPaint;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * Paints a {@link Scene} with Java2D: anti-aliased, scaled, glass beads with gradient, highlight
 * and shadow, shapes revealed while the pointer is over their trigger, the hovered step glowing.
 * Knows no game; everything comes from the scene.
 */
final class ScenePainter {

    /** The glow around the step under the pointer. */
    static final Color GLOW = new Color(255, 196, 40);

    /** The glow on the step a hint suggests. */
    static final Color HINT = new Color(235, 120, 255); // a violet no game gives a seat (BeadMaster's Green is green)

    private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private ScenePainter() {
    }

    /**
     * Paints the board and its sprites into {@code g} at {@code vp}.
     *
     * @param under ids of the shapes under the pointer (for revealed shapes)
     * @param hoverStep the step under the pointer, or null
     */
    static void paint(Graphics2D g, Scene scene, List<Tween.Sprite> sprites, Viewport vp, Set<String> under, String hoverStep,
            String hintStep) {
        paint(g, scene, sprites, vp, under, hoverStep, hintStep, false);
    }

    /**
     * Paints as {@link #paint(Graphics2D, Scene, List, Viewport, Set, String, String)} does and,
     * when {@code markSteps}, marks every clickable shape, so a person to move sees where a click
     * goes without hovering first.
     */
    static void paint(Graphics2D g, Scene scene, List<Tween.Sprite> sprites, Viewport vp, Set<String> under, String hoverStep,
            String hintStep, boolean markSteps) {
        hints(g);
        paintBoard(g, scene, vp);
        AffineTransform saved = g.getTransform();
        Composite composite = g.getComposite();
        g.transform(vp.transform());
        paintSprites(g, sprites, 1 / vp.scale(), under, hoverStep, hintStep, markSteps);
        g.setComposite(composite);
        g.setTransform(saved);
    }

    /**
     * Paints sprites into {@code g}, already transformed to board units; {@code px} is one pixel
     * in board units.
     */
    static void paintSprites(Graphics2D g, List<Tween.Sprite> sprites, double px, Set<String> under, String hoverStep,
            String hintStep) {
        paintSprites(g, sprites, px, under, hoverStep, hintStep, false);
    }

    private static void paintSprites(Graphics2D g, List<Tween.Sprite> sprites, double px, Set<String> under, String hoverStep,
            String hintStep, boolean markSteps) {
        for (Tween.Sprite sprite : sprites) {
            Shape s = sprite.shape();
            String trigger = s.on().revealedBy();
            if ((trigger != null && !under.contains(trigger)) || sprite.alpha() <= 0.01) {
                continue;
            }
            g.setComposite(AlphaComposite.SrcOver.derive((float) Math.min(1, sprite.alpha())));
            paintShape(g, s, px);
            if (hoverStep != null && hoverStep.equals(s.on().step())) {
                glow(g, s, px, GLOW);
            } else if (hintStep != null && hintStep.equals(s.on().step())) {
                glow(g, s, px, HINT);
            } else if (markSteps && s.on().clickable() && trigger == null) {
                mark(g, s, px);
            }
        }
    }

    /** A small picture of a scene, for a game's card. */
    static BufferedImage thumbnail(Scene scene, int w, int h) {
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            Viewport vp = Viewport.fit(scene.width(), scene.height(), w, h, 4);
            paint(g, scene, Tween.between(null, scene, 1), vp, Set.of(), null, null);
        } finally {
            g.dispose();
        }
        return image;
    }

    static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setRenderingHint(RenderingHints.KEY_COLOR_RENDERING, RenderingHints.VALUE_COLOR_RENDER_QUALITY);
    }

    private static void paintBoard(Graphics2D g, Scene scene, Viewport vp) {
        Rectangle2D r = vp.board(scene.width(), scene.height());
        double arc = Math.min(18, Math.min(r.getWidth(), r.getHeight()) * 0.05);
        for (int i = 6; i >= 1; i--) {
            g.setColor(new Color(0, 0, 0, 10));
            g.fill(new RoundRectangle2D.Double(r.getX() - i + 2, r.getY() - i + 4, r.getWidth() + 2 * i - 4 + 2,
                    r.getHeight() + 2 * i - 4 + 2, arc + i, arc + i));
        }
        Color bg = Colors.parse(scene.background());
        RoundRectangle2D board = new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc);
        g.setPaint(new java.awt.GradientPaint((float) r.getX(), (float) r.getY(), Colors.mix(bg, Color.WHITE, 0.12),
                (float) r.getX(), (float) r.getMaxY(), Colors.mix(bg, Color.BLACK, 0.06)));
        g.fill(board);
        g.setColor(Colors.fade(Colors.mix(bg, Color.BLACK, 0.35), 0.6));
        g.setStroke(new BasicStroke(1f));
        g.draw(board);
    }

    private static void paintShape(Graphics2D g, Shape s, double px) {
        if (s instanceof Shape.Bead b) {
            paintBead(g, b, px);
        } else if (s instanceof Shape.Text t) {
            paintText(g, t);
        } else if (s instanceof Shape.Line l) {
            paintLine(g, l);
        } else {
            paintArea(g, outline(s), style(s));
        }
    }

    private static Style style(Shape s) {
        if (s instanceof Shape.Rect r) {
            return r.style();
        } else if (s instanceof Shape.Ellipse e) {
            return e.style();
        } else if (s instanceof Shape.Polygon p) {
            return p.style();
        } else if (s instanceof Shape.Line l) {
            return l.style();
        } else if (s instanceof Shape.Text t) {
            return t.style();
        }
        return Style.NONE;
    }

    private static void paintArea(Graphics2D g, java.awt.Shape area, Style style) {
        if (style == null) {
            return;
        }
        if (style.fill() != null) {
            g.setColor(Colors.parse(style.fill()));
            g.fill(area);
        }
        if (style.stroke() != null && style.strokeWidth() > 0) {
            g.setColor(Colors.parse(style.stroke()));
            g.setStroke(stroke(style));
            g.draw(area);
        }
    }

    private static Stroke stroke(Style style) {
        float w = (float) style.strokeWidth();
        if (style.dashed()) {
            return new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {w * 3, w * 2}, 0);
        }
        return new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    private static void paintLine(Graphics2D g, Shape.Line l) {
        Style style = l.style() == null ? Style.NONE : l.style();
        if (style.stroke() == null) {
            return;
        }
        g.setColor(Colors.parse(style.stroke()));
        g.setStroke(stroke(style));
        g.draw(new Line2D.Double(l.x1(), l.y1(), l.x2(), l.y2()));
        if (l.arrow()) {
            double angle = Math.atan2(l.y2() - l.y1(), l.x2() - l.x1());
            double size = Math.max(style.strokeWidth() * 4, 0.2);
            Path2D head = new Path2D.Double();
            head.moveTo(l.x2(), l.y2());
            head.lineTo(l.x2() - size * Math.cos(angle - 0.45), l.y2() - size * Math.sin(angle - 0.45));
            head.lineTo(l.x2() - size * Math.cos(angle + 0.45), l.y2() - size * Math.sin(angle + 0.45));
            head.closePath();
            g.fill(head);
        }
    }

    private static void paintText(Graphics2D g, Shape.Text t) {
        if (t.style() == null || t.style().fill() == null || t.text().isEmpty()) {
            return;
        }
        Font font = font(t);
        Rectangle2D bounds = font.getStringBounds(t.text(), FRC);
        double x = switch (t.align()) {
            case LEFT -> t.x();
            case CENTER -> t.x() - bounds.getWidth() / 2;
            case RIGHT -> t.x() - bounds.getWidth();
        };
        g.setFont(font);
        g.setColor(Colors.parse(t.style().fill()));
        g.drawString(t.text(), (float) x, (float) t.y());
    }

    private static Font font(Shape.Text t) {
        return new Font(Font.SANS_SERIF, t.bold() ? Font.BOLD : Font.PLAIN, 12).deriveFont((float) Math.max(0.01, t.size()));
    }

    /** A glass sphere: soft shadow, radial body, inner glow, rim, specular highlight, ring, label. */
    private static void paintBead(Graphics2D g, Shape.Bead b, double px) {
        double r = b.r();
        double cx = b.cx();
        double cy = b.cy();
        Color base = Colors.parse(b.color());
        Color shadow = new Color(0, 0, 0, (int) (90 * base.getAlpha() / 255.0));
        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx + r * 0.18, cy + r * 0.28), (float) (r * 1.15),
                new float[] {0f, 0.7f, 1f}, new Color[] {shadow, Colors.fade(shadow, 0.4), Colors.fade(shadow, 0)}));
        g.fill(new Ellipse2D.Double(cx - r * 0.97, cy - r * 0.87, r * 2.3, r * 2.3));

        Color light = Colors.mix(base, Color.WHITE, 0.55);
        Color deep = Colors.mix(base, Color.BLACK, 0.5);
        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx - r * 0.3, cy - r * 0.35), (float) (r * 1.45),
                new Point2D.Double(cx - r * 0.35, cy - r * 0.45), new float[] {0f, 0.45f, 0.8f, 1f},
                new Color[] {light, base, Colors.mix(base, Color.BLACK, 0.3), deep},
                MultipleGradientPaint.CycleMethod.NO_CYCLE));
        Ellipse2D body = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        g.fill(body);

        Color glow = Colors.mix(base, Color.WHITE, 0.6);
        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx + r * 0.28, cy + r * 0.42), (float) (r * 0.6),
                new float[] {0f, 1f}, new Color[] {Colors.fade(glow, 0.75), Colors.fade(glow, 0)}));
        g.fill(body);

        g.setStroke(new BasicStroke((float) Math.max(px, r * 0.05)));
        g.setColor(Colors.fade(deep, 0.55));
        g.draw(body);

        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx - r * 0.35, cy - r * 0.45), (float) (r * 0.42),
                new float[] {0f, 0.5f, 1f}, new Color[] {new Color(255, 255, 255, 235), new Color(255, 255, 255, 120),
                        new Color(255, 255, 255, 0)}));
        g.fill(new Ellipse2D.Double(cx - r * 0.75, cy - r * 0.78, r * 0.8, r * 0.62));

        if (b.ring() != null) {
            g.setColor(Colors.parse(b.ring()));
            double rr = r * 1.16;
            g.setStroke(new BasicStroke((float) Math.max(2 * px, r * 0.13)));
            g.draw(new Ellipse2D.Double(cx - rr, cy - rr, 2 * rr, 2 * rr));
        }
        if (b.label() != null && !b.label().isEmpty()) {
            Font font = new Font(Font.SANS_SERIF, Font.BOLD, 12).deriveFont((float) (r * (b.label().length() > 1 ? 0.85 : 1.05)));
            Rectangle2D bounds = font.getStringBounds(b.label(), FRC);
            float tx = (float) (cx - bounds.getWidth() / 2);
            float ty = (float) (cy - bounds.getY() - bounds.getHeight() / 2);
            g.setFont(font);
            Color ink = Colors.contrast(base);
            g.setColor(Colors.fade(Colors.contrast(ink), 0.45));
            g.drawString(b.label(), tx + (float) (r * 0.05), ty + (float) (r * 0.06));
            g.setColor(ink);
            g.drawString(b.label(), tx, ty);
        }
    }

    /** The quiet mark of a place a click may go: a thin glow-coloured outline, lighter inside. */
    private static void mark(Graphics2D g, Shape s, double px) {
        java.awt.Shape area = s instanceof Shape.Bead b
                ? new Ellipse2D.Double(b.cx() - b.r() * 1.15, b.cy() - b.r() * 1.15, b.r() * 2.3, b.r() * 2.3)
                : outline(s);
        if (!(s instanceof Shape.Bead) && !(s instanceof Shape.Line)) {
            g.setColor(new Color(255, 255, 255, 40));
            g.fill(area);
        }
        g.setColor(Colors.fade(GLOW, 0.8));
        g.setStroke(new BasicStroke((float) (1.6 * px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(area);
    }

    private static void glow(Graphics2D g, Shape s, double px, Color color) {
        java.awt.Shape area = s instanceof Shape.Bead b
                ? new Ellipse2D.Double(b.cx() - b.r() * 1.2, b.cy() - b.r() * 1.2, b.r() * 2.4, b.r() * 2.4)
                : outline(s);
        if (!(s instanceof Shape.Bead) && !(s instanceof Shape.Line)) {
            g.setColor(new Color(255, 255, 255, 70));
            g.fill(area);
        }
        g.setColor(Colors.fade(color, 0.45));
        g.setStroke(new BasicStroke((float) (6 * px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(area);
        g.setColor(color);
        g.setStroke(new BasicStroke((float) (2.5 * px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(area);
    }

    /** The area a shape covers in board units, for painting and hit testing. */
    static java.awt.Shape outline(Shape s) {
        if (s instanceof Shape.Rect r) {
            return r.arc() > 0 ? new RoundRectangle2D.Double(r.x(), r.y(), r.w(), r.h(), r.arc(), r.arc())
                    : new Rectangle2D.Double(r.x(), r.y(), r.w(), r.h());
        } else if (s instanceof Shape.Ellipse e) {
            return new Ellipse2D.Double(e.cx() - e.rx(), e.cy() - e.ry(), 2 * e.rx(), 2 * e.ry());
        } else if (s instanceof Shape.Bead b) {
            return new Ellipse2D.Double(b.cx() - b.r(), b.cy() - b.r(), 2 * b.r(), 2 * b.r());
        } else if (s instanceof Shape.Polygon p) {
            Path2D path = new Path2D.Double();
            path.moveTo(p.points().get(0).x(), p.points().get(0).y());
            for (Shape.Point pt : p.points().subList(1, p.points().size())) {
                path.lineTo(pt.x(), pt.y());
            }
            path.closePath();
            return path;
        } else if (s instanceof Shape.Line l) {
            double w = Math.max(l.style() == null ? 0 : l.style().strokeWidth(), 0.1) * 3;
            return new BasicStroke((float) w).createStrokedShape(new Line2D.Double(l.x1(), l.y1(), l.x2(), l.y2()));
        }
        Shape.Text t = (Shape.Text) s;
        Rectangle2D b = font(t).getStringBounds(t.text(), FRC);
        double x = switch (t.align()) {
            case LEFT -> t.x();
            case CENTER -> t.x() - b.getWidth() / 2;
            case RIGHT -> t.x() - b.getWidth();
        };
        return new Rectangle2D.Double(x, t.y() + b.getY(), b.getWidth(), b.getHeight());
    }
}
