package org.beadbox.game.beadmaster;

/**
 * Sentences about a board for a person: why a bar is blocked, why a move cannot be played.
 * Shared by the state's error messages, the text board and the picture's tooltips.
 */
final class Explain {

    private Explain() {
    }

    /** Why the seat to move may not slide {@code bar}, or null if the rules allow it. */
    static String blocked(Engine e, int bar) {
        if (e.placing() || e.over()) {
            return null;
        }
        if ((e.blockedSlides() >>> 2 * bar & 3) != 0) {
            String by = slider(e, bar);
            return switch (e.variant.blocked()) {
                case OPPONENTS -> Bars.barName(bar) + " is blocked: " + by + " slid it on his last turn (blocked=opponents)";
                case PREVIOUS -> Bars.barName(bar) + " is blocked: it was slid on the previous turn, by " + by + " (blocked=previous)";
                case SINCE_MINE -> Bars.barName(bar) + " is blocked: " + by + " slid it since "
                        + BeadMaster.seatName(e.toMove) + "'s last turn (blocked=since-mine)";
            };
        }
        if (e.repeatBar() == bar) {
            return Bars.barName(bar) + " is blocked: " + BeadMaster.seatName(e.toMove)
                    + " slid it on the last two turns, and with two players left a bar may be slid"
                    + " on at most two turns in a row (repeat=limited)";
        }
        return null;
    }

    /** Who made the most recent slide of {@code bar} among the last three. */
    private static String slider(Engine e, int bar) {
        for (int entry : new int[] {e.last(0), e.last(1), e.last(2)}) {
            if (entry >= 0 && (entry & 15) == bar) {
                return BeadMaster.seatName(entry >>> 4);
            }
        }
        return "someone";
    }

    /** Why move {@code code} cannot be played on {@code e}, or null if it can. */
    static String refusal(Engine e, int code, String summary) {
        BeadMove move = BeadMove.of(code);
        String n = move.notation();
        if (e.over()) {
            return "cannot play " + n + ": the game is over (" + summary + ")";
        }
        if (move.isPlacement()) {
            int hole = move.hole();
            if (!e.placing()) {
                return n + " is a placement, but every bead is placed: slide a bar instead, like H3+ or V5-";
            }
            if ((e.covered() >>> hole & 1) == 0) {
                return "cannot place on " + n + ": neither bar covers it, so the bead would fall";
            }
            if ((e.occupied >>> hole & 1) != 0) {
                return "cannot place on " + n + ": it already holds " + owner(e, hole) + "'s bead";
            }
            return null;
        }
        if (e.placing()) {
            return "cannot slide yet: " + BeadMaster.seatName(e.toMove) + " must place a bead on an empty covered hole ("
                    + e.toPlace + " beads still to place)";
        }
        int bar = move.bar();
        int p = Bars.position(e.positions, bar);
        if (move.plus() ? p == 2 : p == 0) {
            return "cannot play " + n + ": " + Bars.barName(bar) + " is already " + Bars.POSITION_NAMES[p]
                    + "; it can only slide " + (move.plus() ? "back with " + Bars.barName(bar) + "-" : "out with " + Bars.barName(bar) + "+");
        }
        String blocked = blocked(e, bar);
        return blocked == null ? null : "cannot play " + n + ": " + blocked;
    }

    /** The name of the seat whose bead lies on {@code hole}. */
    static String owner(Engine e, int hole) {
        for (int s = 0; s < e.players; s++) {
            if ((e.beads[s] >>> hole & 1) != 0) {
                return BeadMaster.seatName(s);
            }
        }
        return "nobody";
    }

    /** How a game that is over ended for {@code seat}: "wins" or "draws" if it is among the first, else null. */
    static String result(Engine e, int seat) {
        return !e.wins(seat) ? null : e.drawn() ? "draws" : "wins";
    }

    /**
     * A warning that the game will soon end in a draw for want of a falling bead (in the last 20
     * slides before {@link Variant#quiet}), or null.
     */
    static String drawWarning(Engine e) {
        int quiet = e.variant.quiet();
        int left = quiet - e.calm;
        if (e.over() || e.placing() || quiet == 0 || left > 20) {
            return null;
        }
        return left == 1 ? "a draw after the next slide unless a bead falls"
                : "a draw in " + left + " slides unless a bead falls";
    }
}
