package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.SeatRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A host that dies as a game ends: the game is filed the moment its last move is played, before
 * the table tells anyone; a table whose file (and last autosave) outlived that filing is not
 * reopened when the host starts again, and those files go; its links show the finished game.
 */
@Timeout(30)
class ReopenAfterTheEndTest {

    @TempDir
    Path home;

    @Test
    void aTableWhoseGameWasFiledAfterItsLastAutosaveIsNotReopenedAndItsFilesGo() throws Exception {
        Fixture fixture = new Fixture(home);
        WebTables tables = fixture.tables();
        WebTable t = tables.openTable("take-away", Setup.of(2, 3).with("beads", "4"), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        String id = t.id();
        Path tableFile = SavedTable.file(fixture.store.autosaves(), id);
        GameRecord oneShort = null;
        while (!t.match().isOver()) {
            GameState s = t.match().state();
            HumanPlayer h = t.seats().human(s.toMove());
            Fixture.await("a seat asked", () -> t.match().isOver() || Fixture.waitsNow(t, s.toMove()));
            if (t.match().isOver()) {
                break;
            }
            if (s.legalMoves().stream().allMatch(m -> s.play(m).isOver())) {
                oneShort = t.match().record(); // what the last autosave held
            }
            int before = t.match().moves().size();
            h.offer(s.legalMoves().get(0));
            Fixture.await("the move played", () -> t.match().moves().size() > before);
        }
        String identity = RecordStore.identity(t.match().record());
        // The match's listeners run on its thread, after the move is in its history.
        Fixture.await("the game filed and its table's file gone", () -> fixture.store.recent(10).stream().map(RecordStore::load)
                .anyMatch(r -> RecordStore.identity(r).equals(identity) && r.result().over()) && !Files.exists(tableFile));
        assertTrue(oneShort != null && !oneShort.result().over());

        // As a kill leaves it after the filing, before the table's file and the autosave went.
        Path stale = fixture.store.autosaves().resolve("take-away-stale.json");
        RecordStore.save(new GameRecord(oneShort.formatVersion(), oneShort.gameId(), oneShort.gameVersion(), oneShort.options(),
                oneShort.players(), oneShort.seed(), oneShort.seats(), oneShort.startPosition(), oneShort.moves(), oneShort.result(),
                oneShort.started(), "2000-01-01T00:00:00Z", oneShort.clocks()), stale);
        t.save();
        String ann = t.seatToken(0).orElseThrow();
        tables.deactivate();
        // Killed before the table heard the end: its links were not kept yet either.
        Files.delete(home.resolve(FinishedTables.FILE));
        assertTrue(Files.exists(tableFile), "the table's file is back, as a kill leaves it");

        WebTables again = new Fixture(home).tables();
        try {
            assertTrue(again.table(id).isEmpty(), "the finished game's table is not reopened");
            assertFalse(Files.exists(tableFile), "its file goes");
            assertFalse(Files.exists(stale), "the stale autosave goes");
            assertEquals(List.of(), fixture.store.unfinished(), "nothing to resume");
            assertTrue(again.finished(id, List.of(ann)).orElseThrow() instanceof FinishedConnection,
                    "Ann's link shows the finished game");
        } finally {
            again.deactivate();
        }
    }
}
