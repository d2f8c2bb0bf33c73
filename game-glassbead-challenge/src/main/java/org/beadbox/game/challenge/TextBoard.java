package org.beadbox.game.challenge;

/**
 * The plain-text board for consoles and logs: {@code R}/{@code B} beads, {@code r}/{@code b}
 * empty cells Red/Blue owns, {@code .} cells nobody owns, {@code S} stakes; the last drop in
 * brackets; coordinates around the edge; the score and whose turn it is below.
 */
final class TextBoard {

    private TextBoard() {
    }

    static String draw(ChallengeState s) {
        Board b = s.board;
        StringBuilder out = new StringBuilder();
        String files = files(b);
        out.append(files).append('\n');
        int middle = b.size - 1;
        for (int y = b.span - 1; y >= 0; y--) {
            int indent = b.kind == Board.Kind.HEX ? Math.abs(y - middle) : 0;
            out.append(String.format("%2d", y + 1)).append(" ".repeat(indent));
            int[] rank = b.rank(y);
            char[] row = new char[2 * rank.length + 1];
            java.util.Arrays.fill(row, ' ');
            for (int i = 0; i < rank.length; i++) {
                row[2 * i + 1] = symbol(s, rank[i]);
                if (rank[i] == s.last) {
                    row[2 * i] = '[';
                    row[2 * i + 2] = ']';
                }
            }
            out.append(row);
            out.append(" ".repeat(indent)).append(String.format("%2d", y + 1)).append('\n');
        }
        out.append(b.kind == Board.Kind.HEX ? hexFiles(b) : files).append('\n');
        out.append(status(s));
        return out.toString();
    }

    private static String files(Board b) {
        StringBuilder out = new StringBuilder("   ");
        for (int x = 0; x < b.span; x++) {
            out.append(x > 0 ? " " : "").append((char) ('a' + x));
        }
        return b.kind == Board.Kind.HEX
                ? "   (hex board: ranks are rows, files run from lower right to upper left)" : out.toString();
    }

    private static String hexFiles(Board b) {
        StringBuilder out = new StringBuilder("   files along the bottom edges: ");
        for (int x = 0; x < b.span; x++) {
            int y = Math.max(0, x - (b.size - 1));
            out.append(x > 0 ? " " : "").append(b.names[b.cellAt(x, y)]);
        }
        return out.toString();
    }

    private static char symbol(ChallengeState s, int c) {
        if (s.stake(c)) {
            return 'S';
        }
        if (s.bead(0, c)) {
            return 'R';
        }
        if (s.bead(1, c)) {
            return 'B';
        }
        int owner = s.owner(c);
        return owner == 0 ? 'r' : owner == 1 ? 'b' : '.';
    }

    /** The score line and the turn line. */
    static String status(ChallengeState s) {
        Variant v = s.variant;
        String komi = v.komi() != 0 ? " (" + s.owned(1) + " + komi " + v.komiText() + ")" : "";
        String score = "Red " + Variant.formatKomi(s.colourScore(0)) + "  Blue " + Variant.formatKomi(s.colourScore(1)) + komi;
        String seats = s.swapped ? "  [colours swapped: seat 1 plays Blue, seat 2 Red]" : "";
        return score + seats + "\n" + turn(s);
    }

    /** Whose turn it is and what they do, or the result. */
    static String turn(ChallengeState s) {
        if (s.isOver()) {
            return s.summary();
        }
        if (s.pendingStakes() > 0) {
            int placed = s.variant.handicap() - s.pendingStakes() + 1;
            return "Blue to place stake " + placed + " of " + s.variant.handicap();
        }
        String who = Challenge.COLOUR_NAMES[s.colour] + " to move";
        return s.swapOffered() ? who + " (may answer swap)" : who;
    }
}
