package org.beadbox.game.mancala;

/**
 * The position string: the pits in sowing order separated by {@code /}, each as its beads' digits
 * ({@code -} when empty); South's cup, North's cup (gem digits or {@code -}); {@code S} or
 * {@code N} for the side to move. Twelve pit fields mean the 2×6 board. When the tie rule is
 * MindSports' a fifth field {@code tie=mindsports} follows; without it the default rule holds, so
 * every string of the rules page reads unchanged. Written with gems high to low, then stones.
 */
final class Positions {

    private Positions() {
    }

    /** The position string of a board. */
    static String write(Board b, boolean mindsports) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.size; i++) {
            sb.append(i == 0 ? "" : "/").append(Pits.digits(b.pit[i], b.n));
        }
        sb.append(' ').append(Pits.digits(b.cup[0], b.n)).append(' ').append(Pits.digits(b.cup[1], b.n));
        sb.append(' ').append(b.toMove == 0 ? 'S' : 'N');
        return mindsports ? sb.append(" tie=mindsports").toString() : sb.toString();
    }

    /** A parsed position: the board and whether the MindSports tie rule holds. */
    record Parsed(Board board, boolean mindsports) {
    }

    /**
     * Reads a position string.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static Parsed read(String text) {
        String example = "e.g. '50/40/30/20/10/50/40/30/20/10 - - S'";
        String[] fields = text == null ? new String[0] : text.strip().split("\\s+");
        if (fields.length < 4 || fields.length > 5) {
            throw new IllegalArgumentException("position '" + Notation.shorten(String.valueOf(text))
                    + "' is not PITS SOUTH-CUP NORTH-CUP SIDE [tie=mindsports], " + example);
        }
        String[] pits = fields[0].split("/", -1);
        if (pits.length != 10 && pits.length != 12) {
            throw new IllegalArgumentException("position: " + pits.length + " pits given; the board has 10 (2×5) or 12 (2×6), " + example);
        }
        int n = pits.length / 2;
        Board b = new Board(n);
        int[] gems = new int[n + 1];
        for (int i = 0; i < b.size; i++) {
            String where = "pit " + Pits.name(n, i);
            for (int kind : kinds(pits[i], n, 0, where)) {
                b.add(i, kind);
                gems[kind]++;
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int v : kinds(fields[1 + side], n, 1, Pits.side(side) + "'s cup")) {
                b.cup[side] += Board.UNIT[v];
                b.points[side] += v;
                gems[v]++;
            }
        }
        if (gems[0] > 2 * n) {
            throw new IllegalArgumentException("position: " + gems[0] + " stones; the game has only " + 2 * n);
        }
        for (int v = 1; v <= n; v++) {
            if (gems[v] > 2) {
                throw new IllegalArgumentException("position: " + gems[v] + " " + Pits.kind(v) + " gems; the game has only two");
            }
        }
        switch (fields[3]) {
            case "S" -> b.toMove = 0;
            case "N" -> b.toMove = 1;
            default -> throw new IllegalArgumentException("position: the side to move is S or N, not '" + Notation.shorten(fields[3]) + "'");
        }
        boolean mindsports = false;
        if (fields.length == 5) {
            if (!fields[4].equals("tie=mindsports") && !fields[4].equals("tie=wiki")) {
                throw new IllegalArgumentException("position: the fifth field is tie=mindsports or tie=wiki, not '"
                        + Notation.shorten(fields[4]) + "'");
            }
            mindsports = fields[4].equals("tie=mindsports");
        }
        return new Parsed(b, mindsports);
    }

    private static int[] kinds(String field, int n, int least, String where) {
        if (field.equals("-")) {
            return new int[0];
        }
        if (field.isEmpty()) {
            throw new IllegalArgumentException("position: " + where + " is blank; write - for an empty one");
        }
        int[] out = new int[field.length()];
        for (int k = 0; k < field.length(); k++) {
            int d = field.charAt(k) - '0';
            if (d < least || d > n) {
                throw new IllegalArgumentException("position: " + where + " holds '" + Notation.shorten(field) + "'; "
                        + (least == 0 ? "a bead is 0 (stone) or a gem 1–" + n : "a cup holds gems 1–" + n));
            }
            out[k] = d;
        }
        return out;
    }
}
