package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Setup;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;
import org.junit.jupiter.api.Test;

/**
 * The compact scene writer: what it writes decodes, as the browser's {@code scene.js} decodes
 * it, to the scene itself (numbers within half the rounding step), on every position of random
 * games of the three games (with partial moves drawn) and on shapes with every character that
 * must be escaped; and it is much smaller than the JSON Gson's reflection wrote of each shape,
 * which the browser got before.
 */
class SceneJsonTest {

    /** The scene as it was converted until the writer replaced it (Gson's reflection). */
    private static final Gson GSON = new Gson();

    private static JsonObject reflected(Scene scene) {
        Gson gson = GSON;
        JsonObject o = new JsonObject();
        o.addProperty("width", scene.width());
        o.addProperty("height", scene.height());
        o.addProperty("background", scene.background());
        JsonArray shapes = new JsonArray();
        for (Shape s : scene.shapes()) {
            JsonObject j = gson.toJsonTree(s).getAsJsonObject();
            j.addProperty("kind", s.getClass().getSimpleName().toLowerCase(Locale.ROOT));
            shapes.add(j);
        }
        o.add("shapes", shapes);
        return o;
    }

    /** Checks the scene's text and tree and decodes it back; its length in characters. */
    private static int same(Scene scene) {
        String text = SceneJson.text(scene);
        assertEquals(text, Protocol.text(SceneJson.of(scene)), "Gson's HTML-safe writer writes what it reads as the same text");
        JsonObject read = JsonParser.parseString(text).getAsJsonObject();
        assertSamePicture(scene, decode(read), Math.pow(10, -SceneJson.places(scene)) / 2);
        return text.length();
    }

    @Test
    void everyPositionOfRandomGamesOfTheThreeGamesDecodesToItsSceneInUnderHalfTheBytes() {
        for (Game game : List.of(new Challenge(), new GlassBeadGame(), new BeadMaster())) {
            int positions = 0;
            long compact = 0;
            long before = 0;
            for (long seed = 1; seed <= 2; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                GameState s = game.start(game.resolve(Setup.of(game.info().minPlayers(), seed)));
                for (int ply = 0; ply < 300 && !s.isOver(); ply++) {
                    Scene scene = s.draw(List.of());
                    compact += same(scene);
                    before += Protocol.text(reflected(scene)).length();
                    List<String> next = s.nextSteps(List.of());
                    if (!next.isEmpty()) { // a partial move draws its own highlights
                        same(s.draw(List.of(next.get(random.nextInt(next.size())))));
                    }
                    positions++;
                    s = s.play(s.randomMove(random));
                }
                same(s.draw(List.of()));
            }
            assertTrue(positions > 30, game.info().id() + ": " + positions + " positions");
            assertTrue(compact * 2 < before, game.info().id() + ": " + compact / positions + " characters a position, "
                    + before / positions + " as Gson wrote them");
        }
    }

    @Test
    void numbersAreRoundedToAHundredThousandthOfTheBoardAndWrittenShort() {
        Scene scene = new Scene(11.8, 14.3, "#010203", List.of(
                new Shape.Rect("frame", 0.3000000000000004, 1.6999999999999997, 1.0, 11.2, 0, Style.NONE, null)));
        assertEquals(4, SceneJson.places(scene));
        assertEquals(3, SceneJson.places(new Scene(106.5, 64, "#010203", List.of())));
        assertEquals(0, SceneJson.places(new Scene(5e5, 1, "#010203", List.of())));
        assertEquals("{\"width\":11.8,\"height\":14.3,\"background\":\"#010203\",\"styles\":[{}],"
                + "\"shapes\":[[\"rect\",\"frame\",0.3,1.7,1,11.2,0,0]]}",
                SceneJson.text(scene));
    }

    @Test
    void markupQuotesControlCharactersAndEveryKindOfShapeDecodeToTheirScene() {
        String nasty = "<b>\"x\" & 'y' = \\ \t\n\r\b\f \u0001 \u001f \u2028 \u2029 é ☃ 𝄞</b>";
        Interaction all = new Interaction("s<1>", nasty, "r&1");
        List<Shape> shapes = new ArrayList<>(List.of(
                new Shape.Rect("r" + nasty, 0.1, -2, 1e-7, 3.5e12, -0.0, Style.NONE, all),
                new Shape.Rect("r2", 9_999_999, 10_000_000, -9_999_999, 1.5, 123456.125, Style.NONE, all),
                new Shape.Ellipse("e", 1, 2, 3, 4, Style.of("#112233", "#445566aa", 0.25).withDash(), null),
                new Shape.Bead("b", 1.5, 2.5, 0.4, "#ffffff", nasty, "#000000", Interaction.step("a1", null)),
                new Shape.Bead("b2", 1, 2, 3, "#ffffff", null, null, Interaction.revealedBy("b")),
                new Shape.Line("l", 0, 0, 10, 10, true, Style.stroke("#123456", 2), Interaction.tooltip("t")),
                new Shape.Polygon("p", List.of(new Shape.Point(0, 0), new Shape.Point(1, 0.5), new Shape.Point(-1, 1e-3)),
                        Style.fill("#abcdef"), null),
                new Shape.Text("t", 3, 4, nasty, 12, Shape.Align.RIGHT, true, Style.fill("#000000"), null),
                new Shape.Text("t2", 3, 4, "", 12, null, false, null, null)));
        same(new Scene(100.5, 1e3, "#010203", shapes));
        same(new Scene(1, 1, "#010203", List.of()));
    }

    // ------------------------------------------------------------ the decoder, as scene.js reads it

    private static double num(JsonObject o, String key) {
        return o.has(key) ? o.get(key).getAsDouble() : 0;
    }

    private static boolean bool(JsonObject o, String key) {
        return o.has(key) && o.get(key).getAsBoolean();
    }

    private static String str(JsonObject o, String key) {
        return o.has(key) ? o.get(key).getAsString() : null;
    }

    /** Member k of a shape's array: null when left out or null. */
    private static JsonElement at(JsonArray a, int k) {
        return k < a.size() && !a.get(k).isJsonNull() ? a.get(k) : null;
    }

    private static String str(JsonArray a, int k) {
        JsonElement e = at(a, k);
        return e == null ? null : e.getAsString();
    }

    /** A compact scene back as a {@link Scene}, as scene.js reads it. */
    static Scene decode(JsonObject o) {
        List<Style> styles = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("styles")) {
            JsonObject st = e.getAsJsonObject();
            styles.add(new Style(str(st, "fill"), str(st, "stroke"), num(st, "strokeWidth"), bool(st, "dashed")));
        }
        List<Shape> shapes = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("shapes")) {
            JsonArray s = e.getAsJsonArray();
            String kind = s.get(0).getAsString();
            String id = s.get(1).getAsString();
            int tail = switch (kind) { // where the style (a bead: its label) is
                case "rect", "line" -> 7;
                case "ellipse" -> 6;
                case "bead" -> 6;
                case "polygon" -> 3;
                case "text" -> 8;
                default -> throw new AssertionError("unknown kind " + s);
            };
            Style style = kind.equals("bead") || at(s, tail) == null ? null : styles.get(at(s, tail).getAsInt());
            int onAt = kind.equals("bead") ? 8 : tail + 1;
            JsonObject on = at(s, onAt) == null ? new JsonObject() : at(s, onAt).getAsJsonObject();
            Interaction i = new Interaction(str(on, "step"), str(on, "tooltip"), str(on, "revealedBy"));
            shapes.add(switch (kind) {
                case "rect" -> new Shape.Rect(id, d(s, 2), d(s, 3), d(s, 4), d(s, 5), d(s, 6), style, i);
                case "ellipse" -> new Shape.Ellipse(id, d(s, 2), d(s, 3), d(s, 4), d(s, 5), style, i);
                case "bead" -> new Shape.Bead(id, d(s, 2), d(s, 3), d(s, 4), str(s, 5), str(s, 6), str(s, 7), i);
                case "line" -> new Shape.Line(id, d(s, 2), d(s, 3), d(s, 4), d(s, 5), s.get(6).getAsBoolean(), style, i);
                case "polygon" -> {
                    JsonArray xy = s.get(2).getAsJsonArray();
                    List<Shape.Point> points = new ArrayList<>();
                    for (int k = 0; k < xy.size(); k += 2) {
                        points.add(new Shape.Point(xy.get(k).getAsDouble(), xy.get(k + 1).getAsDouble()));
                    }
                    yield new Shape.Polygon(id, points, style, i);
                }
                default -> new Shape.Text(id, d(s, 2), d(s, 3), str(s, 4), d(s, 5), Shape.Align.valueOf(str(s, 6)),
                        s.get(7).getAsBoolean(), style, i);
            });
        }
        return new Scene(num(o, "width"), num(o, "height"), str(o, "background"), shapes);
    }

    private static double d(JsonArray a, int k) {
        return a.get(k).getAsDouble();
    }

    /** The same scene, every number within {@code tolerance}: the same record components otherwise. */
    private static void assertSamePicture(Scene expected, Scene actual, double tolerance) {
        assertSame("scene", expected, actual, tolerance);
    }

    private static void assertSame(String where, Object expected, Object actual, double tolerance) {
        if (expected instanceof Double d) {
            assertEquals(d, (Double) actual, tolerance * (1 + 1e-9), where);
        } else if (expected instanceof List<?> l) {
            List<?> a = (List<?>) actual;
            assertEquals(l.size(), a.size(), where + " size");
            for (int k = 0; k < l.size(); k++) {
                assertSame(where + "[" + k + "]", l.get(k), a.get(k), tolerance);
            }
        } else if (expected != null && expected.getClass().isRecord()) {
            assertEquals(expected.getClass(), actual.getClass(), where);
            for (RecordComponent c : expected.getClass().getRecordComponents()) {
                try {
                    assertSame(where + "." + c.getName(), c.getAccessor().invoke(expected), c.getAccessor().invoke(actual), tolerance);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        } else {
            assertEquals(expected, actual, where);
        }
    }
}
