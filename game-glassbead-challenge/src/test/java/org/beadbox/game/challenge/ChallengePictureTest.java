package org.beadbox.game.challenge;

import static org.beadbox.game.challenge.ChallengeRulesTest.GAME;
import static org.beadbox.game.challenge.ChallengeRulesTest.play;
import static org.beadbox.game.challenge.ChallengeRulesTest.setup;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.beadbox.api.GameState;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The scene and the text board. */
class ChallengePictureTest {

    @Nested
    @DisplayName("the scene of Neto's diagram")
    class NetoScene {

        final ChallengeState s = play(setup(), "f4 d6");
        final Scene scene = s.draw(List.of());

        @Test
        @DisplayName("every legal square, and only those, is a clickable step")
        void clickableSquares() {
            assertEquals(new HashSet<>(s.legalNotations()), new HashSet<>(scene.steps()));
            assertTrue(scene.shape("cell-e5").on().clickable());
            assertFalse(scene.shape("cell-e6").on().clickable(), "Blue's square is not Red's to play");
            assertFalse(scene.shape("cell-d6").on().clickable(), "a bead's square");
        }

        @Test
        @DisplayName("beads are glass beads in Red and Blue; the last one carries a ring")
        void beads() {
            Shape.Bead red = assertInstanceOf(Shape.Bead.class, scene.shape("bead-f4"));
            Shape.Bead blue = assertInstanceOf(Shape.Bead.class, scene.shape("bead-d6"));
            assertEquals(Challenge.COLOURS[0], red.color());
            assertEquals(Challenge.COLOURS[1], blue.color());
            assertNull(red.ring());
            assertNotNull(blue.ring(), "d6 was the last move");
        }

        @Test
        @DisplayName("owned empty squares carry a chip in the owner's colour; e5 none")
        void chips() {
            Shape.Ellipse chip = assertInstanceOf(Shape.Ellipse.class, scene.shape("own-e4"));
            assertEquals(Challenge.COLOURS[0], chip.style().fill());
            assertEquals(Challenge.COLOURS[1], ((Shape.Ellipse) scene.shape("own-c7")).style().fill());
            assertNull(scene.shape("own-e5"));
            assertNull(scene.shape("own-f4"), "a bead's square has no chip");
        }

        @Test
        @DisplayName("hovering f6 reveals a ghost bead and the squares that change hands: e5 won, e6 and e7 to nobody")
        void hoverPreview() {
            Set<String> revealed = new HashSet<>();
            for (Shape shape : scene.shapes()) {
                if ("cell-f6".equals(shape.on().revealedBy())) {
                    revealed.add(shape.id());
                }
            }
            assertEquals(Set.of("ghost-f6", "flip-f6-e5", "flip-f6-e6", "flip-f6-g6", "flip-f6-e7", "flip-f6-f7", "flip-f6-g7"),
                    revealed);
            assertEquals("f6: Red drops here; wins e5 g6 f7 g7; e6 e7 become nobody's", scene.shape("cell-f6").on().tooltip());
            assertNull(scene.shape("flip-f6-g5"), "g5 is Red's already");
        }

        @Test
        @DisplayName("coordinates run along the edges and the score is shown")
        void coordinatesAndScore() {
            assertEquals("a", ((Shape.Text) scene.shape("file-bottom-a")).text());
            assertEquals("10", ((Shape.Text) scene.shape("rank-left-10")).text());
            assertEquals("Red 8", ((Shape.Text) scene.shape("score-red")).text());
            assertEquals("Blue 8", ((Shape.Text) scene.shape("score-blue")).text());
            assertTrue(((Shape.Text) scene.shape("status")).text().contains("Red to move"));
        }

        @Test
        @DisplayName("with the move entered, nothing is clickable and its preview is shown outright")
        void partial() {
            Scene entered = s.draw(List.of("f6"));
            assertTrue(entered.steps().isEmpty());
            assertNotNull(entered.shape("ghost-f6"));
            assertNull(entered.shape("ghost-f6").on().revealedBy());
            assertThrows(IllegalArgumentException.class, () -> s.draw(List.of("e6")));
            assertThrows(IllegalArgumentException.class, () -> s.draw(List.of("f6", "g6")));
        }
    }

    @Test
    @DisplayName("the swap button is a step exactly when swap is offered")
    void swapButton() {
        Scene offered = play(setup("swap", "on"), "e5").draw(List.of());
        assertEquals("swap", offered.shape("swap-button").on().step());
        assertTrue(offered.steps().contains("swap"));
        assertNull(play(setup("swap", "on"), "e5 a1").draw(List.of()).shape("swap-button"));
    }

    @Test
    @DisplayName("stakes are drawn as Blue diamonds, and the hex board as hexagons")
    void stakesAndHex() {
        Scene staked = GAME.start(setup("stakes", "d4")).draw(List.of());
        assertInstanceOf(Shape.Polygon.class, staked.shape("stake-d4"));
        Scene hex = GAME.start(setup("board", "hex")).draw(List.of());
        Shape.Polygon cell = assertInstanceOf(Shape.Polygon.class, hex.shape("cell-f6"));
        assertEquals(6, cell.points().size());
        assertEquals(91, hex.steps().size());
        assertNotNull(hex.shape("file-bottom-k"));
    }

    @Test
    @DisplayName("the text board shows coordinates, beads, ownership, the last move and the score")
    void textBoard() {
        String text = play(setup(), "f4 d6").toText();
        List<String> lines = text.lines().toList();
        assertEquals("   a b c d e f g h i j", lines.get(0));
        assertEquals(" 6 . . b[B]b . . . . .  6", lines.get(5));
        assertEquals(" 4 . . . . r R r . . .  4", lines.get(7));
        assertEquals("Red 8  Blue 8", lines.get(12));
        assertEquals("Red to move", lines.get(13));
        GameState end = play(setup("size", "9", "komi", "0.5"), ChallengeRulesTest.ThompsonGame.MOVES);
        assertTrue(end.toText().endsWith("Red 45  Blue 36.5 (36 + komi 0.5)\nRed wins 45–36.5"), end.toText());
        String hex = GAME.start(setup("board", "hex", "size", "3", "handicap", "1")).toText();
        assertTrue(hex.contains(" 5   . . .    5\n 4  . . . .   4\n 3 . . . . .  3"), hex);
        assertTrue(hex.endsWith("Blue to place stake 1 of 1"), hex);
    }
}
