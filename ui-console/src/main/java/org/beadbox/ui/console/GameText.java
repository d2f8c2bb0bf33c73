package org.beadbox.ui.console;

import java.util.List;
import java.util.Locale;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.Match;

/**
 * How one game's seats, scores and AI progress read in the terminal: a seat's name in its colour,
 * the score line, the seats line of the introduction, the status line of a thinking AI.
 */
final class GameText {

    private final Match match;
    private final Terminal term;
    private final List<SeatInfo> seatInfo;

    GameText(Match match, Terminal term, List<SeatInfo> seatInfo) {
        this.match = match;
        this.term = term;
        this.seatInfo = seatInfo;
    }

    /** Seat {@code i}'s name as the game gives it ("Red"), for the prompt and the status line. */
    String gameSeatName(int i) {
        return seatInfo.get(i).name();
    }

    /** Seat {@code i}'s name at the table, in its colour. */
    String seat(int i) {
        SeatInfo s = seatInfo.get(i);
        String name = match.seatName(i);
        return term.colour(name, s.color());
    }

    /** Every seat with who plays it ({@code human} or the player spec), for the introduction. */
    String seatsLine() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < match.seats(); i++) {
            if (i > 0) {
                b.append(", ");
            }
            String who = match.seatSpec(i);
            b.append(seat(i)).append(" (").append(who.isBlank() ? "human" : who).append(')');
        }
        return b.toString();
    }

    /** The score line, with who is to move while the game goes on. */
    String scores(GameState state) {
        return scores(state, true);
    }

    /** The score line; who is to move only when {@code toMove} and the game goes on. */
    String scores(GameState state, boolean toMove) {
        double[] score = state.score();
        StringBuilder b = new StringBuilder("Score:");
        for (int i = 0; i < score.length; i++) {
            double v = score[i];
            b.append(' ').append(seat(i)).append(' ').append(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
        }
        if (toMove && !state.isOver()) {
            b.append("   — ").append(seat(state.toMove())).append(" to move");
        }
        return b.toString();
    }

    /** A thinking seat's status line: iterations, best move, win estimate, a progress bar. */
    String thinking(int seat, Analysis a) {
        StringBuilder b = new StringBuilder(gameSeatName(seat)).append(" thinking… ")
                .append(String.format(Locale.ROOT, "%,d", a.iterations())).append(" iterations");
        if (a.bestMove() != null) {
            b.append(", best ").append(a.bestMove());
        }
        if (!Double.isNaN(a.winEstimate())) {
            b.append(String.format(Locale.ROOT, " (%.0f%%)", 100 * a.winEstimate()));
        }
        b.append(" ").append(bar(a.done()));
        return b.toString();
    }

    private static String bar(double done) {
        int full = (int) Math.round(done * 20);
        return "[" + "#".repeat(full) + ".".repeat(20 - full) + "]";
    }
}
