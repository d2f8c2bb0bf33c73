package org.beadbox.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.CorrespondenceControl;
import org.beadbox.core.online.TableStore;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.rating.Glicko2;
import org.beadbox.server.rating.Rating;
import org.beadbox.server.rating.Ratings;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lobby's seeks, tables and ratings on a real database, migrated by Flyway as the server
 * does: H2 ({@link LobbyOnH2Test}) and PostgreSQL ({@link LobbyOnPostgresTest}) run the same tests.
 */
abstract class LobbyDatabaseTest {

    /** The database to use: empty for H2 in the test's folder. */
    abstract Optional<String> database() throws Exception;

    private static final Instant NOW = Instant.parse("2026-11-27T08:00:00Z");

    @TempDir
    Path home;
    Database db;
    Account ann;
    Account bob;
    Account cy;

    @BeforeEach
    void open() throws Exception {
        db = new Database(new ServerSettings(0, database(), Optional.empty(), Optional.empty()), home);
        Accounts accounts = new Accounts(db);
        ann = accounts.register("ann", "correct horse battery", "127.0.0.1");
        bob = accounts.register("bob", "correct horse battery", "127.0.0.1");
        cy = accounts.register("cyd", "correct horse battery", "127.0.0.1");
    }

    @AfterEach
    void close() {
        db.close();
    }

    private static Seek.Offer rated(String game) {
        return new Seek.Offer(game, Map.of("beads", "5"), 2, true, Optional.of(TimeControl.of(5, 3)), Optional.empty());
    }

    private static Seek.Offer correspondence(int days) {
        return new Seek.Offer(TakeAway.ID, Map.of("beads", "5"), 2, true, Optional.empty(),
                Optional.of(new CorrespondenceControl(days)));
    }

    private long post(Account by, Seek.Offer offer, Long forAccount) {
        return db.inTransaction(c -> Seeks.post(c, by.id(), offer, forAccount, NOW));
    }

    @Nested
    @DisplayName("seeks")
    class SeeksOnTheDatabase {

        @Test
        @DisplayName("are listed newest first, filtered by game, with the poster's name and the offer as posted")
        void listed() {
            post(ann, rated(TakeAway.ID), null);
            post(bob, correspondence(3), null);
            post(bob, rated("glassbead-challenge"), null);
            List<Seek> all = db.inTransaction(c -> Seeks.open(c, cy.id(), null));
            assertEquals(3, all.size());
            assertEquals("glassbead-challenge", all.get(0).offer().game());
            assertEquals("ann", all.get(2).posterName());
            assertEquals(Optional.of(TimeControl.of(5, 3)), all.get(2).offer().live());
            assertEquals(Optional.of(new CorrespondenceControl(3)), all.get(1).offer().correspondence());
            assertEquals(Map.of("beads", "5"), all.get(2).offer().options());
            assertEquals(2, db.inTransaction(c -> Seeks.open(c, cy.id(), TakeAway.ID)).size());
        }

        @Test
        @DisplayName("one sent to a named player is seen and taken by that player only")
        void named() {
            long id = post(ann, rated(TakeAway.ID), bob.id());
            assertTrue(db.inTransaction(c -> Seeks.open(c, cy.id(), null)).isEmpty());
            assertEquals(1, db.inTransaction(c -> Seeks.open(c, bob.id(), null)).size());
            assertEquals(Optional.of("bob"), db.inTransaction(c -> Seeks.open(c, ann.id(), null)).get(0).forName());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> db.inTransaction(c -> Seeks.accept(c, cy.id(), id, "t1")));
            assertEquals("this seek is for bob only", e.getMessage());
            assertEquals(ann.id(), db.inTransaction(c -> Seeks.accept(c, bob.id(), id, "t1")).poster());
        }

        @Test
        @DisplayName("accepting one's own seek is refused, twice, and leaves it open")
        void ownSeek() {
            long id = post(ann, rated(TakeAway.ID), null);
            for (int i = 0; i < 2; i++) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> db.inTransaction(c -> Seeks.accept(c, ann.id(), id, "t1")));
                assertEquals("this is your own seek: wait for someone else to accept it", e.getMessage());
            }
            assertEquals(1, db.inTransaction(c -> Seeks.open(c, bob.id(), null)).size());
        }

        @Test
        @DisplayName("of two accounts accepting at once exactly one gets the seek; a second accept is refused")
        void race() throws Exception {
            long id = post(ann, rated(TakeAway.ID), null);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                List<Callable<String>> takers = new ArrayList<>();
                for (Account a : List.of(bob, cy)) {
                    takers.add(() -> {
                        try {
                            db.inTransaction(c -> Seeks.accept(c, a.id(), id, "t-" + a.name()));
                            return "won";
                        } catch (IllegalArgumentException e) {
                            return e.getMessage();
                        }
                    });
                }
                List<String> answers = new ArrayList<>();
                for (Future<String> f : pool.invokeAll(takers)) {
                    answers.add(f.get());
                }
                Collections.sort(answers);
                assertEquals(List.of("this seek was taken or withdrawn: pick another", "won"), answers);
            } finally {
                pool.shutdownNow();
            }
            assertTrue(db.inTransaction(c -> Seeks.open(c, cy.id(), null)).isEmpty());
        }

        @Test
        @DisplayName("SQL metacharacters in options are kept as text")
        void metacharacters() {
            String evil = "x'); DROP TABLE seek; --";
            post(ann, new Seek.Offer(TakeAway.ID, Map.of("beads", evil), 2, false, Optional.empty(), Optional.empty()), null);
            assertEquals(evil, db.inTransaction(c -> Seeks.open(c, bob.id(), null)).get(0).offer().options().get("beads"));
        }

        @Test
        @DisplayName("a withdrawn seek is gone; only its poster can withdraw it")
        void withdraw() {
            long id = post(ann, rated(TakeAway.ID), null);
            assertFalse((boolean) db.inTransaction(c -> Seeks.withdraw(c, bob.id(), id)));
            assertTrue((boolean) db.inTransaction(c -> Seeks.withdraw(c, ann.id(), id)));
            assertTrue(db.inTransaction(c -> Seeks.open(c, ann.id(), null)).isEmpty());
        }
    }

    /** Takes the first legal move: on TakeAway, one bead. */
    static final class First implements Player {
        @Override
        public Move choose(GameState state, org.beadbox.api.Clock clock, Progress progress) {
            return state.legalMoves().get(0);
        }
    }

    private String openTable(Seek.Offer offer) {
        long id = post(ann, offer, null);
        String table = "tbl" + id;
        db.inTransaction(c -> {
            Seek s = Seeks.accept(c, bob.id(), id, table);
            LobbyTables.open(c, table, s, bob.id(), bob.name(), 0, 7, NOW, List.of("/t/" + table + "/a", "/t/" + table + "/b"));
            return null;
        });
        return table;
    }

    private static Match match(TableStore store, String table, List<String> moves) {
        MatchBuilder b = Match.builder(new TakeAway()).setup(Setup.of(2, 7).with("beads", "5"))
                .seat(0, new First(), "ann").seat(1, new First(), "bob");
        b.moves(moves);
        Match m = b.build();
        m.addListener(store.keeper(table, m));
        return m;
    }

    @Nested
    @DisplayName("a table")
    class Tables {

        @Test
        @DisplayName("commits every move, and at its end both ratings move as Glicko-2 says, with their history")
        void ratedGame() throws Exception {
            String table = openTable(rated(TakeAway.ID));
            List<String> ended = Collections.synchronizedList(new ArrayList<>());
            TableStore store = DatabaseTableStore.over(db, Clock.fixed(NOW, ZoneOffset.UTC), ended::add);
            try (Match m = match(store, table, List.of())) {
                m.start();
                assertTrue(m.awaitEnd(Duration.ofSeconds(10)).isPresent());
                assertEquals(List.of(0), m.outcome().get().winners());
                m.close();
            }
            assertEquals(List.of(table), ended);
            assertEquals(5, count("SELECT COUNT(*) FROM lobby_move WHERE table_id = '" + table + "'"));
            Rating annAfter = db.inTransaction(c -> Ratings.standing(c, ann.id(), TakeAway.ID)).rating();
            Rating bobAfter = db.inTransaction(c -> Ratings.standing(c, bob.id(), TakeAway.ID)).rating();
            assertEquals(Glicko2.rate(Rating.NEWCOMER, List.of(new Glicko2.Result(Rating.NEWCOMER, 1))), annAfter);
            assertEquals(Glicko2.rate(Rating.NEWCOMER, List.of(new Glicko2.Result(Rating.NEWCOMER, 0))), bobAfter);
            assertTrue(annAfter.rating() > 1500 && bobAfter.rating() < 1500);
            assertEquals(1, db.inTransaction(c -> Ratings.history(c, ann.id(), TakeAway.ID)).size());
            GameRecord record = RecordStore.fromJson(db.inTransaction(c -> LobbyTables.record(c, table)).orElseThrow(), table);
            assertEquals(List.of("1", "1", "1", "1", "1"), record.moves());
            assertTrue(record.result().over());
            LobbyTables.Entry annsView = db.inTransaction(c -> LobbyTables.of(c, ann.id(), 10)).get(0);
            assertEquals("finished", annsView.state());
            assertEquals(List.of("ann", "bob"), annsView.names());
        }

        @Test
        @DisplayName("a rated game the players agree drawn is rated a draw (Glicko-2 score 0.5) and filed as drawn by agreement")
        void agreedDraw() throws Exception {
            String table = openTable(rated(TakeAway.ID));
            TableStore store = DatabaseTableStore.over(db, Clock.fixed(NOW, ZoneOffset.UTC), t -> { });
            org.beadbox.core.HumanPlayer annPlays = new org.beadbox.core.HumanPlayer();
            Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 7).with("beads", "5"))
                    .seat(0, annPlays, "human").seat(1, new org.beadbox.core.HumanPlayer(), "human").build();
            m.addListener(store.keeper(table, m));
            try (m) {
                m.start();
                long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                while (!annPlays.isWaiting() && System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                assertEquals(null, m.offerDraw(0).join());
                assertEquals(null, m.answerDraw(1, true).join());
                assertEquals(List.of(0, 1), m.awaitEnd(Duration.ofSeconds(10)).orElseThrow().winners());
            }
            Rating annAfter = db.inTransaction(c -> Ratings.standing(c, ann.id(), TakeAway.ID)).rating();
            Rating bobAfter = db.inTransaction(c -> Ratings.standing(c, bob.id(), TakeAway.ID)).rating();
            assertEquals(Glicko2.rate(Rating.NEWCOMER, List.of(new Glicko2.Result(Rating.NEWCOMER, 0.5))), annAfter);
            assertEquals(annAfter, bobAfter, "two newcomers drawn: the same rating after");
            assertEquals(1, db.inTransaction(c -> Ratings.history(c, bob.id(), TakeAway.ID)).size());
            GameRecord record = RecordStore.fromJson(db.inTransaction(c -> LobbyTables.record(c, table)).orElseThrow(), table);
            assertTrue(record.result().agreedDraw());
            LobbyTables.Entry annsView = db.inTransaction(c -> LobbyTables.of(c, ann.id(), 10)).get(0);
            assertEquals(Optional.of("Drawn by agreement"), annsView.result());
            assertEquals(List.of(0, 1), annsView.winners());
        }

        @Test
        @DisplayName("a casual game moves no rating")
        void casual() throws Exception {
            String table = openTable(new Seek.Offer(TakeAway.ID, Map.of("beads", "5"), 2, false, Optional.empty(), Optional.empty()));
            TableStore store = DatabaseTableStore.over(db, Clock.fixed(NOW, ZoneOffset.UTC), t -> { });
            try (Match m = match(store, table, List.of())) {
                m.start();
                assertTrue(m.awaitEnd(Duration.ofSeconds(10)).isPresent());
            }
            assertEquals(0, db.inTransaction(c -> Ratings.standing(c, ann.id(), TakeAway.ID)).games());
        }
    }

    @Nested
    @DisplayName("a correspondence table")
    class Correspondence {

        @Test
        @DisplayName("is reopened at its last committed move, its turn's start kept across the restart, and found overdue after 3 days")
        void acrossARestart() throws Exception {
            String table = openTable(correspondence(3));
            Instant moved = NOW.plus(Duration.ofHours(5));
            // One move is played, then the server stops: a match whose seat 1 never answers.
            TableStore store = DatabaseTableStore.over(db, Clock.fixed(moved, ZoneOffset.UTC), t -> { });
            Match first = Match.builder(new TakeAway()).setup(Setup.of(2, 7).with("beads", "5"))
                    .seat(0, new First(), "ann").seat(1, (state, clock, progress) -> {
                        Thread.sleep(Long.MAX_VALUE);
                        return null;
                    }, "bob").build();
            store.seated(table, first, "{\"the web front-end's seats\": true}");
            first.addListener(store.keeper(table, first));
            first.start();
            long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (first.moves().isEmpty() && System.nanoTime() < until) {
                Thread.sleep(10);
            }
            Thread.sleep(100);
            first.close();

            // The server starts again, a day later.
            TableStore again = DatabaseTableStore.over(db, Clock.fixed(moved.plus(Duration.ofDays(1)), ZoneOffset.UTC), t -> { });
            List<TableStore.Kept> kept = again.unfinished();
            assertEquals(1, kept.size());
            assertEquals(table, kept.get(0).table());
            assertEquals(List.of("1"), kept.get(0).record().moves());
            assertEquals("{\"the web front-end's seats\": true}", kept.get(0).seats());
            assertEquals(kept, again.unfinished(table).stream().toList());
            LobbyTables.Entry bobs = db.inTransaction(c -> LobbyTables.of(c, bob.id(), 10)).get(0);
            assertTrue(bobs.yourTurn());
            assertEquals(moved, bobs.turnStarted());
            assertEquals(Optional.of(moved.plus(Duration.ofDays(3))), bobs.due());
            assertTrue(db.inTransaction(c -> LobbyTables.overdue(c, moved.plus(Duration.ofDays(3)).minusSeconds(1))).isEmpty());
            assertEquals(List.of(table), db.inTransaction(c -> LobbyTables.overdue(c, moved.plus(Duration.ofDays(3)))));
        }

        @Test
        @DisplayName("lists the tables where the account is to move first")
        void yourTurnFirst() {
            String waiting = openTable(correspondence(7));   // ann (seat 0) to move
            String other = openTable(correspondence(1));
            db.inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET to_move = 1 WHERE id = ?")) {
                    s.setString(1, waiting);
                    s.executeUpdate();
                }
                return null;
            });
            List<LobbyTables.Entry> bobs = db.inTransaction(c -> LobbyTables.of(c, bob.id(), 10));
            assertEquals(waiting, bobs.get(0).table());
            assertTrue(bobs.get(0).yourTurn());
            assertFalse(bobs.get(1).yourTurn());
            assertEquals(other, bobs.get(1).table());
        }
    }

    @Test
    @DisplayName("an administrator closes a table being played (once); the lobby finds it to close where it is served")
    void closedByAnAdministrator() {
        String table = openTable(rated(TakeAway.ID));
        LobbyTableCloser closer = new LobbyTableCloser();
        assertTrue(db.inTransaction(c -> closer.close(c, table)).contains(table));
        assertEquals(List.of(table), db.inTransaction(LobbyTables::closedByAdministrator));
        IllegalArgumentException again = assertThrows(IllegalArgumentException.class, () -> db.inTransaction(c -> closer.close(c, table)));
        assertTrue(again.getMessage().startsWith("there is no table " + table + " being played"), again.getMessage());
        assertEquals("closed", db.inTransaction(c -> LobbyTables.of(c, ann.id(), 10)).get(0).state());
    }

    private int count(String sql) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        });
    }
}
