package org.beadbox.tools.webload;

import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the players of one game received: how many messages and characters, for {@code state}s
 * carrying the position's scene, {@code state}s without it ({@code sameScene}), {@code steps}
 * answers and the rest. Shows what a move costs on the wire.
 */
final class Traffic {

    private enum Kind { SCENE_STATE, STATE, STEPS, OTHER }

    private final LongAdder[] count = adders();
    private final LongAdder[] chars = adders();

    private static LongAdder[] adders() {
        LongAdder[] a = new LongAdder[Kind.values().length];
        for (int i = 0; i < a.length; i++) {
            a[i] = new LongAdder();
        }
        return a;
    }

    void add(Message m, int length) {
        Kind k = switch (m.type()) {
            case "state" -> m.scene() ? Kind.SCENE_STATE : Kind.STATE;
            case "steps" -> Kind.STEPS;
            default -> Kind.OTHER;
        };
        count[k.ordinal()].increment();
        chars[k.ordinal()].add(length);
    }

    /** One line: KB received a move, and the mean size of each kind of message. */
    String describe(long moves) {
        long all = 0;
        for (LongAdder c : chars) {
            all += c.sum();
        }
        return String.format(Locale.ROOT, "%.1f KB a move; a state %s with its scene (%d), %s without (%d); a steps answer %s (%d)",
                all / 1024.0 / Math.max(1, moves), mean(Kind.SCENE_STATE), count[0].sum(), mean(Kind.STATE), count[1].sum(),
                mean(Kind.STEPS), count[2].sum());
    }

    private String mean(Kind k) {
        long n = count[k.ordinal()].sum();
        return n == 0 ? "-" : String.format(Locale.ROOT, "%.1f KB", chars[k.ordinal()].sum() / 1024.0 / n);
    }
}
