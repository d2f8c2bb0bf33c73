package org.beadbox.game.beadmaster;

import java.util.SplittableRandom;

/**
 * The {@code bars} option: the 14 bar positions as digits, H1…H7 then V1…V7, 0 inner, 1 central,
 * 2 outer, with an optional {@code /} between the groups ({@code 1111111/1111111}); packed in an
 * int as 2 bits a bar, H1 lowest.
 */
final class BarSetup {

    private BarSetup() {
    }

    /** The canonical text of packed positions: {@code 0120112/2101201}. */
    static String format(int packed) {
        StringBuilder sb = new StringBuilder(15);
        for (int bar = 0; bar < Bars.BARS; bar++) {
            if (bar == Bars.SIDE) {
                sb.append('/');
            }
            sb.append(Bars.position(packed, bar));
        }
        return sb.toString();
    }

    /**
     * The packed positions that {@code text} names.
     *
     * @throws IllegalArgumentException saying what the option looks like
     */
    static int parse(String text) {
        String digits = text.strip();
        if (digits.length() == 15 && digits.charAt(7) == '/') {
            digits = digits.substring(0, 7) + digits.substring(8);
        }
        if (!digits.matches("[012]{14}")) {
            throw new IllegalArgumentException("bars='" + (text.length() > 40 ? text.substring(0, 37) + "..." : text)
                    + "' is not 14 digits 0, 1 or 2 (H1…H7 then V1…V7; 0 inner, 1 central, 2 outer),"
                    + " e.g. bars=1111111/1111111");
        }
        int packed = 0;
        for (int bar = 0; bar < Bars.BARS; bar++) {
            packed |= (digits.charAt(bar) - '0') << (2 * bar);
        }
        return packed;
    }

    /** Bar positions drawn from {@code seed}: each bar uniformly inner, central or outer, H1 first. */
    static int random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int packed = 0;
        for (int bar = 0; bar < Bars.BARS; bar++) {
            packed |= random.nextInt(3) << (2 * bar);
        }
        return packed;
    }
}
