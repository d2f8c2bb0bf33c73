package org.beadbox.api;

import java.util.List;
import java.util.Objects;

/**
 * One element of a {@link Scene}, in board units. Every shape has an id, unique within its
 * scene and stable between the scenes of successive positions (the same bead keeps its id as
 * long as it stays on the board), so a front-end can animate from one scene to the next.
 */
public sealed interface Shape {

    /** Unique in its scene, stable across positions. */
    String id();

    /** What clicking or hovering does. */
    Interaction on();

    /** A rectangle with optionally rounded corners ({@code arc} is the corner diameter). */
    record Rect(String id, double x, double y, double w, double h, double arc, Style style, Interaction on)
            implements Shape {
        /** Checks the id. */
        public Rect {
            Objects.requireNonNull(id, "id");
            on = Objects.requireNonNullElse(on, Interaction.NONE);
        }
    }

    /** An ellipse centred at (cx, cy). */
    record Ellipse(String id, double cx, double cy, double rx, double ry, Style style, Interaction on)
            implements Shape {
        /** Checks the id. */
        public Ellipse {
            Objects.requireNonNull(id, "id");
            on = Objects.requireNonNullElse(on, Interaction.NONE);
        }
    }

    /**
     * A glass bead: a sphere of {@code color} that a front-end paints with highlight and shade,
     * optionally with a short {@code label} on it (a gem's value) and a {@code ring} colour
     * around it (the last move, a bead in danger), either of which may be null.
     */
    record Bead(String id, double cx, double cy, double r, String color, String label, String ring, Interaction on)
            implements Shape {
        /** Checks the id and colours. */
        public Bead {
            Objects.requireNonNull(id, "id");
            Style.checkColor(color);
            if (ring != null) {
                Style.checkColor(ring);
            }
            on = Objects.requireNonNullElse(on, Interaction.NONE);
        }
    }

    /** A straight line; arrow heads at its end if {@code arrow}. */
    record Line(String id, double x1, double y1, double x2, double y2, boolean arrow, Style style, Interaction on)
            implements Shape {
        /** Checks the id. */
        public Line {
            Objects.requireNonNull(id, "id");
            on = Objects.requireNonNullElse(on, Interaction.NONE);
        }
    }

    /** A closed polygon through {@code points}, at least three. */
    record Polygon(String id, List<Point> points, Style style, Interaction on) implements Shape {
        /** Copies the points. */
        public Polygon {
            Objects.requireNonNull(id, "id");
            points = List.copyOf(points);
            if (points.size() < 3) {
                throw new IllegalArgumentException("a polygon needs three points, " + id + " has " + points.size());
            }
            on = Objects.requireNonNullElse(on, Interaction.NONE);
        }
    }

    /**
     * Text whose baseline is centred on (x, y) when {@code align} is {@link Align#CENTER}, starts
     * there for {@link Align#LEFT}, ends there for {@link Align#RIGHT}; {@code size} is the font
     * height in board units; painted in {@code style.fill()}.
     */
    record Text(String id, double x, double y, String text, double size, Align align, boolean bold, Style style, Interaction on)
            implements Shape {
        /** Checks the id. */
        public Text {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(text, "text");
            align = Objects.requireNonNullElse(align, Align.CENTER);
            on = Objects.requireNonNullElse(on, Interaction.NONE);
        }
    }

    /** A point in board units. */
    record Point(double x, double y) {
    }

    /** Horizontal alignment of text. */
    enum Align {
        /** Text starts at x. */
        LEFT,
        /** Text is centred on x. */
        CENTER,
        /** Text ends at x. */
        RIGHT
    }
}
