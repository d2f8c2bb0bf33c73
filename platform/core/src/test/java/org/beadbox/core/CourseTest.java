package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The course of a game")
class CourseTest {

    private final Events events = new Events();
    private Seats seats;

    /** A course of TakeAway from {@code beads} between two players that take one bead. */
    private Course course(int beads, int plyLimit) {
        TakeAway game = new TakeAway();
        Setup setup = Setup.of(2, 1).with("beads", Integer.toString(beads));
        GameState start = game.start(setup);
        seats = new Seats(game, setup, new Seat[] {
            new Seat(0, "course-test", "Red", new TestPlayers.First(), "", null),
            new Seat(1, "course-test", "Blue", new TestPlayers.First(), "", null)});
        return new Course(new History(List.of(), List.of(start), List.of(), null), seats, new MatchEvents(List.of(events)), plyLimit);
    }

    @AfterEach
    void close() {
        seats.closeAll();
    }

    private static void take(Course course, String beads) {
        course.play(course.now().toMove(), course.now().parseMove(beads));
    }

    @Nested
    @DisplayName("as moves are played")
    class Playing {

        @Test
        @DisplayName("publishes each position, tells the listeners each move and then the end")
        void playsToTheEnd() {
            Course course = course(4, 100);
            take(course, "3");
            assertEquals("1 1 2", course.now().position());
            assertFalse(course.isOver());
            take(course, "1");
            assertTrue(course.isOver());
            assertEquals(List.of("moved 0 3", "moved 1 1", "ended [1]"), events.log);
            assertEquals(2, course.history().moves().size());
        }

        @Test
        @DisplayName("says when a game still going reaches the ply limit, and not when a move ends it")
        void plyLimit() {
            Course course = course(4, 2);
            assertFalse(course.play(0, course.now().parseMove("1")));
            assertTrue(course.play(1, course.now().parseMove("1")), "two moves, two beads left");
            seats.closeAll();
            Course ending = course(2, 1);
            assertFalse(ending.play(0, ending.now().parseMove("2")), "the move ends the game");
        }
    }

    @Nested
    @DisplayName("as moves are taken back and played again")
    class UndoRedo {

        @Test
        @DisplayName("goes back to a seat's last turn, then redoes up to that seat's turn")
        void undoAndRedo() {
            Course course = course(10, 100);
            take(course, "1");
            take(course, "2");
            take(course, "3");
            int target = course.undoTarget(1);
            assertEquals(1, target, "Blue last moved after the first move");
            course.undoTo(target);
            assertEquals("9 1 2", course.now().position());
            assertTrue(events.log.contains("undone 9 1 2"), events.log.toString());
            assertTrue(course.canRedo());
            course.redo(1);
            assertEquals("4 1 2", course.now().position(), "both moves again, Blue to move");
            assertFalse(course.canRedo());
        }

        @Test
        @DisplayName("cannot redo after a resignation, which ends the game with the resigning seat last")
        void noRedoAfterResigning() {
            Course course = course(10, 100);
            take(course, "1");
            course.undoTo(course.undoTarget(-1));
            course.lose(0, " resigns");
            assertTrue(course.isOver());
            assertEquals("Red resigns: Blue wins", course.safeOutcome().orElseThrow().summary());
            assertFalse(course.canRedo());
            assertEquals("ended [1]", events.log.get(events.log.size() - 1));
        }
    }
}
