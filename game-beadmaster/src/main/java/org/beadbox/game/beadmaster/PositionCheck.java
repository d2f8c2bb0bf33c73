package org.beadbox.game.beadmaster;

/**
 * Checks that a board read from a position string could arise in a game, and derives what the
 * string leaves implicit: who is still in, how many knock-out turns there were, the winner or
 * the draw.
 */
final class PositionCheck {

    private PositionCheck() {
    }

    /**
     * Completes {@code e} and returns it.
     *
     * @throws IllegalArgumentException naming the inconsistency
     */
    static Engine check(Engine e, String position) {
        if ((e.occupied & ~e.covered()) != 0) {
            long loose = e.occupied & ~e.covered();
            throw PositionCodec.problem(position, "the bead on " + Bars.holeName(Long.numberOfTrailingZeros(loose))
                    + " lies over an uncovered hole and would have fallen");
        }
        for (int s = 0; s < e.players; s++) {
            if (Long.bitCount(e.beads[s]) > Engine.BEADS) {
                throw PositionCodec.problem(position, "seat " + s + " has more than " + Engine.BEADS + " beads");
            }
        }
        if (e.toPlace > 0) {
            checkPlacement(e, position);
        } else {
            checkSliding(e, position);
        }
        return e;
    }

    private static void checkPlacement(Engine e, String position) {
        int placed = Engine.BEADS * e.players - e.toPlace;
        for (int s = 0; s < e.players; s++) {
            int expected = placed / e.players + (s < placed % e.players ? 1 : 0);
            if (e.outEvent[s] > 0 || Long.bitCount(e.beads[s]) != expected) {
                throw PositionCodec.problem(position, "with place=" + e.toPlace + " seat " + s + " must have placed "
                        + expected + " beads");
            }
            if (e.lastBar(s) >= 0) {
                throw PositionCodec.problem(position, "runs= must be empty while beads are placed");
            }
        }
        if (e.toMove != placed % e.players) {
            throw PositionCodec.problem(position, "with place=" + e.toPlace + " seat " + placed % e.players + " is to move");
        }
        if (e.last(0) >= 0) {
            throw PositionCodec.problem(position, "last= must be - while beads are placed");
        }
        if (e.calm != 0) {
            throw PositionCodec.problem(position, "calm= must be 0 while beads are placed");
        }
    }

    private static void checkSliding(Engine e, String position) {
        e.alive = 0;
        e.aliveCount = 0;
        e.events = 0;
        for (int s = 0; s < e.players; s++) {
            if (e.outEvent[s] > 0) {
                e.events = Math.max(e.events, e.outEvent[s]);
            } else if (e.beads[s] != 0) {
                e.alive |= 1 << s;
                e.aliveCount++;
            } else {
                throw PositionCodec.problem(position, "seat " + s + " has no beads but is not marked out (xK)");
            }
        }
        if (e.aliveCount >= 2) {
            if (!e.isIn(e.toMove)) {
                throw PositionCodec.problem(position, "seat " + e.toMove + " is out and cannot be to move");
            }
        } else if (e.aliveCount == 1) {
            e.winner = Integer.numberOfTrailingZeros(e.alive);
        } else if (e.last(0) >= 0) {
            e.winner = e.last(0) >>> 4;
        } else {
            throw PositionCodec.problem(position, "every seat is out, but last= names no slide that ended the game");
        }
    }
}
