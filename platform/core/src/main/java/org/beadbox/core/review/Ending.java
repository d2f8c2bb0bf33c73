package org.beadbox.core.review;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;

/**
 * How a reviewed game ended off the board, for the mark at the end of the review's graph: a
 * resignation (or a loss on time, recorded as one), or a draw by agreement; the game's last
 * position is not over by the rules then, yet the game has an outcome.
 *
 * @param label what the graph's end says: the outcome's summary ("Red resigns"), else "resigned"
 *     or "draw agreed"
 * @param draw whether it ended in a draw (by agreement) rather than a resignation
 * @param winners the outcome's winners (the seats in first place)
 */
public record Ending(String label, boolean draw, List<Integer> winners) {

    /** The ending of a game whose last position is {@code last} and outcome {@code outcome}; empty when it ended by the rules or goes on. */
    public static Optional<Ending> of(GameState last, Optional<Outcome> outcome) {
        if (outcome.isEmpty() || last.outcome().isPresent()) {
            return Optional.empty();
        }
        Outcome o = outcome.get();
        boolean draw = o.isDraw();
        String label = o.summary() == null || o.summary().isBlank() ? (draw ? "draw agreed" : "resigned") : o.summary();
        return Optional.of(new Ending(label, draw, o.winners()));
    }
}
