package org.beadbox.api;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A picture of a position that any front-end can draw: shapes in board units, painted in list
 * order on a {@code width × height} board. A front-end scales it to fit, keeping its aspect.
 *
 * @param width the board's width in board units
 * @param height the board's height in board units
 * @param background the colour behind the board, {@code #rrggbb}
 * @param shapes painted in order; ids unique
 */
public record Scene(double width, double height, String background, List<Shape> shapes) {

    /** Checks the size and that ids are unique. */
    public Scene {
        if (!(width > 0 && height > 0)) {
            throw new IllegalArgumentException("a scene needs a positive size, not " + width + "×" + height);
        }
        Style.checkColor(background);
        shapes = List.copyOf(shapes);
        Set<String> ids = new HashSet<>();
        for (Shape s : shapes) {
            if (!ids.add(s.id())) {
                throw new IllegalArgumentException("shape id " + s.id() + " is used twice");
            }
        }
    }

    /** The clickable steps in this scene, in paint order, each once. */
    public List<String> steps() {
        return shapes.stream().map(Shape::on).filter(Interaction::clickable).map(Interaction::step).distinct().toList();
    }

    /** The shape with this id, or null. */
    public Shape shape(String id) {
        Objects.requireNonNull(id);
        for (Shape s : shapes) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        return null;
    }
}
