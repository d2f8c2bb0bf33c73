package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The index of finished tables' links: what a link finds, how long and how many are kept, an unreadable file. */
class FinishedTablesTest {

    @TempDir
    Path dir;

    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-11-01T10:00:00Z"));

    private FinishedTables index() {
        return new FinishedTables(dir.resolve(FinishedTables.FILE), now::get);
    }

    private static final String ANN = Tokens.token();
    private static final String WATCH = Tokens.token();

    @Test
    void aLinkFindsItsSeatsOnlyWithEveryTokenRightAndAfterAReadBack() {
        FinishedTables index = index();
        String bob = Tokens.token();
        index.add("table0001", "take-away", "2026-11-01T09:00:00Z", Arrays.asList(ANN, null, bob), WATCH);
        FinishedTables read = index(); // the next run
        assertEquals(Set.of(0), read.find("table0001", List.of(ANN)).orElseThrow().seats());
        assertEquals(Set.of(0, 2), read.find("table0001", List.of(ANN, bob)).orElseThrow().seats());
        assertEquals(Set.of(), read.find("table0001", List.of(WATCH)).orElseThrow().seats());
        assertEquals("take-away@2026-11-01T09:00:00Z", read.find("table0001", List.of(WATCH)).orElseThrow().entry().identity());
        assertTrue(read.find("table0001", List.of(ANN, Tokens.token())).isEmpty());
        assertTrue(read.find("table0002", List.of(ANN)).isEmpty());
        assertTrue(read.find("table0001", List.of()).isEmpty());
    }

    @Test
    void aGameUndoneAfterItsEndIsForgotten() {
        FinishedTables index = index();
        index.add("table0001", "take-away", "2026-11-01T09:00:00Z", List.of(ANN), WATCH);
        index.remove("table0001");
        assertTrue(index().find("table0001", List.of(ANN)).isEmpty());
    }

    @Test
    void tablesAreKeptThirtyDaysAndTwoHundredAtMost() {
        FinishedTables index = index();
        index.add("old000001", "take-away", "2026-10-01T09:00:00Z", List.of(ANN), WATCH);
        now.set(now.get().plus(Duration.ofDays(FinishedTables.KEEP_DAYS)));
        assertTrue(index().find("old000001", List.of(ANN)).isPresent(), "thirty days on, still there");
        now.set(now.get().plus(Duration.ofMinutes(1)));
        assertTrue(index().find("old000001", List.of(ANN)).isEmpty(), "gone after thirty days");
        for (int i = 0; i < FinishedTables.KEEP + 5; i++) {
            now.set(now.get().plusSeconds(1));
            index.add(String.format("t%08d", i), "take-away", "2026-11-01T09:00:00Z", List.of(Tokens.token()), Tokens.token());
        }
        List<FinishedTables.Entry> kept = index().entries();
        assertEquals(FinishedTables.KEEP, kept.size());
        assertEquals("t00000005", kept.get(0).table(), "the oldest went first");
    }

    @Test
    void anUnreadableIndexIsSetAsideAndANewOneStarts() throws Exception {
        Path file = dir.resolve(FinishedTables.FILE);
        Files.writeString(file, "{not json");
        FinishedTables index = index();
        assertTrue(index.find("table0001", List.of(ANN)).isEmpty());
        assertTrue(Files.exists(dir.resolve(FinishedTables.FILE + ".unreadable")));
        index.add("table0001", "take-away", "2026-11-01T09:00:00Z", List.of(ANN), WATCH);
        assertTrue(index().find("table0001", List.of(ANN)).isPresent());
        assertFalse(Files.readString(file).contains(ANN));
    }
}
