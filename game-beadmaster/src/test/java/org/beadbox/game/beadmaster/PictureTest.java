package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class PictureTest {

    private static final String BOARD = "bars=0000000/1111111 beads=a4/c4/e4/g4 move=0 place=0 last=- runs=-/-/-/- blocked=opponents repeat=limited";

    @Nested
    @DisplayName("while sliding")
    class Sliding {

        private final GameState state = Script.at(BOARD, "H2+ H3+ V2+");
        private final Scene scene = state.draw(List.of());

        @Test
        @DisplayName("the clickable arrows are exactly the legal slides")
        void arrowsAreTheLegalSlides() {
            assertEquals(new HashSet<>(state.legalNotations()), new HashSet<>(scene.steps()));
            assertTrue(scene.shape("arrow-H4+").on().clickable());
        }

        @Test
        @DisplayName("a blocked bar's arrow is drawn, not clickable, with the reason as tooltip")
        void blockedArrow() {
            Shape arrow = scene.shape("arrow-H3-");
            assertNotNull(arrow);
            assertFalse(arrow.on().clickable());
            assertTrue(arrow.on().tooltip().contains("blocked") && arrow.on().tooltip().contains("White"), arrow.on().tooltip());
            assertFalse(scene.shape("arrow-H3+").on().clickable(), "both directions of a blocked bar are blocked");
            assertNull(scene.shape("arrow-H5-"), "H5 is inner: it cannot slide further in");
        }

        @Test
        @DisplayName("pointing at an arrow reveals the beads that would fall and the bar's new place")
        void hoverPreview() {
            for (String hole : new String[] {"a4", "c4", "e4", "g4"}) {
                Shape mark = scene.shape("falls-H4+-" + hole);
                assertNotNull(mark, hole);
                assertEquals("arrow-H4+", mark.on().revealedBy());
            }
            assertEquals("arrow-H4+", scene.shape("ghost-H4+-H4").on().revealedBy());
            assertTrue(scene.shape("arrow-H4+").on().tooltip().contains("knocks off a4 (Yellow)"));
            assertNull(scene.shape("falls-H2--a4"));
        }

        @Test
        @DisplayName("every hole shows whether and by which bar it is covered; beads sit on their holes")
        void holesAndBeads() {
            assertTrue(scene.shape("hole-a1").on().tooltip().contains("covered by H1 (red)"), scene.shape("hole-a1").on().tooltip());
            assertTrue(scene.shape("hole-b1").on().tooltip().contains("open"));
            Shape.Bead bead = (Shape.Bead) scene.shape("bead-c4");
            assertEquals(BeadMaster.seatColor(1), bead.color());
            assertEquals(Palette.DANGER, bead.ring(), "one slide from falling");
        }

        @Test
        @DisplayName("the last slide is outlined; a chosen slide is drawn with nothing clickable")
        void lastAndChosen() {
            assertNotNull(scene.shape("last-slide-V2"));
            Scene chosen = state.draw(List.of("H4+"));
            assertTrue(chosen.steps().isEmpty());
            assertNull(chosen.shape("falls-H4+-a4").on().revealedBy(), "the chosen slide's preview is always shown");
            assertThrows(IllegalArgumentException.class, () -> state.draw(List.of("H3-")));
            assertThrows(IllegalArgumentException.class, () -> state.draw(List.of("H4+", "H4+")));
        }
    }

    @Test
    @DisplayName("the beads that just fell are marked, and the panel says who is out and who won")
    void fallen() {
        GameState end = Script.at(BOARD, "H2+ H3+ V2+ H4+");
        Scene scene = end.draw(List.of());
        for (String hole : new String[] {"a4", "c4", "e4", "g4"}) {
            assertNotNull(scene.shape("fell-" + hole), hole);
            assertNull(scene.shape("bead-" + hole));
        }
        assertEquals("wins", ((Shape.Text) scene.shape("seat-3-beads")).text());
        assertEquals("out", ((Shape.Text) scene.shape("seat-0-beads")).text());
        assertTrue(scene.steps().isEmpty());
    }

    @Test
    @DisplayName("during placement the empty covered holes are clickable, and only they")
    void placement() {
        GameState s = Script.start(3, "1111111/1111111", "e1 a5");
        Scene scene = s.draw(List.of());
        assertEquals(new HashSet<>(s.legalNotations()), new HashSet<>(scene.steps()));
        assertFalse(scene.steps().contains("e1"));
        assertFalse(scene.steps().contains("a1"), "a1 is open");
        org.junit.jupiter.api.Assertions.assertNotEquals(Palette.MARK, ((Shape.Bead) scene.shape("bead-a5")).ring(),
                "no gold ring hugging the bead: it would tint it");
        Shape.Ellipse last = (Shape.Ellipse) scene.shape("last-place-a5");
        Shape.Bead bead = (Shape.Bead) scene.shape("bead-a5");
        assertEquals(Palette.MARK, last.style().stroke(), "the bead just placed");
        assertTrue(last.rx() - last.style().strokeWidth() / 2 > bead.r() * 1.3, "the ring stands clear of the bead");
        assertTrue(scene.shapes().indexOf(last) < scene.shapes().indexOf(bead), "the ring lies under the bead");
    }

    @Test
    @DisplayName("the coordinates on the rim are large enough to read: a third of a hole's spacing")
    void labels() {
        Scene scene = Script.start(3, "1111111/1111111", "e1").draw(List.of());
        for (String id : new String[] {"col-a", "row-7"}) {
            assertTrue(((Shape.Text) scene.shape(id)).size() >= 0.3, id);
        }
    }

    @Test
    @DisplayName("the text board shows beads by letter, coverage, bar positions, seats and whose turn it is")
    void text() {
        String text = Script.at(BOARD, "H2+").toText();
        assertTrue(text.contains("  4  Y | W | G o K   H4 inner"), text);
        assertTrue(text.contains("H2 central"), text);
        assertTrue(text.contains("Last move: H2+ by Yellow"), text);
        assertTrue(text.contains("White to slide; blocked: H2"), text);
    }
}
