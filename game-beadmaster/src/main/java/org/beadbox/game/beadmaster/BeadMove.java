package org.beadbox.game.beadmaster;

import java.util.List;
import org.beadbox.api.Move;

/**
 * A BeadMaster move: a placement ({@code e3}) or a slide ({@code H3+}, {@code V5-}), held as the
 * engine's move code. One step, the notation itself. Equal exactly when the notations are.
 *
 * @param code the {@link Engine} move code
 */
record BeadMove(int code) implements Move {

    private static final BeadMove[] ALL = new BeadMove[Engine.PLACE + Bars.HOLES];

    static {
        for (int c = 0; c < ALL.length; c++) {
            if (c < 2 * Bars.BARS || c >= Engine.PLACE) {
                ALL[c] = new BeadMove(c);
            }
        }
    }

    /** Checks the code names a move. */
    BeadMove {
        if (code < 0 || code >= ALL.length || (code >= 2 * Bars.BARS && code < Engine.PLACE)) {
            throw new IllegalArgumentException("no move has code " + code);
        }
    }

    /** The shared instance for {@code code}. */
    static BeadMove of(int code) {
        return ALL[code];
    }

    /** Whether this is a placement. */
    boolean isPlacement() {
        return code >= Engine.PLACE;
    }

    /** The hole of a placement. */
    int hole() {
        return code - Engine.PLACE;
    }

    /** The bar of a slide. */
    int bar() {
        return code >>> 1;
    }

    /** Whether a slide goes + (towards outer). */
    boolean plus() {
        return (code & 1) == 0;
    }

    @Override
    public List<String> steps() {
        return List.of(notation());
    }

    @Override
    public String notation() {
        return isPlacement() ? Bars.holeName(hole()) : Bars.barName(bar()) + (plus() ? "+" : "-");
    }

    @Override
    public String toString() {
        return notation();
    }
}
