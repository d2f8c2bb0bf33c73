package org.beadbox.testkit;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Scene;

/**
 * A test game's state that needs no notation or picture of its own: moves are read by their
 * notation, the text is the position, the picture blank.
 */
public interface PlainState extends GameState {

    /** {@code move}, if it is legal here. */
    default Move legal(Move move) {
        if (!legalMoves().contains(move)) {
            throw new IllegalMoveException(move.notation() + " is not a move here");
        }
        return move;
    }

    @Override
    default Move parseMove(String notation) {
        return legalMoves().stream().filter(m -> m.notation().equals(notation)).findFirst()
                .orElseThrow(() -> new IllegalMoveException(notation + " is not a move here"));
    }

    @Override
    default String toText() {
        return position();
    }

    @Override
    default Scene draw(List<String> partialMove) {
        return new Scene(1, 1, "#ffffff", List.of());
    }
}
