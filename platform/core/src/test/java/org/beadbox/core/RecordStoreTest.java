package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The record store")
class RecordStoreTest {

    @TempDir
    Path dir;

    private final GameCatalog catalog = GameCatalog.of(new TakeAway());

    private static GameRecord record(List<String> moves) {
        return new GameRecord(GameRecord.FORMAT, TakeAway.ID, "1.2.3", Map.of("beads", "10"), 2, 42,
                List.of(new GameRecord.Seat("Player 1", "human"), new GameRecord.Seat("Player 2", "mcts:time=0.2")),
                "", moves, new GameRecord.Result(GameRecord.Result.UNFINISHED, "", List.of(), List.of(0.0, 0.0)),
                "2026-11-22T02:40:00Z", "2026-11-22T02:41:00Z");
    }

    private GameRecord loadText(String json) throws IOException {
        Path f = dir.resolve("r.json");
        Files.writeString(f, json);
        return RecordStore.load(f);
    }

    @Nested
    @DisplayName("when saving and loading")
    class RoundTrip {

        @Test
        @DisplayName("reads back exactly what it wrote")
        void roundTrip() {
            Path f = dir.resolve("sub/game.json");
            GameRecord r = record(List.of("3", "2", "1"));
            RecordStore.save(r, f);
            assertEquals(r, RecordStore.load(f));
        }

        @Test
        @DisplayName("replaces an existing file in one step and leaves no temporary file behind")
        void atomic() throws IOException {
            Path f = dir.resolve("game.json");
            RecordStore.save(record(List.of("1")), f);
            RecordStore.save(record(List.of("1", "2")), f);
            assertEquals(List.of("1", "2"), RecordStore.load(f).moves());
            try (Stream<Path> files = Files.list(dir)) {
                assertEquals(List.of(f), files.toList(), "only the record is in the folder");
            }
        }

        @Test
        @DisplayName("replays a record through the rules")
        void replays() {
            Replay r = RecordStore.replay(record(List.of("3", "3", "3", "1")), catalog);
            assertTrue(r.last().isOver());
            assertEquals(List.of(1), r.last().outcome().orElseThrow().winners());
            assertEquals(10, r.setup().players() * 5, "two seats");
        }
    }

    @Nested
    @DisplayName("refuses a bad file with a clear message")
    class BadFiles {

        @Test
        @DisplayName("truncated JSON, naming line and column")
        void truncated() {
            String json = RecordStore.toJson(record(List.of("1")));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> loadText(json.substring(0, json.length() / 2)));
            assertTrue(e.getMessage().startsWith("r.json: not a readable Beadbox record"), e.getMessage());
            assertTrue(e.getMessage().contains("line"), e.getMessage());
        }

        @Test
        @DisplayName("a field of the wrong type")
        void wrongType() {
            String json = RecordStore.toJson(record(List.of("1"))).replace("\"players\": 2", "\"players\": \"two\"");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> loadText(json));
            assertTrue(e.getMessage().contains("players"), e.getMessage());
        }

        @Test
        @DisplayName("a missing field")
        void missing() {
            String json = RecordStore.toJson(record(List.of("1"))).replaceAll("\"gameId\": \"take-away\",", "");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> loadText(json));
            assertEquals("r.json: not a readable Beadbox record: missing field gameId", e.getMessage());
        }

        @Test
        @DisplayName("an unknown format version")
        void version() {
            String json = RecordStore.toJson(record(List.of("1"))).replace("\"formatVersion\": 1", "\"formatVersion\": 7");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> loadText(json));
            assertTrue(e.getMessage().contains("record format version 7 is not known"), e.getMessage());
        }

        @Test
        @DisplayName("an empty file, and a file that does not exist")
        void emptyOrAbsent() {
            assertEquals("r.json: the file is empty, not a Beadbox record",
                    assertThrows(IllegalArgumentException.class, () -> loadText("  ")).getMessage());
            assertTrue(assertThrows(IllegalArgumentException.class, () -> RecordStore.load(dir.resolve("none.json")))
                    .getMessage().endsWith("none.json: no such file"));
        }

        @Test
        @DisplayName("an unknown game, naming the installed ones")
        void unknownGame() {
            GameRecord r = record(List.of("1"));
            GameRecord other = new GameRecord(r.formatVersion(), "chess", "", Map.of(), 2, 0, r.seats(), "", List.of(),
                    r.result(), "", "");
            assertEquals("unknown game 'chess': installed games are take-away",
                    assertThrows(IllegalArgumentException.class, () -> RecordStore.replay(other, catalog)).getMessage());
        }

        @Test
        @DisplayName("an illegal move, naming its number")
        void illegalMove() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> RecordStore.replay(record(List.of("3", "3", "4")), catalog));
            assertEquals("move 3: '4' is not a take: write 1, 2 or 3", e.getMessage());
        }

        @Test
        @DisplayName("a move after the end")
        void afterTheEnd() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> RecordStore.replay(record(List.of("3", "3", "3", "1", "1")), catalog));
            assertTrue(e.getMessage().startsWith("move 5: 1: the game is already over"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("in the home folder")
    class Home {

        @Test
        @DisplayName("autosaves after every move, files the finished game under records and offers back the unfinished")
        void autosave() throws InterruptedException {
            RecordStore store = new RecordStore(dir);
            HumanPlayer human = new HumanPlayer();
            Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "4"))
                    .seat(0, human, "human").seat(1, new TestPlayers.First(), "first").build();
            m.addListener(store.autosaver(m));
            m.start();
            assertTrue(MatchTest.awaitTrue(human::isWaiting));
            human.offer("1");
            assertTrue(MatchTest.awaitTrue(() -> store.unfinished().size() == 1 && store.unfinished().get(0).record().moves().size() == 2));
            assertEquals(List.of("1", "1"), store.unfinished().get(0).record().moves());
            assertTrue(MatchTest.awaitTrue(human::isWaiting));
            human.offer("2");
            assertTrue(m.awaitEnd(Duration.ofSeconds(5)).isPresent());
            assertTrue(MatchTest.awaitTrue(() -> store.unfinished().isEmpty() && store.recent(10).size() == 1));
            assertEquals(GameRecord.Result.FINISHED, RecordStore.load(store.recent(10).get(0)).result().status());
            m.close();
        }

        @Test
        @DisplayName("keeps an abandoned game's autosave")
        void abandoned() throws InterruptedException {
            RecordStore store = new RecordStore(dir);
            HumanPlayer human = new HumanPlayer();
            Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 1)).moves(List.of("2"))
                    .seat(0, new TestPlayers.First(), "first").seat(1, human, "human").build();
            m.addListener(store.autosaver(m));
            m.start();
            assertTrue(MatchTest.awaitTrue(human::isWaiting));
            m.close();
            List<RecordStore.Unfinished> left = store.unfinished();
            assertEquals(1, left.size());
            assertEquals(List.of("2"), left.get(0).record().moves());
            store.discard(left.get(0).file());
            assertTrue(store.unfinished().isEmpty());
            assertFalse(Files.exists(left.get(0).file()));
        }

        @Test
        @DisplayName("replaces the autosave a game was resumed from only once the resumed game's own is written")
        void resumedOnce() throws InterruptedException, IOException {
            RecordStore store = new RecordStore(dir);
            Path old = store.autosaves().resolve("take-away-old.json");
            RecordStore.save(record(List.of("2")), old);
            Path elsewhere = dir.resolve("mine.json");
            RecordStore.save(record(List.of("2")), elsewhere);
            assertEquals(1, store.unfinished().size());

            HumanPlayer human = new HumanPlayer();
            Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "10")).moves(List.of("2"))
                    .seat(0, new TestPlayers.First(), "first").seat(1, human, "human").build();
            m.addListener(store.autosaver(m, old));
            m.start();
            assertTrue(MatchTest.awaitTrue(human::isWaiting));
            List<RecordStore.Unfinished> left = store.unfinished();
            assertEquals(1, left.size(), "the resumed game is offered once, from its new autosave");
            assertFalse(Files.exists(old));
            assertEquals(store.autosaveFile(m), left.get(0).file());
            m.close();

            Match other = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "10")).moves(List.of("2"))
                    .seat(0, new TestPlayers.First(), "first").seat(1, new HumanPlayer(), "human").build();
            other.addListener(store.autosaver(other, elsewhere));
            other.start();
            assertTrue(MatchTest.awaitTrue(() -> store.unfinished().size() == 2));
            assertTrue(Files.exists(elsewhere), "a record opened from outside the autosave folder is the person's, and kept");
            other.close();
        }

        @Test
        @DisplayName("writes nothing for a finished game opened to look at, and files it again to the same record")
        void finishedOpened() throws InterruptedException {
            RecordStore store = new RecordStore(dir);
            Match first = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "4")).moves(List.of("3", "1"))
                    .seat(0, new TestPlayers.First(), "first").seat(1, new HumanPlayer(), "human").build();
            Path filed = store.saveRecord(first.record());
            first.close();
            for (int look = 0; look < 2; look++) {
                Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "4")).moves(List.of("3", "1"))
                        .seat(0, new TestPlayers.First(), "first").seat(1, new HumanPlayer(), "human").build();
                m.addListener(store.autosaver(m, filed));
                m.start();
                assertTrue(m.awaitEnd(Duration.ofSeconds(5)).isPresent());
                m.close();
            }
            assertEquals(List.of(filed), store.recent(10), "one game, one record");
            assertTrue(store.unfinished().isEmpty());
        }

        @Test
        @DisplayName("lists a game saved twice once, by its newest file, and leaves out games listed elsewhere")
        void savedOnce() throws IOException {
            RecordStore store = new RecordStore(dir);
            Path a = store.records().resolve("a.json");
            Path b = store.records().resolve("b.json");
            RecordStore.save(record(List.of("2")), a);
            RecordStore.save(record(List.of("2", "3")), b);
            Files.setLastModifiedTime(a, java.nio.file.attribute.FileTime.fromMillis(1_000_000));
            List<RecordStore.Saved> saved = store.saved(10, java.util.Set.of());
            assertEquals(1, saved.size());
            assertEquals(b, saved.get(0).file());
            assertTrue(store.saved(10, java.util.Set.of(RecordStore.identity(record(List.of())))).isEmpty());
        }

        @Test
        @DisplayName("files games finished in the same second from many threads each under a name of its own")
        void concurrentFiling() throws Exception {
            RecordStore store = new RecordStore(dir);
            int n = 12;
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(n);
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            List<java.util.concurrent.Future<Path>> filed = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                List<String> moves = List.of(Integer.toString(1 + i % 3));
                filed.add(pool.submit(() -> {
                    go.await();
                    return store.saveRecord(record(moves));
                }));
            }
            go.countDown();
            java.util.Set<Path> names = new java.util.HashSet<>();
            for (java.util.concurrent.Future<Path> f : filed) {
                names.add(f.get());
            }
            pool.shutdown();
            assertEquals(n, names.size(), "every game got its own file");
            try (Stream<Path> files = Files.list(store.records())) {
                assertEquals(n, files.count(), "and every file is there, none overwritten");
            }
        }

        @Test
        @DisplayName("is beadbox.home when set")
        void home() {
            assertEquals(Path.of("/tmp/bb"), RecordStore.home("/tmp/bb"));
            assertEquals(dir.resolve("records"), new RecordStore(dir).records());
            assertEquals(dir.resolve("autosave"), new RecordStore(dir).autosaves());
        }
    }
}
