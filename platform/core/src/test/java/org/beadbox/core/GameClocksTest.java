package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("Game clocks")
class GameClocksTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    private GameClocks clocks(String control, int seats) {
        return new GameClocks(TimeControl.parse(control), null, seats, now::get);
    }

    private void pass(Duration d) {
        now.addAndGet(d.toNanos());
    }

    private static List<Duration> seconds(long... s) {
        return java.util.Arrays.stream(s).mapToObj(Duration::ofSeconds).toList();
    }

    @Nested
    @DisplayName("a time control")
    class Control {

        @Test
        @DisplayName("reads minutes+seconds, minutes alone and a fraction of a minute, and writes what it reads")
        void reads() {
            assertEquals(new TimeControl(Duration.ofMinutes(10), Duration.ofSeconds(5)), TimeControl.parse("10+5"));
            assertEquals(new TimeControl(Duration.ofMinutes(30), Duration.ZERO), TimeControl.parse(" 30 "));
            assertEquals(new TimeControl(Duration.ofSeconds(30), Duration.ofSeconds(2)), TimeControl.parse("0.5+2"));
            assertEquals("10+5", TimeControl.parse("10+5").toString());
            assertEquals("0.5+2", TimeControl.parse("0.5+2").toString());
        }

        @Test
        @DisplayName("refuses text that is not one, and times out of range, saying what to write")
        void refuses() {
            assertTrue(assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("ten"))
                    .getMessage().contains("write minutes+seconds, such as 10+5"));
            assertTrue(assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("0+5"))
                    .getMessage().contains("more than 0"));
            assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("5+-1"));
            assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("2000+0"));
        }
    }

    @Test
    @DisplayName("a seat's bank runs only while it is to move, and gains the increment after its move")
    void runsWhileToMove() {
        GameClocks c = clocks("1+2", 2);
        c.start(0);
        pass(Duration.ofSeconds(10));
        assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(50, 60), 0), c.read());
        c.stop(true);
        pass(Duration.ofSeconds(7)); // between turns: no one's clock runs
        assertEquals(seconds(52, 60), c.read().remaining());
        c.start(1);
        pass(Duration.ofSeconds(20));
        c.stop(true);
        assertEquals(new ClockReading(TimeControl.parse("1+2"), seconds(52, 42), -1), c.read());
    }

    @Test
    @DisplayName("a cancelled turn (undo, pause) is charged without an increment")
    void cancelledTurn() {
        GameClocks c = clocks("1+5", 2);
        c.start(1);
        pass(Duration.ofSeconds(3));
        c.stop(false);
        c.start(0);
        pass(Duration.ofSeconds(1));
        c.start(1); // starting another stops the running one, without increment
        assertEquals(seconds(59, 57), c.read().remaining());
    }

    @Test
    @DisplayName("the running seat flags when its bank is empty, and reads as zero, never negative")
    void flags() {
        GameClocks c = clocks("0.5+0", 3);
        c.start(2);
        pass(Duration.ofSeconds(29));
        assertFalse(c.flagged());
        assertEquals(Duration.ofSeconds(1).toNanos(), c.untilFlag());
        pass(Duration.ofSeconds(2));
        assertTrue(c.flagged());
        assertEquals(seconds(30, 30, 0), c.read().remaining());
        c.flag();
        assertEquals(-1, c.running());
        assertEquals(Long.MAX_VALUE, c.untilFlag());
        assertEquals(seconds(30, 30, 0), c.read().remaining());
    }

    @Test
    @DisplayName("an empty bank gains no increment: a flag is not undone by a late move")
    void noIncrementWhenEmpty() {
        GameClocks c = clocks("0.5+10", 2);
        c.start(0);
        pass(Duration.ofSeconds(40));
        c.stop(true);
        assertEquals(seconds(0, 30), c.read().remaining());
    }

    @Test
    @DisplayName("continues from the times it is given, and refuses a list of the wrong length")
    void continues() {
        GameClocks c = new GameClocks(TimeControl.parse("10+0"), seconds(100, 200), 2, now::get);
        assertEquals(seconds(100, 200), c.read().remaining());
        assertThrows(IllegalArgumentException.class, () -> new GameClocks(TimeControl.parse("10+0"), seconds(1), 2, now::get));
    }

    @Test
    @DisplayName("gives a computer a thirtieth of its bank and most of the increment, within half its bank")
    void budget() {
        GameClocks c = clocks("5+3", 2);
        assertEquals(Duration.ofMillis(10_000 + 2_400), c.budget(0));
        GameClocks low = new GameClocks(TimeControl.parse("5+30"), seconds(10, 10), 2, now::get);
        assertEquals(Duration.ofSeconds(5), low.budget(1), "never more than half the bank");
        GameClocks none = new GameClocks(TimeControl.parse("5+0"), List.of(Duration.ZERO, Duration.ZERO), 2, now::get);
        assertEquals(Duration.ofMillis(50), none.budget(0), "at least 50 ms");
    }
}
