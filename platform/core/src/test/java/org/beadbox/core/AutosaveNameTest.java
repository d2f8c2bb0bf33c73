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

@DisplayName("An autosave's file name")
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
}
