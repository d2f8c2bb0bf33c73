package org.beadbox.hardening;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Turns valid inputs into broken ones, the way hand edits, bad downloads and cut-off files
 * break them: truncation, deleted and inserted characters, numbers made huge or negative,
 * doubled pieces, stray separators, pieces of other inputs spliced in, random bytes. A seed
 * fixes every choice, so a failing input is reproduced from its seed.
 */
final class Mutator {

    private static final Pattern DIGITS = Pattern.compile("-?\\d+(\\.\\d+)?");
    private static final List<String> NUMBERS = List.of("99999999999999999999", "2147483648", "2147483647", "-2147483649",
            "9223372036854775808", "-1", "0", "-0", "1e309", "1.5", "NaN", "Infinity", "00000000000000000000001",
            "0x1F", "１２");
    private static final String SEPARATORS = " ,;:/|\n\t\r\"'\\{}[]()=-+*#.x_";
    private static final List<String> WORDS = List.of("null", "true", "-", "--", "swap", "pass", "\u0000", "\uFEFF",
            "\uD800", "é", "🎲", "<script>", "%s", "${x}", "\\u0000");

    private Mutator() {
    }

    /** A mutant of a random one of {@code seeds}, most of the time; now and then a random string or bytes. */
    static Arbitrary<String> mutants(List<String> seeds) {
        Arbitrary<String> mutated = Combinators.combine(Arbitraries.of(seeds), Arbitraries.longs())
                .as((s, seed) -> mutate(s, seeds, seed));
        return Arbitraries.frequencyOf(
                Tuple.of(14, mutated),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(300)),
                Tuple.of(1, Arbitraries.longs().map(seed -> randomBytes(new SplittableRandom(seed), 400))));
    }

    /** One to four mutations of {@code text}; {@code others} give pieces to splice in. */
    static String mutate(String text, List<String> others, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        String s = text;
        int rounds = 1 + r.nextInt(4);
        for (int i = 0; i < rounds; i++) {
            s = once(s, others, r);
        }
        return s;
    }

    private static String once(String s, List<String> others, SplittableRandom r) {
        int n = s.length();
        int at = n == 0 ? 0 : r.nextInt(n + 1);
        switch (r.nextInt(12)) {
            case 0:
                return s.substring(0, at);
            case 1: {
                int end = Math.min(n, at + 1 + r.nextInt(20));
                return s.substring(0, at) + s.substring(end);
            }
            case 2:
                return s.substring(0, at) + randomChars(r, 1 + r.nextInt(6)) + s.substring(at);
            case 3:
                return hugeNumber(s, r);
            case 4: {
                if (n == 0) {
                    return s;
                }
                int from = r.nextInt(n);
                int end = Math.min(n, from + 1 + r.nextInt(30));
                String piece = s.substring(from, end);
                return s.substring(0, at) + piece.repeat(1 + r.nextInt(5)) + s.substring(at);
            }
            case 5: {
                char c = SEPARATORS.charAt(r.nextInt(SEPARATORS.length()));
                return s.substring(0, at) + c + s.substring(at);
            }
            case 6: {
                if (n == 0) {
                    return s;
                }
                int i = r.nextInt(n);
                char c = s.charAt(i);
                char d = Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
                return s.substring(0, i) + (d == c ? (char) (c + 1) : d) + s.substring(i + 1);
            }
            case 7: {
                String other = others.get(r.nextInt(others.size()));
                int from = other.isEmpty() ? 0 : r.nextInt(other.length());
                String piece = other.substring(from, Math.min(other.length(), from + 1 + r.nextInt(40)));
                return s.substring(0, at) + piece + s.substring(at);
            }
            case 8:
                return s.substring(0, at) + WORDS.get(r.nextInt(WORDS.size())) + s.substring(at);
            case 9:
                return r.nextInt(4) == 0 ? randomBytes(r, 1 + r.nextInt(200)) : s.strip();
            case 10:
                return r.nextBoolean() ? s.toUpperCase() : "  " + s + "\n\n";
            default:
                return s.replace(' ', r.nextBoolean() ? '\t' : ',');
        }
    }

    /** Replaces one number in {@code s} by a huge, negative or malformed one (or adds one). */
    static String hugeNumber(String s, SplittableRandom r) {
        String number = NUMBERS.get(r.nextInt(NUMBERS.size()));
        Matcher m = DIGITS.matcher(s);
        int count = 0;
        while (m.find()) {
            count++;
        }
        if (count == 0) {
            return s + number;
        }
        int pick = r.nextInt(count);
        m.reset();
        for (int i = 0; m.find(); i++) {
            if (i == pick) {
                return s.substring(0, m.start()) + number + s.substring(m.end());
            }
        }
        return s;
    }

    private static String randomChars(SplittableRandom r, int count) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < count; i++) {
            int kind = r.nextInt(4);
            b.append(kind == 0 ? (char) r.nextInt(32) : kind == 1 ? (char) (32 + r.nextInt(95))
                    : kind == 2 ? (char) ('0' + r.nextInt(10)) : (char) r.nextInt(0x3000));
        }
        return b.toString();
    }

    /** Random bytes read as text the way a file of them would be (Latin-1: every byte a character). */
    static String randomBytes(SplittableRandom r, int count) {
        byte[] bytes = new byte[count];
        r.nextBytes(bytes);
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
