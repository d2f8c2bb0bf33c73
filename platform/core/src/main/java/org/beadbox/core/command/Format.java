package org.beadbox.core.command;

import java.util.List;
import java.util.Locale;

/** How the commands print numbers: integers when whole, else a few decimals. */
final class Format {

    private Format() {
    }

    /** 3 → "3", 2.5 → "2.5", 1/3 → "0.333". */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.3f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** Numbers separated by spaces. */
    static String numbers(double[] values) {
        StringBuilder b = new StringBuilder();
        for (double v : values) {
            b.append(b.length() == 0 ? "" : " ").append(number(v));
        }
        return b.toString();
    }

    /** Numbers separated by spaces. */
    static String numbers(List<Double> values) {
        double[] a = new double[values.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = values.get(i);
        }
        return numbers(a);
    }

    /** A count per second, rounded to a whole number when at least 100. */
    static String rate(double perSecond) {
        return perSecond >= 100 ? Long.toString(Math.round(perSecond)) : number(Math.round(perSecond * 100) / 100.0);
    }

    /** Seconds with three decimals. */
    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e9);
    }
}
