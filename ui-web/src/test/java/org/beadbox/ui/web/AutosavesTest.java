package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables' autosaves: each move on file before the table hears of it (a host killed then keeps
 * it), the disk's waits on the writer threads; every finished game filed whole, no autosave left.
 */
class AutosavesTest {

    private static final int TABLES = 6;

    @TempDir
    Path home;

    @Test
    void gamesPlayedAtOnceAreEachFiledWithEveryMoveAndNoAutosaveLeft() throws Exception {
        RecordStore store = new RecordStore(home);
        List<Match> matches = new ArrayList<>();
        List<HumanPlayer> humans = new ArrayList<>();
        Set<List<String>> played = new HashSet<>();
        List<String> notOnFile = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (Autosaves autosaves = new Autosaves()) {
            for (int t = 0; t < TABLES; t++) {
                HumanPlayer a = new HumanPlayer();
                HumanPlayer b = new HumanPlayer();
                humans.add(a);
                humans.add(b);
                Match m = Match.builder(new TakeAway()).setup(Setup.of(2, t)).seat(0, a, "human").seat(1, b, "human").build();
                m.addListener(autosaves.autosaver(store, m, null));
                // What the table would hear next: by then the move is in the autosave, or the game filed.
                m.addListener(new org.beadbox.core.MatchListener() {
                    @Override
                    public void moved(int seat, Move move, GameState after) {
                        int plies = m.moves().size();
                        if (!after.isOver()) {
                            try {
                                int onFile = RecordStore.load(store.autosaveFile(m)).moves().size();
                                if (onFile != plies) {
                                    notOnFile.add(plies + " moves played, " + onFile + " on file");
                                }
                            } catch (IllegalArgumentException e) {
                                notOnFile.add(plies + " moves played, no autosave: " + e.getMessage());
                            }
                        }
                    }

                    @Override
                    public void ended(org.beadbox.api.Outcome outcome) {
                        String identity = RecordStore.identity(m.record());
                        if (store.recent(100).stream().map(RecordStore::load).noneMatch(r -> RecordStore.identity(r).equals(identity)
                                && r.moves().size() == m.moves().size())) {
                            notOnFile.add("the game ended and is not filed whole");
                        }
                    }
                });
                matches.add(m);
            }
            matches.forEach(Match::start);
            // Moves as fast as the matches take them (a different first move at each table, so
            // that the games differ): saves pile up behind, and the games end in the same second.
            long end = System.nanoTime() + 30_000_000_000L;
            while (matches.stream().anyMatch(m -> !m.isOver()) && System.nanoTime() < end) {
                for (int i = 0; i < humans.size(); i++) {
                    GameState s = humans.get(i).waitingOn().orElse(null);
                    if (s != null) {
                        List<Move> legal = s.legalMoves();
                        humans.get(i).offer(legal.get(i / 2 % legal.size()));
                    }
                }
                Thread.onSpinWait();
            }
            for (Match m : matches) {
                assertTrue(m.isOver(), "every game ended");
                played.add(m.moves().stream().map(Move::notation).toList());
            }
        } finally {
            matches.forEach(Match::close);
        }
        // close() waited for the queue: every game is filed now, each under its own name.
        try (Stream<Path> autosaved = Files.list(store.autosaves())) {
            assertEquals(List.of(), autosaved.toList(), "the autosaves are gone once the games are filed");
        }
        List<Path> records = store.recent(100);
        assertEquals(TABLES, records.size(), records.toString());
        Set<List<String>> filed = new HashSet<>();
        for (Path p : records) {
            GameRecord r = RecordStore.load(p);
            assertTrue(r.moves().size() >= 5, "15 beads, at most 3 a move: " + r.moves());
            filed.add(r.moves());
        }
        assertEquals(played, filed);
        assertEquals(List.of(), notOnFile, "each move was on file before the next listener heard of it");
    }
}
