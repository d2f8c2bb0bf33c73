package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.Match;

/**
 * The game so far as a {@link Table} shows it: the match's positions, moves and outcome as of
 * the table's last snapshot, and which position is shown (the live one, or an earlier one the
 * person went back to). Confined to the event thread, like the table.
 */
final class History {

    private List<GameState> states;
    private List<Move> moves;
    private Optional<Outcome> outcome = Optional.empty();
    private int viewing = -1;

    /** Takes a fresh snapshot of {@code match}; a shown position the match no longer has gives way to the live one. */
    void refresh(Match match) {
        states = match.states();
        moves = match.moves();
        outcome = match.outcome();
        if (viewing >= states.size()) {
            viewing = -1;
        }
    }

    /** The positions: the start, then the one after each move. */
    List<GameState> states() {
        return states;
    }

    /** The moves played, in order. */
    List<Move> moves() {
        return moves;
    }

    /** How the game came out, once over. */
    Optional<Outcome> outcome() {
        return outcome;
    }

    /** The index of the move whose position is shown, -1 for the start; {@code moves().size() - 1} when live. */
    int shownMove() {
        return viewing < 0 ? moves.size() - 1 : viewing - 1;
    }

    /** Whether the live position is shown (not an earlier one). */
    boolean live() {
        return viewing < 0;
    }

    /** The position shown. */
    GameState shown() {
        return viewing < 0 ? liveState() : states.get(viewing);
    }

    /** The latest position. */
    GameState liveState() {
        return states.get(states.size() - 1);
    }

    /** Shows the position after move {@code index} (-1: the start); the last move shows the live position. */
    void view(int index) {
        int target = index + 1;
        viewing = target >= states.size() - 1 ? -1 : Math.max(0, target);
    }

    /** Shows the live position. */
    void showLive() {
        viewing = -1;
    }

    /** The notations of the moves, for the move list. */
    List<String> notations() {
        List<String> out = new ArrayList<>(moves.size());
        for (Move m : moves) {
            out.add(m.notation());
        }
        return out;
    }
}
