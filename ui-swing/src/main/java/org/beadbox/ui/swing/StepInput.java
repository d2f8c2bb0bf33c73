package org.beadbox.ui.swing;

import java.util.List;
import org.beadbox.api.Move;

/**
 * The board side of entering a move at a {@link Table}: the step a hint asks for, why a click
 * entered nothing, playing the steps entered as they stand, and taking a step back. Event thread
 * only, like its table; does nothing while the table does not take clicks.
 */
final class StepInput {

    private final Table table;

    /** The input for {@code table}. */
    StepInput(Table table) {
        this.table = table;
    }

    /** The step on the board that the hint asks for next, or null. */
    String hintStep() {
        Move hint = table.hint().orElse(null);
        if (hint == null || !table.interactive()) {
            return null;
        }
        List<String> done = table.entry().steps();
        List<String> steps = hint.steps();
        return steps.size() > done.size() && steps.subList(0, done.size()).equals(done) ? steps.get(done.size()) : null;
    }

    /**
     * Says why a click on {@code place} (a shape id like "cell-c4", see {@link Hover#placeAt})
     * entered nothing: the game's own reason the move there cannot be played, or that it does
     * not continue the steps entered.
     */
    void explain(String place) {
        if (!table.interactive() || place == null) {
            return;
        }
        MoveEntry entry = table.entry();
        String name = place.substring(place.indexOf('-') + 1);
        if (!entry.steps().isEmpty()) {
            table.say(name + " does not continue " + String.join(" ", entry.steps())
                    + ": click a highlighted place, or take a step back with Backspace.");
            return;
        }
        try {
            entry.state().parseMove(name);
        } catch (RuntimeException e) {
            table.say(e.getMessage());
        }
    }

    /** Whether the steps entered make a whole move although longer moves start with them too. */
    boolean completeEntered() {
        return table.interactive() && table.entry().complete().isPresent();
    }

    /** Plays the steps entered as they stand, when they make a move that longer moves extend. */
    void playEntered() {
        if (table.interactive()) {
            table.entry().complete().ifPresent(table::play);
        }
    }

    /** Takes back the last step entered; false when none was. */
    boolean back() {
        if (table.interactive() && table.entry().back()) {
            table.changed();
            return true;
        }
        return false;
    }
}
