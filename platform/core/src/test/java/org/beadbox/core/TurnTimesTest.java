package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.beadbox.api.Clock;
import org.beadbox.api.Player;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A turn's times")
class TurnTimesTest {

    private static final Player COMPUTER = TestPlayers.random(1);

    private static Seat seat(Duration limit) {
        return new Seat(0, "turn-times-test", "Red", COMPUTER, "random", limit);
    }

    @Nested
    @DisplayName("without a time control")
    class NoClocks {

        private final TurnTimes times = new TurnTimes(null, null);

        @Test
        @DisplayName("give every player the seat's own limit, or none")
        void seatsOwnLimit() {
            assertEquals(Duration.ofSeconds(3), times.limit(0, seat(Duration.ofSeconds(3)), COMPUTER));
            assertNull(times.limit(0, seat(null), COMPUTER));
        }

        @Test
        @DisplayName("allow a margin of 250 ms plus a tenth of the limit past the clock")
        void defaultMargin() {
            assertEquals(Duration.ofMillis(350), times.margin(Duration.ofSeconds(1)));
            assertEquals(Duration.ofMillis(3250), times.margin(Duration.ofSeconds(30)));
        }

        @Test
        @DisplayName("wait for a player to begin at least 20 s, or the limit when longer, before the clock starts")
        void beginDeadline() {
            long now = 1_000;
            assertEquals(Long.MAX_VALUE, times.beginDeadline(null, now));
            assertEquals(now + Duration.ofMillis(21_350).toNanos(), times.beginDeadline(Duration.ofSeconds(1), now));
            assertEquals(now + Duration.ofMillis(63_250).toNanos(), times.beginDeadline(Duration.ofSeconds(30), now));
        }

        @Test
        @DisplayName("once the choice started, give up the margin after the player's clock runs out")
        void deadline() {
            Clock clock = Clock.of(Duration.ofSeconds(2));
            assertEquals(clock.deadlineNanos() + Duration.ofMillis(450).toNanos(), times.deadline(clock, Duration.ofSeconds(2)));
        }
    }

    @Nested
    @DisplayName("with a time control of 60 s plus 3 s")
    class WithClocks {

        private final AtomicLong now = new AtomicLong();
        private final GameClocks clocks = new GameClocks(new TimeControl(Duration.ofSeconds(60), Duration.ofSeconds(3)),
                List.of(), 2, now::get);

        @Test
        @DisplayName("give a computer its share of the bank when that is shorter than its own limit")
        void computerShare() {
            TurnTimes times = new TurnTimes(null, clocks);
            Duration share = clocks.budget(0);
            assertEquals(Duration.ofMillis(4400), share, "a thirtieth of 60 s and four fifths of 3 s");
            assertEquals(share, times.limit(0, seat(null), COMPUTER));
            assertEquals(share, times.limit(0, seat(Duration.ofSeconds(10)), COMPUTER));
            assertEquals(Duration.ofSeconds(1), times.limit(0, seat(Duration.ofSeconds(1)), COMPUTER));
        }

        @Test
        @DisplayName("leave a person to the seat's own limit, and use a margin given")
        void personAndMargin() {
            TurnTimes times = new TurnTimes(Duration.ofMillis(5), clocks);
            assertNull(times.limit(0, seat(null), new HumanPlayer()));
            assertEquals(Duration.ofMillis(5), times.margin(Duration.ofSeconds(30)));
        }
    }
}
