package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.core.EndedScene;

/**
 * The picture of a game that stopped where its rules (and this window's match) see it going on:
 * aborted because nobody made a first move in time, or ended on the host (a resignation) in a
 * window that mirrors the host's table (issue 46 §1, §4). The game draws "Red to move" and marks
 * the seat to move; this draws the board still, with the {@code status} text saying why it
 * stopped and no seat marked as to move (the shipped games' shape names, as {@link EndedScene}).
 */
final class StoppedScene {

    private StoppedScene() {
    }

    static Scene of(Scene drawn, String words) {
        // the board says it briefly, within its width; the status line under it says why in full
        String said = words.startsWith("Game aborted") ? "Game aborted (no result)" : words;
        List<Shape> kept = new ArrayList<>();
        for (Shape s : EndedScene.still(drawn).shapes()) {
            if (s.id().equals("hand-hint")) {
                continue;
            }
            if (s instanceof Shape.Text t && t.id().equals("status")) {
                kept.add(new Shape.Text(t.id(), t.x(), t.y(), said, t.size(), t.align(), t.bold(), t.style(), null));
            } else if (s instanceof Shape.Bead b && b.ring() != null && b.id().startsWith("score-bead-")) {
                String tip = b.on().tooltip() == null ? null : b.on().tooltip().replace(", to move", "");
                kept.add(new Shape.Bead(b.id(), b.cx(), b.cy(), b.r(), b.color(), b.label(), null,
                        tip == null ? null : Interaction.tooltip(tip)));
            } else {
                kept.add(s);
            }
        }
        return new Scene(drawn.width(), drawn.height(), drawn.background(), kept);
    }
}
