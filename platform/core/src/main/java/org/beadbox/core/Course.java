package org.beadbox.core;

import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * The course of a {@link Match} as the referee changes it: each change makes a new {@link
 * History}, published for every thread to read, and is told to the seats' players and the
 * listeners: a move, a take-back, a redo, a loss by resigning or on time, the end. Changed on the
 * match thread only.
 */
final class Course {

    private final Seats seats;
    private final MatchEvents events;
    private final int plyLimit;
    private volatile History history;

    Course(History history, Seats seats, MatchEvents events, int plyLimit) {
        this.history = history;
        this.seats = seats;
        this.events = events;
        this.plyLimit = plyLimit;
    }

    History history() {
        return history;
    }

    /** The position now. */
    GameState now() {
        return history.now();
    }

    /** The outcome, or empty when the game's code fails to say (the match then ends as abandoned). */
    Optional<Outcome> safeOutcome() {
        try {
            return history.outcome();
        } catch (RuntimeException | LinkageError | AssertionError e) {
            return Optional.empty();
        }
    }

    /** Whether the game is over (by the rules or a resignation); the game's code may throw. */
    boolean isOver() {
        return history.outcome().isPresent();
    }

    /** The most moves a game may last. */
    int plyLimit() {
        return plyLimit;
    }

    /**
     * Plays {@code move} for {@code seat} and tells everyone; tells the end when it ends the game.
     *
     * @return true when the game goes on with {@link #plyLimit()} moves or more
     */
    boolean play(int seat, Move move) {
        GameState after = history.now().play(move);
        history = history.played(move, after);
        seats.tellAll(p -> p.played(move, StateUnderDeadline.plugin(after)));
        events.fire(l -> l.moved(seat, move, after));
        if (after.isOver()) {
            ended();
            return false;
        }
        return history.moves().size() >= plyLimit;
    }

    /** Tells the listeners how the game ended and wakes whoever waits for it. */
    void ended() {
        Outcome o = history.outcome().orElseThrow();
        events.ended(o);
    }

    /** The index of the position {@code seat} may go back to ({@code seat < 0}: the one before the last move), or -1. */
    int undoTarget(int seat) {
        return history.undoTarget(seat);
    }

    /** Goes back to the position at {@code target}: every player hears each move taken back, the listeners the result. */
    void undoTo(int target) {
        History h = history;
        history = h.undoneTo(target);
        for (int i = h.moves().size() - 1; i >= target; i--) {
            GameState now = h.states().get(i);
            seats.tellAll(p -> p.undone(StateUnderDeadline.plugin(now)));
        }
        GameState now = now();
        events.fire(l -> l.undone(now));
    }

    /** Whether a taken-back move can be played again (not after a resignation). */
    boolean canRedo() {
        return !history.redo().isEmpty() && history.resigned() == null;
    }

    /**
     * Plays taken-back moves again: one, or for {@code seat >= 0} until that seat is to move, the
     * game is over or none is left.
     *
     * @return true when a move played took the game to the ply limit
     */
    boolean redo(int seat) {
        boolean pastLimit = false;
        do {
            var redo = history.redo();
            Move next = redo.get(redo.size() - 1);
            pastLimit |= play(now().toMove(), now().parseMove(next.notation()));
        } while (seat >= 0 && !history.redo().isEmpty() && !isOver() && now().toMove() != seat);
        return pastLimit;
    }

    /** The game ends with {@code seat} last and the others sharing first place: "Red resigns: Blue wins". */
    void lose(int seat, String how) {
        History h = history;
        history = h.resign(seats.lastPlace(seat, how, h.now().score()));
        ended();
    }

    /**
     * The game ends drawn by agreement ({@link DrawOffer}): every seat shares first place, with
     * the running scores; recorded like a resignation ({@link GameRecord.Result#agreedDraw()}).
     */
    void agreeDraw() {
        History h = history;
        double[] score = h.now().score();
        java.util.List<Double> scores = new java.util.ArrayList<>();
        java.util.List<Integer> ranks = new java.util.ArrayList<>();
        for (int i = 0; i < seats.count(); i++) {
            scores.add(i < score.length ? score[i] : 0.0);
            ranks.add(0);
        }
        history = h.resign(new Outcome(scores, ranks, DrawOffer.SUMMARY));
        ended();
    }

    /** Tells the player of {@code seat} the game so far ({@link Seats#join}). */
    void join(int seat) {
        seats.join(seat, history);
    }
}
