package org.beadbox.ui.swing;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;

/**
 * What lies under the pointer on a scene: every shape there (for revealed shapes), the step a
 * click would enter (the topmost visible clickable shape), and the tooltip to show.
 *
 * @param under ids of the visible shapes containing the point, topmost first
 * @param step the step a click enters, or null
 * @param tooltip the topmost tooltip, or null
 */
record Hover(Set<String> under, String step, String tooltip) {

    /** Nothing under the pointer. */
    static final Hover NOTHING = new Hover(Set.of(), null, null);

    /** Copies the ids. */
    Hover {
        under = Set.copyOf(under);
    }

    /** What lies at board point ({@code x}, {@code y}) of {@code scene}. */
    static Hover at(Scene scene, double x, double y) {
        List<Shape> shapes = scene.shapes();
        Set<String> under = new LinkedHashSet<>();
        for (int i = shapes.size() - 1; i >= 0; i--) {
            Shape s = shapes.get(i);
            if (s.on().revealedBy() == null && ScenePainter.outline(s).contains(x, y)) {
                under.add(s.id());
            }
        }
        String step = null;
        String tooltip = null;
        for (int i = shapes.size() - 1; i >= 0; i--) {
            Shape s = shapes.get(i);
            boolean visible = s.on().revealedBy() == null || under.contains(s.on().revealedBy());
            if (!visible || !(under.contains(s.id()) || ScenePainter.outline(s).contains(x, y))) {
                continue;
            }
            if (step == null && s.on().clickable()) {
                step = s.on().step();
            }
            if (tooltip == null && s.on().tooltip() != null) {
                tooltip = s.on().tooltip();
            }
        }
        return new Hover(under, step, tooltip);
    }

    /**
     * The id of the topmost always-painted shape at board point ({@code x}, {@code y}) that
     * describes itself (has a tooltip) and is named like {@code kind-place} ("cell-c4",
     * "pit-a3"), or null: the place a click that entered no step was aimed at.
     */
    static String placeAt(Scene scene, double x, double y) {
        List<Shape> shapes = scene.shapes();
        for (int i = shapes.size() - 1; i >= 0; i--) {
            Shape s = shapes.get(i);
            if (s.on().revealedBy() == null && s.on().tooltip() != null && s.id().indexOf('-') > 0
                    && ScenePainter.outline(s).contains(x, y)) {
                return s.id();
            }
        }
        return null;
    }
}
