package org.beadbox.core.review;

import java.util.ArrayList;
import java.util.List;

/** How many moves of each mark each seat made: "Red: 2 mistakes, 1 blunder". */
public final class Tally {

    private final int[][] counts;

    private Tally(int seats) {
        counts = new int[seats][Mark.values().length];
    }

    /** The marks of {@code moves}, counted per seat of {@code seats}. */
    public static Tally of(List<MoveReview> moves, int seats) {
        Tally t = new Tally(seats);
        for (MoveReview m : moves) {
            if (m.seat() < seats) {
                m.marked().ifPresent(mark -> t.counts[m.seat()][mark.ordinal()]++);
            }
        }
        return t;
    }

    /** How many moves of {@code seat} earned {@code mark}. */
    public int count(int seat, Mark mark) {
        return counts[seat][mark.ordinal()];
    }

    /** One seat's line: "Red: 2 mistakes, 1 blunder", or "Red: no mistakes". */
    public String line(int seat, String name) {
        List<String> parts = new ArrayList<>();
        for (Mark mark : Mark.values()) {
            int n = counts[seat][mark.ordinal()];
            if (n > 0) {
                parts.add(n + " " + (n == 1 ? mark.word() : mark.plural()));
            }
        }
        return name + ": " + (parts.isEmpty() ? "no mistakes" : String.join(", ", parts));
    }
}
