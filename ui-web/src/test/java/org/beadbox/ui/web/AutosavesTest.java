package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A table's autosaves on the writer threads: the finished game filed whole, its autosave gone. */
class AutosavesTest {

    @TempDir
    Path home;

    @Test
    void aGamePlayedAtOnceIsFiledWithEveryMoveAndNoAutosaveLeft() throws Exception {
        RecordStore store = new RecordStore(home);
        HumanPlayer[] humans = {new HumanPlayer(), new HumanPlayer()};
        Match match = Match.builder(new TakeAway()).setup(Setup.of(2, 3)).seat(0, humans[0], "human")
                .seat(1, humans[1], "human").build();
        List<String> moves;
        try (Autosaves autosaves = new Autosaves()) {
            match.addListener(autosaves.queued(store.autosaver(match)));
            match.start();
            long end = System.nanoTime() + 20_000_000_000L;
            // Moves as fast as the match takes them: saves pile up behind and are written fewer times.
            while (!match.isOver() && System.nanoTime() < end) {
                for (HumanPlayer h : humans) {
                    GameState s = h.waitingOn().orElse(null);
                    if (s != null) {
                        h.offer(s.legalMoves().get(0));
                    }
                }
                Thread.onSpinWait();
            }
            assertTrue(match.isOver(), "the game ended");
            moves = match.moves().stream().map(m -> m.notation()).toList();
        } finally {
            match.close();
        }
        // close() waited for the queue: the record is filed now.
        try (Stream<Path> autosaved = Files.list(store.autosaves())) {
            assertEquals(List.of(), autosaved.toList(), "the autosave is gone once the game is filed");
        }
        List<Path> records = store.recent(10);
        assertEquals(1, records.size(), records.toString());
        GameRecord r = RecordStore.load(records.get(0));
        assertEquals(moves, r.moves());
        assertTrue(moves.size() >= 5, "15 beads taken one at a time: " + moves);
    }
}
