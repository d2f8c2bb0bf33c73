package org.beadbox.api;

/**
 * How a shape is painted. Colours are {@code #rrggbb} or {@code #rrggbbaa} strings; null means
 * "not painted".
 *
 * @param fill the inside colour, or null
 * @param stroke the outline colour, or null
 * @param strokeWidth the outline width in board units
 * @param dashed whether the outline is dashed
 */
public record Style(String fill, String stroke, double strokeWidth, boolean dashed) {

    private static final java.util.regex.Pattern COLOR = java.util.regex.Pattern.compile("#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?");

    /** Nothing painted: for invisible click targets. */
    public static final Style NONE = new Style(null, null, 0, false);

    /** Checks colours are well formed. */
    public Style {
        if (fill != null) {
            checkColor(fill);
        }
        if (stroke != null) {
            checkColor(stroke);
        }
        if (strokeWidth < 0) {
            throw new IllegalArgumentException("negative stroke width " + strokeWidth);
        }
    }

    /** Filled, no outline. */
    public static Style fill(String color) {
        return new Style(color, null, 0, false);
    }

    /** Outlined, not filled. */
    public static Style stroke(String color, double width) {
        return new Style(null, color, width, false);
    }

    /** Filled and outlined. */
    public static Style of(String fill, String stroke, double width) {
        return new Style(fill, stroke, width, false);
    }

    /** This style with a dashed outline. */
    public Style withDash() {
        return new Style(fill, stroke, strokeWidth, true);
    }

    /**
     * Checks a colour string.
     *
     * @throws IllegalArgumentException unless it is {@code #rrggbb} or {@code #rrggbbaa}
     */
    public static String checkColor(String color) {
        if (color == null || !COLOR.matcher(color).matches()) {
            throw new IllegalArgumentException("colour '" + color + "' is not #rrggbb or #rrggbbaa");
        }
        return color;
    }
}
