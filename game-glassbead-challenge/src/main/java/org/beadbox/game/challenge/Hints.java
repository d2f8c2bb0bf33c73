package org.beadbox.game.challenge;

import java.util.ArrayList;
import java.util.List;

/** The words and the what-if answers the picture shows: tooltips and the cells a drop would turn. */
final class Hints {

    private Hints() {
    }

    /**
     * The cells other than {@code cell} whose owner a drop there by the side to move would change,
     * each as {@code {cell, new owner}} (owner -1 for nobody). The drop must be legal.
     */
    static List<int[]> changes(ChallengeState s, int cell) {
        List<int[]> out = new ArrayList<>();
        Board b = s.board;
        int step = s.colour == 0 ? 1 : -1;
        for (int k = b.nbrStart[cell]; k < b.nbrStart[cell + 1]; k++) {
            int j = b.nbr[k];
            if (!s.occupied(j)) {
                int before = Integer.signum(s.lead(j));
                int after = Integer.signum(s.lead(j) + step);
                if (after != before) {
                    out.add(new int[] {j, after > 0 ? 0 : after < 0 ? 1 : -1});
                }
            }
        }
        return out;
    }

    /** The tooltip of a legal cell: what dropping there does, given its {@link #changes}. */
    static String tooltip(ChallengeState s, int cell, List<int[]> changes) {
        String name = s.board.names[cell];
        if (s.pendingStakes() > 0) {
            return name + ": place a stake here (Blue's for good)";
        }
        String mover = Challenge.COLOUR_NAMES[s.colour];
        List<String> won = new ArrayList<>();
        List<String> neutral = new ArrayList<>();
        for (int[] change : changes) {
            (change[1] < 0 ? neutral : won).add(s.board.names[change[0]]);
        }
        StringBuilder out = new StringBuilder(name + ": " + mover + " drops here");
        if (!won.isEmpty()) {
            out.append("; wins ").append(String.join(" ", won));
        }
        if (!neutral.isEmpty()) {
            out.append("; ").append(String.join(" ", neutral)).append(neutral.size() == 1 ? " becomes" : " become")
                    .append(" nobody's");
        }
        return out.toString();
    }

    /** The tooltip of a cell that cannot be played: who owns it. */
    static String describe(ChallengeState s, int cell) {
        String name = s.board.names[cell];
        if (s.stake(cell)) {
            return name + ": Blue's stake";
        }
        if (s.occupied(cell)) {
            return name + ": " + Challenge.COLOUR_NAMES[s.bead(0, cell) ? 0 : 1] + " bead";
        }
        int owner = s.owner(cell);
        return name + (owner < 0 ? ": nobody's" : ": " + Challenge.COLOUR_NAMES[owner] + "'s");
    }

    /** One line naming the variant: "10×10 · drop=not-opponent · komi 2.5 · handicap 2 · swap on". */
    static String variantLine(ChallengeState s) {
        Variant v = s.variant;
        StringBuilder out = new StringBuilder(s.board.describe() + " · drop=" + v.dropName());
        if (v.komi() != 0) {
            out.append(" · komi ").append(v.komiText());
        }
        if (v.handicap() > 0) {
            out.append(" · handicap ").append(v.handicap());
        }
        if (v.swapRule()) {
            out.append(s.swapped ? " · colours swapped" : " · swap on");
        }
        return out.toString();
    }
}
