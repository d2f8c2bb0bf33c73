package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class TweenTest {

    private static Shape.Bead bead(String id, double x) {
        return new Shape.Bead(id, x, 1, 0.5, "#3366ff", null, null, null);
    }

    private final Scene before = new Scene(10, 2, "#ffffff", List.of(bead("moves", 1), bead("falls", 5)));
    private final Scene after = new Scene(10, 2, "#ffffff", List.of(bead("moves", 9), bead("appears", 3)));

    private static Tween.Sprite sprite(List<Tween.Sprite> sprites, String id) {
        return sprites.stream().filter(s -> s.shape().id().equals(id)).findFirst().orElseThrow();
    }

    @Nested
    @DisplayName("halfway between two scenes")
    class Halfway {
        private final List<Tween.Sprite> sprites = Tween.between(before, after, 0.5);

        @Test
        @DisplayName("a bead with the same id is on its way from the old place to the new")
        void slides() {
            double x = ((Shape.Bead) sprite(sprites, "moves").shape()).cx();
            assertThat(x).isStrictlyBetween(1.0, 9.0);
        }

        @Test
        @DisplayName("a new bead fades in and a vanished one fades out, shrinking")
        void fades() {
            assertThat(sprite(sprites, "appears").alpha()).isStrictlyBetween(0.0, 1.0);
            Tween.Sprite falling = sprite(sprites, "falls");
            assertThat(falling.alpha()).isStrictlyBetween(0.0, 1.0);
            assertThat(((Shape.Bead) falling.shape()).r()).isLessThan(0.5);
        }
    }

    @Test
    @DisplayName("at the end only the new scene is painted, exactly")
    void end() {
        List<Tween.Sprite> sprites = Tween.between(before, after, 1);
        assertThat(sprites).extracting(Tween.Sprite::shape).containsExactlyElementsOf(after.shapes());
        assertThat(sprites).allSatisfy(s -> assertThat(s.alpha()).isCloseTo(1.0, within(1e-9)));
    }

    @Test
    @DisplayName("scenes of different sizes are not animated")
    void differentSizes() {
        Scene other = new Scene(5, 2, "#ffffff", List.of(bead("moves", 2)));
        assertThat(Tween.between(before, other, 0.3)).extracting(Tween.Sprite::shape).containsExactlyElementsOf(other.shapes());
    }
}
