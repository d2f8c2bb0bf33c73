package org.beadbox.ui.swing;

import java.util.List;
import java.util.Optional;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;

/**
 * How a {@link Table}'s game ended where its rules did not end it, for the table: the words of a
 * game stopped without a result here (aborted, or ended on the host), and the result of the record
 * it was opened from. Event thread, as the table.
 */
final class TableEnding {

    private String stoppedWords; // see Table.stop()
    private GameRecord.Result recorded;
    private List<String> recordedMoves = List.of();

    /** The record's result and moves the game was opened from. */
    void openedFrom(GameRecord.Result result, List<String> moves) {
        recorded = result;
        recordedMoves = List.copyOf(moves);
    }

    /**
     * The record's result when the game was opened from a record that ended off the board (a
     * resignation, a loss on time) and no move was played or taken back since; else empty.
     */
    Optional<GameRecord.Result> endedAsRecorded(Match match, History history) {
        return recorded != null && GameRecord.Result.RESIGNED.equals(recorded.status())
                && match.outcome().isEmpty() && recordedMoves.equals(history.notations())
                ? Optional.of(recorded) : Optional.empty();
    }

    /** Remembers why the game stopped. */
    void stop(String words) {
        stoppedWords = words;
    }

    /** Whether the game was stopped, whatever it shows since. */
    boolean wasStopped() {
        return stoppedWords != null;
    }

    /** Why the game stopped, while {@code history} shows no outcome of its own; else null. */
    String stopped(History history) {
        return stoppedWords != null && history.outcome().isEmpty() && !history.liveState().isOver() ? stoppedWords : null;
    }

    /** Whether the game ended without its rules ending it: a resignation or a loss on time. */
    static boolean resigned(History history) {
        return history.outcome().isPresent() && !history.liveState().isOver();
    }
}
