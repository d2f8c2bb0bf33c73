package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class PositionTest {

    private static final String PLACED = "bars=1111111/1111111 beads=e1d4b5a6f7/b1f4a5c5e5 move=0 place=0 last=- runs=-/-"
            + " blocked=opponents repeat=limited";

    @Test
    @DisplayName("the rules page's placed position reads as documented")
    void documented() {
        assertEquals(PLACED + " quiet=100 calm=0", Script.start(2, "1111111/1111111", Script.PERFT_MOVES).position());
        GameState s = Script.at(PLACED, "H3+ V5-");
        assertEquals("bars=1121111/1111011 beads=e1d4b5a6f7/b1f4a5c5 move=0 place=0 last=1V5,0H3 runs=H3:1/V5:1"
                + " blocked=opponents repeat=limited quiet=100 calm=0", s.position(), "V5- let b1 fall: calm is 0 again");
    }

    @Test
    @DisplayName("positions round-trip through every stage of random games in every variant, and keep their moves")
    void roundTrips() {
        SplittableRandom random = new SplittableRandom(3);
        for (String blocked : new String[] {"opponents", "previous", "since-mine"}) {
            for (int players = 2; players <= 4; players++) {
                GameState s = Script.GAME.start(new Setup(players, java.util.Map.of(Variant.BLOCKED, blocked), random.nextLong()));
                while (!s.isOver()) {
                    GameState parsed = Script.GAME.parsePosition(s.position());
                    assertEquals(s.position(), parsed.position());
                    assertEquals(s.legalNotations(), parsed.legalNotations());
                    assertEquals(s, parsed);
                    s = s.play(s.randomMove(random));
                }
                assertEquals(s.outcome(), Script.GAME.parsePosition(s.position()).outcome());
            }
        }
    }

    @Test
    @DisplayName("the decorations (last move, fallen beads) take no part in equality")
    void decorations() {
        GameState played = Script.at(PLACED, "H3+");
        GameState parsed = Script.GAME.parsePosition(played.position());
        assertEquals(played, parsed);
        assertEquals(played.hashCode(), parsed.hashCode());
        assertNotEquals(played, Script.at(PLACED, ""));
    }

    @Nested
    @DisplayName("a position that could not arise is refused with a reason")
    class Refused {

        @Test
        @DisplayName("missing, repeated or unknown fields")
        void fields() {
            assertRefused(PLACED.replace(" place=0", ""), "place= is missing");
            assertRefused(PLACED + " move=1", "appears twice");
            assertRefused(PLACED + " colour=red", "is not one of the fields");
        }

        @Test
        @DisplayName("beads that would have fallen, share a hole, or are too many")
        void beads() {
            assertRefused(PLACED.replace("e1d4b5a6f7", "a1d4b5a6f7"), "would have fallen");
            assertRefused(PLACED.replace("e1d4b5a6f7", "e1d4b5a6b1"), "two beads on b1");
            assertRefused(PLACED.replace("e1d4b5a6f7", "e1d4b5a6f7d3"), "more than 5 beads");
            assertRefused(PLACED.replace("e1d4b5a6f7", "e1d4b5a6z9"), "is not a hole");
            assertRefused(PLACED.replace("e1d4b5a6f7", "-"), "no beads but is not marked out");
            assertRefused(PLACED.replace("beads=e1d4b5a6f7/b1f4a5c5e5", "beads=e1"), "2 to 4 groups");
        }

        @Test
        @DisplayName("a placement count that does not match the beads, or the wrong seat to move")
        void placement() {
            assertRefused(PLACED.replace("place=0", "place=3"), "must have placed");
            assertRefused("bars=1111111/1111111 beads=e1/- move=0 place=9 last=- runs=-/- blocked=opponents repeat=limited", "seat 1 is to move");
            assertRefused(PLACED.replace("move=0", "move=2"), "not a number from 0 to 1");
        }

        @Test
        @DisplayName("bad history, runs or rule names")
        void history() {
            assertRefused(PLACED.replace("last=-", "last=0H8"), "is not a seat and a bar");
            assertRefused(PLACED.replace("last=-", "last=0H1,1H2,0H3,1H4"), "at most three");
            assertRefused(PLACED.replace("runs=-/-", "runs=H1:3/-"), "not a number from 1 to 2");
            assertRefused(PLACED.replace("runs=-/-", "runs=-"), "one entry per seat");
            assertRefused(PLACED.replace("blocked=opponents", "blocked=all"), "opponents, previous or since-mine");
            assertRefused(PLACED.replace("repeat=limited", "repeat=2"), "limited or free");
            assertRefused(PLACED.replace("beads=e1d4b5a6f7/b1f4a5c5e5", "beads=x1/x1"), "names no slide");
        }

        private void assertRefused(String position, String part) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Script.GAME.parsePosition(position));
            assertTrue(e.getMessage().contains(part), e.getMessage());
        }
    }
}
