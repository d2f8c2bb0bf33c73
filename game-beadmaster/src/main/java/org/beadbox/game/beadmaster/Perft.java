package org.beadbox.game.beadmaster;

/**
 * Perft on an {@link Engine}: the number of move sequences of a given length, counted by playing
 * them all on a stack of reused boards (one per ply), the check of the rules page.
 */
final class Perft {

    private Perft() {}

    /** The number of move sequences of exactly {@code depth} plies from {@code e}; sequences ending the game early count 0. */
    static long count(Engine e, int depth) {
        if (depth == 0) {
            return 1;
        }
        Engine[] stack = new Engine[depth];
        for (int d = 0; d < depth; d++) {
            stack[d] = new Engine(e);
        }
        return count(e, depth, stack);
    }

    private static long count(Engine e, int depth, Engine[] stack) {
        if (depth == 1 || e.over()) {
            return e.moveCount();
        }
        Engine child = stack[depth - 1];
        long count = 0;
        if (e.toPlace > 0) {
            for (long m = e.placeable(); m != 0; m &= m - 1) {
                child.copyFrom(e);
                child.place(Long.numberOfTrailingZeros(m));
                count += count(child, depth - 1, stack);
            }
        } else {
            for (int m = e.slideMask(); m != 0; m &= m - 1) {
                child.copyFrom(e);
                child.slide(Integer.numberOfTrailingZeros(m));
                count += count(child, depth - 1, stack);
            }
        }
        return count;
    }
}
