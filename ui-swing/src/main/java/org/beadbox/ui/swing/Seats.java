package org.beadbox.ui.swing;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.core.HumanPlayer;

/**
 * Which seats at a {@link Table} are people's, asked for by its undo, redo and resignation:
 * {@code humans[i]} is the person's seat {@code i} or null for a computer seat.
 */
final class Seats {

    private Seats() {
    }

    /** The seat whose turn an undo goes back to over {@code states} and {@code moves}, -1 for one move, MIN_VALUE when none. */
    static int undoSeat(HumanPlayer[] humans, List<GameState> states, List<Move> moves) {
        if (moves.isEmpty()) {
            return Integer.MIN_VALUE;
        }
        int people = 0;
        for (HumanPlayer h : humans) {
            people += h == null ? 0 : 1;
        }
        if (people == 0 || people == humans.length) {
            return -1;
        }
        for (int i = states.size() - 2; i >= 0; i--) {
            int seat = states.get(i).toMove();
            if (humans[seat] != null) {
                return seat;
            }
        }
        return Integer.MIN_VALUE;
    }

    /** The only person's seat, or -1 when there are none or several. */
    static int soleHuman(HumanPlayer[] humans) {
        int seat = -1;
        for (int i = 0; i < humans.length; i++) {
            if (humans[i] != null) {
                if (seat >= 0) {
                    return -1;
                }
                seat = i;
            }
        }
        return seat;
    }
}
