package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A match with a time control, its time moved by hand: no test here waits for time to pass. */
@DisplayName("A match with clocks")
class MatchClockTest {

    private static final Duration WAIT = Duration.ofSeconds(30); // a guard on a slow machine, not a bound

    private final AtomicLong now = new AtomicLong(5_000_000_000L);

    private MatchBuilder match(int seats, Player... players) {
        MatchBuilder b = Match.builder(new TakeAway()).setup(Setup.of(seats, 7).with("beads", "40"))
                .timeControl(TimeControl.parse("1+2")).timeSource(now::get);
        for (int i = 0; i < players.length; i++) {
            b.seat(i, players[i], i == 0 ? "human" : "first");
        }
        return b;
    }

    private void pass(long seconds) {
        now.addAndGet(Duration.ofSeconds(seconds).toNanos());
    }

    private static List<Duration> seconds(long... s) {
        return java.util.Arrays.stream(s).mapToObj(Duration::ofSeconds).toList();
    }

    /** The person (seat 0) and the computer make their first moves, which no clock times. */
    private static void firstMoves(Match m, HumanPlayer human) throws InterruptedException {
        await(human::isWaiting, "the person's first turn");
        assertTrue(human.offer("1"));
        await(() -> m.moves().size() == 2 && human.isWaiting(), "the computer's first answer");
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long until = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < until, "waited " + WAIT.toSeconds() + " s for " + what);
            Thread.sleep(5);
        }
    }

    @Test
    @DisplayName("charges a seat only while it is to move and adds the increment after its move")
    void increment() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(2, human, new TestPlayers.First()).build()) {
            m.start();
            firstMoves(m, human);
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(60, 60), 0), m.clocks().orElseThrow());
            pass(10);
            assertEquals(seconds(50, 60), m.clocks().orElseThrow().remaining());
            assertTrue(human.offer("1"));
            await(() -> m.moves().size() == 4 && human.isWaiting(), "the computer's answer");
            // 60 - 10 + 2 for the person; the computer took no time on the hand-moved clock, +2
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(52, 62), 0), m.clocks().orElseThrow());
            assertEquals(new GameRecord.Clocks("1+2", List.of(52_000L, 62_000L)), m.record().clocks());
        }
    }

    @Test
    @DisplayName("a seat whose time runs out loses on time, and the record says so")
    void flag() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        Events events = new Events();
        try (Match m = match(2, human, new TestPlayers.First()).listener(events).build()) {
            m.start();
            firstMoves(m, human);
            pass(61);
            m.pause(false).join(); // wakes the referee, which waits on the real clock for the hand-moved one
            Outcome o = m.awaitEnd(WAIT).orElseThrow();
            String loser = m.seatName(0);
            assertEquals(loser + " loses on time: " + m.seatName(1) + " wins", o.summary());
            assertEquals(List.of(1), o.winners());
            assertTrue(events.await("ended [1]"));
            assertEquals(GameRecord.Result.RESIGNED, m.record().result().status());
            assertEquals(List.of(0L, 60_000L), m.record().clocks().remainingMillis());
            assertEquals(-1, m.clocks().orElseThrow().running());
            assertTrue(!human.offer("1"), "a move after the flag is not taken");
        }
    }

    @Test
    @DisplayName("a move that comes after the time ran out is not played: the seat loses on time")
    void lateMove() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(2, human, new TestPlayers.First()).build()) {
            m.start();
            firstMoves(m, human);
            pass(60); // exactly the bank: the referee still waits on the real clock, and the move comes first
            human.offer("1");
            Outcome o = m.awaitEnd(WAIT).orElseThrow();
            assertEquals(m.seatName(0) + " loses on time: " + m.seatName(1) + " wins", o.summary());
            assertEquals(2, m.moves().size(), "the late move was not played");
        }
    }

    @Test
    @DisplayName("with three seats the flagged seat is last and the others share first place")
    void flagOfThree() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(3, new TestPlayers.First(), human, new TestPlayers.First()).build()) {
            m.start();
            await(human::isWaiting, "the person's first turn");
            assertTrue(human.offer("1"));
            await(() -> m.moves().size() == 4 && human.isWaiting(), "the person's second turn");
            pass(120);
            m.pause(false).join();
            Outcome o = m.awaitEnd(WAIT).orElseThrow();
            assertEquals(m.seatName(1) + " loses on time: " + m.seatName(0) + " and " + m.seatName(2) + " share first place", o.summary());
            assertEquals(List.of(0, 1, 0), o.ranks());
        }
    }

    @Test
    @DisplayName("an undo gives no time back and leaves the clock of the seat to move running")
    void undo() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(2, human, new TestPlayers.First()).build()) {
            m.start();
            firstMoves(m, human);
            pass(10);
            assertTrue(human.offer("1"));
            await(() -> m.moves().size() == 4 && human.isWaiting(), "the computer's answer");
            pass(5);
            assertTrue(m.undo(0).join());
            await(() -> m.moves().size() == 2 && human.isWaiting(), "the person's turn again");
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(47, 62), 0), m.clocks().orElseThrow());
        }
    }

    @Test
    @DisplayName("a resumed game's clocks go on from the record's times, once the first move after reopening is made")
    void resumes() throws InterruptedException {
        GameRecord.Clocks saved = new GameRecord.Clocks("1+2", List.of(7_000L, 33_000L));
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(2, human, new TestPlayers.First()).moves(List.of("1", "1")).clocks(saved).build()) {
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(7, 33), -1), m.clocks().orElseThrow());
            m.start();
            await(human::isWaiting, "the person's turn");
            pass(8); // nobody may be there yet after a restart: no clock runs, nothing is aborted
            m.pause(false).join();
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(7, 33), -1), m.clocks().orElseThrow());
            assertTrue(m.firstMove().isEmpty(), "both seats have moved: no abort window");
            assertTrue(human.offer("1"));
            await(() -> m.moves().size() == 4 && human.isWaiting(), "the computer's answer");
            assertEquals(0, m.clocks().orElseThrow().running(), "the sitting has begun: the clock runs");
            pass(8);
            m.pause(false).join();
            assertEquals(m.seatName(0) + " loses on time: " + m.seatName(1) + " wins", m.awaitEnd(WAIT).orElseThrow().summary());
        }
    }

    @Test
    @DisplayName("a game taken over by another server runs its clocks from its first turn: no stalling after the takeover")
    void resumesAtOnce() throws InterruptedException {
        GameRecord.Clocks saved = new GameRecord.Clocks("1+2", List.of(7_000L, 33_000L));
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(2, human, new TestPlayers.First()).moves(List.of("1", "1")).clocks(saved).clocksRunAtOnce().build()) {
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(7, 33), -1), m.clocks().orElseThrow());
            m.start();
            await(human::isWaiting, "the person's turn");
            assertEquals(0, m.clocks().orElseThrow().running(), "the clock of the seat to move runs at once");
            pass(8);
            m.pause(false).join();
            assertEquals(m.seatName(0) + " loses on time: " + m.seatName(1) + " wins", m.awaitEnd(WAIT).orElseThrow().summary());
        }
    }

    @Test
    @DisplayName("a seat's clock does not run before its first move, however long it takes")
    void firstMoveUntimed() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        try (Match m = match(2, new TestPlayers.First(), human).build()) {
            m.start();
            await(human::isWaiting, "the invited seat's first turn");
            pass(150); // past the bank, within the window
            m.pause(false).join();
            assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(60, 60), -1), m.clocks().orElseThrow());
            FirstMove awaited = m.firstMove().orElseThrow();
            assertEquals(1, awaited.seat());
            assertEquals(Duration.ofSeconds(30), awaited.left());
            assertTrue(human.offer("1"));
            await(() -> m.moves().size() == 3 && human.isWaiting(), "the seat's second turn");
            assertEquals(1, m.clocks().orElseThrow().running(), "after its first move the seat's clock runs");
            assertTrue(m.firstMove().isEmpty());
        }
    }

    @Test
    @DisplayName("a game whose invited player makes no first move within the window is aborted, without a result")
    void aborted() throws InterruptedException {
        HumanPlayer human = new HumanPlayer();
        Events events = new Events();
        try (Match m = match(2, new TestPlayers.First(), human).firstMoveWindow(Duration.ofSeconds(45)).listener(events).build()) {
            m.start();
            await(human::isWaiting, "the invited seat's first turn");
            pass(46);
            m.pause(false).join();
            assertTrue(m.awaitEnd(WAIT).isEmpty(), "no outcome: the game was aborted");
            String reason = "abandoned aborted: " + m.seatName(1) + " made no first move within 45 seconds (no result)";
            assertTrue(events.await(reason), events.log.toString());
            assertEquals(GameRecord.Result.UNFINISHED, m.record().result().status());
            assertTrue(!human.offer("1"), "a move after the abort is not taken");
        }
    }

    @Test
    @DisplayName("a computer seat is given a share of its bank to think, within its own limit")
    void computerBudget() throws InterruptedException {
        List<Long> given = new CopyOnWriteArrayList<>();
        Player timed = new TestPlayers.FirstLegal() {
            @Override
            public Move choose(GameState state, Clock clock, Progress progress) {
                given.add(clock.remainingMillis());
                return super.choose(state, clock, progress);
            }
        };
        try (Match m = match(2, new TestPlayers.First(), timed).timeLimit(1, Duration.ofMillis(1500)).build()) {
            m.start();
            m.awaitEnd(WAIT).orElseThrow();
            assertTrue(!given.isEmpty() && given.stream().allMatch(ms -> ms <= 1500 && ms > 500), given.toString());
        }
        given.clear();
        try (Match m = match(2, new TestPlayers.First(), timed).build()) {
            m.start();
            m.awaitEnd(WAIT).orElseThrow();
            // 60 s / 30 + 4/5 of 2 s = 3.6 s at first, more as the increments come
            assertTrue(given.get(0) <= 3600 && given.get(0) > 2600, given.toString());
        }
    }

    @Test
    @DisplayName("a record's clocks survive its JSON, and a file with a bad clock is refused naming the field")
    void json() {
        GameRecord.Clocks c = new GameRecord.Clocks("10+5", List.of(431_200L, 512_000L));
        try (Match m = match(2, new HumanPlayer(), new TestPlayers.First()).clocks(c).build()) {
            String json = RecordStore.toJson(m.record());
            assertTrue(json.contains("\"control\": \"10+5\""), json);
            assertEquals(c, RecordStore.fromJson(json, "test").clocks());
            String bad = json.replace("431200", "-1");
            String why = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> RecordStore.fromJson(bad, "test")).getMessage();
            assertTrue(why.contains("clocks.remainingMillis"), why);
        }
    }

    @Test
    @DisplayName("a game without a time control has no clocks and records none")
    void none() {
        try (Match m = Match.builder(new TakeAway()).seat(0, new TestPlayers.First(), "a").seat(1, new TestPlayers.First(), "b").build()) {
            assertTrue(m.clocks().isEmpty());
            assertEquals(null, m.record().clocks());
        }
    }
}
