package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.Deque;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * A {@link Scene} as the compact JSON sent to browsers (docs/web-protocol.md, SCENE): its size
 * and background, the distinct {@link Style}s once ({@code styles}: objects whose members at
 * their zero value are left out), and each shape as an array: its kind, its id, and its record
 * components in order, a style as its index into {@code styles}, a polygon's points as one array
 * (x and y in turn), its {@link Interaction} as an object (absent members null), and the last
 * members (style, a bead's label and ring, the interaction) left out from the last one that is
 * set. Numbers are rounded to a hundred-thousandth of the board's longer side (a power of ten:
 * 0.0001 for a board 10 to 100 units wide), far below a pixel, and written without a trailing
 * {@code .0}.
 *
 * <p>A Glass Bead Challenge position was 70 KB as Gson wrote each shape's record, its keys, its
 * style, its float noise ({@code 0.3000000000000004}) and its defaults, every time; here it is
 * about 27 KB (docs/web-load.md). Written member by member, as text or as a tree (the same JSON):
 * {@code SceneJsonTest} decodes it back and compares it with the scene.
 */
final class SceneJson {

    /** Numbers are rounded to the board's longer side over this, down to a power of ten. */
    static final double PRECISION = 1e5;

    private SceneJson() {
    }

    /** The scene as a JSON tree, to put into a message (the same JSON as {@link #text}). */
    static JsonObject of(Scene scene) {
        Tree t = new Tree();
        write(scene, t);
        return t.root;
    }

    /** The scene as the text sent: HTML-safe JSON, as {@link Protocol#text} writes it. */
    static String text(Scene scene) {
        Text t = new Text(new StringBuilder(64 + 80 * scene.shapes().size()));
        write(scene, t);
        return t.b.toString();
    }

    /**
     * The decimal places numbers keep in this scene: a hundred-thousandth of its longer side,
     * rounded down to a power of ten (4 for a board 10 to 100 units wide), from 0 to 9.
     */
    static int places(Scene scene) {
        double side = Math.max(scene.width(), scene.height());
        int places = (int) Math.ceil(Math.log10(PRECISION / side));
        return Math.max(0, Math.min(9, places));
    }

    private static void write(Scene scene, Out o) {
        Writer w = new Writer(o, places(scene));
        java.util.Map<Style, Integer> styles = new java.util.HashMap<>();
        java.util.List<Style> order = new java.util.ArrayList<>();
        for (Shape s : scene.shapes()) {
            Style st = style(s);
            if (st != null && styles.putIfAbsent(st, order.size()) == null) {
                order.add(st);
            }
        }
        o.begin(null);
        w.num("width", scene.width());
        w.num("height", scene.height());
        o.str("background", scene.background());
        o.beginArray("styles");
        for (Style st : order) {
            o.begin(null);
            o.str("fill", st.fill());
            o.str("stroke", st.stroke());
            w.num("strokeWidth", st.strokeWidth());
            w.bool("dashed", st.dashed());
            o.end();
        }
        o.endArray();
        o.beginArray("shapes");
        for (Shape s : scene.shapes()) {
            shape(s, w, styles);
        }
        o.endArray();
        o.end();
    }

    private static Style style(Shape shape) {
        if (shape instanceof Shape.Rect r) {
            return r.style();
        } else if (shape instanceof Shape.Ellipse e) {
            return e.style();
        } else if (shape instanceof Shape.Line l) {
            return l.style();
        } else if (shape instanceof Shape.Polygon p) {
            return p.style();
        } else if (shape instanceof Shape.Text t) {
            return t.style();
        }
        return null; // a bead has its colour
    }

    private static void shape(Shape shape, Writer w, java.util.Map<Style, Integer> styles) {
        Out o = w.o;
        o.beginArray(null);
        o.str(null, kind(shape));
        o.str(null, shape.id());
        Object tail1 = null; // the last members, left out from the last non-null one on
        Object tail2 = null;
        if (shape instanceof Shape.Rect r) {
            w.element(r.x());
            w.element(r.y());
            w.element(r.w());
            w.element(r.h());
            w.element(r.arc());
            tail1 = r.style();
        } else if (shape instanceof Shape.Ellipse e) {
            w.element(e.cx());
            w.element(e.cy());
            w.element(e.rx());
            w.element(e.ry());
            tail1 = e.style();
        } else if (shape instanceof Shape.Bead d) {
            w.element(d.cx());
            w.element(d.cy());
            w.element(d.r());
            o.str(null, d.color());
            tail1 = d.label();
            tail2 = d.ring();
        } else if (shape instanceof Shape.Line l) {
            w.element(l.x1());
            w.element(l.y1());
            w.element(l.x2());
            w.element(l.y2());
            o.bool(null, l.arrow());
            tail1 = l.style();
        } else if (shape instanceof Shape.Polygon p) {
            o.beginArray(null);
            for (Shape.Point pt : p.points()) {
                w.element(pt.x());
                w.element(pt.y());
            }
            o.endArray();
            tail1 = p.style();
        } else if (shape instanceof Shape.Text t) {
            w.element(t.x());
            w.element(t.y());
            o.str(null, t.text());
            w.element(t.size());
            o.str(null, t.align().name());
            o.bool(null, t.bold());
            tail1 = t.style();
        }
        Interaction on = shape.on();
        boolean hasOn = on != null && (on.step() != null || on.tooltip() != null || on.revealedBy() != null);
        if (tail1 != null || tail2 != null || hasOn) {
            w.tail(tail1, styles);
        }
        if (shape instanceof Shape.Bead && (tail2 != null || hasOn)) {
            w.tail(tail2, styles);
        }
        if (hasOn) {
            o.begin(null);
            o.str("step", on.step());
            o.str("tooltip", on.tooltip());
            o.str("revealedBy", on.revealedBy());
            o.end();
        }
        o.endArray();
    }

    private static String kind(Shape shape) {
        if (shape instanceof Shape.Rect) {
            return "rect";
        } else if (shape instanceof Shape.Ellipse) {
            return "ellipse";
        } else if (shape instanceof Shape.Bead) {
            return "bead";
        } else if (shape instanceof Shape.Line) {
            return "line";
        } else if (shape instanceof Shape.Polygon) {
            return "polygon";
        } else if (shape instanceof Shape.Text) {
            return "text";
        }
        throw new IllegalArgumentException("unknown shape " + shape.getClass().getName());
    }

    /** Numbers rounded to the scene's places, zeros and falses left out. */
    private static final class Writer {

        final Out o;
        private final double scale;

        Writer(Out o, int places) {
            this.o = o;
            this.scale = Math.pow(10, places);
        }

        /** A number member, rounded; left out when it rounds to 0. */
        void num(String key, double d) {
            double r = round(checked(key, d));
            if (r != 0) {
                o.num(key, r);
            }
        }

        /** A number in an array, rounded (0 written). */
        void element(double d) {
            o.num(null, round(checked("points", d)));
        }

        void bool(String key, boolean value) {
            if (value) {
                o.bool(key, true);
            }
        }

        /** A member of a shape's tail: a style as its index, a string, or null. */
        void tail(Object value, java.util.Map<Style, Integer> styles) {
            if (value == null) {
                o.nul();
            } else if (value instanceof Style st) {
                o.integer(null, styles.get(st));
            } else {
                o.str(null, (String) value);
            }
        }

        private double round(double d) {
            double scaled = d * scale;
            if (Math.abs(scaled) >= 1e15) {
                return d; // beyond a long's exact range: as it is
            }
            double r = Math.round(scaled) / scale;
            return r == 0 ? 0 : r; // no -0
        }
    }

    private static double checked(String key, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) { // as Gson refused it: a shape drawn at no place
            throw new IllegalArgumentException(d + " is not a valid double value as per JSON specification: " + key);
        }
        return d;
    }

    /** Whether a number is written as a whole number (no {@code .0}). */
    private static boolean whole(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15;
    }

    /** Where the members go: Gson's rules (a null string is left out). Keys are null in an array. */
    private interface Out {
        void begin(String key);

        void end();

        void beginArray(String key);

        void endArray();

        /** A number, written as a whole number when it is one, else as {@link Double#toString}. */
        void num(String key, double d);

        void integer(String key, int value);

        /** A null in an array. */
        void nul();

        void str(String key, String value);

        void bool(String key, boolean value);
    }

    /** Text, as Gson's HTML-safe writer writes it. */
    private static final class Text implements Out {

        private static final char[] HEX = "0123456789abcdef".toCharArray();

        final StringBuilder b;
        private boolean first = true; // no member yet in the object or array open

        Text(StringBuilder b) {
            this.b = b;
        }

        private void key(String key) {
            if (!first) {
                b.append(',');
            }
            first = false;
            if (key != null) {
                quote(key);
                b.append(':');
            }
        }

        @Override
        public void begin(String key) {
            key(key);
            b.append('{');
            first = true;
        }

        @Override
        public void end() {
            b.append('}');
            first = false;
        }

        @Override
        public void beginArray(String key) {
            key(key);
            b.append('[');
            first = true;
        }

        @Override
        public void endArray() {
            b.append(']');
            first = false;
        }

        @Override
        public void num(String key, double d) {
            key(key);
            if (whole(d)) {
                b.append((long) d);
            } else {
                b.append(d);
            }
        }

        @Override
        public void integer(String key, int value) {
            key(key);
            b.append(value);
        }

        @Override
        public void nul() {
            key(null);
            b.append("null");
        }

        @Override
        public void str(String key, String value) {
            if (value != null) {
                key(key);
                quote(value);
            }
        }

        @Override
        public void bool(String key, boolean value) {
            key(key);
            b.append(value);
        }

        private void quote(String s) {
            b.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"' -> b.append("\\\"");
                    case '\\' -> b.append("\\\\");
                    case '\t' -> b.append("\\t");
                    case '\b' -> b.append("\\b");
                    case '\n' -> b.append("\\n");
                    case '\r' -> b.append("\\r");
                    case '\f' -> b.append("\\f");
                    case '<', '>', '&', '=', '\'', '\u2028', '\u2029' -> unicode(c);
                    default -> {
                        if (c < 0x20) {
                            unicode(c);
                        } else {
                            b.append(c);
                        }
                    }
                }
            }
            b.append('"');
        }

        private void unicode(char c) {
            b.append("\\u").append(HEX[c >> 12 & 0xf]).append(HEX[c >> 8 & 0xf]).append(HEX[c >> 4 & 0xf]).append(HEX[c & 0xf]);
        }
    }

    /** A Gson tree, built without reflection. */
    private static final class Tree implements Out {

        JsonObject root;
        private final Deque<JsonElement> open = new ArrayDeque<>();

        private void add(String key, JsonElement e) {
            JsonElement parent = open.peek();
            if (parent == null) {
                root = (JsonObject) e;
            } else if (parent instanceof JsonArray a) {
                a.add(e);
            } else {
                ((JsonObject) parent).add(key, e);
            }
            open.push(e);
        }

        @Override
        public void begin(String key) {
            add(key, new JsonObject());
        }

        @Override
        public void end() {
            open.pop();
        }

        @Override
        public void beginArray(String key) {
            add(key, new JsonArray());
        }

        @Override
        public void endArray() {
            open.pop();
        }

        @Override
        public void num(String key, double d) {
            put(key, whole(d) ? (Number) (long) d : (Number) d);
        }

        @Override
        public void integer(String key, int value) {
            put(key, value);
        }

        @Override
        public void nul() {
            ((JsonArray) open.peek()).add(com.google.gson.JsonNull.INSTANCE);
        }

        @Override
        public void str(String key, String value) {
            if (open.peek() instanceof JsonArray a) {
                a.add(value);
            } else if (value != null) {
                ((JsonObject) open.peek()).addProperty(key, value);
            }
        }

        @Override
        public void bool(String key, boolean value) {
            if (open.peek() instanceof JsonArray a) {
                a.add(value);
            } else {
                ((JsonObject) open.peek()).addProperty(key, value);
            }
        }

        private void put(String key, Number n) {
            JsonElement parent = open.peek();
            if (parent instanceof JsonArray a) {
                a.add(n);
            } else {
                ((JsonObject) parent).addProperty(key, n);
            }
        }

    }
}
