package org.beadbox.game.mancala;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;

/** Stub. */
final class BoardPicture {
    private final Board board;
    BoardPicture(Board board, Entry entry, MancalaMove last, int lastFrom, int entered) {
        this.board = board;
    }
    Scene scene() {
        List<Shape> shapes = new ArrayList<>();
        return new Scene(100, 40, "#000000", shapes);
    }
}
