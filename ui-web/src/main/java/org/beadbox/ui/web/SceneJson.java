package org.beadbox.ui.web;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Locale;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;

/** A {@link Scene} as JSON: its size and background, and each shape with a {@code kind}. */
final class SceneJson {

    private static final Gson GSON = new Gson();

    private SceneJson() {
    }

    static JsonObject of(Scene scene) {
        JsonObject o = new JsonObject();
        o.addProperty("width", scene.width());
        o.addProperty("height", scene.height());
        o.addProperty("background", scene.background());
        JsonArray shapes = new JsonArray();
        for (Shape s : scene.shapes()) {
            JsonObject j = GSON.toJsonTree(s).getAsJsonObject();
            j.addProperty("kind", s.getClass().getSimpleName().toLowerCase(Locale.ROOT));
            shapes.add(j);
        }
        o.add("shapes", shapes);
        return o;
    }
}
