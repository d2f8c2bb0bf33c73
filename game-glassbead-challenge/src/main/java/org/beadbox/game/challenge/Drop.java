package org.beadbox.game.challenge;

import java.util.List;
import org.beadbox.api.Move;

/**
 * A drop (or, while Blue places handicap stakes, a stake) on one cell: one step, the cell's
 * name. Equal exactly when the names are equal, whatever board the move was made for.
 *
 * @param cell the cell's index on its board
 * @param square the cell's name, e.g. {@code e5}
 */
record Drop(int cell, String square) implements Move {

    @Override
    public List<String> steps() {
        return List.of(square);
    }

    @Override
    public String notation() {
        return square;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Drop d && d.square.equals(square);
    }

    @Override
    public int hashCode() {
        return square.hashCode();
    }

    @Override
    public String toString() {
        return square;
    }
}
