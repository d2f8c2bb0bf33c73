package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
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
 * The hand-written scene writer against what the browser got before it: Gson's reflection of
 * each shape, written by {@link Protocol#text}. Every position of random games of the three
 * games, with partial moves drawn, and shapes with every character that must be escaped.
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

    private static int same(Scene scene) {
        String expected = Protocol.text(reflected(scene));
        assertEquals(expected, SceneJson.text(scene));
        assertEquals(expected, Protocol.text(SceneJson.of(scene)));
        return scene.shapes().size();
    }

    @Test
    void everyPositionOfRandomGamesOfTheThreeGamesIsWrittenAsGsonWroteIt() {
        for (Game game : List.of(new Challenge(), new GlassBeadGame(), new BeadMaster())) {
            int shapes = 0;
            int positions = 0;
            for (long seed = 1; seed <= 2; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                GameState s = game.start(game.resolve(Setup.of(game.info().minPlayers(), seed)));
                for (int ply = 0; ply < 300 && !s.isOver(); ply++) {
                    shapes += same(s.draw(List.of()));
                    List<String> next = s.nextSteps(List.of());
                    if (!next.isEmpty()) { // a partial move draws its own highlights
                        same(s.draw(List.of(next.get(random.nextInt(next.size())))));
                    }
                    positions++;
                    s = s.play(s.randomMove(random));
                }
                shapes += same(s.draw(List.of()));
            }
            assertTrue(positions > 30 && shapes > 30 * positions / 10, game.info().id() + ": " + positions + " positions, " + shapes + " shapes");
        }
    }

    @Test
    void markupQuotesControlCharactersAndEveryKindOfShapeAreWrittenAsGsonWroteThem() {
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
}
