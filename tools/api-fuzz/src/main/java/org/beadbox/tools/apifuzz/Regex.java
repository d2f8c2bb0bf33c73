package org.beadbox.tools.apifuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Strings that match a JSON Schema {@code pattern}, drawn at random: literals, escapes
 * ({@code \d \w \s}, escaped punctuation), {@code .}, classes with ranges and negation, groups
 * with alternatives, and the quantifiers {@code ? * + {n} {n,} {n,m}}. Enough for the patterns an
 * API writes; {@link #generate} answers null for one it cannot read, and the caller falls back to
 * the schema's examples.
 */
final class Regex {

    /** What a negated class or {@code .} draws from: printable ASCII and a few letters beyond. */
    private static final int[] ANY;

    static {
        List<Integer> any = new ArrayList<>();
        for (int c = 0x20; c < 0x7f; c++) {
            any.add(c);
        }
        for (int c : new int[] {0xe9, 0xdf, 0x416, 0x4e2d, 0x1f600, 0x202e, 0xfeff}) {
            any.add(c);
        }
        ANY = any.stream().mapToInt(Integer::intValue).toArray();
    }

    private final String p;
    private final Random random;
    private int i;

    private Regex(String pattern, Random random) {
        String s = pattern.startsWith("^") ? pattern.substring(1) : pattern;
        this.p = s.endsWith("$") && !s.endsWith("\\$") ? s.substring(0, s.length() - 1) : s;
        this.random = random;
    }

    /** A string matching {@code pattern} (anchored or not: it is read as anchored), or null when the pattern is beyond this reader. */
    static String generate(String pattern, Random random) {
        try {
            Regex r = new Regex(pattern, random);
            StringBuilder out = new StringBuilder();
            r.alternatives(out);
            return r.i == r.p.length() ? out.toString() : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** alternatives := sequence ('|' sequence)*, one of them drawn. */
    private void alternatives(StringBuilder out) {
        List<StringBuilder> options = new ArrayList<>();
        StringBuilder first = new StringBuilder();
        sequence(first);
        options.add(first);
        while (i < p.length() && p.charAt(i) == '|') {
            i++;
            StringBuilder next = new StringBuilder();
            sequence(next);
            options.add(next);
        }
        out.append(options.get(random.nextInt(options.size())));
    }

    private void sequence(StringBuilder out) {
        while (i < p.length() && p.charAt(i) != '|' && p.charAt(i) != ')') {
            int start = i;
            atom(new StringBuilder()); // parse once to find its end
            int end = i;
            int[] range = quantifier();
            int n = range[0] + (range[1] > range[0] ? random.nextInt(range[1] - range[0] + 1) : 0);
            int after = i;
            for (int k = 0; k < n; k++) {
                i = start;
                atom(out);
            }
            if (n > 0 && i != end) {
                throw new IllegalStateException("atom length changed");
            }
            i = after;
        }
    }

    private void atom(StringBuilder out) {
        char c = p.charAt(i);
        if (c == '(') {
            i++;
            if (p.startsWith("?:", i)) {
                i += 2;
            }
            alternatives(out);
            expect(')');
        } else if (c == '[') {
            i++;
            out.appendCodePoint(charClass());
        } else if (c == '\\') {
            i++;
            out.appendCodePoint(escape(p.charAt(i++)));
        } else if (c == '.') {
            i++;
            out.appendCodePoint(ANY[random.nextInt(ANY.length)]);
        } else if ("*+?{".indexOf(c) >= 0) {
            throw new IllegalArgumentException("a quantifier without an atom");
        } else {
            i++;
            out.append(c);
        }
    }

    private int escape(char e) {
        return switch (e) {
            case 'd' -> '0' + random.nextInt(10);
            case 'w' -> "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".charAt(random.nextInt(63));
            case 's' -> ' ';
            default -> {
                if (Character.isLetterOrDigit(e)) {
                    throw new IllegalArgumentException("escape \\" + e);
                }
                yield e;
            }
        };
    }

    private int charClass() {
        boolean negated = i < p.length() && p.charAt(i) == '^';
        if (negated) {
            i++;
        }
        List<int[]> ranges = new ArrayList<>();
        boolean first = true;
        while (p.charAt(i) != ']' || first) {
            first = false;
            int lo = classChar(ranges);
            if (lo < 0) {
                continue;
            }
            if (p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
                i++;
                int hi = classChar(ranges);
                ranges.add(new int[] {lo, hi});
            } else {
                ranges.add(new int[] {lo, lo});
            }
        }
        i++;
        if (negated) {
            List<Integer> pool = new ArrayList<>();
            for (int c : ANY) {
                if (ranges.stream().noneMatch(r -> c >= r[0] && c <= r[1])) {
                    pool.add(c);
                }
            }
            return pool.get(random.nextInt(pool.size()));
        }
        int[] r = ranges.get(random.nextInt(ranges.size()));
        return r[0] + random.nextInt(r[1] - r[0] + 1);
    }

    /** One character of a class; -1 when it was a shorthand ({@code \d}) added to {@code ranges} whole. */
    private int classChar(List<int[]> ranges) {
        char c = p.charAt(i++);
        if (c != '\\') {
            return c;
        }
        char e = p.charAt(i++);
        switch (e) {
            case 'd' -> ranges.add(new int[] {'0', '9'});
            case 'w' -> {
                ranges.add(new int[] {'a', 'z'});
                ranges.add(new int[] {'A', 'Z'});
                ranges.add(new int[] {'0', '9'});
                ranges.add(new int[] {'_', '_'});
            }
            case 's' -> ranges.add(new int[] {' ', ' '});
            default -> {
                return e;
            }
        }
        return -1;
    }

    /** The repetitions allowed: {min, max}. */
    private int[] quantifier() {
        if (i >= p.length()) {
            return new int[] {1, 1};
        }
        char c = p.charAt(i);
        switch (c) {
            case '?' -> {
                i++;
                return new int[] {0, 1};
            }
            case '*' -> {
                i++;
                return new int[] {0, 5};
            }
            case '+' -> {
                i++;
                return new int[] {1, 6};
            }
            case '{' -> {
                int close = p.indexOf('}', i);
                String[] parts = p.substring(i + 1, close).split(",", -1);
                i = close + 1;
                int min = Integer.parseInt(parts[0].strip());
                int max = parts.length == 1 ? min : parts[1].isBlank() ? min + 5 : Integer.parseInt(parts[1].strip());
                return new int[] {min, max};
            }
            default -> {
                return new int[] {1, 1};
            }
        }
    }

    private void expect(char c) {
        if (p.charAt(i) != c) {
            throw new IllegalArgumentException("expected " + c);
        }
        i++;
    }
}
