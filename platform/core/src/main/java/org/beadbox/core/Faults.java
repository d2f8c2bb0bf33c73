package org.beadbox.core;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * What a {@link Match} says and does when something fails: the line naming a player's fault
 * (it threw, returned nothing, answered an illegal move, overran its clock) or the game's own
 * failure, and the legal move played for a seat that faulted: the fallback player's, when there
 * is one and it answers a legal move, else a random legal move from the match's seeded random.
 * Used on the match thread only.
 */
final class Faults {

    private final Player fallback;
    private final SplittableRandom random;

    /** @param fallback the player asked for a faulting seat's move, or null for a random move */
    Faults(Player fallback, long seed) {
        this.fallback = fallback;
        this.random = new SplittableRandom(seed);
    }

    /** The move played for a seat that faulted in {@code state}: the fallback's (given a second), else a random one. */
    Move standIn(GameState state) {
        Move move = null;
        if (fallback != null) {
            try {
                Move m = fallback.choose(state, Clock.ofMillis(1000), Progress.NONE);
                move = m == null ? null : state.parseMove(m.notation());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (PluginCall.Overrun e) {
                throw e; // the game's own code hangs: the match ends, naming it
            } catch (RuntimeException e) {
                Debug.report("the fallback player failed", e);
            }
        }
        return move != null ? move : state.randomMove(random);
    }

    /**
     * Judges a player's answer: hands {@code play} the legal move it names, or tells {@code fault}
     * what is wrong with it (it failed, it gave no move, its move is illegal). An exception from
     * the game's {@code parseMove} other than IllegalArgumentException is the game's own failure:
     * it is thrown.
     */
    static void judge(String seat, GameState state, Move move, Throwable failure, Consumer<String> fault,
            Consumer<Move> play) {
        if (failure != null) {
            fault.accept(failed(seat, failure));
            return;
        }
        if (move == null) {
            fault.accept(noMove(seat));
            return;
        }
        Move legal;
        try {
            legal = state.parseMove(move.notation());
        } catch (IllegalArgumentException e) { // any other exception is the game's own failure: it ends the match
            fault.accept(illegal(seat, move, e));
            return;
        }
        play.accept(legal);
    }

    /** "Red (x) failed: why", for a player that threw. */
    static String failed(String seat, Throwable failure) {
        String why = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        return seat + " failed: " + why;
    }

    /** "Red (x) returned no move". */
    static String noMove(String seat) {
        return seat + " returned no move";
    }

    /** "Red (x) answered an illegal move 9: why". */
    static String illegal(String seat, Move move, IllegalArgumentException e) {
        return seat + " answered an illegal move " + move.notation() + ": " + e.getMessage();
    }

    /** "Red (x) overran its clock of 1.5 s". */
    static String overran(String seat, Duration limit) {
        return seat + " overran its clock of " + seconds(limit) + " s";
    }

    /** "the game take-away failed: ...", for an exception from the game's code. */
    static String gameFailed(Game game, Throwable e) {
        String id;
        try {
            id = game.info().id();
        } catch (RuntimeException broken) {
            id = "in play";
        }
        String why = e.getMessage() == null || e.getMessage().isBlank()
                ? "an unexpected " + e.getClass().getSimpleName() + " in its code" : e.getMessage();
        return "the game " + id + " failed: " + why;
    }

    /** "2" for two seconds, "1.5" for 1500 ms. */
    static String seconds(Duration d) {
        double v = d.toMillis() / 1000.0;
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
