package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class HoverTest {

    private final Scene scene = new Scene(10, 10, "#ffffff", List.of(
            new Shape.Rect("square", 0, 0, 4, 4, 0, Style.fill("#eeeeee"), Interaction.step("a1", "drop on a1")),
            new Shape.Bead("bead", 2, 2, 1, "#ff0000", null, null, Interaction.tooltip("a red bead")),
            new Shape.Rect("preview", 6, 6, 2, 2, 0, Style.fill("#00ff00"), Interaction.revealedBy("square")),
            new Shape.Rect("other", 5, 5, 5, 5, 0, Style.fill("#0000ff"), Interaction.step("b2", null))));

    @Test
    @DisplayName("the topmost tooltip shows, and a click enters the step of the topmost clickable shape")
    void topmost() {
        Hover h = Hover.at(scene, 2, 2);
        assertThat(h.tooltip()).isEqualTo("a red bead");
        assertThat(h.step()).isEqualTo("a1");
        assertThat(h.under()).contains("square", "bead");
    }

    @Test
    @DisplayName("a revealed shape takes no clicks while its trigger is not hovered")
    void hiddenShapesAreNotHit() {
        Hover h = Hover.at(scene, 7, 7);
        assertThat(h.step()).isEqualTo("b2");
        assertThat(h.under()).doesNotContain("preview");
    }

    @Test
    @DisplayName("nothing is under a point off every shape")
    void nothing() {
        Hover h = Hover.at(scene, 4.5, 9.5);
        assertThat(h.step()).isNull();
        assertThat(h.tooltip()).isNull();
        assertThat(h.under()).isEmpty();
    }
}
