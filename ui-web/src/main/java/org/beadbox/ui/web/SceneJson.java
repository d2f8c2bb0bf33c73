package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * about 26 KB (docs/web-load.md). Written as text, member by member, numbers digit by digit from
 * the rounded whole number (no {@code Double.toString}): {@code SceneJsonTest} decodes it back
 * and compares it with the scene.
 */
final class SceneJson {

    /** Numbers are rounded to the board's longer side over this, down to a power of ten. */
    static final double PRECISION = 1e5;

    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final long[] TENS = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L, 100_000_000L,
        1_000_000_000L};

    private final StringBuilder b;
    private final int places;
    private final double scale;
    private boolean first = true; // no member yet in the object or array open

    private SceneJson(StringBuilder b, int places) {
        this.b = b;
        this.places = places;
        this.scale = TENS[places];
    }

    /** The scene as a JSON tree, to put into a message built as a tree (the same JSON as {@link #text}). */
    static JsonObject of(Scene scene) {
        return JsonParser.parseString(text(scene)).getAsJsonObject();
    }

    /** The scene as the text sent: HTML-safe JSON, as {@link Protocol#text} writes strings. */
    static String text(Scene scene) {
        SceneJson w = new SceneJson(new StringBuilder(64 + 70 * scene.shapes().size()), places(scene));
        w.write(scene);
        return w.b.toString();
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

    private void write(Scene scene) {
        Map<Style, Integer> styles = new HashMap<>();
        List<Style> order = new ArrayList<>();
        for (Shape s : scene.shapes()) {
            Style st = style(s);
            if (st != null && styles.putIfAbsent(st, order.size()) == null) {
                order.add(st);
            }
        }
        begin(null, '{');
        num("width", scene.width());
        num("height", scene.height());
        str("background", scene.background());
        begin("styles", '[');
        for (Style st : order) {
            begin(null, '{');
            str("fill", st.fill());
            str("stroke", st.stroke());
            num("strokeWidth", st.strokeWidth());
            if (st.dashed()) {
                bool("dashed", true);
            }
            end('}');
        }
        end(']');
        begin("shapes", '[');
        for (Shape s : scene.shapes()) {
            shape(s, styles);
        }
        end(']');
        end('}');
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

    private void shape(Shape shape, Map<Style, Integer> styles) {
        begin(null, '[');
        str(null, kind(shape));
        str(null, shape.id());
        String label = null; // a bead's, then its ring: the last members, left out from the last one set
        String ring = null;
        if (shape instanceof Shape.Rect r) {
            element(r.x());
            element(r.y());
            element(r.w());
            element(r.h());
            element(r.arc());
        } else if (shape instanceof Shape.Ellipse e) {
            element(e.cx());
            element(e.cy());
            element(e.rx());
            element(e.ry());
        } else if (shape instanceof Shape.Bead d) {
            element(d.cx());
            element(d.cy());
            element(d.r());
            str(null, d.color());
            label = d.label();
            ring = d.ring();
        } else if (shape instanceof Shape.Line l) {
            element(l.x1());
            element(l.y1());
            element(l.x2());
            element(l.y2());
            bool(null, l.arrow());
        } else if (shape instanceof Shape.Polygon p) {
            begin(null, '[');
            for (Shape.Point pt : p.points()) {
                element(pt.x());
                element(pt.y());
            }
            end(']');
        } else if (shape instanceof Shape.Text t) {
            element(t.x());
            element(t.y());
            str(null, t.text());
            element(t.size());
            str(null, t.align().name());
            bool(null, t.bold());
        }
        Interaction on = shape.on();
        boolean hasOn = on != null && (on.step() != null || on.tooltip() != null || on.revealedBy() != null);
        if (shape instanceof Shape.Bead) {
            if (label != null || ring != null || hasOn) {
                strOrNull(label);
            }
            if (ring != null || hasOn) {
                strOrNull(ring);
            }
        } else {
            Style st = style(shape);
            if (st != null || hasOn) {
                key(null);
                if (st == null) {
                    b.append("null");
                } else {
                    b.append(styles.get(st).intValue());
                }
            }
        }
        if (hasOn) {
            begin(null, '{');
            str("step", on.step());
            str("tooltip", on.tooltip());
            str("revealedBy", on.revealedBy());
            end('}');
        }
        end(']');
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

    // ------------------------------------------------------------ JSON, as Gson's HTML-safe writer writes it

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

    private void begin(String key, char open) {
        key(key);
        b.append(open);
        first = true;
    }

    private void end(char close) {
        b.append(close);
        first = false;
    }

    /** A number member, rounded; left out when it rounds to 0. */
    private void num(String key, double d) {
        checked(key, d);
        double scaled = d * scale;
        if (Math.abs(scaled) >= 1e15) {
            key(key);
            b.append(d); // beyond a long's exact range: as it is
        } else if (Math.round(scaled) != 0) {
            key(key);
            fixed(Math.round(scaled));
        }
    }

    /** A number in an array, rounded (0 written). */
    private void element(double d) {
        checked("a shape's member", d);
        double scaled = d * scale;
        key(null);
        if (Math.abs(scaled) >= 1e15) {
            b.append(d);
        } else {
            fixed(Math.round(scaled));
        }
    }

    /** {@code m} over 10^places in decimal, without trailing zeros (nor a point when whole). */
    private void fixed(long m) {
        if (m < 0) {
            b.append('-');
            m = -m;
        }
        long ten = TENS[places];
        b.append(m / ten);
        long frac = m % ten;
        if (frac != 0) {
            b.append('.');
            int digits = places;
            while (frac % 10 == 0) {
                frac /= 10;
                digits--;
            }
            for (long t = TENS[digits - 1]; t > frac && t > 1; t /= 10) {
                b.append('0'); // leading zeros of the fraction
            }
            b.append(frac);
        }
    }

    private void str(String key, String value) {
        if (value != null) {
            key(key);
            quote(value);
        }
    }

    private void strOrNull(String value) {
        if (value == null) {
            key(null);
            b.append("null");
        } else {
            str(null, value);
        }
    }

    private void bool(String key, boolean value) {
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

    private static void checked(String key, double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) { // as Gson refused it: a shape drawn at no place
            throw new IllegalArgumentException(d + " is not a valid double value as per JSON specification: " + key);
        }
    }
}
