package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ScenePainterTest {

    private final Scene scene = new Scene(10, 10, "#f4ecd8",
            List.of(new Shape.Bead("b", 5, 5, 4, "#2e6fd8", null, null, null)));

    private static Color at(BufferedImage image, int x, int y) {
        return new Color(image.getRGB(x, y), true);
    }

    @Test
    @DisplayName("a glass bead is lit at its upper left and shaded at its lower right")
    void glass() {
        BufferedImage image = ScenePainter.thumbnail(scene, 200, 200);
        Color highlight = at(image, 70, 65);
        Color shade = at(image, 150, 150);
        assertThat(Colors.luminance(highlight)).isGreaterThan(Colors.luminance(shade) + 0.2);
        assertThat(at(image, 100, 100).getBlue()).isGreaterThan(at(image, 100, 100).getRed());
    }

    @Test
    @DisplayName("the board is scaled to fit, keeping its aspect, with its background behind the shapes")
    void board() {
        BufferedImage image = ScenePainter.thumbnail(scene, 300, 200);
        Color corner = at(image, 60, 12);
        assertThat(Colors.luminance(corner)).isGreaterThan(0.8);
        assertThat(at(image, 5, 100).getAlpha()).isLessThan(60);
    }

    @Test
    @DisplayName("colours with alpha are read as such")
    void alpha() {
        assertThat(Colors.parse("#11223380").getAlpha()).isEqualTo(128);
        assertThat(Colors.parse("#112233").getAlpha()).isEqualTo(255);
    }
}
