package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The seats of a match")
class SeatsTest {

    private static final TakeAway GAME = new TakeAway();

    /** A player that writes down what it is told. */
    private static final class Listening extends TestPlayers.FirstLegal {
        final List<String> heard = new CopyOnWriteArrayList<>();

        @Override
        public void begin(GameInfo game, Setup setup, GameState start, int seat) {
            heard.add("begin " + start.position() + " as " + seat);
        }

        @Override
        public void played(Move move, GameState after) {
            heard.add(move.notation());
        }

        @Override
        public void close() {
            heard.add("close");
        }
    }

    private final List<Seats> made = new ArrayList<>();

    private Seats seats(Setup setup, Player... players) {
        Seat[] s = new Seat[players.length];
        List<String> names = List.of("Red", "Blue", "Green");
        for (int i = 0; i < players.length; i++) {
            s[i] = new Seat(i, "seats-test", names.get(i), players[i], "", null);
        }
        Seats seats = new Seats(GAME, setup, s);
        made.add(seats);
        return seats;
    }

    @AfterEach
    void close() {
        made.forEach(Seats::closeAll);
    }

    @Nested
    @DisplayName("rank a seat that resigns or runs out of time last")
    class LastPlace {

        @Test
        @DisplayName("naming the other seat the winner when there are two")
        void twoSeats() {
            Outcome o = seats(Setup.of(2, 1), TestPlayers.random(1), TestPlayers.random(2))
                    .lastPlace(0, " resigns", new double[] {0.25, 0.75});
            assertEquals("Red resigns: Blue wins", o.summary());
            assertEquals(List.of(1), o.winners());
            assertEquals(List.of(0.25, 0.75), o.scores());
        }

        @Test
        @DisplayName("with the others sharing first place, and named as sharing it, when there are more")
        void threeSeats() {
            Outcome o = seats(Setup.of(3, 1), TestPlayers.random(1), TestPlayers.random(2), TestPlayers.random(3))
                    .lastPlace(1, " loses on time", new double[] {1});
            assertEquals("Blue loses on time: Red and Green share first place", o.summary());
            assertEquals(List.of(0, 2), o.winners());
            assertEquals(List.of(1.0, 0.0, 0.0), o.scores(), "a seat the score does not cover has 0");
        }
    }

    @Test
    @DisplayName("let a player join at the true start and hear every move played, in order, then close it")
    void joinTellsTheGameSoFar() throws InterruptedException {
        Setup setup = Setup.of(2, 1).with("beads", "10");
        GameState start = GAME.start(setup);
        GameState one = start.play(start.parseMove("3"));
        GameState two = one.play(one.parseMove("1"));
        History history = new History(List.of(start.parseMove("3"), one.parseMove("1")), List.of(start, one, two), List.of(), null);
        Listening red = new Listening();
        Listening blue = new Listening();
        Seats seats = seats(setup, red, blue);
        seats.join(1, history);
        seats.closeAll();
        assertTrue(awaitSize(blue.heard, 4), blue.heard.toString());
        assertEquals(List.of("begin 10 0 2 as 1", "3", "1", "close"), blue.heard);
        assertTrue(awaitSize(red.heard, 1), red.heard.toString());
        assertEquals(List.of("close"), red.heard, "only the seat that joins hears the game so far");
    }

    private static boolean awaitSize(List<String> list, int size) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (list.size() < size && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        return list.size() >= size;
    }
}
