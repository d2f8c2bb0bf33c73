package org.beadbox.ui.swing;

import java.awt.Color;

/** Reads the API's colour strings and mixes colours for shading glass. */
final class Colors {

    private Colors() {
    }

    /** {@code #rrggbb} or {@code #rrggbbaa} as a colour; null stays null. */
    static Color parse(String hex) {
        if (hex == null) {
            return null;
        }
        int r = Integer.parseInt(hex.substring(1, 3), 16);
        int g = Integer.parseInt(hex.substring(3, 5), 16);
        int b = Integer.parseInt(hex.substring(5, 7), 16);
        int a = hex.length() == 9 ? Integer.parseInt(hex.substring(7, 9), 16) : 255;
        return new Color(r, g, b, a);
    }

    /** {@code c} moved towards {@code to} by {@code amount} (0 = c, 1 = to), keeping c's alpha. */
    static Color mix(Color c, Color to, double amount) {
        double k = Math.max(0, Math.min(1, amount));
        return new Color(
                (int) Math.round(c.getRed() + (to.getRed() - c.getRed()) * k),
                (int) Math.round(c.getGreen() + (to.getGreen() - c.getGreen()) * k),
                (int) Math.round(c.getBlue() + (to.getBlue() - c.getBlue()) * k),
                c.getAlpha());
    }

    /** {@code c} with its alpha multiplied by {@code alpha}. */
    static Color fade(Color c, double alpha) {
        int a = (int) Math.round(c.getAlpha() * Math.max(0, Math.min(1, alpha)));
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), a);
    }

    /** Perceived brightness from 0 (black) to 1 (white). */
    static double luminance(Color c) {
        return (0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue()) / 255.0;
    }

    /** Black or white, whichever reads better on {@code c}. */
    static Color contrast(Color c) {
        return luminance(c) > 0.6 ? new Color(20, 20, 20) : Color.WHITE;
    }
}
