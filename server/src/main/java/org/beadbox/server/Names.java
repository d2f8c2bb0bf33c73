package org.beadbox.server;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The rule for account names: 3 to 20 characters, each an ASCII letter, digit, {@code _} or
 * {@code -}, starting with a letter or digit; unique regardless of case. ASCII only, so a
 * Cyrillic "а" or a full-width "Ａ" cannot pass for a Latin "a" and no two names look alike
 * except by case, which the unique key ({@link #key}) folds.
 */
final class Names {

    static final int MIN = 3;
    static final int MAX = 20;
    /** The shortest name of a bot's account (the server names those, never a person: {@code --bots "r1=random"}). */
    static final int BOT_MIN = 2;
    private static final Pattern RULE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{" + (MIN - 1) + "," + (MAX - 1) + "}");

    private Names() {
    }

    /** Null when {@code name} follows the rule; else one line saying what is wrong and what to do. */
    static String problem(String name) {
        if (name == null || name.isEmpty()) {
            return "a name is needed: 3 to 20 letters, digits, _ or -";
        }
        if (name.length() > MAX) {
            return "a name has at most " + MAX + " characters";
        }
        if (name.length() < MIN) {
            return "a name has at least " + MIN + " characters";
        }
        if (!RULE.matcher(name).matches()) {
            return "a name uses only the letters A-Z and a-z, digits, _ and -, and starts with a letter or digit";
        }
        return null;
    }

    /** {@link #problem} for a bot's account: the same rule, from {@value #BOT_MIN} characters. */
    static String botProblem(String name) {
        return name != null && name.length() == BOT_MIN && RULE_SHORT.matcher(name).matches() ? null : problem(name);
    }

    private static final Pattern RULE_SHORT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]");

    /** The unique key of a name: the same for names that differ only in case. */
    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
