package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A match")
class MatchTest {

    private static final Duration WAIT = Duration.ofSeconds(5);

    private static MatchBuilder twoSeats(int beads, Player a, Player b) {
        return Match.builder(new TakeAway()).setup(Setup.of(2, 7).with("beads", Integer.toString(beads)))
                .seat(0, a, "a").seat(1, b, "b");
    }

    @Nested
    @DisplayName("between well-behaved players")
    class WellBehaved {

        @Test
        @DisplayName("plays to the end, tells every player and listener, and records the moves")
        void playsToTheEnd() throws InterruptedException {
            TestPlayers.First a = new TestPlayers.First();
            TestPlayers.First b = new TestPlayers.First();
            Events events = new Events();
            try (Match m = twoSeats(5, a, b).listener(events).build()) {
                m.start();
                Optional<Outcome> o = m.awaitEnd(WAIT);
                assertEquals(List.of(0), o.orElseThrow().winners(), "taking one at a time from 5, seat 0 takes the last");
                assertEquals(List.of("1", "1", "1", "1", "1"), m.record().moves());
                assertEquals(GameRecord.Result.FINISHED, m.record().result().status());
                assertTrue(events.await("ended [0]"));
                assertEquals("started 5 0 2", events.log.get(0));
            }
            assertTrue(a.begun.get() && b.begun.get(), "begin was called");
            assertTrue(awaitTrue(() -> a.closed.get() && b.closed.get()), "close() closes the players");
            assertEquals(5, a.played.get());
        }

        @Test
        @DisplayName("starts after the moves it was given, and refuses an illegal one naming its number")
        void startsAfterMoves() {
            Match m = twoSeats(10, new TestPlayers.First(), new TestPlayers.First()).moves(List.of("3", "2")).build();
            assertEquals("5 0 2", m.state().position());
            assertEquals(2, m.moves().size());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> twoSeats(10, new TestPlayers.First(), new TestPlayers.First()).moves(List.of("3", "x")).build());
            assertTrue(e.getMessage().startsWith("move 2: "), e.getMessage());
            m.close();
        }

        @Test
        @DisplayName("a player joining a game in progress begins at the true start and hears every move played")
        void joinsWithTheHistory() throws InterruptedException {
            List<String> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
            Player listening = new TestPlayers.FirstLegal() {
                @Override
                public void begin(org.beadbox.api.GameInfo game, Setup setup, org.beadbox.api.GameState start, int seat) {
                    heard.add("begin " + start.position() + " as " + seat);
                }

                @Override
                public void played(org.beadbox.api.Move move, org.beadbox.api.GameState after) {
                    heard.add(move.notation());
                }
            };
            try (Match m = twoSeats(10, listening, new TestPlayers.First()).moves(List.of("3", "2")).build()) {
                m.start();
                assertTrue(m.awaitEnd(WAIT).isPresent());
                // the last moves may still be told after the end is announced: compare a copy, not a live view
                assertEquals(List.of("begin 10 0 2 as 0", "3", "2", "1"), List.copyOf(heard).subList(0, 4));
            }
        }

        @Test
        @DisplayName("a player's clock starts when it starts to choose, not while it is still beginning")
        void slowBeginIsNotCharged() throws InterruptedException {
            Player slowStarter = new TestPlayers.FirstLegal() {
                @Override
                public void begin(org.beadbox.api.GameInfo game, Setup setup, org.beadbox.api.GameState start, int seat) {
                    try {
                        Thread.sleep(600); // an engine starting up, three times the move's time
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            };
            Events events = new Events();
            try (Match m = twoSeats(4, slowStarter, new TestPlayers.First()).timeLimit(Duration.ofMillis(200))
                    .margin(Duration.ofMillis(50)).listener(events).build()) {
                m.start();
                assertTrue(m.awaitEnd(WAIT).isPresent());
                assertTrue(events.faults.isEmpty(), events.faults.toString());
            }
        }

        @Test
        @DisplayName("needs a player in every seat")
        void needsEverySeat() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Match.builder(new TakeAway()).setup(Setup.of(2, 1)).seat(0, new TestPlayers.First(), "").build());
            assertEquals("seat 1 has no player", e.getMessage());
        }
    }

    @Nested
    @DisplayName("when a player misbehaves, reports a fault, plays a legal move for it and goes on")
    class Faults {

        private void assertFault(Player bad, String expected) throws InterruptedException {
            Events events = new Events();
            try (Match m = twoSeats(6, bad, new TestPlayers.First()).timeLimit(0, Duration.ofMillis(100))
                    .margin(Duration.ofMillis(50)).listener(events).build()) {
                m.start();
                assertTrue(m.awaitEnd(WAIT).isPresent(), "the game reaches its end");
                assertFalse(events.faults.isEmpty(), "a fault was reported");
                assertTrue(events.faults.get(0).startsWith("0: ") && events.faults.get(0).contains(expected), events.faults.get(0));
                assertTrue(events.faults.get(0).length() < 1100, "a fault line of " + events.faults.get(0).length());
            }
        }

        @Test
        @DisplayName("a player that throws")
        void throwing() throws InterruptedException {
            assertFault(TestPlayers.throwing(), "failed: the engine crashed");
        }

        @Test
        @DisplayName("a player that returns no move")
        void silent() throws InterruptedException {
            assertFault(TestPlayers.silent(), "returned no move");
        }

        @Test
        @DisplayName("a player whose failure holds an escape sequence and megabytes: one line, escaped and cut")
        void hostileMessage() throws InterruptedException {
            assertFault((state, clock, progress) -> {
                throw new IllegalStateException("bad\u001b[2J\r\n" + "x".repeat(1 << 20));
            }, "failed: bad\\u001b[2J\\r\\nxxx");
        }

        @Test
        @DisplayName("a player that answers an illegal move")
        void illegal() throws InterruptedException {
            assertFault(TestPlayers.illegal(), "answered an illegal move 9");
        }

        @Test
        @DisplayName("a player that hangs past its clock and ignores the interrupt")
        void hanging() throws InterruptedException {
            assertFault(TestPlayers.hanging(), "overran its clock of 0.1 s");
        }

        @Test
        @DisplayName("asks the fallback player when one is set")
        void fallback() throws InterruptedException {
            Events events = new Events();
            Player lastBead = (s, c, p) -> s.legalMoves().get(s.legalMoves().size() - 1);
            try (Match m = twoSeats(3, TestPlayers.throwing(), new TestPlayers.First()).fallback(lastBead)
                    .listener(events).build()) {
                m.start();
                assertEquals(List.of(0), m.awaitEnd(WAIT).orElseThrow().winners(), "the fallback took all three beads");
                assertEquals(List.of("3"), m.record().moves());
            }
        }
    }

    @Nested
    @DisplayName("with a human seat")
    class Human {

        @Test
        @DisplayName("waits for the person's move and refuses an illegal one")
        void waitsForTheMove() throws InterruptedException {
            HumanPlayer human = new HumanPlayer();
            Events events = new Events();
            try (Match m = twoSeats(5, human, new TestPlayers.First()).listener(events).build()) {
                m.start();
                assertTrue(awaitTrue(human::isWaiting));
                assertThrows(IllegalMoveException.class, () -> human.offer("7"));
                assertTrue(human.offer("2"));
                assertTrue(events.await("moved 1 1"), "the computer answered");
                assertEquals("2 0 2", awaitState(m, "2 0 2"));
            }
            assertFalse(human.offer("1"), "no one waits after the match is closed");
        }

        @Test
        @DisplayName("takes a move offered the moment the turn is announced")
        void offeredAtOnce() throws InterruptedException {
            HumanPlayer human = new HumanPlayer();
            java.util.List<Boolean> taken = new java.util.concurrent.CopyOnWriteArrayList<>();
            MatchListener eager = new MatchListener() {
                @Override
                public void turn(int seat, org.beadbox.api.GameState state) {
                    if (seat == 0) {
                        taken.add(human.offer("1"));
                    }
                }
            };
            try (Match m = twoSeats(5, human, new TestPlayers.First()).listener(eager).build()) {
                m.start();
                assertEquals(List.of(0), m.awaitEnd(WAIT).orElseThrow().winners());
                assertEquals(List.of(true, true, true), taken);
            }
        }

        @Test
        @DisplayName("undoes to the person's last turn and redoes it")
        void undoAndRedo() throws InterruptedException {
            HumanPlayer human = new HumanPlayer();
            Events events = new Events();
            try (Match m = twoSeats(9, human, new TestPlayers.First()).listener(events).build()) {
                m.start();
                assertTrue(awaitTrue(human::isWaiting));
                human.offer("3");
                awaitState(m, "5 0 2");
                assertTrue(m.undo(0).join());
                assertEquals("9 0 2", m.state().position());
                assertTrue(m.moves().isEmpty());
                assertTrue(m.canRedo());
                assertTrue(m.redo(0).join());
                assertEquals(List.of("3", "1"), m.record().moves());
                assertTrue(events.log.contains("undone 9 0 2"));
                m.pause(true).join();
                assertTrue(m.undo(1).join());
                assertEquals("6 1 2", m.state().position(), "undo to seat 1 lands where seat 1 moves");
            }
        }

        @Test
        @DisplayName("can resign, and the other seat wins")
        void resign() throws InterruptedException {
            HumanPlayer human = new HumanPlayer();
            try (Match m = twoSeats(9, human, new TestPlayers.First()).build()) {
                m.start();
                assertTrue(awaitTrue(human::isWaiting));
                assertTrue(m.resign(0).join());
                Outcome o = m.awaitEnd(WAIT).orElseThrow();
                assertEquals(List.of(1), o.winners());
                assertEquals("Player 1 resigns: Player 2 wins", o.summary());
                assertEquals(GameRecord.Result.RESIGNED, m.record().result().status());
                assertFalse(m.resign(1).join(), "a finished game cannot be resigned again");
            }
        }

        @Test
        @DisplayName("can hand the seat to another player mid-game")
        void replace() throws InterruptedException {
            HumanPlayer human = new HumanPlayer();
            try (Match m = twoSeats(4, human, new TestPlayers.First()).build()) {
                m.start();
                assertTrue(awaitTrue(human::isWaiting));
                m.replacePlayer(0, new TestPlayers.First(), "first");
                assertTrue(m.awaitEnd(WAIT).isPresent(), "the new player finishes the game");
                assertEquals("first", m.record().seats().get(0).player());
            }
        }
    }

    @Test
    @DisplayName("closing an unfinished match reports it abandoned")
    void abandoned() throws InterruptedException {
        Events events = new Events();
        Match m = twoSeats(9, new HumanPlayer(), new TestPlayers.First()).listener(events).build();
        m.start();
        m.close();
        assertTrue(events.await("abandoned closed"));
        assertTrue(m.isClosed());
        assertFalse(m.undo().join(), "a closed match does nothing");
    }

    static boolean awaitTrue(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long until = System.nanoTime() + 3_000_000_000L;
        while (System.nanoTime() < until) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(5);
        }
        return false;
    }

    static String awaitState(Match m, String position) throws InterruptedException {
        awaitTrue(() -> m.state().position().equals(position));
        return m.state().position();
    }
}
