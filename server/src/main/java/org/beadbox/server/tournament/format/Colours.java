package org.beadbox.server.tournament.format;

import java.util.List;

/**
 * Seat ("colour") preferences and allocation for two-seat Swiss games, after FIDE's Dutch system
 * (Handbook C.04.3, A.6 and E): seat 0 moves first ("white"). A player's colour difference is
 * first seats minus second seats over games played (byes do not count).
 *
 * <ul>
 *   <li>absolute preference: a difference of 2 or more (or -2 or less), or the same seat in the
 *       last two games: the other seat;</li>
 *   <li>strong: a difference of 1 (or -1): the seat taken less;</li>
 *   <li>mild: a difference of 0: the seat not taken last game;</li>
 *   <li>none: no game played yet.</li>
 * </ul>
 *
 * Allocation (E.1–E.5): grant both preferences; else the stronger (two absolutes: the wider
 * difference); else alternate from the most recent round in which the two had different seats;
 * else the higher-ranked player's preference; with no preferences at all, the higher-ranked
 * player takes the first seat.
 */
final class Colours {

    /** How strongly a player wants a seat. */
    enum Strength { NONE, MILD, STRONG, ABSOLUTE }

    /** A player's wish: the seat wanted (0 or 1, -1 for none) and how strongly. */
    record Preference(int seat, Strength strength) {
    }

    private Colours() {
    }

    static Preference preference(List<Integer> seats) {
        if (seats.isEmpty()) {
            return new Preference(-1, Strength.NONE);
        }
        int difference = 0;
        for (int s : seats) {
            difference += s == 0 ? 1 : -1;
        }
        int last = seats.get(seats.size() - 1);
        boolean twice = seats.size() >= 2 && seats.get(seats.size() - 2) == last;
        if (difference >= 2 || difference <= -2) {
            return new Preference(difference > 0 ? 1 : 0, Strength.ABSOLUTE);
        }
        if (twice) {
            return new Preference(1 - last, Strength.ABSOLUTE);
        }
        if (difference != 0) {
            return new Preference(difference > 0 ? 1 : 0, Strength.STRONG);
        }
        return new Preference(1 - last, Strength.MILD);
    }

    /** Whether two players may meet without one of them breaking an absolute preference. */
    static boolean compatible(List<Integer> a, List<Integer> b) {
        Preference pa = preference(a);
        Preference pb = preference(b);
        return !(pa.strength() == Strength.ABSOLUTE && pb.strength() == Strength.ABSOLUTE
                && pa.seat() == pb.seat());
    }

    /** Whether the higher-ranked player takes the first seat against the lower-ranked one. */
    static boolean higherFirst(List<Integer> higher, List<Integer> lower) {
        Preference ph = preference(higher);
        Preference pl = preference(lower);
        if (ph.seat() < 0 && pl.seat() < 0) {
            return true;
        }
        if (ph.seat() < 0) {
            return pl.seat() == 1;
        }
        if (pl.seat() < 0 || ph.seat() != pl.seat()) {
            return ph.seat() == 0;
        }
        int stronger = ph.strength().compareTo(pl.strength());
        if (stronger == 0 && ph.strength() == Strength.ABSOLUTE) {
            stronger = Integer.compare(Math.abs(difference(higher)), Math.abs(difference(lower)));
        }
        if (stronger != 0) {
            return (stronger > 0) == (ph.seat() == 0);
        }
        for (int h = higher.size() - 1, l = lower.size() - 1; h >= 0 && l >= 0; h--, l--) {
            if (!higher.get(h).equals(lower.get(l))) {
                return higher.get(h) == 1;
            }
        }
        return ph.seat() == 0;
    }

    private static int difference(List<Integer> seats) {
        int d = 0;
        for (int s : seats) {
            d += s == 0 ? 1 : -1;
        }
        return d;
    }
}
