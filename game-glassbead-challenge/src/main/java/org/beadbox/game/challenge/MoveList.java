package org.beadbox.game.challenge;

import java.util.AbstractList;
import java.util.RandomAccess;
import org.beadbox.api.Move;

/**
 * The legal moves of a position as a compact, unmodifiable list: the legal cells as two words,
 * each element looked up on {@code get} (in cell order), then {@code swap} when it is offered.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {

    private final Drop[] drops;
    private final long l0;
    private final long l1;
    private final int n0;
    private final int drops0and1;
    private final boolean swap;

    MoveList(Board board, long l0, long l1, boolean swap) {
        this.drops = board.drops;
        this.l0 = l0;
        this.l1 = l1;
        this.n0 = Long.bitCount(l0);
        this.drops0and1 = n0 + Long.bitCount(l1);
        this.swap = swap;
    }

    @Override
    public Move get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("move " + index + " of " + size());
        }
        if (index < n0) {
            return drops[Playout.select(l0, index)];
        }
        return index < drops0and1 ? drops[64 + Playout.select(l1, index - n0)] : Swap.SWAP;
    }

    @Override
    public int size() {
        return drops0and1 + (swap ? 1 : 0);
    }
}
