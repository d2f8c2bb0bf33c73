package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PlayoutTest {

    @Test
    @DisplayName("every ply of a long fast playout is a legal move of the ordinary rules (a playout of k + 1 plies extends the one of k)")
    void fastPlayoutFollowsTheRules() {
        SplittableRandom seeds = new SplittableRandom(11);
        for (String blocked : new String[] {"opponents", "previous", "since-mine"}) {
            for (int players = 2; players <= 4; players++) {
                Setup setup = new Setup(players, java.util.Map.of(Variant.BLOCKED, blocked), seeds.nextLong());
                GameState start = Script.GAME.start(setup);
                long seed = seeds.nextLong();
                GameState s = start;
                for (int plies = 1; !s.isOver(); plies++) {
                    GameState next = start.playout(new SplittableRandom(seed), plies);
                    assertTrue(hasMoveTo(s, next), "ply " + plies + " of a playout from " + s.position() + " reached " + next.position());
                    s = next;
                }
            }
        }
    }

    private static boolean hasMoveTo(GameState from, GameState to) {
        return from.legalMoves().stream().anyMatch(m -> from.play(m).equals(to));
    }

    @Test
    @DisplayName("a playout stops after maxPlies, keeps its input, and returns a finished game as it is")
    void limits() {
        GameState placed = Script.start(3, "1111111/1111111", "");
        String before = placed.position();
        GameState part = placed.playout(new SplittableRandom(1), 7);
        assertEquals(before, placed.position());
        assertEquals(15 - 7, Integer.parseInt(part.position().replaceAll(".* place=(\\d+) .*", "$1")));
        GameState end = placed.playout(new SplittableRandom(1), 10_000);
        assertTrue(end.isOver());
        assertSame(end, end.playout(new SplittableRandom(1), 10));
    }

    @Test
    @DisplayName("random moves are legal and reach every legal move")
    void randomMoves() {
        GameState s = Script.start(2, "1111111/1111111", Script.PERFT_MOVES);
        java.util.Set<String> seen = new java.util.HashSet<>();
        SplittableRandom random = new SplittableRandom(2);
        for (int i = 0; i < 2000; i++) {
            seen.add(s.randomMove(random).notation());
        }
        assertEquals(new java.util.HashSet<>(s.legalNotations()), seen);
    }
}
