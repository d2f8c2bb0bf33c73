package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("An autosave")
class AutosaveNameTest {

    @TempDir
    Path home;

    @Test
    @DisplayName("is the match's own, even for a resumed game with the same start time, and names the process")
    void ownName() {
        RecordStore store = new RecordStore(home);
        Instant started = Instant.parse("2026-11-22T03:00:00Z");
        Match a = Match.builder(new TakeAway()).setup(Setup.of(2, 1)).started(started)
                .seat(0, new TestPlayers.First(), "a").seat(1, new TestPlayers.First(), "b").build();
        Match b = Match.builder(new TakeAway()).setup(Setup.of(2, 1)).started(started)
                .seat(0, new TestPlayers.First(), "a").seat(1, new TestPlayers.First(), "b").build();
        Path fa = store.autosaveFile(a);
        assertNotEquals(fa, store.autosaveFile(b));
        assertTrue(fa.getFileName().toString().startsWith("take-away-20261122-030000-"
                + Long.toHexString(ProcessHandle.current().pid()) + "-"), fa.toString());
        a.close();
        b.close();
    }

    @Test
    @DisplayName("never holds a finished game: when the listeners after it hear the last move, the game is filed whole and the autosave gone")
    void neverFinished() throws InterruptedException {
        RecordStore store = new RecordStore(home);
        Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "5"))
                .seat(0, new TestPlayers.First(), "a").seat(1, new TestPlayers.First(), "b").build();
        Path file = store.autosaveFile(m);
        java.util.List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        m.addListener(store.autosaver(m));
        m.addListener(new MatchListener() {
            @Override
            public void moved(int seat, org.beadbox.api.Move move, org.beadbox.api.GameState after) {
                if (after.isOver()) {
                    seen.add(java.nio.file.Files.exists(file) ? "autosave " + RecordStore.load(file).result().status()
                            : "filed " + store.recent(5).stream().map(RecordStore::load)
                                    .map(r -> r.result().status() + " " + r.moves().size()).toList());
                }
            }
        });
        m.start();
        assertTrue(m.awaitEnd(java.time.Duration.ofSeconds(5)).isPresent());
        m.close();
        org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of("filed [finished 5]"), seen,
                "what was on file when the last move was heard (a host tells its players then)");
        org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(), store.unfinished(), "filed: nothing to offer back");
    }
}
