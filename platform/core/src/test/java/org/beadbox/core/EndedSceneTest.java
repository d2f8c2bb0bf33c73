package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.Interaction;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The picture of a game that ended by a resignation")
class EndedSceneTest {

    private static final Outcome RESIGNED = new Outcome(List.of(0.0, 0.0), List.of(1, 0), "Red resigns: Blue wins");

    /** A board as the games draw one: a status line, a clickable pit full of beads, an arrow, its preview, a hint. */
    private static Scene board() {
        return new Scene(10, 10, "#000000", List.of(
                new Shape.Text("status", 5, 1, "Red to move", 1, Shape.Align.CENTER, false, null, null),
                new Shape.Bead("pit-a1", 2, 2, 1, "#ff0000", "4", null, Interaction.step("a1", "sow a1")),
                new Shape.Polygon("arrow-3", List.of(new Shape.Point(0, 0), new Shape.Point(1, 1), new Shape.Point(0, 1)),
                        null, Interaction.step("3+", "slide bar 3")),
                new Shape.Bead("preview-3", 4, 4, 1, "#ffffff", null, null, Interaction.revealedBy("arrow-3")),
                new Shape.Text("hand-hint", 5, 9, "choose a pit to sow", 1, Shape.Align.CENTER, false, null, null)));
    }

    @Test
    @DisplayName("says the game is over with the outcome's summary, instead of whose move it is")
    void status() {
        Shape.Text status = (Shape.Text) EndedScene.of(board(), RESIGNED).shape("status");
        assertEquals("Game over: Red resigns: Blue wins", status.text());
    }

    @Test
    @DisplayName("keeps every bead, clickable or not, and drops arrows, previews and the hint")
    void still() {
        Scene ended = EndedScene.of(board(), RESIGNED);
        assertEquals(List.of("status", "pit-a1"), ended.shapes().stream().map(Shape::id).toList());
        assertTrue(ended.steps().isEmpty(), "nothing to click");
        assertEquals("sow a1", ended.shape("pit-a1").on().tooltip(), "the tooltip stays");
        assertNull(EndedScene.still(board()).shape("preview-3"));
        assertEquals("Red to move", ((Shape.Text) EndedScene.still(board()).shape("status")).text(), "still alone says nothing of an end");
    }

    @Test
    @DisplayName("leaves a game the rules ended, or an earlier position, as the game drew it")
    void onlyWhenEndedOffTheRules() {
        Scene drawn = board();
        assertEquals(drawn, EndedScene.of(drawn, true, true, Optional.of(RESIGNED)));
        assertEquals(drawn, EndedScene.of(drawn, false, false, Optional.of(RESIGNED)));
        assertEquals(drawn, EndedScene.of(drawn, false, true, Optional.empty()));
    }
}
