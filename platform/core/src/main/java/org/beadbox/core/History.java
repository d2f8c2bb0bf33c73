package org.beadbox.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/**
 * The course of a {@link Match}: the moves, the positions, the moves taken back that can be
 * redone, a resignation. Immutable: each change makes a new one, which the match publishes in a
 * volatile field so that any thread reads a consistent snapshot.
 *
 * @param moves the moves from the start
 * @param states the start, then the position after each move
 * @param redo moves taken back, the next to redo last
 * @param resigned the outcome of a resignation, or null
 */
record History(List<Move> moves, List<GameState> states, List<Move> redo, Outcome resigned) {

    History {
        moves = Trail.of(moves);
        states = Trail.of(states);
        redo = List.copyOf(redo);
    }

    /** The position now. */
    GameState now() {
        return states.get(states.size() - 1);
    }

    /** The outcome: a resignation's, else the rules'. */
    Optional<Outcome> outcome() {
        return resigned != null ? Optional.of(resigned) : now().outcome();
    }

    /** After {@code move} led to {@code after}; the redo list survives only if it was its next move. */
    History played(Move move, GameState after) {
        List<Move> m = Trail.append(moves, move);
        List<GameState> s = Trail.append(states, after);
        List<Move> r = redo;
        if (!r.isEmpty()) {
            r = r.get(r.size() - 1).notation().equals(move.notation()) ? r.subList(0, r.size() - 1) : List.of();
        }
        return new History(m, s, r, null);
    }

    /**
     * The index of the latest earlier position where {@code seat} is to move and the game goes
     * on (any earlier position for {@code seat < 0}), or -1.
     */
    int undoTarget(int seat) {
        for (int i = moves.size() - 1; i >= 0; i--) {
            GameState s = states.get(i);
            if (seat < 0 || (s.toMove() == seat && !s.isOver())) {
                return i;
            }
        }
        return -1;
    }

    /** Back to the position at {@code index}, the moves after it kept for redo. */
    History undoneTo(int index) {
        List<Move> r = new ArrayList<>(redo);
        for (int i = moves.size() - 1; i >= index; i--) {
            r.add(moves.get(i));
        }
        return new History(Trail.prefix(moves, index), Trail.prefix(states, index + 1), r, null);
    }

    /** The game ends by a resignation. */
    History resign(Outcome outcome) {
        return new History(moves, states, redo, outcome);
    }

    /**
     * How the game stands, for a record. A game whose code fails here (a broken plugin) is
     * recorded as unfinished, without scores, so its record can still be saved.
     */
    GameRecord.Result result() {
        Optional<Outcome> o;
        List<Double> scores = new ArrayList<>();
        try {
            o = outcome();
            if (o.isEmpty()) {
                for (double d : now().score()) {
                    scores.add(d);
                }
            }
        } catch (RuntimeException | LinkageError e) {
            Debug.report("the game failed while its record was made", e);
            return new GameRecord.Result(GameRecord.Result.UNFINISHED, "", List.of(), List.of());
        }
        if (o.isEmpty()) {
            return new GameRecord.Result(GameRecord.Result.UNFINISHED, "", List.of(), scores);
        }
        return new GameRecord.Result(resigned != null ? GameRecord.Result.RESIGNED : GameRecord.Result.FINISHED,
                o.get().summary(), o.get().winners(), o.get().scores());
    }
}
