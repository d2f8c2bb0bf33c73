package org.beadbox.game.beadmaster;

/**
 * The fixed hardware of BeadMaster as tables: the 14 bars' slot patterns, which holes each bar
 * covers in each of its three positions, and the names of holes and bars. Bars are numbered 0–6
 * for H1–H7 and 7–13 for V1–V7; holes {@code row * 7 + column} from the top left, so a set of
 * holes is a {@code long} bit mask.
 */
final class Bars {

    /** Bars on the board. */
    static final int BARS = 14;
    /** Holes on each side of the grid. */
    static final int SIDE = 7;
    /** Holes on the board. */
    static final int HOLES = SIDE * SIDE;
    /** Slots on each bar. */
    static final int SLOTS = 9;

    /** The slot patterns of the rules page, H1…H7 then V1…V7; {@code x} filled, {@code o} holed. */
    static final String[] PATTERNS = {
        "xoxoxoxox", "xooxooxox", "xoooxooox", "xoxoxoxox", "xooooooox", "xxoooxoxx", "xooxoxoxx",
        "xooooxoxx", "xoooxxoox", "xoxooxoxx", "xooxxooox", "xxoooxoxx", "xxoooooxx", "xooxooxox",
    };

    /** The positions' names, by position 0, 1, 2. */
    static final String[] POSITION_NAMES = {"inner", "central", "outer"};

    /** {@code COVER[bar * 3 + position]}: the holes whose slot of that bar is filled. */
    static final long[] COVER = new long[BARS * 3];

    /**
     * {@code SLIDE_XOR[move]} for a slide code {@code move = bar * 2 + dir} (dir 0 is +, 1 is −)
     * and position {@code p}, at index {@code move * 3 + p}: the change of that bar's coverage.
     */
    static final long[] SLIDE_XOR = new long[BARS * 2 * 3];

    static {
        for (int bar = 0; bar < BARS; bar++) {
            for (int p = 0; p < 3; p++) {
                long mask = 0;
                for (int i = 0; i < SIDE; i++) {
                    if (filled(bar, i + p)) {
                        mask |= 1L << hole(bar, i);
                    }
                }
                COVER[bar * 3 + p] = mask;
            }
            for (int p = 0; p < 3; p++) {
                if (p < 2) {
                    SLIDE_XOR[(bar * 2) * 3 + p] = COVER[bar * 3 + p] ^ COVER[bar * 3 + p + 1];
                }
                if (p > 0) {
                    SLIDE_XOR[(bar * 2 + 1) * 3 + p] = COVER[bar * 3 + p] ^ COVER[bar * 3 + p - 1];
                }
            }
        }
    }

    private Bars() {
    }

    /** Whether slot {@code slot} (from 0) of {@code bar} is filled. */
    static boolean filled(int bar, int slot) {
        return PATTERNS[bar].charAt(slot) == 'x';
    }

    /** The hole at index {@code i} (from 0, left to right or top to bottom) along {@code bar}. */
    static int hole(int bar, int i) {
        return bar < SIDE ? bar * SIDE + i : i * SIDE + (bar - SIDE);
    }

    /** The H bar over a hole. */
    static int hBar(int hole) {
        return hole / SIDE;
    }

    /** The V bar over a hole. */
    static int vBar(int hole) {
        return SIDE + hole % SIDE;
    }

    /** Whether {@code bar} is horizontal (red). */
    static boolean horizontal(int bar) {
        return bar < SIDE;
    }

    /** "H3", "V5". */
    static String barName(int bar) {
        return bar < SIDE ? "H" + (bar + 1) : "V" + (bar - SIDE + 1);
    }

    /** The bar named {@code name} ("H3", case-insensitive), or -1. */
    static int barOf(String name) {
        if (name.length() != 2) {
            return -1;
        }
        char kind = Character.toUpperCase(name.charAt(0));
        int n = name.charAt(1) - '1';
        if (n < 0 || n >= SIDE || (kind != 'H' && kind != 'V')) {
            return -1;
        }
        return kind == 'H' ? n : SIDE + n;
    }

    /** "e3": column letter from the left, row number from the top. */
    static String holeName(int hole) {
        return "" + (char) ('a' + hole % SIDE) + (hole / SIDE + 1);
    }

    /** The hole named {@code name} ("e3", case-insensitive), or -1. */
    static int holeOf(String name) {
        if (name.length() != 2) {
            return -1;
        }
        int col = Character.toLowerCase(name.charAt(0)) - 'a';
        int row = name.charAt(1) - '1';
        return col < 0 || col >= SIDE || row < 0 || row >= SIDE ? -1 : row * SIDE + col;
    }

    /** The holes covered when the bars stand at {@code positions} (2 bits a bar, bar 0 lowest). */
    static long covered(int positions) {
        long cover = 0;
        for (int bar = 0; bar < BARS; bar++) {
            cover |= COVER[bar * 3 + position(positions, bar)];
        }
        return cover;
    }

    /** The position of {@code bar} in packed {@code positions}. */
    static int position(int positions, int bar) {
        return (positions >>> (2 * bar)) & 3;
    }

    /** The slot (from 0) of {@code bar} under {@code hole} when the bar stands at {@code position}. */
    static int slotUnder(int bar, int hole, int position) {
        return (bar < SIDE ? hole % SIDE : hole / SIDE) + position;
    }
}
