package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.beadbox.api.Player;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A seating plan")
class SeatPlanTest {

    private final Player a = TestPlayers.random(1);
    private final Player b = TestPlayers.random(2);

    @Test
    @DisplayName("keeps what its seats had when the setup changes their number")
    void resizeKeeps() {
        SeatPlan plan = new SeatPlan();
        plan.resize(2);
        plan.player(0, a, "a");
        plan.resize(3);
        assertEquals(3, plan.size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, plan::requirePlayers);
        assertEquals("seat 1 has no player", e.getMessage());
        plan.player(1, b, "b");
        plan.player(2, b, null);
        plan.requirePlayers();
        Seat[] seats = plan.seats(new TakeAway().seats(3), "plan-test", null);
        assertSame(a, seats[0].player);
        assertEquals("a", seats[0].spec);
        assertEquals("", seats[2].spec, "a null spec is empty");
    }

    @Test
    @DisplayName("refuses a seat the setup does not have, saying how many it has")
    void refusesAMissingSeat() {
        SeatPlan plan = new SeatPlan();
        plan.resize(2);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> plan.name(2, "Green"));
        assertEquals("seat 2 does not exist: the setup has 2 seats (set the setup first)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> plan.limit(-1, Duration.ZERO));
        assertThrows(NullPointerException.class, () -> plan.player(0, null, "x"));
    }

    @Test
    @DisplayName("names a seat by the game unless named, and gives it the match's limit unless it has its own")
    void defaults() {
        SeatPlan plan = new SeatPlan();
        plan.resize(2);
        plan.player(0, a, "a");
        plan.player(1, b, "b");
        plan.name(1, "Blue");
        plan.limit(0, Duration.ofSeconds(2));
        Seat[] seats = plan.seats(new TakeAway().seats(2), "plan-test", Duration.ofSeconds(5));
        assertEquals("Player 1", seats[0].name);
        assertEquals("Blue", seats[1].name);
        assertEquals(Duration.ofSeconds(2), seats[0].limit);
        assertEquals(Duration.ofSeconds(5), seats[1].limit);
        assertEquals("Blue (b)", seats[1].label());
    }
}
