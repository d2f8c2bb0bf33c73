package org.beadbox.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Outcome;
import org.beadbox.api.Quote;

/**
 * What a record claims about its result and the rules do not bear out, as notes: the record is
 * loaded all the same (nothing in it is lost; the rules' own result is what is shown and
 * played on), and the person is told. {@link RecordStore#open} gives them.
 */
final class RecordNotes {

    private RecordNotes() {
    }

    /** One line for each claim of {@code record}'s result that its {@code replay} contradicts. */
    static List<String> of(GameRecord record, Replay replay) {
        List<String> notes = new ArrayList<>();
        GameRecord.Result claimed = record.result();
        int seats = replay.start().players();
        if (!claimed.scores().isEmpty() && claimed.scores().size() != seats) {
            notes.add("its result.scores holds " + claimed.scores().size() + (claimed.scores().size() == 1 ? " score" : " scores")
                    + " for a game of " + seats + " seats; the rules' scores are used");
        }
        Optional<Outcome> outcome = replay.last().outcome();
        if (outcome.isPresent()) {
            if (!claimed.over()) {
                notes.add("it claims the game is unfinished, but its moves end it (" + Quote.line(outcome.get().summary()) + ")");
            } else if (!claimed.winners().isEmpty() && !claimed.winners().equals(outcome.get().winners())) {
                notes.add("it claims winners " + claimed.winners() + "; the rules give " + outcome.get().winners());
            }
        } else if (GameRecord.Result.FINISHED.equals(claimed.status())) {
            notes.add("it claims the game is over; the rules say it goes on");
        }
        return List.copyOf(notes);
    }
}
