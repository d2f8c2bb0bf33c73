package org.beadbox.game.mancala;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.IllegalMoveException;

/**
 * Reads the published move notation {@code PIT DIGITS [x CAPTURE]} into a checked {@link Entry},
 * with a message for a person naming the move and what is wrong. Capture groups are a pit letter
 * and gem values ({@code xa5}, {@code xB1}), or bare values for the opponent's cup ({@code x554});
 * groups may follow one another with or without spaces, and after a space bare values are cup
 * gems again ({@code xD3 55}). Trailing annotations {@code ?}, {@code !} are ignored.
 */
final class Notation {

    private Notation() {
    }

    /** The checked, complete move {@code text} names on board {@code b}. */
    static Entry parse(Board b, String text) {
        String s = withoutAnnotation(text == null ? "" : text.strip());
        if (s.isEmpty()) {
            throw new IllegalMoveException("an empty move: write the pit and the beads it sows, e.g. "
                    + Pits.name(b.n, b.toMove * b.n + 2) + "30");
        }
        String quoted = "'" + shorten(s) + "'";
        int n = b.n;
        char letter = s.charAt(0);
        if (Pits.index(n, letter) < 0) {
            throw new IllegalMoveException(quoted + " does not start with a pit: the pits are " + Pits.letters(n, 0)
                    + " (South) and " + Pits.letters(n, 1) + " (North)");
        }
        int i = 1;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') { // ASCII only: '１' is a digit to Java
            i++;
        }
        String digits = s.substring(1, i);
        String rest = s.substring(i).strip();
        if (!rest.isEmpty() && Character.toLowerCase(rest.charAt(0)) != 'x') {
            throw new IllegalMoveException(quoted + ": expected the beads' digits and then x and the captured gems, not '"
                    + shorten(rest) + "'");
        }
        Entry e = new Entry(b);
        if (!e.step(String.valueOf(letter))) {
            throw new IllegalMoveException(quoted + ": " + e.problem);
        }
        checkDigits(e, digits, quoted);
        for (int k = 0; k < digits.length(); k++) {
            e.step(String.valueOf(digits.charAt(k)));
        }
        List<int[]> named = rest.isEmpty() ? List.of() : groups(n, rest.substring(1), quoted);
        Captures.check(e, !rest.isEmpty(), named, quoted);
        return e;
    }

    private static void checkDigits(Entry e, String digits, String quoted) {
        int n = e.n;
        int[] given = new int[10];
        for (int k = 0; k < digits.length(); k++) {
            given[digits.charAt(k) - '0']++;
        }
        boolean same = true;
        for (int k = 0; k < 10; k++) {
            same &= given[k] == (k <= n ? e.hand[k] : 0);
        }
        if (!same || digits.length() != e.beads) {
            String pit = Pits.name(n, e.pit);
            throw new IllegalMoveException(quoted + ": pit " + pit + " holds " + e.beads + " bead" + (e.beads == 1 ? "" : "s")
                    + " (" + Pits.digits(e.start.pit[e.pit], n) + "), so the move writes those digits in the order sown, not '"
                    + (digits.isEmpty() ? "nothing" : digits) + "'" + (e.beads > 1 ? ", e.g. " + pit + Pits.digits(e.start.pit[e.pit], n) : ""));
        }
    }

    /** The gems a capture text names (after the x): {pit or -1 for the cup, value} each. */
    static List<int[]> groups(int n, String text, String quoted) {
        List<int[]> out = new ArrayList<>();
        int pit = -1;
        boolean letterOpen = false;
        for (int k = 0; k < text.length(); k++) {
            char c = text.charAt(k);
            if (Character.isWhitespace(c)) {
                if (letterOpen) {
                    throw new IllegalMoveException(quoted + ": pit " + Pits.name(n, pit) + " is named without a gem value");
                }
                pit = -1;
            } else if (Character.isLetter(c)) {
                if (letterOpen) {
                    throw new IllegalMoveException(quoted + ": pit " + Pits.name(n, pit) + " is named without a gem value");
                }
                pit = Pits.index(n, c);
                if (pit < 0) {
                    throw new IllegalMoveException(quoted + ": '" + c + "' is not a pit: the pits are "
                            + Pits.letters(n, 0) + " and " + Pits.letters(n, 1));
                }
                letterOpen = true;
            } else if (c >= '1' && c <= '0' + n) {
                out.add(new int[] {pit, c - '0'});
                letterOpen = false;
            } else if (c == '0') {
                throw new IllegalMoveException(quoted + ": 0 is a stone, and stones are never captured");
            } else {
                throw new IllegalMoveException(quoted + ": '" + c + "' is not a gem value (1–" + n + ") or a pit letter");
            }
        }
        if (letterOpen) {
            throw new IllegalMoveException(quoted + ": pit " + Pits.name(n, pit) + " is named without a gem value");
        }
        return out;
    }

    /** A capture text in the canonical order: cup values first (high to low), then pits in sowing order. */
    static String canonicalCapture(int n, String text) {
        List<int[]> gems = groups(n, text, "'x" + text + "'");
        gems.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]));
        StringBuilder sb = new StringBuilder("x");
        int current = -1;
        for (int[] g : gems) {
            if (g[0] >= 0 && g[0] != current) {
                current = g[0];
                sb.append(Pits.name(n, current));
            }
            sb.append((char) ('0' + g[1]));
        }
        return sb.toString();
    }

    /** The text without a trailing annotation such as {@code ?}, {@code !!} or {@code ?!}. */
    static String withoutAnnotation(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == '?' || s.charAt(end - 1) == '!')) {
            end--;
        }
        return s.substring(0, end).strip();
    }

    static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 37) + "..." : s;
    }
}
