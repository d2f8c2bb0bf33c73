package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * A {@link Scene} as JSON: its size and background, and each shape's record components in
 * order (null ones left out) with a {@code kind}, the shape's record name in lower case.
 *
 * <p>Written member by member for the six kinds of shape, as text or as a tree. It was Gson's
 * reflection ({@code toJsonTree} of each shape, then the tree written as text), and that was
 * most of the host's CPU a move under load (docs/web-load.md). The text is character for
 * character what {@link Protocol#text} made of the reflected tree (HTML-safe,
 * {@code Double.toString} numbers): {@code SceneJsonTest} compares them on positions of every game.
 */
final class SceneJson {

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
        Text t = new Text(new StringBuilder(64 + 200 * scene.shapes().size()));
        write(scene, t);
        return t.b.toString();
    }

    private static void write(Scene scene, Out o) {
        o.begin(null);
        o.num("width", scene.width());
        o.num("height", scene.height());
        o.str("background", scene.background());
        o.beginArray("shapes");
        for (Shape s : scene.shapes()) {
            shape(s, o);
        }
        o.endArray();
        o.end();
    }

    private static void shape(Shape shape, Out o) {
        o.begin(null);
        if (shape instanceof Shape.Rect r) {
            o.str("id", r.id());
            o.num("x", r.x());
            o.num("y", r.y());
            o.num("w", r.w());
            o.num("h", r.h());
            o.num("arc", r.arc());
            style(r.style(), o);
        } else if (shape instanceof Shape.Ellipse e) {
            o.str("id", e.id());
            o.num("cx", e.cx());
            o.num("cy", e.cy());
            o.num("rx", e.rx());
            o.num("ry", e.ry());
            style(e.style(), o);
        } else if (shape instanceof Shape.Bead d) {
            o.str("id", d.id());
            o.num("cx", d.cx());
            o.num("cy", d.cy());
            o.num("r", d.r());
            o.str("color", d.color());
            o.str("label", d.label());
            o.str("ring", d.ring());
        } else if (shape instanceof Shape.Line l) {
            o.str("id", l.id());
            o.num("x1", l.x1());
            o.num("y1", l.y1());
            o.num("x2", l.x2());
            o.num("y2", l.y2());
            o.bool("arrow", l.arrow());
            style(l.style(), o);
        } else if (shape instanceof Shape.Polygon p) {
            o.str("id", p.id());
            o.beginArray("points");
            for (Shape.Point pt : p.points()) {
                o.begin(null);
                o.num("x", pt.x());
                o.num("y", pt.y());
                o.end();
            }
            o.endArray();
            style(p.style(), o);
        } else if (shape instanceof Shape.Text t) {
            o.str("id", t.id());
            o.num("x", t.x());
            o.num("y", t.y());
            o.str("text", t.text());
            o.num("size", t.size());
            o.str("align", t.align() == null ? null : t.align().name());
            o.bool("bold", t.bold());
            style(t.style(), o);
        } else {
            throw new IllegalArgumentException("unknown shape " + shape.getClass().getName());
        }
        Interaction on = shape.on();
        if (on != null) {
            o.begin("on");
            o.str("step", on.step());
            o.str("tooltip", on.tooltip());
            o.str("revealedBy", on.revealedBy());
            o.end();
        }
        o.str("kind", shape.getClass().getSimpleName().toLowerCase(Locale.ROOT));
        o.end();
    }

    private static void style(Style s, Out o) {
        if (s != null) {
            o.begin("style");
            o.str("fill", s.fill());
            o.str("stroke", s.stroke());
            o.num("strokeWidth", s.strokeWidth());
            o.bool("dashed", s.dashed());
            o.end();
        }
    }

    private static double checked(String key, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) { // as Gson refused it: a shape drawn at no place
            throw new IllegalArgumentException(d + " is not a valid double value as per JSON specification: " + key);
        }
        return d;
    }

    /** Where the members go: Gson's rules (a null string is left out). Keys are null in an array. */
    private interface Out {
        void begin(String key);

        void end();

        void beginArray(String key);

        void endArray();

        void num(String key, double d);

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
            checked(key, d);
            if (d == (long) d && Math.abs(d) < 1e7 && (d != 0 || 1 / d > 0)) {
                b.append((long) d).append(".0"); // what Double.toString writes for these, faster
            } else {
                b.append(d);
            }
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
            ((JsonObject) open.peek()).addProperty(key, checked(key, d));
        }

        @Override
        public void str(String key, String value) {
            if (value != null) {
                ((JsonObject) open.peek()).addProperty(key, value);
            }
        }

        @Override
        public void bool(String key, boolean value) {
            ((JsonObject) open.peek()).addProperty(key, value);
        }
    }
}
