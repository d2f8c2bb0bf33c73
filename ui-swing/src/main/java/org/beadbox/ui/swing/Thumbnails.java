package org.beadbox.ui.swing;

import java.awt.image.BufferedImage;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;

/** Small pictures of games' starting positions, drawn off the event thread. */
final class Thumbnails {

    private Thumbnails() {
    }

    /** The starting position of {@code game} with its fewest seats and default options, as a card picture. */
    static BufferedImage of(Game game) {
        var scene = game.start(Setup.of(game.info().minPlayers(), 1)).draw(List.of());
        return ScenePainter.thumbnail(scene, GameCard.PICTURE_W, GameCard.PICTURE_H);
    }
}
