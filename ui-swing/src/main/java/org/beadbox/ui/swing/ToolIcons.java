package org.beadbox.ui.swing;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Arc2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import javax.swing.Icon;
import javax.swing.UIManager;

/**
 * The game window's toolbar icons, drawn as vectors (sharp at any scale, light or dark with the
 * theme): a line-art glyph per command in the button's text colour, and gold for the ones that
 * start something (New game, Rematch, Hint). Unknown commands get no icon.
 */
final class ToolIcons implements Icon {

    private static final int SIZE = 18;
    private static final Color GOLD = new Color(0xE9B949);

    private final String command;

    private ToolIcons(String command) {
        this.command = command;
    }

    /** The icon of a toolbar command ("undo", "hint", "save"…), or null when it has none. */
    static Icon of(String command) {
        return switch (command) {
            case "undo", "redo", "back", "forward", "first", "live", "hint", "resign", "rules", "save", "new", "rematch",
                    "invites", "reconnect", "review", "draw" -> new ToolIcons(command);
            default -> null;
        };
    }

    @Override
    public int getIconWidth() {
        return SIZE;
    }

    @Override
    public int getIconHeight() {
        return SIZE;
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.translate(x, y);
        Color ink = c != null && c.isEnabled() ? foreground() : UIManager.getColor("Button.disabledText");
        g.setColor(ink == null ? Color.GRAY : ink);
        g.setStroke(new BasicStroke(1.7f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        boolean enabled = c == null || c.isEnabled();
        switch (command) {
            case "undo" -> curl(g, false);
            case "redo" -> curl(g, true);
            case "back" -> chevron(g, false, false);
            case "forward" -> chevron(g, true, false);
            case "first" -> chevron(g, false, true);
            case "live" -> chevron(g, true, true);
            case "hint" -> bulb(g, enabled);
            case "resign" -> flag(g);
            case "rules" -> book(g);
            case "save" -> disk(g);
            case "new", "invites" -> plus(g, enabled);
            case "rematch", "reconnect" -> cycle(g, enabled);
            case "review" -> graph(g);
            case "draw" -> level(g);
            default -> { }
        }
        g.dispose();
    }

    /** Two beads on a level bar: a draw. */
    private static void level(Graphics2D g) {
        g.draw(new Line2D.Double(2.5, 12.5, 15.5, 12.5));
        g.draw(new java.awt.geom.Ellipse2D.Double(3, 5, 5, 5));
        g.draw(new java.awt.geom.Ellipse2D.Double(10, 5, 5, 5));
    }

    private static Color foreground() {
        Color c = UIManager.getColor("Button.foreground");
        return c == null ? Color.DARK_GRAY : c;
    }

    private static void curl(Graphics2D g, boolean right) {
        if (right) {
            g.scale(-1, 1);
            g.translate(-SIZE, 0);
        }
        g.draw(new Arc2D.Double(4, 4, 11, 10, 90, -200, Arc2D.OPEN));
        Path2D head = new Path2D.Double();
        head.moveTo(7.5, 1.5);
        head.lineTo(4, 4.5);
        head.lineTo(7.5, 7.5);
        g.draw(head);
        g.draw(new Line2D.Double(4, 4.5, 9.5, 4.1));
    }

    private static void chevron(Graphics2D g, boolean right, boolean bar) {
        if (right) {
            g.scale(-1, 1);
            g.translate(-SIZE, 0);
        }
        Path2D p = new Path2D.Double();
        p.moveTo(11.5, 3.5);
        p.lineTo(6, 9);
        p.lineTo(11.5, 14.5);
        g.draw(p);
        if (bar) {
            g.draw(new Line2D.Double(4, 3.5, 4, 14.5));
        }
    }

    private static void bulb(Graphics2D g, boolean enabled) {
        Color ink = g.getColor();
        if (enabled) {
            g.setColor(GOLD);
        }
        g.draw(new Ellipse2D.Double(4, 1.5, 10, 10));
        g.setColor(ink);
        g.draw(new Line2D.Double(7, 13.5, 11, 13.5));
        g.draw(new Line2D.Double(7.5, 16, 10.5, 16));
    }

    private static void flag(Graphics2D g) {
        g.draw(new Line2D.Double(4.5, 2, 4.5, 16.5));
        Path2D p = new Path2D.Double();
        p.moveTo(4.5, 3);
        p.curveTo(8, 1, 10, 5, 14.5, 3);
        p.lineTo(14.5, 10);
        p.curveTo(10, 12, 8, 8, 4.5, 10);
        g.draw(p);
    }

    /** A chances graph: two axes and a line that rises, dips and recovers. */
    private static void graph(Graphics2D g) {
        Path2D axes = new Path2D.Double();
        axes.moveTo(2.5, 2.5);
        axes.lineTo(2.5, 15.5);
        axes.lineTo(15.5, 15.5);
        g.draw(axes);
        Path2D line = new Path2D.Double();
        line.moveTo(4.5, 11);
        line.lineTo(7.5, 7);
        line.lineTo(10, 12);
        line.lineTo(14.5, 4.5);
        g.setColor(GOLD);
        g.draw(line);
    }

    private static void book(Graphics2D g) {
        Path2D p = new Path2D.Double();
        p.moveTo(9, 4);
        p.curveTo(7, 2.5, 4, 2.5, 2, 3.5);
        p.lineTo(2, 14.5);
        p.curveTo(4, 13.5, 7, 13.5, 9, 15);
        p.curveTo(11, 13.5, 14, 13.5, 16, 14.5);
        p.lineTo(16, 3.5);
        p.curveTo(14, 2.5, 11, 2.5, 9, 4);
        p.lineTo(9, 15);
        g.draw(p);
    }

    private static void disk(Graphics2D g) {
        g.draw(new RoundRectangle2D.Double(2.5, 2.5, 13, 13, 3, 3));
        g.draw(new RoundRectangle2D.Double(5.5, 2.5, 7, 4.5, 1, 1));
        g.fill(new Ellipse2D.Double(7, 9.5, 4, 4));
    }

    private static void plus(Graphics2D g, boolean enabled) {
        if (enabled) {
            g.setColor(GOLD);
        }
        g.draw(new Ellipse2D.Double(2, 2, 14, 14));
        g.draw(new Line2D.Double(9, 5.5, 9, 12.5));
        g.draw(new Line2D.Double(5.5, 9, 12.5, 9));
    }

    private static void cycle(Graphics2D g, boolean enabled) {
        if (enabled) {
            g.setColor(GOLD);
        }
        g.draw(new Arc2D.Double(3, 3, 12, 12, 20, 150, Arc2D.OPEN));
        g.draw(new Arc2D.Double(3, 3, 12, 12, 200, 150, Arc2D.OPEN));
        Path2D a = new Path2D.Double();
        a.moveTo(14.8, 3.5);
        a.lineTo(14.6, 7.2);
        a.lineTo(11, 6.6);
        g.draw(a);
        Path2D b = new Path2D.Double();
        b.moveTo(3.2, 14.5);
        b.lineTo(3.4, 10.8);
        b.lineTo(7, 11.4);
        g.draw(b);
    }
}
