package org.beadbox.game.mancala;

/**
 * The plain-text board: North's row on top (from e on the left to a on the right, as South sees
 * it), South's row below (A to E), each pit as its beads' digits, the cups with their gems and
 * points, whose turn it is and the last move.
 */
final class TextBoard {

    private TextBoard() {
    }

    static String draw(Board b, boolean mindsports, MancalaMove last) {
        int n = b.n;
        int width = 3;
        for (int i = 0; i < b.size; i++) {
            width = Math.max(width, Pits.digits(b.pit[i], n).length() + 2);
        }
        StringBuilder sb = new StringBuilder();
        sb.append("North's cup: ").append(Pits.digits(b.cup[1], n)).append(" (").append(b.points[1]).append(" points)\n");
        StringBuilder top = new StringBuilder("  ");
        StringBuilder upper = new StringBuilder("  |");
        StringBuilder lower = new StringBuilder("  |");
        StringBuilder bottom = new StringBuilder("  ");
        StringBuilder rule = new StringBuilder("  +");
        for (int col = 0; col < n; col++) {
            int north = 2 * n - 1 - col;
            top.append(center(Pits.name(n, north), width + 1));
            upper.append(center(Pits.digits(b.pit[north], n), width)).append('|');
            lower.append(center(Pits.digits(b.pit[col], n), width)).append('|');
            bottom.append(center(Pits.name(n, col), width + 1));
            rule.append("-".repeat(width)).append('+');
        }
        sb.append(top.toString().stripTrailing()).append('\n').append(rule).append('\n').append(upper).append('\n');
        sb.append(rule).append('\n').append(lower).append('\n').append(rule).append('\n');
        sb.append(bottom.toString().stripTrailing()).append('\n');
        sb.append("South's cup: ").append(Pits.digits(b.cup[0], n)).append(" (").append(b.points[0]).append(" points)\n");
        if (b.over()) {
            sb.append("Game over: ").append(Results.outcome(b, mindsports).summary());
        } else {
            sb.append(Pits.side(b.toMove)).append(" to move");
            if (b.mustFeed()) {
                sb.append(" (must feed ").append(Pits.side(1 - b.toMove)).append(')');
            }
        }
        if (last != null) {
            sb.append("; last move ").append(last.notation());
        }
        sb.append('\n').append("(each pit shows its beads: 0 a stone, 1-").append(n).append(" a gem of that value; - empty)\n");
        return sb.toString();
    }

    private static String center(String s, int width) {
        int left = (width - s.length()) / 2;
        return " ".repeat(Math.max(0, left)) + s + " ".repeat(Math.max(0, width - s.length() - left));
    }
}
