package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;

/**
 * A move being entered step by step on one position. Offers the position's next steps; enters
 * forced steps (the only choice left) by itself; knows when the steps make a whole move; and
 * takes steps back, forced ones with the choice that forced them. Not thread-safe: the event
 * thread owns it.
 */
final class MoveEntry {

    private final GameState state;
    private final List<String> steps = new ArrayList<>();
    private final List<Integer> chosen = new ArrayList<>();

    /** Starts entering a move on {@code state}. */
    MoveEntry(GameState state) {
        this.state = state;
    }

    /** The position the move is for. */
    GameState state() {
        return state;
    }

    /** The steps entered so far. */
    List<String> steps() {
        return List.copyOf(steps);
    }

    /** The steps that may be entered next. */
    List<String> next() {
        return state.nextSteps(steps);
    }

    /**
     * Enters {@code step} and any steps it forces.
     *
     * @return the whole move once the steps make one that nothing extends, else empty
     * @throws IllegalArgumentException if {@code step} is not one of {@link #next()}
     */
    Optional<Move> enter(String step) {
        List<String> next = next();
        if (!next.contains(step)) {
            throw new IllegalArgumentException("'" + step + "' cannot be entered here; possible: " + next);
        }
        chosen.add(steps.size());
        steps.add(step);
        while (true) {
            next = next();
            if (next.isEmpty()) {
                Optional<Move> move = state.moveOf(steps);
                if (move.isEmpty()) {
                    throw new IllegalStateException("the steps " + steps + " end no legal move of the game");
                }
                return move;
            }
            if (next.size() > 1 || state.moveOf(steps).isPresent()) {
                return Optional.empty();
            }
            steps.add(next.get(0));
        }
    }

    /** A move the steps already make although longer moves also start with them, if any. */
    Optional<Move> complete() {
        return steps.isEmpty() ? Optional.empty() : state.moveOf(steps);
    }

    /** Takes back the last step chosen, with the forced steps after it; false if none was entered. */
    boolean back() {
        if (chosen.isEmpty()) {
            return false;
        }
        int from = chosen.remove(chosen.size() - 1);
        steps.subList(from, steps.size()).clear();
        return true;
    }

    /** Takes back every step. */
    void clear() {
        steps.clear();
        chosen.clear();
    }
}
