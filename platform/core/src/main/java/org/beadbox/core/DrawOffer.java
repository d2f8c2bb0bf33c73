package org.beadbox.core;

import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * A draw offered at a {@link Match}, and what became of it: who offered, after how many moves,
 * the seats whose answer is still awaited. Every other seat must accept (with three or four
 * seats too: one refusal declines it); then the game ends drawn by agreement, every seat sharing
 * first place. An offer lapses with the next move (or a take-back, or the game ending otherwise);
 * a seat offers at most once per move ({@link Match#offerDraw}).
 *
 * @param seat the seat that offered
 * @param ply the number of moves played when it was offered
 * @param waiting the seats whose answer is awaited, in order; empty once closed
 * @param status what became of it
 * @param by the seat that declined it ({@link Status#DECLINED}), else -1
 * @since 1.11
 */
public record DrawOffer(int seat, int ply, Set<Integer> waiting, Status status, int by) {

    /** What became of an offer. */
    public enum Status {
        /** Made, answers awaited (some seats may have accepted already). */
        OPEN,
        /** A seat declined it: the game goes on. */
        DECLINED,
        /** A move was played (or taken back, or the game ended otherwise) before every seat accepted. */
        LAPSED,
        /** Every other seat accepted: the game ends drawn by agreement. */
        AGREED
    }

    /** The summary of a game drawn by agreement, as its outcome and record say it. */
    public static final String SUMMARY = "Drawn by agreement";

    /** Copies the seats in order. */
    public DrawOffer {
        waiting = java.util.Collections.unmodifiableSet(new TreeSet<>(waiting));
        Objects.requireNonNull(status, "status");
    }

    /** Whether answers are still awaited. */
    public boolean open() {
        return status == Status.OPEN;
    }

    DrawOffer waitingFor(Set<Integer> seats) {
        return new DrawOffer(seat, ply, seats, Status.OPEN, -1);
    }

    DrawOffer closed(Status how, int decliner) {
        return new DrawOffer(seat, ply, Set.of(), how, decliner);
    }
}
