package org.beadbox.game.challenge;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The Challenge position string, both ways. Three parts separated by spaces:
 *
 * <pre>
 * 10/10/10/10/3b6/10/5r4/10/10/10 red board=square size=10 drop=not-opponent komi=0 handicap=0 swap=off
 * </pre>
 *
 * <ol>
 *   <li>the board, rank by rank from the top, ranks separated by {@code /}, each rank from the
 *       left: {@code r} a red bead, {@code b} a blue bead, {@code s} a stake, a number a run of
 *       that many empty cells (on the hex board each rank has as many cells as that row);
 *   <li>the colour to move, {@code red} or {@code blue};
 *   <li>the variant as {@code key=value} words: {@code board}, {@code size}, {@code drop},
 *       {@code komi}, {@code handicap} (stakes still to place are the handicap minus the stakes on
 *       the board), {@code swap} ({@code off}; {@code on}, not used yet; {@code done}, the seats
 *       have exchanged colours so seat 0 plays Blue). Missing words take their defaults.
 * </ol>
 * Ownership is not written: it follows from the beads and stakes.
 */
final class Positions {

    private Positions() {
    }

    /** The position string of a state. */
    static String write(ChallengeState s) {
        Board b = s.board;
        StringBuilder out = new StringBuilder();
        for (int y = b.span - 1; y >= 0; y--) {
            int run = 0;
            for (int c : b.rank(y)) {
                char ch = s.stake(c) ? 's' : s.bead(0, c) ? 'r' : s.bead(1, c) ? 'b' : 0;
                if (ch == 0) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    out.append(run);
                    run = 0;
                }
                out.append(ch);
            }
            if (run > 0) {
                out.append(run);
            }
            out.append(y > 0 ? "/" : " ");
        }
        Variant v = s.variant;
        out.append(s.colour == 0 ? "red" : "blue")
                .append(" board=").append(b.kindName())
                .append(" size=").append(b.size)
                .append(" drop=").append(v.dropName())
                .append(" komi=").append(v.komiText())
                .append(" handicap=").append(v.handicap())
                .append(" swap=").append(!v.swapRule() ? "off" : s.swapped ? "done" : "on");
        return out.toString();
    }

    /** Reads a position string; the exception names what is wrong. */
    static ChallengeState read(String text) {
        String[] parts = text == null ? new String[0] : text.strip().split("\\s+");
        if (parts.length < 2 || parts[0].isEmpty()) {
            throw bad(text, "it needs the board, the colour to move and the variant, e.g. '"
                    + Challenge.EXAMPLE_POSITION + "'");
        }
        Map<String, String> keys = keys(text, parts);
        String kind = keys.getOrDefault("board", "square");
        if (!kind.equals("square") && !kind.equals("hex")) {
            throw bad(text, "board=" + kind + " is neither square nor hex");
        }
        int size = integer(text, keys, "size", kind.equals("hex") ? 6 : 10);
        Board board;
        try {
            board = kind.equals("hex") ? Board.hex(size) : Board.square(size);
        } catch (IllegalArgumentException e) {
            throw bad(text, e.getMessage());
        }
        String drop = keys.getOrDefault("drop", "not-opponent");
        if (!drop.equals("not-opponent") && !drop.equals("unowned")) {
            throw bad(text, "drop=" + drop + " is neither not-opponent nor unowned");
        }
        String swap = keys.getOrDefault("swap", "off");
        if (!swap.equals("off") && !swap.equals("on") && !swap.equals("done")) {
            throw bad(text, "swap=" + swap + " is not off, on or done");
        }
        double komi;
        try {
            komi = Double.parseDouble(keys.getOrDefault("komi", "0"));
        } catch (NumberFormatException e) {
            throw bad(text, "komi=" + keys.get("komi") + " is not a number");
        }
        Variant variant;
        try {
            variant = new Variant(board, drop.equals("unowned"), komi, !swap.equals("off"),
                    integer(text, keys, "handicap", 0));
        } catch (IllegalArgumentException e) {
            throw bad(text, e.getMessage());
        }
        int colour = switch (parts[1].toLowerCase(Locale.ROOT)) {
            case "red" -> 0;
            case "blue" -> 1;
            default -> throw bad(text, "'" + parts[1] + "' is not the colour to move: write red or blue");
        };
        long[] w = cells(text, board, parts[0]);
        Words.ownership(board, w);
        ChallengeState s = new ChallengeState(variant, w, colour, swap.equals("done"), ChallengeState.NO_MOVE);
        check(text, s);
        return s;
    }

    private static Map<String, String> keys(String text, String[] parts) {
        Map<String, String> keys = new LinkedHashMap<>();
        for (int i = 2; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0) {
                throw bad(text, "'" + parts[i] + "' is not key=value");
            }
            String key = parts[i].substring(0, eq).toLowerCase(Locale.ROOT);
            if (!Challenge.POSITION_KEYS.contains(key)) {
                throw bad(text, "unknown key '" + key + "' (known: " + String.join(", ", Challenge.POSITION_KEYS) + ")");
            }
            if (keys.put(key, parts[i].substring(eq + 1).toLowerCase(Locale.ROOT)) != null) {
                throw bad(text, key + " is given twice");
            }
        }
        return keys;
    }

    private static int integer(String text, Map<String, String> keys, String key, int fallback) {
        String v = keys.get(key);
        try {
            if (v != null && !v.chars().allMatch(c -> ascii((char) c) || c == '-')) {
                throw new NumberFormatException(); // Integer.parseInt takes any script's digits: a position is written in 0-9
            }
            return v == null ? fallback : Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw bad(text, key + "=" + v + " is not a whole number (digits 0-9)");
        }
    }

    private static long[] cells(String text, Board board, String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != board.span) {
            throw bad(text, "the " + board.describe() + " has " + board.span + " ranks separated by '/', not " + ranks.length);
        }
        long[] w = new long[Words.SIZE];
        Map<Character, Integer> slots = new HashMap<>(Map.of('r', Words.RED, 'b', Words.BLUE, 's', Words.STAKE));
        for (int i = 0; i < ranks.length; i++) {
            int y = board.span - 1 - i;
            int[] row = board.rank(y);
            String rank = ranks[i].toLowerCase(Locale.ROOT);
            int x = 0;
            for (int k = 0; k < rank.length(); k++) {
                char ch = rank.charAt(k);
                if (ascii(ch)) {
                    int end = k;
                    while (end < rank.length() && ascii(rank.charAt(end))) {
                        end++;
                    }
                    x += end - k > 3 ? Integer.MAX_VALUE / 2 : Integer.parseInt(rank.substring(k, end));
                    k = end - 1;
                } else if (slots.containsKey(ch) && x < row.length) {
                    int cell = row[x++];
                    w[slots.get(ch) + (cell >>> 6)] |= 1L << cell;
                } else if (!slots.containsKey(ch)) {
                    throw bad(text, "rank " + (y + 1) + " holds '" + ch + "': write r, b, s or a number of empty cells (digits 0-9)");
                } else {
                    x = Integer.MAX_VALUE / 2;
                }
            }
            if (x != row.length) {
                throw bad(text, "rank " + (y + 1) + " ('" + ranks[i] + "') must describe " + row.length + " cells");
            }
        }
        return w;
    }

    /** Whether {@code c} is one of 0-9 (not a digit of another script: those are refused). */
    private static boolean ascii(char c) {
        return c >= '0' && c <= '9';
    }

    private static void check(String text, ChallengeState s) {
        int stakes = Long.bitCount(s.words()[Words.STAKE]) + Long.bitCount(s.words()[Words.STAKE + 1]);
        int handicap = s.variant.handicap();
        if (handicap > 0 && stakes > handicap) {
            throw bad(text, stakes + " stakes stand on the board but the handicap is " + handicap);
        }
        if (s.pendingStakes() > 0 && (s.beads(0) + s.beads(1) > 0 || s.colour != 1)) {
            throw bad(text, "while handicap stakes remain to be placed, the board holds no beads and Blue is to move");
        }
    }

    private static IllegalArgumentException bad(String text, String why) {
        String shown = text == null ? "" : text.length() > 80 ? text.substring(0, 77) + "..." : text;
        return new IllegalArgumentException("position '" + shown + "' cannot be read: " + why);
    }
}
