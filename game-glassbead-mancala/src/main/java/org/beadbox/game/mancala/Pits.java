package org.beadbox.game.mancala;

/** Names of pits, sides and gems, shared by the notation, the text board and the picture. */
final class Pits {

    private static final String[] GEM_NAMES = {"stone", "yellow", "green", "blue", "red", "purple", "white"};

    private Pits() {
    }

    /** The pit's letter: upper case for South ({@code A..}), lower case for North ({@code a..}). */
    static String name(int n, int pit) {
        return String.valueOf(pit < n ? (char) ('A' + pit) : (char) ('a' + pit - n));
    }

    /** The pit a letter names, or -1 if it names none on a board of {@code n} pits a side. */
    static int index(int n, char letter) {
        if (letter >= 'A' && letter < 'A' + n) {
            return letter - 'A';
        }
        if (letter >= 'a' && letter < 'a' + n) {
            return n + letter - 'a';
        }
        return -1;
    }

    /** "South" or "North". */
    static String side(int side) {
        return side == 0 ? "South" : "North";
    }

    /** "A–E" or "a–f": the letters of one side's pits. */
    static String letters(int n, int side) {
        return name(n, side * n) + "–" + name(n, side * n + n - 1);
    }

    /** What a bead kind is called: "stone", "purple (5)". */
    static String kind(int kind) {
        return kind == 0 ? "stone" : GEM_NAMES[Math.min(kind, GEM_NAMES.length - 1)] + " (" + kind + ")";
    }

    /** The digits of a packed pit or cup, gems high to low then stones, or "-" when empty. */
    static String digits(int packed, int n) {
        StringBuilder sb = new StringBuilder();
        for (int v = n; v >= 1; v--) {
            for (int t = Board.gems(packed, v); t > 0; t--) {
                sb.append((char) ('0' + v));
            }
        }
        for (int t = Board.stones(packed); t > 0; t--) {
            sb.append('0');
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
