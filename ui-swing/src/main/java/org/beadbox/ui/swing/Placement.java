package org.beadbox.ui.swing;

import java.awt.GraphicsConfiguration;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.util.Collection;

/**
 * Where a new game window opens (issue 37 §3.7): within the screen's usable area (shrunk to fit
 * it, then centred, when it is larger, so that no window opens at the top left only because it
 * is taller than the screen), a step down and right of the last game window open (a cascade,
 * issue 46 §6), and stepped on past any other game window that sits at the same place, so that
 * a joined table's window never hides its host's exactly.
 */
final class Placement {

    /** How far a window is stepped from another at the same place. */
    static final int STEP = 36;

    private Placement() {
    }

    /** Places {@code window} (its bounds as restored or centred) on the screen and clear of {@code others}. */
    static void place(Window window, Collection<? extends Window> others) {
        Rectangle area = usable(window.getGraphicsConfiguration());
        Rectangle r = window.getBounds();
        if (r.width > area.width || r.height > area.height) {
            r.width = Math.min(r.width, area.width * 9 / 10);
            r.height = Math.min(r.height, area.height * 9 / 10);
            r.x = area.x + (area.width - r.width) / 2;
            r.y = area.y + (area.height - r.height) / 2;
        }
        cascade(r, window, others, area);
        for (int tries = 0; tries < 12 && taken(r, window, others); tries++) {
            r.x += STEP;
            r.y += STEP;
            if (r.x + r.width > area.x + area.width || r.y + r.height > area.y + area.height) {
                r.x = area.x + STEP * (tries % 4);
                r.y = area.y + STEP * (tries % 4);
            }
        }
        window.setBounds(r);
    }

    /**
     * A new window opens a step down and right of the last game window still open (issue 46 §6),
     * not wherever its own size centres it, which may be nearly on top of it; back at the top
     * left of the screen when the step would take it past the screen's edge.
     */
    private static void cascade(Rectangle r, Window self, Collection<? extends Window> others, Rectangle area) {
        Window last = null;
        for (Window w : others) {
            if (w != self && w.isShowing()) {
                last = w;
            }
        }
        if (last == null) {
            return;
        }
        r.x = last.getX() + STEP;
        r.y = last.getY() + STEP;
        if (r.x + r.width > area.x + area.width || r.y + r.height > area.y + area.height) {
            r.x = area.x;
            r.y = area.y;
        }
    }

    private static boolean taken(Rectangle r, Window self, Collection<? extends Window> others) {
        for (Window w : others) {
            if (w != self && w.isShowing() && Math.abs(w.getX() - r.x) < STEP / 2 && Math.abs(w.getY() - r.y) < STEP / 2) {
                return true;
            }
        }
        return false;
    }

    private static Rectangle usable(GraphicsConfiguration gc) {
        Rectangle screen = gc.getBounds();
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        return new Rectangle(screen.x + in.left, screen.y + in.top, screen.width - in.left - in.right,
                screen.height - in.top - in.bottom);
    }

    /**
     * Places {@code panel} (a helper window of {@code owner}, such as the invitation links) where it
     * covers nothing of the game (issue 46 §5): beside the owner on the right, else on the left,
     * else below or above it, when the screen has room; else the owner (not maximised) is made
     * narrower (the panel at its right) or shorter (the panel below), whichever takes less of
     * it, to make room. Only when
     * even that leaves the board too little room does the panel lie over the lower left of the
     * window. Always wholly on the screen.
     */
    static void beside(Window panel, Window owner) {
        Rectangle area = usable(owner.getGraphicsConfiguration());
        Rectangle o = owner.getBounds();
        int w = panel.getWidth();
        int h = panel.getHeight();
        int x;
        int y = o.y + 64;
        if (o.x + o.width + GAP + w <= area.x + area.width) {
            x = o.x + o.width + GAP;
        } else if (o.x - GAP - w >= area.x) {
            x = o.x - GAP - w;
        } else if (o.y + o.height + GAP + h <= area.y + area.height) {
            x = o.x;
            y = o.y + o.height + GAP;
        } else if (o.y - GAP - h >= area.y) {
            x = o.x;
            y = o.y - GAP - h;
        } else if (resizable(owner) && (fitsBeside(area, w, owner) || fitsBelow(area, h, owner))) {
            // the smaller of the two cuts: narrower with the panel at the right, or shorter with it below
            int narrower = fitsBeside(area, w, owner) ? o.width - Math.min(o.width, area.width - w - GAP) : Integer.MAX_VALUE;
            int shorter = fitsBelow(area, h, owner) ? o.height - Math.min(o.height, area.height - h - GAP) : Integer.MAX_VALUE;
            if (narrower <= shorter) {
                int width = o.width - narrower;
                owner.setBounds(area.x, o.y, width, o.height);
                x = area.x + width + GAP;
            } else {
                int height = o.height - shorter;
                owner.setBounds(o.x, area.y, o.width, height);
                x = o.x;
                y = area.y + height + GAP;
            }
        } else {
            x = o.x + 24;
            y = o.y + o.height - h - 48;
        }
        x = Math.max(area.x, Math.min(x, area.x + area.width - w));
        y = Math.max(area.y, Math.min(y, area.y + area.height - h));
        panel.setLocation(x, y);
    }

    /** The space between a window and the panel beside it. */
    static final int GAP = 8;
    /** The narrowest a game window is made to leave room for a panel beside it. */
    static final int MIN_OWNER_WIDTH = 560;

    /** The lowest a game window is made to leave room for a panel below it. */
    static final int MIN_OWNER_HEIGHT = 480;

    private static boolean fitsBeside(Rectangle area, int w, Window owner) {
        return area.width - w - GAP >= Math.max(MIN_OWNER_WIDTH, owner.getMinimumSize().width);
    }

    private static boolean fitsBelow(Rectangle area, int h, Window owner) {
        return area.height - h - GAP >= Math.max(MIN_OWNER_HEIGHT, owner.getMinimumSize().height);
    }

    private static boolean resizable(Window owner) {
        return !(owner instanceof java.awt.Frame f) || (f.getExtendedState() & java.awt.Frame.MAXIMIZED_BOTH) == 0;
    }
}
