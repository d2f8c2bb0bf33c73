package org.beadbox.ui.swing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The review window's status line counts moves in good English (issue 46 §24: "1 moves"). */
class ReviewCountTest {

    @Test
    @DisplayName("\"1 move\", \"0 moves\", \"2 moves\"")
    void agrees() {
        assertEquals("1 move", ReviewWindow.moves(1));
        assertEquals("0 moves", ReviewWindow.moves(0));
        assertEquals("2 moves", ReviewWindow.moves(2));
    }
}
