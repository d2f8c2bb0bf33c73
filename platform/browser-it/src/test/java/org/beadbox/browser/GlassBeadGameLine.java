package org.beadbox.browser;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole Glass Bead Game short enough to enter by clicking in two browsers: from the start of
 * the classic 2×5 board to the game's own end (the player to move has no beads in his pits),
 * with direct and indirect captures on the way. Played at random a game runs 200 to 900 moves,
 * and between two greedy players 80 to 280; this line was found with a beam search over the
 * game's legal moves (game-glassbead-mancala's rules), both sides steering toward captures and
 * toward one side's pits running empty, keeping the line with the fewest clicks. Nothing in
 * Beadbox knows it: the host checks every step clicked, and the test asserts each move's
 * notation and the result the host's rules give at the end.
 */
final class GlassBeadGameLine {

    /** The moves in the game's notation, South (the host) first. */
    static final List<String> MOVES = List.of(
            "B40", "a50", "A50", "e10", "B0", "c300", "A0", "d230xE1", "B00", "b450",
            "C004300", "c0", "E00", "d00", "A0", "b0", "B0", "c0", "D02000xe2", "c0",
            "C0", "b0", "D0", "a20", "E00", "a0");

    /** The game's summary of the end of this line. */
    static final String RESULT = "South wins 20–10 (more than half the points)";

    private GlassBeadGameLine() {
    }

    /**
     * The steps that enter a move given in notation, as the board offers them: the pit, the
     * kind of each bead in the order sown ({@code 0} a stone, {@code 1}–{@code 5} a gem), then one
     * step per gem an indirect capture takes ({@code xE1} from pit E, {@code x5} from the cup).
     * A bare {@code x} (a direct capture) takes no step.
     */
    static List<String> steps(String notation) {
        int x = notation.indexOf('x');
        String sown = x < 0 ? notation : notation.substring(0, x);
        List<String> steps = new ArrayList<>();
        steps.add(sown.substring(0, 1));
        for (char c : sown.substring(1).toCharArray()) {
            steps.add(String.valueOf(c));
        }
        if (x >= 0) {
            String pit = "";
            for (char c : notation.substring(x + 1).toCharArray()) {
                if (c == ' ') {
                    pit = "";
                } else if (Character.isLetter(c)) {
                    pit = String.valueOf(c);
                } else {
                    steps.add("x" + pit + c);
                }
            }
        }
        return steps;
    }

    /** How many clicks the whole line takes. */
    static int clicks() {
        return MOVES.stream().mapToInt(m -> steps(m).size()).sum();
    }
}
