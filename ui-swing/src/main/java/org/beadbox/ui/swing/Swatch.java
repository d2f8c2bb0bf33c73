package org.beadbox.ui.swing;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.util.List;
import java.util.Set;
import javax.swing.Icon;
import org.beadbox.api.Shape;

/** A seat's colour as a small glass bead, for labels and lists. */
final class Swatch implements Icon {

    private final Color color;
    private final int size;

    /** A bead of {@code color}, {@code size} pixels across. */
    Swatch(Color color, int size) {
        this.color = color;
        this.size = size;
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            String hex = String.format("#%02x%02x%02x", color.getRed(), color.getGreen(), color.getBlue());
            Shape.Bead bead = new Shape.Bead("swatch", 0.5, 0.5, 0.42, hex, null, null, null);
            g2.translate(x, y);
            g2.scale(size, size);
            ScenePainter.hints(g2);
            ScenePainter.paintSprites(g2, List.of(new Tween.Sprite(bead, 1)), 1.0 / size, Set.of(), null, null);
        } finally {
            g2.dispose();
        }
    }

    @Override
    public int getIconWidth() {
        return size;
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}
